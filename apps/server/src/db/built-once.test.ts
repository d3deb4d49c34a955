import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newPostgresDatabase, newSqliteDatabase, type TestDatabase } from "../../test/test-databases.ts";
import { builtOnce, SHAPES_KEPT } from "./built-once.ts";
import { now, type Executor } from "./database.ts";

// Reads built and compiled once per database and shape (decision 0152): each call answers what the
// same query built with its values answers, and only a new shape builds again.

const LANGUAGES = [
  { langCode: "de_DE", langName: "Deutsch", sort: 2 },
  { langCode: "en_US", langName: "English", sort: 1 },
  { langCode: "zh_CN", langName: "中文", sort: 3 },
  { langCode: "fr_FR", langName: "Français", sort: 4 },
];

type Values = { codes: readonly string[]; from: number; ordered: boolean };

/** The query under test, as each call would build it. */
const languagesQuery = (db: Executor, { codes, from, ordered }: Values) =>
  db
    .selectFrom("languages")
    .select(["langCode", "langName"])
    .where("langCode", "in", codes)
    .where("sort", ">=", from)
    .$if(ordered, (query) => query.orderBy("sort"))
    .$if(!ordered, (query) => query.orderBy("langCode", "desc"));

describe.each([
  ["SQLite", async () => newSqliteDatabase()],
  ["PostgreSQL", () => newPostgresDatabase()],
] as const)("a query built once (%s)", (_name, open) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await sql`create table languages (lang_code varchar(16) primary key, lang_name varchar(64) not null, sort integer not null)`.execute(
      database.db,
    );
    await database.db.insertInto("languages").values(LANGUAGES).execute();
  });
  afterAll(async () => {
    await database.db.destroy();
    await database.drop();
  });

  it("answers what the query built with each call's values answers: other values, list lengths and choices", async () => {
    const languages = builtOnce(languagesQuery);
    const calls: Values[] = [
      { codes: ["de_DE", "en_US", "zh_CN"], from: 1, ordered: true },
      { codes: ["de_DE", "en_US", "zh_CN"], from: 2, ordered: true },
      { codes: ["fr_FR", "en_US"], from: 0, ordered: true },
      { codes: ["fr_FR", "en_US", "de_DE", "zh_CN"], from: 3, ordered: false },
      { codes: ["zh_CN"], from: 0, ordered: false },
    ];
    for (const values of calls) {
      const expected = await languagesQuery(database.db, values).execute();
      expect(expected.length).toBeGreaterThan(0);
      expect(await languages(database.db, values)).toEqual(expected);
    }
  });

  it("builds a shape once, in transactions too, and again for a list of another length or another choice", async () => {
    const build = vi.fn(languagesQuery);
    const languages = builtOnce(build);
    await languages(database.db, { codes: ["de_DE", "en_US"], from: 1, ordered: true });
    await languages(database.db, { codes: ["zh_CN", "fr_FR"], from: 3, ordered: true });
    await database.db.transaction().execute((trx) => languages(trx, { codes: ["en_US", "fr_FR"], from: 0, ordered: true }));
    expect(build).toHaveBeenCalledTimes(1);
    expect(await languages(database.db, { codes: ["de_DE", "en_US", "zh_CN"], from: 1, ordered: true })).toHaveLength(3);
    expect(build).toHaveBeenCalledTimes(2);
    await languages(database.db, { codes: ["de_DE", "en_US", "zh_CN"], from: 1, ordered: false });
    expect(build).toHaveBeenCalledTimes(3);
  });

  it(`keeps at most ${SHAPES_KEPT} shapes, and answers the others built as usual`, async () => {
    const build = vi.fn(languagesQuery);
    const languages = builtOnce(build);
    const codes = (length: number) => Array.from({ length }, (_, index) => LANGUAGES[index % LANGUAGES.length]!.langCode);
    for (let length = 1; length <= SHAPES_KEPT; length++) await languages(database.db, { codes: codes(length), from: 0, ordered: true });
    expect(build).toHaveBeenCalledTimes(SHAPES_KEPT);
    const beyond = { codes: codes(SHAPES_KEPT + 1), from: 2, ordered: true };
    expect(await languages(database.db, beyond)).toEqual(await languagesQuery(database.db, beyond).execute());
    await languages(database.db, beyond);
    expect(build).toHaveBeenCalledTimes(SHAPES_KEPT + 2);
  });

  it("refuses a value made text while the query is built, and a clock read then", async () => {
    const inText = builtOnce((db, { lang }: { lang: string }) =>
      db.selectFrom("languages").select("langCode").where("langName", "like", `${lang}%`),
    );
    await expect(inText(database.db, { lang: "De" })).rejects.toThrow(/its value "lang" other than as a value of the query/);
    const readingTheClock = builtOnce((db, { lang }: { lang: string }) =>
      db
        .selectFrom("languages")
        .select("langCode")
        .where("langCode", "=", lang)
        .where(sql<boolean>`${now()} > ''`),
    );
    await expect(readingTheClock(database.db, { lang: "de_DE" })).rejects.toThrow(/takes the time as a value, not from the clock/);
    expect(now()).toMatch(/^\d{4}-/);
  });
});
