import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CamelCasePlugin, Kysely, SqliteDialect, type CompiledQuery } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteFile } from "../../db/connection.ts";
import type { Database } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { listItems, listPublished, listRelated } from "./articles.repository.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-plan-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The steps of SQLite's plan of the query `run` sends that `pick` chooses, on a migrated database of `file`. */
async function planOf(file: string, run: (db: Kysely<Database>) => Promise<unknown>, pick: (query: CompiledQuery) => boolean) {
  const database = openSqliteFile(path.join(dir, file));
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new CamelCasePlugin()],
    log: (event) => void queries.push(event.query),
  });
  try {
    await migrateToLatest(db);
    queries.length = 0;
    await run(db);
    const query = queries.find(pick);
    expect(query).toBeDefined();
    const plan = database.prepare(`explain query plan ${query!.sql}`).all(...(query!.parameters as unknown[])) as { detail: string }[];
    return plan.map((step) => step.detail);
  } finally {
    await db.destroy();
  }
}

describe("a public article list's count (SQLite)", () => {
  it("reads only the list index, the publication window included (no row per article)", async () => {
    const plan = await planOf(
      "list.sqlite",
      (db) => listPublished(db, "news", { lang: "en_US" }, { pageNo: 1, pageSize: 10 }),
      (query) => /count\(\*\)/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringContaining("COVERING INDEX articles_list_idx"));
  });
});

describe("a public article list's page (SQLite)", () => {
  it("skips to a deep page in the list index alone, without reading the rows it skips", async () => {
    const plan = await planOf(
      "page.sqlite",
      (db) => listPublished(db, "news", { lang: "en_US" }, { pageNo: 200, pageSize: 10 }),
      (query) => /\boffset\b/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringContaining("COVERING INDEX articles_list_idx"));
  });
});

describe("a version's related items (SQLite)", () => {
  it("start from its practice areas and read the versions sharing them by id, not every version of the language", async () => {
    const plan = await planOf(
      "related.sqlite",
      (db) => listRelated(db, "news", { id: 1, lang: "en_US" }, 3),
      () => true,
    );
    expect(plan).toContainEqual(expect.stringContaining("USING INDEX article_practice_areas_practice_area_id_idx (practice_area_id=?)"));
    expect(plan).toContainEqual(expect.stringMatching(/^SEARCH articles USING INTEGER PRIMARY KEY/));
    expect(plan.filter((step) => step.includes("articles_list_idx") || /^SCAN (articles|related)\b/.test(step))).toEqual([]);
  });
});

describe("the back office's article list (SQLite)", () => {
  const list = (db: Kysely<Database>, pageNo: number, filters: { author?: string } = {}) =>
    listItems(db, "news", { lang: "en_US", fallback: "en_US", ...filters }, { pageNo, pageSize: 10 });

  it("finds a deep page's ids in the items' index alone, in its order, and reads only the page's rows", async () => {
    const plan = await planOf(
      "admin-page.sqlite",
      (db) => list(db, 200),
      (query) => /\boffset\b/i.test(query.sql),
    );
    expect(plan[0]).toContain("COVERING INDEX articles_items_idx");
    // The only sort is the one choosing each item's version among its few (the correlated subquery's).
    expect(plan.filter((step) => step.startsWith("USE TEMP B-TREE"))).toHaveLength(1);
    expect(plan.filter((step) => /^SCAN articles\b/.test(step))).toEqual([]);
  });

  it("counts the items by their numbers in an index, without choosing each item's version", async () => {
    const plan = await planOf(
      "admin-count.sqlite",
      (db) => list(db, 1),
      (query) => /count\(/i.test(query.sql),
    );
    expect(plan).toEqual([expect.stringMatching(/^SEARCH articles USING COVERING INDEX \w+ \(kind=\?\)$/)]);
  });

  it("counts the shown versions when a filter looks at them (the author)", async () => {
    const plan = await planOf(
      "admin-count-author.sqlite",
      (db) => list(db, 1, { author: "admin" }),
      (query) => /count\(/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringContaining("CORRELATED SCALAR SUBQUERY"));
  });
});
