import { CompiledQuery, sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { newPostgresDatabase } from "../../../test/test-databases.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import type { Database } from "../../db/database.ts";
import { listItems, listPublished, listRelated } from "./articles.repository.ts";

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
  const list = (db: Kysely<Database>, pageNo: number, filters: { author?: string; title?: string } = {}) =>
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

  it("counts the items, or those in a language, by reading the one row the database keeps of them, not the kind's index", async () => {
    for (const hasLang of [undefined, "de_DE"]) {
      const plan = await planOf(
        "admin-count.sqlite",
        (db) => listItems(db, "news", { lang: "en_US", fallback: "en_US", hasLang }, { pageNo: 1, pageSize: 10 }),
        (query) => /\barticle_counts\b/i.test(query.sql),
      );
      expect(plan).toEqual([expect.stringMatching(/^SEARCH article_counts USING INDEX \w+ \(kind=\? AND lang=\?\)$/)]);
    }
  });

  it("counts the items a folder filter finds by their numbers in an index, without choosing each item's version", async () => {
    const plan = await planOf(
      "admin-count-folder.sqlite",
      (db) => listItems(db, "news", { lang: "en_US", fallback: "en_US", cataId: 1 }, { pageNo: 1, pageSize: 10 }),
      (query) => /count\(distinct/i.test(query.sql),
    );
    expect(plan[0]).toMatch(/^SEARCH articles USING COVERING INDEX \w+ \(kind=\?\)$/);
    expect(plan.filter((step) => /^SCAN articles\b/.test(step))).toEqual([]);
  });

  it("counts the shown versions when a filter looks at them (the author)", async () => {
    const plan = await planOf(
      "admin-count-author.sqlite",
      (db) => list(db, 1, { author: "admin" }),
      (query) => /count\(/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringContaining("CORRELATED SCALAR SUBQUERY"));
  });

  it("finds a title of three characters or more in the titles' trigram index, reading no article's row for it", async () => {
    for (const title of ["Vertrag", "跨境并购"]) {
      const plan = await planOf(
        `admin-title-${title.length}.sqlite`,
        (db) => list(db, 1, { title }),
        (query) => /count\(/i.test(query.sql),
      );
      expect(plan).toContainEqual(expect.stringMatching(/^SCAN article_titles_fts VIRTUAL TABLE INDEX \d+:M/));
      expect(plan.filter((step) => /^SCAN (articles|titled)\b/.test(step))).toEqual([]);
      expect(plan.filter((step) => /^SEARCH articles\b/.test(step)).every((step) => step.includes("COVERING INDEX"))).toBe(true);
    }
  });

  it("looks for a shorter title in the titles' narrow table, not in the articles' rows", async () => {
    const plan = await planOf(
      "admin-title-short.sqlite",
      (db) => list(db, 1, { title: "e" }),
      (query) => /count\(/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringMatching(/^SCAN article_titles_fts VIRTUAL TABLE INDEX \d+:$/));
    expect(plan.filter((step) => /^SCAN (articles|titled)\b/.test(step))).toEqual([]);
  });
});

describe("the back office's article list (PostgreSQL)", { timeout: 60_000 }, () => {
  it("finds a title of three characters or more through the pg_trgm index on the lower-cased title", async () => {
    const postgres = await newPostgresDatabase();
    try {
      await migrateToLatest(postgres.db);
      // A few thousand titles with statistics (and the index's pending entries merged), as a database in use has.
      await sql`insert into languages (lang_code, lang_name, sort) values ('en_US', 'English', 0) on conflict do nothing`.execute(
        postgres.db,
      );
      await sql`insert into item_numbers (id, scope, created_at) select n, 'news', '2026-01-01' from generate_series(1, 3000) n`.execute(
        postgres.db,
      );
      await sql`insert into articles (kind, no, lang, title, slug, cover_url, created_at, updated_at)
        select 'news', n, 'en_US', 'Title ' || md5(n::text), 'title-' || n, '/c.png', '2026-01-01', '2026-01-01' from generate_series(1, 3000) n`.execute(
        postgres.db,
      );
      await sql`vacuum analyze articles`.execute(postgres.db);
      // The list's queries as it sends them.
      const queries: CompiledQuery[] = [];
      const recording = postgres.db.withPlugin({
        transformQuery: (args) => {
          queries.push(postgres.db.getExecutor().compileQuery(args.node, args.queryId));
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await listItems(recording, "news", { lang: "en_US", fallback: "en_US", title: "Vertrag" }, { pageNo: 1, pageSize: 10 });
      const count = queries.find((query) => /count\(/i.test(query.sql));
      expect(count).toBeDefined();
      const plan = await postgres.db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${count!.sql}`, [...count!.parameters]),
      );
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain("articles_title_trgm_idx");
    } finally {
      await postgres.db.destroy();
      await postgres.drop();
    }
  });
});
