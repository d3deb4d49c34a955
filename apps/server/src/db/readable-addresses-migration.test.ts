import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../test/test-databases.ts";
import type { Db } from "./database.ts";
import { migrateTo } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const READABLE_ADDRESSES = "0027_readable_addresses";
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf(READABLE_ADDRESSES) - 1]!;
const AT = "2026-11-20T10:00:00.000Z";

/** Versions saved before slugs existed: two news items and an honor titled alike, a person, a practice area. */
async function saveOldContent(db: Db) {
  const no = async (scope: string) =>
    (await sql<{ id: number }>`insert into item_numbers (scope, created_at) values (${scope}, ${AT}) returning id`.execute(db)).rows[0]!.id;
  const article = async (kind: string, itemNo: number, lang: string, title: string) =>
    sql`insert into articles (kind, no, lang, title, content, cover_url, created_at, updated_at)
      values (${kind}, ${itemNo}, ${lang}, ${title}, '', '', ${AT}, ${AT})`.execute(db);
  const first = await no("news");
  await article("news", first, "de_DE", "Größere Übernahme");
  await article("news", first, "zh_CN", "并购交易");
  await article("news", await no("news"), "de_DE", "Größere Übernahme!");
  await article("honor", await no("honor"), "de_DE", "Größere Übernahme");
  await sql`insert into offices (no, lang, name, sort, created_at, updated_at) values (1, 'de_DE', 'München', 1, ${AT}, ${AT})`.execute(db);
  const office = (await sql<{ id: number }>`select id from offices`.execute(db)).rows[0]!.id;
  await sql`insert into people (no, lang, name, search_name, top, office_id, intro, custom_contents, spoken_languages, created_at, updated_at)
    values (${await no("person")}, 'de_DE', 'Dr. Katharina Müller', 'katharina mueller', 0, ${office}, '', '[]', '[]', ${AT}, ${AT})`.execute(
    db,
  );
  await sql`insert into practice_areas (no, lang, name, introduce, sort, created_at, updated_at)
    values (${await no("practice-area")}, 'en_US', 'Mergers & Acquisitions', '', 1, ${AT}, ${AT})`.execute(db);
}

const slugs = async (db: Db) => ({
  articles: (await sql<{ kind: string; lang: string; slug: string }>`select kind, lang, slug from articles order by id`.execute(db)).rows,
  people: (await sql<{ slug: string }>`select slug from people`.execute(db)).rows.map((row) => row.slug),
  practiceAreas: (await sql<{ slug: string }>`select slug from practice_areas`.execute(db)).rows.map((row) => row.slug),
});

describe.each(EMPTY_DATABASES)("the readable addresses migration on %s", { timeout: 60_000 }, (_, open) => {
  it("gives every version a slug from its title, unique per kind and language, the older version the plain one", async () => {
    const { db, drop } = await open();
    try {
      await migrateTo(db, BEFORE);
      await saveOldContent(db);
      expect(await migrateTo(db, READABLE_ADDRESSES)).toEqual([READABLE_ADDRESSES]);
      expect(await slugs(db)).toEqual({
        articles: [
          { kind: "news", lang: "de_DE", slug: "groessere-uebernahme" },
          { kind: "news", lang: "zh_CN", slug: "bing-gou-jiao-yi" },
          { kind: "news", lang: "de_DE", slug: "groessere-uebernahme-2" },
          { kind: "honor", lang: "de_DE", slug: "groessere-uebernahme" },
        ],
        people: ["dr-katharina-mueller"],
        practiceAreas: ["mergers-and-acquisitions"],
      });
      // The slugs are unique per kind and language from now on.
      await expect(
        sql`update articles set slug = 'groessere-uebernahme' where slug = 'groessere-uebernahme-2'`.execute(db),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
