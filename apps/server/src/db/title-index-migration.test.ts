import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../test/test-databases.ts";
import { listItems } from "../modules/articles/articles.repository.ts";
import { migrateTo } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const TITLE_INDEX = "0052_title_and_search_indexes";
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf(TITLE_INDEX) - 1]!;
const AT = "2026-11-20T10:00:00.000Z";

describe.each(EMPTY_DATABASES)("the titles' index on a database in use (%s)", (_name, open) => {
  it("holds the titles saved before it, and the title filter finds them by a word and by two letters", { timeout: 60_000 }, async () => {
    const database = await open();
    const { db } = database;
    try {
      await migrateTo(db, BEFORE);
      const { rows } = await sql<{ id: number }>`insert into item_numbers (scope, created_at) values ('news', ${AT}) returning id`.execute(
        db,
      );
      const no = rows[0]!.id;
      for (const [lang, title] of [
        ["de_DE", "Übernahmerecht kompakt"],
        ["en_US", "Takeover law in brief"],
      ]) {
        await sql`insert into articles (kind, no, lang, title, slug, cover_url, created_at, updated_at)
          values ('news', ${no}, ${lang}, ${title}, ${`${lang}-takeover`}, '/c.png', ${AT}, ${AT})`.execute(db);
      }
      await migrateTo(db);
      const found = async (title: string) =>
        (await listItems(db, "news", { lang: "en_US", title }, { pageNo: 1, pageSize: 10 })).rows.map((row) => row.no);
      expect(await found("ÜBERNAHMERECHT")).toEqual([no]);
      expect(await found("Kompakt")).toEqual([no]);
      expect(await found("aw")).toEqual([no]);
      expect(await found("merger")).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
