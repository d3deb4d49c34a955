import { PostgresDialect, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { createKysely } from "./connection.ts";
import { isShownVersion } from "./text-match.ts";

// Which version of an item a back-office list shows (decision 0145): on SQLite a version in the
// list's language is taken before any look-up, a quarter of the walk to a deep page at 50,000 news;
// PostgreSQL plans the look-up's comparison alone. Compiled only: no database is opened.

const whereOf = (db: ReturnType<typeof createKysely>) =>
  db
    .selectFrom("articles")
    .select("articles.id")
    .where(isShownVersion(db, "articles", "de_DE", "en_US"))
    .compile();

describe("the shown version's test of a list's walk", () => {
  it("takes a version in the list's language before looking the item's versions up, on SQLite", () => {
    const query = whereOf(createKysely(new SqliteDialect({ database: async () => Promise.reject(new Error("not opened")) })));
    expect(query.sql).toMatch(/where \("articles"\."lang" = \? or "articles"\."id" = coalesce\(/);
    expect(query.parameters.slice(0, 3)).toEqual(["de_DE", "de_DE", "en_US"]);
  });

  it("is the look-up's comparison alone on PostgreSQL", () => {
    const query = whereOf(createKysely(new PostgresDialect({ pool: async () => Promise.reject(new Error("not opened")) })));
    expect(query.sql).toMatch(
      /where "articles"\."id" = \(select shown\.id from "articles" as shown where shown\.no = "articles"\."no" order by/,
    );
    expect(query.sql).not.toMatch(/"articles"\."lang" = \$1 or/);
  });
});
