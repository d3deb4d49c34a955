import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  type Dialect,
  type KyselyPlugin,
  type RootOperationNode,
} from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createKysely, loadPg, openSqliteFile } from "./connection.ts";
import type { Database, Db } from "./database.ts";

// The query's names written in snake_case by the compiler, the rows' columns renamed by the plugin
// (decision 0116): the same SQL as Kysely's CamelCasePlugin wrote, without its copy of every
// query's tree.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-names-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const AT = "2026-12-05T00:00:00.000Z";

/** Queries of every shape the server writes: joins, aliases, references in raw SQL, subqueries, writes with conflicts and returning. */
const QUERIES: Record<string, (db: Db) => { compile(): { sql: string; parameters: readonly unknown[] } }> = {
  "a select with a join, aliases and an order": (db) =>
    db
      .selectFrom("articles")
      .innerJoin("articlePeople as links", "links.articleId", "articles.id")
      .select(["articles.id", "articles.coverUrl as cover", "links.personId"])
      .where("articles.publishAt", "<=", AT)
      .orderBy("articles.createdAt", "desc")
      .limit(3),
  "references in raw SQL": (db) =>
    db
      .selectFrom("articles")
      .select(sql<number>`count(*)`.as("totalCount"))
      .where(sql<boolean>`(${sql.ref("articles.publishAt")} <= ${AT} and ${sql.ref("articles.unpublishAt")} is null)`),
  "a subquery and a common table expression": (db) =>
    db
      .with("recentNews", (inner) => inner.selectFrom("articles").select(["id", "publishAt"]).where("kind", "=", "news"))
      .selectFrom("recentNews")
      .select((eb) => [
        "recentNews.publishAt",
        eb
          .selectFrom("articlePeople")
          .select("articlePeople.personId")
          .whereRef("articlePeople.articleId", "=", "recentNews.id")
          .limit(1)
          .as("firstPerson"),
      ]),
  "an insert with a conflict and returning": (db) =>
    db
      .insertInto("articleCounts")
      .values({ kind: "news", lang: "en_US", items: 1 })
      .onConflict((conflict) => conflict.columns(["kind", "lang"]).doUpdateSet({ items: sql`article_counts.items + 1` }))
      .returning(["kind", "items"]),
  "an update with returning": (db) => db.updateTable("people").set({ photoUrl: "/p.png" }).where("officeId", "=", 2).returning("updatedAt"),
};

const sqliteDialect = () => new SqliteDialect({ database: openSqliteFile(path.join(dir, `${Math.random()}.sqlite`)) });
const postgresDialect = () =>
  new PostgresDialect({ pool: new (loadPg().Pool)({ connectionString: "postgres://nobody@127.0.0.1:1/none" }) });

describe.each([
  ["SQLite", sqliteDialect],
  ["PostgreSQL", postgresDialect],
] as const)("the query's names in snake_case (%s)", (_, dialect: () => Dialect) => {
  const db = createKysely(dialect());
  const byPlugin = new Kysely<Database>({ dialect: dialect(), plugins: [new CamelCasePlugin()] });
  afterAll(() => Promise.all([db.destroy(), byPlugin.destroy()]));

  it.each(Object.entries(QUERIES))("writes %s as Kysely's CamelCasePlugin did", (__, query) => {
    const ours = query(db).compile();
    const theirs = query(byPlugin).compile();
    expect(ours.sql).toBe(theirs.sql);
    expect(ours.parameters).toEqual(theirs.parameters);
    expect(ours.sql).toContain("_");
  });

  it("leaves the query's tree as the code built it: the names are renamed as they are written, not in a copy of the tree", () => {
    const seen: RootOperationNode[] = [];
    const recording: KyselyPlugin = {
      transformQuery: (args) => {
        seen.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const compiled = db.withPlugin(recording).selectFrom("articles").select("articles.publishAt").compile();
    expect(compiled.sql).toBe('select "articles"."publish_at" from "articles"');
    expect(JSON.stringify(seen)).toContain('"publishAt"');
    expect(JSON.stringify(seen)).not.toContain("publish_at");
  });
});

describe("the rows' columns in camelCase", () => {
  it("answers a row's snake_case columns by their camelCase names", async () => {
    const db = createKysely(sqliteDialect());
    const row = await sql<Record<string, unknown>>`select 1 as publish_at, 2 as "coverUrl", 3 as office_id`.execute(db);
    expect(row.rows).toEqual([{ publishAt: 1, coverUrl: 2, officeId: 3 }]);
    const typed = await db.selectNoFrom((eb) => [eb.val(AT).as("updatedAt")]).executeTakeFirstOrThrow();
    expect(typed).toEqual({ updatedAt: AT });
    await db.destroy();
  });
});
