import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../test/test-databases.ts";
import { summaryOf } from "../modules/articles/article-summary.ts";
import { listItems } from "../modules/articles/articles.repository.ts";
import { migrateTo } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const SUMMARIES = "0059_article_summaries";
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf(SUMMARIES) - 1]!;
const AT = "2026-11-20T10:00:00.000Z";
/** More versions than the migration writes in one statement. */
const VERSIONS = 501;

describe.each(EMPTY_DATABASES)("the summaries kept with the article versions saved before them (%s)", (_name, open) => {
  it("are made from each version's content, and the lists show them", { timeout: 120_000 }, async () => {
    const database = await open();
    const { db } = database;
    try {
      await migrateTo(db, BEFORE);
      const numbers: number[] = [];
      const contents: string[] = [];
      for (let index = 0; index < VERSIONS; index += 1) {
        const { rows } = await sql<{
          id: number;
        }>`insert into item_numbers (scope, created_at) values ('news', ${AT}) returning id`.execute(db);
        const no = rows[0]!.id;
        numbers.push(no);
        const content = index === 0 ? `<h2>Merger</h2><p>Tom &amp; Jerry ${"word ".repeat(100)}</p>` : `<p>Item <b>${index}</b></p>`;
        contents.push(content);
        await sql`insert into articles (kind, no, lang, title, slug, cover_url, content, created_at, updated_at)
          values ('news', ${no}, 'en_US', ${`Item ${index}`}, ${`item-${index}`}, '/c.png', ${content}, ${AT}, ${AT})`.execute(db);
      }
      await migrateTo(db);
      const kept = await sql<{ no: number; summary: string }>`select no, summary from articles order by id`.execute(db);
      expect(kept.rows).toHaveLength(VERSIONS);
      const first = kept.rows[0]!.summary;
      expect(first.startsWith("Merger Tom & Jerry word word")).toBe(true);
      expect(first.endsWith("…")).toBe(true);
      expect(kept.rows.slice(1).map((row) => row.summary)).toEqual(numbers.slice(1).map((_no, index) => `Item ${index + 1}`));
      // The migration's frozen rule makes what a save makes.
      expect(kept.rows.map((row) => row.summary)).toEqual(contents.map(summaryOf));
      const listed = await listItems(db, "news", { lang: "en_US", no: numbers.at(-1) }, { pageNo: 1, pageSize: 10 });
      expect(listed.rows.map((row) => [row.summary, row.content])).toEqual([[`Item ${VERSIONS - 1}`, ""]]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
