import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { CREATED_AT as AT, addVersion, newItem, writeTogether } from "../../test/article-versions.ts";
import { EMPTY_DATABASES, newPostgresDatabase } from "../../test/test-databases.ts";
import type { ArticleListRowTable, Executor } from "./database.ts";
import { migrateTo } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

// The back office's article lists' rows kept by the database (decision 0147): for every item and
// every language, the version a list in that language shows (the item's version in it, else in
// English, else its first by language) with that version's order columns, in every write's
// transaction, equal to choosing them from the articles themselves.

const LIST_ROWS = "0058_article_list_rows";
const names = Object.keys(migrations);
const BEFORE = names[names.indexOf(LIST_ROWS) - 1]!;

type ListRow = ArticleListRowTable;

const byNoAndLang = (a: ListRow, b: ListRow) => a.no - b.no || (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0);

/** The rows the database keeps. */
async function keptRows(db: Executor): Promise<ListRow[]> {
  const { rows } = await sql<ListRow>`select no, lang, kind, version_id, top, created_at from article_list_rows`.execute(db);
  return rows.map((row) => ({ ...row, no: Number(row.no), versionId: Number(row.versionId), top: Number(row.top) })).sort(byNoAndLang);
}

/** The same rows chosen here from the articles and the languages. */
async function chosenRows(db: Executor): Promise<ListRow[]> {
  const { rows: versions } = await sql<ListRow & { id: number }>`select id, no, lang, kind, top, created_at from articles`.execute(db);
  const { rows: languages } = await sql<{ langCode: string }>`select lang_code from languages`.execute(db);
  const items = new Map<number, (ListRow & { id: number })[]>();
  for (const version of versions) items.set(Number(version.no), [...(items.get(Number(version.no)) ?? []), version]);
  return [...items.values()]
    .flatMap((itemVersions) => {
      const sorted = [...itemVersions].sort((a, b) => (a.lang < b.lang ? -1 : 1));
      return languages.map(({ langCode }) => {
        const shown = sorted.find((v) => v.lang === langCode) ?? sorted.find((v) => v.lang === "en_US") ?? sorted[0]!;
        return {
          no: Number(shown.no),
          lang: langCode,
          kind: shown.kind,
          versionId: Number(shown.id),
          top: Number(shown.top),
          createdAt: shown.createdAt,
        };
      });
    })
    .sort(byNoAndLang);
}

/** The version each language's list shows of the item `no`. */
async function shownOf(db: Executor, no: number): Promise<Record<string, number>> {
  return Object.fromEntries((await keptRows(db)).filter((row) => row.no === no).map((row) => [row.lang, row.versionId]));
}

describe.each(EMPTY_DATABASES)("the article lists' kept rows (%s)", (_name, open) => {
  it(
    "hold the items saved before them, and follow every version and language added, changed and removed",
    { timeout: 60_000 },
    async () => {
      const database = await open();
      const { db } = database;
      try {
        await migrateTo(db, BEFORE);
        const both = await newItem(db, "news");
        const bothDe = await addVersion(db, "news", both, "de_DE");
        const bothEn = await addVersion(db, "news", both, "en_US");
        const chinese = await newItem(db, "news");
        const chineseZh = await addVersion(db, "news", chinese, "zh_CN");
        const noEnglish = await newItem(db, "case");
        const noEnglishDe = await addVersion(db, "case", noEnglish, "de_DE");
        const noEnglishZh = await addVersion(db, "case", noEnglish, "zh_CN");
        await migrateTo(db);
        expect(await keptRows(db)).toEqual(await chosenRows(db));
        // Its version in the language, else in English, else its first by language.
        expect(await shownOf(db, both)).toEqual({ de_DE: bothDe, en_US: bothEn, zh_CN: bothEn });
        expect(await shownOf(db, chinese)).toEqual({ de_DE: chineseZh, en_US: chineseZh, zh_CN: chineseZh });
        expect(await shownOf(db, noEnglish)).toEqual({ de_DE: noEnglishDe, en_US: noEnglishDe, zh_CN: noEnglishZh });

        // A version added in a transaction of its own: the languages without one show it, in English.
        const chineseEn = await db.transaction().execute((trx) => addVersion(trx, "news", chinese, "en_US", "2026-11-21T10:00:00.000Z"));
        expect(await shownOf(db, chinese)).toEqual({ de_DE: chineseEn, en_US: chineseEn, zh_CN: chineseZh });
        expect(await keptRows(db)).toEqual(await chosenRows(db));

        // A version moved to another language, then to another item; pinned; dated again.
        await sql`update articles set lang = 'de_DE' where id = ${chineseZh}`.execute(db);
        expect(await shownOf(db, chinese)).toEqual({ de_DE: chineseZh, en_US: chineseEn, zh_CN: chineseEn });
        const moved = await newItem(db, "news");
        await sql`update articles set no = ${moved}, lang = 'zh_CN' where id = ${chineseZh}`.execute(db);
        expect(await shownOf(db, chinese)).toEqual({ de_DE: chineseEn, en_US: chineseEn, zh_CN: chineseEn });
        expect(await shownOf(db, moved)).toEqual({ de_DE: chineseZh, en_US: chineseZh, zh_CN: chineseZh });
        await sql`update articles set created_at = '2026-11-22T10:00:00.000Z' where id = ${bothDe}`.execute(db);
        expect((await keptRows(db)).find((row) => row.versionId === bothDe)?.createdAt).toBe("2026-11-22T10:00:00.000Z");
        await sql`update articles set top = 1 where id = ${bothEn}`.execute(db);
        expect((await keptRows(db)).filter((row) => row.no === both)).toEqual([
          { no: both, lang: "de_DE", kind: "news", versionId: bothDe, top: 0, createdAt: "2026-11-22T10:00:00.000Z" },
          { no: both, lang: "en_US", kind: "news", versionId: bothEn, top: 1, createdAt: AT },
          { no: both, lang: "zh_CN", kind: "news", versionId: bothEn, top: 1, createdAt: AT },
        ]);
        // Updates of other columns, and of these to what they were, leave the rows as they were.
        await sql`update articles set kind = kind, no = no, lang = lang, title = 'Renamed', views = views + 1`.execute(db);
        expect(await keptRows(db)).toEqual(await chosenRows(db));

        // A version removed, then an item's last: the item's rows go with its last version.
        await sql`delete from articles where id = ${bothEn}`.execute(db);
        expect(await shownOf(db, both)).toEqual({ de_DE: bothDe, en_US: bothDe, zh_CN: bothDe });
        await sql`delete from articles where no = ${both}`.execute(db);
        expect(await shownOf(db, both)).toEqual({});

        // A language added gets its rows, one renamed moves them, one removed loses them.
        await sql`insert into languages (lang_code, lang_name, sort) values ('fr_FR', 'Français', 9)`.execute(db);
        expect(await shownOf(db, noEnglish)).toEqual({ de_DE: noEnglishDe, en_US: noEnglishDe, fr_FR: noEnglishDe, zh_CN: noEnglishZh });
        expect(await keptRows(db)).toEqual(await chosenRows(db));
        await sql`update languages set lang_code = 'zh_TW' where lang_code = 'fr_FR'`.execute(db);
        expect(await shownOf(db, noEnglish)).toEqual({ de_DE: noEnglishDe, en_US: noEnglishDe, zh_CN: noEnglishZh, zh_TW: noEnglishDe });
        await sql`delete from languages where lang_code = 'zh_TW'`.execute(db);
        expect(await keptRows(db)).toEqual(await chosenRows(db));

        // A write rolled back leaves the rows as they were.
        const before = await keptRows(db);
        await expect(
          db.transaction().execute(async (trx) => {
            await addVersion(trx, "case", await newItem(trx, "case"), "de_DE");
            await sql`delete from articles where id = ${noEnglishDe}`.execute(trx);
            throw new Error("rolled back");
          }),
        ).rejects.toThrow("rolled back");
        expect(await keptRows(db)).toEqual(before);
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)("the article lists' kept rows under concurrent writes (PostgreSQL)", () => {
  it(
    "choose an item's rows with every version when two transactions add, pin and remove its versions at the same time",
    { timeout: 60_000 },
    async () => {
      const database = await newPostgresDatabase();
      const { db } = database;
      try {
        await migrateTo(db);
        const no = await newItem(db, "news");
        await addVersion(db, "news", no, "zh_CN");
        await writeTogether(db, (trx, lang) => addVersion(trx, "news", no, lang));
        expect(await keptRows(db)).toEqual(await chosenRows(db));
        expect(new Set(Object.values(await shownOf(db, no))).size).toBe(3);
        // Pinned and dated again at once (no count changes, so only the rows' own lock orders them).
        await writeTogether(db, (trx, lang) =>
          sql`update articles set top = 1, created_at = ${lang} where no = ${no} and lang = ${lang}`.execute(trx),
        );
        expect(await keptRows(db)).toEqual(await chosenRows(db));
        expect((await keptRows(db)).map((row) => [row.lang, row.top, row.createdAt])).toEqual([
          ["de_DE", 1, "de_DE"],
          ["en_US", 1, "en_US"],
          ["zh_CN", 0, AT],
        ]);
        await writeTogether(db, (trx, lang) => sql`delete from articles where no = ${no} and lang = ${lang}`.execute(trx));
        expect(await keptRows(db)).toEqual(await chosenRows(db));
        expect(new Set(Object.values(await shownOf(db, no))).size).toBe(1);
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
  );
});
