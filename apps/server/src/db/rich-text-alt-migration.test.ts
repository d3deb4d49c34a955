import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../test/test-databases.ts";
import type { Db } from "./database.ts";
import { migrateTo } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const RICH_TEXT_ALT = "2026_12_03_0022_rich_text_library_alt";
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf(RICH_TEXT_ALT) - 1]!;
const AT = "2026-11-20T10:00:00.000Z";

/** Uploads by their stored names: the original file name, the decorative mark and alt texts by language. */
const FILES: Record<string, { original: string; decorative?: boolean; alts?: Record<string, string> }> = {
  "a0000000000000000000000000000001.jpg": { original: "Team-photo_2024.jpg", alts: { en_US: "Our team", de_DE: "Unser Team" } },
  "a0000000000000000000000000000002.png": { original: "Lobby.png" },
  "a0000000000000000000000000000003.png": { original: "Chart.png", alts: { de_DE: "Umsatz nach Jahren" } },
  "a0000000000000000000000000000004.png": { original: "Pattern.png", decorative: true },
  "a0000000000000000000000000000005.png": { original: "Garden.png", alts: { de_DE: "Der Garten" } },
};
const src = (n: number) => `/api/upload/a000000000000000000000000000000${n}.${n === 1 ? "jpg" : "png"}`;

async function saveOldContent(db: Db) {
  for (const [storedName, file] of Object.entries(FILES)) {
    const { rows } = await sql<{
      id: number;
    }>`insert into uploaded_files (stored_name, original_name, mime_type, size_bytes, created_at, decorative)
      values (${storedName}, ${file.original}, 'image/png', 10, ${AT}, ${file.decorative ? 1 : 0}) returning id`.execute(db);
    for (const [lang, alt] of Object.entries(file.alts ?? {})) {
      await sql`insert into media_texts (file_id, lang, alt, caption) values (${rows[0]!.id}, ${lang}, ${alt}, '')`.execute(db);
    }
  }
  const { rows } = await sql<{ id: number }>`insert into item_numbers (scope, created_at) values ('news', ${AT}) returning id`.execute(db);
  const article = (lang: string, content: string) =>
    sql<{ id: number }>`insert into articles (kind, no, lang, title, content, cover_url, created_at, updated_at)
      values ('news', ${rows[0]!.id}, ${lang}, 'News', ${content}, ${src(1)}, ${AT}, ${AT}) returning id`.execute(db);
  const english = await article("en_US", OLD_CONTENT);
  await article("de_DE", "<p>Kein Bild &amp; kein Problem</p>");
  await sql`insert into portal_configs (lang, name, introduce, advantages_list, environment_list, created_at, updated_at)
    values ('de_DE', 'Kanzlei', ${`<p><img src="${src(1)}" alt="Team photo 2024" /></p>`},
      ${JSON.stringify([{ title: "Garten", content: `<img src="${src(5)}" alt="Garden" />` }])}, '[]', ${AT}, ${AT})`.execute(db);
  await sql`insert into content_drafts (table_name, version_id, fields, saved_at)
    values ('articles', ${english.rows[0]!.id}, ${JSON.stringify({ title: "Draft", content: `<p><img src="${src(2)}" alt="Lobby" /></p>` })}, ${AT})`.execute(
    db,
  );
  const revision = {
    name: "Ada",
    intro: `<img src="${src(1)}" alt="Team photo 2024" />`,
    customContents: [{ title: "More", content: `<img src="${src(3)}" />` }],
  };
  await sql`insert into revisions (table_name, item_no, version_id, lang, action, state, fields, saved_at)
    values ('people', 1, 1, 'zh_CN', 'save', 'draft', ${JSON.stringify(revision)}, ${AT})`.execute(db);
}

const OLD_CONTENT =
  "<h2>Tom &amp; Jerry</h2><p>" +
  // The file name's alt text, which the library has a text for in English.
  `<img src="${src(1)}" alt="Team photo 2024" />` +
  // The file name's alt text, no text in the library.
  `<img src="${src(2)}" alt="Lobby" />` +
  // Written by a person: kept.
  `<img src="${src(3)}" alt="Revenue by year" />` +
  // No alt at all, no English text in the library.
  `<img src="${src(3)}" />` +
  // A decorative item.
  `<img src="${src(4)}" alt="" />` +
  // The library's German text, copied by the old editor into the English text.
  `<img src="${src(5)}" alt="Der Garten" />` +
  // An empty alt on an item not marked decorative: it may have been chosen.
  `<img src="${src(2)}" alt="" />` +
  // Already following: left as it is.
  `<img src="${src(1)}" alt="Team photo 2024" data-alt-source="library" />` +
  // No upload the library knows.
  `<img src="/api/upload/b0000000000000000000000000000009.png" alt="Gone" /></p>`;

const NEW_CONTENT =
  "<h2>Tom &amp; Jerry</h2><p>" +
  `<img src="${src(1)}" alt="Our team" data-alt-source="library" />` +
  `<img src="${src(2)}" alt="Lobby" data-alt-source="library" />` +
  `<img src="${src(3)}" alt="Revenue by year" />` +
  `<img src="${src(3)}" data-alt-source="library" />` +
  `<img src="${src(4)}" alt="" data-alt-source="library" />` +
  `<img src="${src(5)}" alt="Der Garten" data-alt-source="library" />` +
  `<img src="${src(2)}" alt="" />` +
  `<img src="${src(1)}" alt="Team photo 2024" data-alt-source="library" />` +
  `<img src="/api/upload/b0000000000000000000000000000009.png" alt="Gone" /></p>`;

async function stored(db: Db) {
  const articles = await sql<{ lang: string; content: string }>`select lang, content from articles order by lang`.execute(db);
  const config = await sql<{
    introduce: string;
    advantages: string;
  }>`select introduce, advantages_list as advantages from portal_configs`.execute(db);
  const draft = await sql<{ fields: string }>`select fields from content_drafts`.execute(db);
  const revision = await sql<{ fields: string }>`select fields from revisions`.execute(db);
  return {
    articles: articles.rows.map((row) => [row.lang, row.content]),
    introduce: config.rows[0]!.introduce,
    advantages: JSON.parse(config.rows[0]!.advantages) as unknown,
    draft: JSON.parse(draft.rows[0]!.fields) as unknown,
    revision: JSON.parse(revision.rows[0]!.fields) as unknown,
  };
}

describe.each(EMPTY_DATABASES)("the rich-text library alt migration on %s", { timeout: 60_000 }, (_, open) => {
  it("makes the pictures whose alt text the old editor made follow the library, and leaves the others", async () => {
    const { db, drop } = await open();
    try {
      await migrateTo(db, BEFORE);
      await saveOldContent(db);

      expect(await migrateTo(db, RICH_TEXT_ALT)).toEqual([RICH_TEXT_ALT]);

      const after = await stored(db);
      expect(after).toEqual({
        // A text without pictures is left byte for byte.
        articles: [
          ["de_DE", "<p>Kein Bild &amp; kein Problem</p>"],
          ["en_US", NEW_CONTENT],
        ],
        introduce: `<p><img src="${src(1)}" alt="Unser Team" data-alt-source="library" /></p>`,
        advantages: [{ title: "Garten", content: `<img src="${src(5)}" alt="Der Garten" data-alt-source="library" />` }],
        draft: { title: "Draft", content: `<p><img src="${src(2)}" alt="Lobby" data-alt-source="library" /></p>` },
        revision: {
          name: "Ada",
          intro: `<img src="${src(1)}" alt="Team photo 2024" data-alt-source="library" />`,
          customContents: [{ title: "More", content: `<img src="${src(3)}" data-alt-source="library" />` }],
        },
      });

      // Run again (down does nothing): nothing changes.
      await migrateTo(db, BEFORE);
      await migrateTo(db, RICH_TEXT_ALT);
      expect(await stored(db)).toEqual(after);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
