import { PostgresDialect, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { createKysely } from "./connection.ts";
import { isShownVersion } from "./text-match.ts";

// Which version of a person the back office's people list shows (decision 0145): on SQLite a
// version in the list's language is taken before any look-up; PostgreSQL plans the look-up's
// comparison alone. Compiled only: no database is opened.

const whereOf = (db: ReturnType<typeof createKysely>) =>
  db
    .selectFrom("people")
    .select("people.id")
    .where(isShownVersion(db, "people", "de_DE", "en_US"))
    .compile();

describe("the shown version's test of a list's walk", () => {
  it("takes a version in the list's language before looking the item's versions up, on SQLite", () => {
    const query = whereOf(createKysely(new SqliteDialect({ database: async () => Promise.reject(new Error("not opened")) })));
    expect(query.sql).toMatch(/where \("people"\."lang" = \? or "people"\."id" = coalesce\(/);
    expect(query.parameters.slice(0, 3)).toEqual(["de_DE", "de_DE", "en_US"]);
  });

  it("is the look-up's comparison alone on PostgreSQL", () => {
    const query = whereOf(createKysely(new PostgresDialect({ pool: async () => Promise.reject(new Error("not opened")) })));
    expect(query.sql).toMatch(/where "people"\."id" = \(select shown\.id from "people" as shown where shown\.no = "people"\."no" order by/);
    expect(query.sql).not.toMatch(/"people"\."lang" = \$1 or/);
  });
});
