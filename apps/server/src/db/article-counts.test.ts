import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { addVersion, newItem, writeTogether } from "../../test/article-versions.ts";
import { EMPTY_DATABASES, newPostgresDatabase } from "../../test/test-databases.ts";
import { listItems } from "../modules/articles/articles.repository.ts";
import type { Db } from "./database.ts";
import { migrateTo } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

// The items counted by `article_counts` (decision 0100): what the back office's article lists show
// as their total, kept by the database in every write's transaction, equal to counting the items.

const COUNTS = "0054_kept_counts_and_search_candidates";
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf(COUNTS) - 1]!;
const LANGS = ["de_DE", "en_US", "zh_CN"] as const;

/** The list's totals as the back office shows them: all items, and those with a version in each language. */
async function shownTotals(db: Db, kind: "news" | "case") {
  const total = async (hasLang?: string) =>
    (await listItems(db, kind, { lang: "en_US", hasLang }, { pageNo: 1, pageSize: 10 })).pageable.totalCount;
  return { all: await total(), ...Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await total(lang)] as const))) };
}

/** The same totals counted from the articles themselves. */
async function countedTotals(db: Db, kind: string) {
  const count = async (lang?: string) => {
    const { rows } = lang
      ? await sql<{ n: number }>`select count(*) as n from articles where kind = ${kind} and lang = ${lang}`.execute(db)
      : await sql<{ n: number }>`select count(distinct no) as n from articles where kind = ${kind}`.execute(db);
    return Number(rows[0]!.n);
  };
  return { all: await count(), ...Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await count(lang)] as const))) };
}

describe.each(EMPTY_DATABASES)("the article lists' kept counts (%s)", (_name, open) => {
  it("count the items saved before them, and follow every version added, moved and removed", { timeout: 60_000 }, async () => {
    const database = await open();
    const { db } = database;
    try {
      await migrateTo(db, BEFORE);
      const first = await newItem(db, "news");
      for (const lang of ["de_DE", "en_US"]) await addVersion(db, "news", first, lang);
      const other = await newItem(db, "case");
      await addVersion(db, "case", other, "zh_CN");
      await migrateTo(db);
      expect(await shownTotals(db, "news")).toEqual({ all: 1, de_DE: 1, en_US: 1, zh_CN: 0 });
      expect(await shownTotals(db, "case")).toEqual({ all: 1, de_DE: 0, en_US: 0, zh_CN: 1 });

      // A new item in one language, then its second language in a transaction of its own.
      const second = await newItem(db, "news");
      const secondZh = await addVersion(db, "news", second, "zh_CN");
      await db.transaction().execute((trx) => addVersion(trx, "news", second, "en_US"));
      expect(await shownTotals(db, "news")).toEqual({ all: 2, de_DE: 1, en_US: 2, zh_CN: 1 });

      // A version moved to another language, then to another item: the languages and items follow.
      await sql`update articles set lang = 'de_DE' where id = ${secondZh}`.execute(db);
      expect(await shownTotals(db, "news")).toEqual({ all: 2, de_DE: 2, en_US: 2, zh_CN: 0 });
      const third = await newItem(db, "news");
      await sql`update articles set no = ${third}, lang = 'zh_CN' where id = ${secondZh}`.execute(db);
      expect(await shownTotals(db, "news")).toEqual({ all: 3, de_DE: 1, en_US: 2, zh_CN: 1 });
      // An update that leaves them as they were changes nothing.
      await sql`update articles set kind = kind, no = no, lang = lang, title = 'Renamed'`.execute(db);
      expect(await shownTotals(db, "news")).toEqual(await countedTotals(db, "news"));

      // One version of an item removed, then the item's last: the item goes with its last version.
      await sql`delete from articles where no = ${first} and lang = 'de_DE'`.execute(db);
      expect(await shownTotals(db, "news")).toEqual({ all: 3, de_DE: 0, en_US: 2, zh_CN: 1 });
      await sql`delete from articles where no = ${first}`.execute(db);
      expect(await shownTotals(db, "news")).toEqual({ all: 2, de_DE: 0, en_US: 1, zh_CN: 1 });

      // A write rolled back leaves the counts as they were.
      await expect(
        db.transaction().execute(async (trx) => {
          await addVersion(trx, "news", await newItem(trx, "news"), "de_DE");
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await sql`delete from articles where kind = 'case'`.execute(db);
      for (const kind of ["news", "case"] as const) expect(await shownTotals(db, kind)).toEqual(await countedTotals(db, kind));
      expect(await shownTotals(db, "case")).toEqual({ all: 0, de_DE: 0, en_US: 0, zh_CN: 0 });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the article lists' kept counts under concurrent writes (PostgreSQL)", () => {
  it(
    "count an item once when two transactions add its first versions at the same time, and remove it once",
    { timeout: 60_000 },
    async () => {
      const database = await newPostgresDatabase();
      const { db } = database;
      try {
        await migrateTo(db);
        const no = await newItem(db, "news");
        await writeTogether(db, (trx, lang) => addVersion(trx, "news", no, lang));
        expect(await shownTotals(db, "news")).toEqual({ all: 1, de_DE: 1, en_US: 1, zh_CN: 0 });
        await writeTogether(db, (trx, lang) => sql`delete from articles where no = ${no} and lang = ${lang}`.execute(trx));
        expect(await shownTotals(db, "news")).toEqual({ all: 0, de_DE: 0, en_US: 0, zh_CN: 0 });
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
  );
});
