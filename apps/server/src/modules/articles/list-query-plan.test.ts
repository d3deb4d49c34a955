import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOf, postgresPlanOf } from "../../../test/query-plan.ts";
import { newPostgresDatabase, type TestDatabase } from "../../../test/test-databases.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import type { Database } from "../../db/database.ts";
import { addTitledNews } from "../../../test/titled-news.ts";
import { COUNT_BOUND } from "../../db/paging.ts";
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

describe("a record: the public versions naming a person or concerning a practice area (SQLite)", () => {
  const links = {
    person: { filter: { personId: 1 }, index: "article_people_person_id_idx (person_id=?)" },
    "practice area": { filter: { practiceAreaId: 1 }, index: "article_practice_areas_practice_area_id_idx (practice_area_id=?)" },
  };
  for (const [name, { filter, index }] of Object.entries(links)) {
    for (const [step, pick] of [
      ["page", (sql: string) => /\boffset\b/i.test(sql)],
      ["count", (sql: string) => /count\(\*\)/i.test(sql)],
    ] as const) {
      it(`finds a ${name}'s ${step} from the links and reads the linked versions by id, not every version of the language`, async () => {
        const plan = await planOf(
          `record-${step}.sqlite`,
          (db) => listPublished(db, "news", { lang: "en_US", ...filter }, { pageNo: 1, pageSize: 3 }),
          (query) => pick(query.sql),
        );
        expect(plan).toContainEqual(expect.stringContaining(`USING INDEX ${index}`));
        expect(plan).toContainEqual(expect.stringMatching(/^SEARCH (articles|linked) USING INTEGER PRIMARY KEY/));
        expect(plan.filter((step) => step.includes("articles_list_idx") || /^SCAN (articles|linked)\b/.test(step))).toEqual([]);
      });
    }
  }
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
    listItems(db, "news", { lang: "en_US", ...filters }, { pageNo, pageSize: 10 });

  it("finds a deep page's ids in the list's rows' order index alone, one entry per item, and reads only the page's rows", async () => {
    const plan = await planOf(
      "admin-page.sqlite",
      (db) => list(db, 200),
      (query) => /\boffset\b/i.test(query.sql),
    );
    // No sort, no look-up per item: the rows the database keeps hold each item's shown version (decision 0147).
    expect(plan).toEqual(["SEARCH article_list_rows USING COVERING INDEX article_list_rows_order_idx (kind=? AND lang=?)"]);
  });

  it("orders by a column of the shown versions by looking each up by its id, not by walking every version", async () => {
    const plan = await planOf(
      "admin-sorted.sqlite",
      (db) => listItems(db, "news", { lang: "en_US", sort: "title" }, { pageNo: 2, pageSize: 10 }),
      (query) => /\boffset\b/i.test(query.sql),
    );
    expect(plan).toEqual([
      "SEARCH article_list_rows USING COVERING INDEX article_list_rows_order_idx (kind=? AND lang=?)",
      "CORRELATED SCALAR SUBQUERY 1",
      "SEARCH articles USING INTEGER PRIMARY KEY (rowid=?)",
      "USE TEMP B-TREE FOR ORDER BY",
    ]);
  });

  it("counts the items, or those in a language, by reading the one row the database keeps of them, not the kind's index", async () => {
    for (const hasLang of [undefined, "de_DE"]) {
      const plan = await planOf(
        "admin-count.sqlite",
        (db) => listItems(db, "news", { lang: "en_US", hasLang }, { pageNo: 1, pageSize: 10 }),
        (query) => /\barticle_counts\b/i.test(query.sql),
      );
      expect(plan).toEqual([expect.stringMatching(/^SEARCH article_counts USING INDEX \w+ \(kind=\? AND lang=\?\)$/)]);
    }
  });

  it("counts the items a folder filter finds on the list's rows, one per item, each item's versions looked up by its number", async () => {
    const plan = await planOf(
      "admin-count-folder.sqlite",
      (db) => listItems(db, "news", { lang: "en_US", cataId: 1 }, { pageNo: 1, pageSize: 10 }),
      (query) => /count\(/i.test(query.sql),
    );
    expect(plan.slice(0, 2)).toEqual([
      "SEARCH article_list_rows USING COVERING INDEX article_list_rows_order_idx (kind=? AND lang=?)",
      "SEARCH version EXISTS USING INDEX sqlite_autoindex_articles_1 (no=?)",
    ]);
    expect(plan.filter((step) => /^SCAN articles\b/.test(step))).toEqual([]);
  });

  it("counts the rows whose shown version a filter looks at (the author), each version looked up by its id", async () => {
    const plan = await planOf(
      "admin-count-author.sqlite",
      (db) => list(db, 1, { author: "admin" }),
      (query) => /count\(/i.test(query.sql),
    );
    expect(plan).toEqual([
      "SEARCH article_list_rows USING COVERING INDEX article_list_rows_order_idx (kind=? AND lang=?)",
      "SEARCH articles EXISTS USING INTEGER PRIMARY KEY (rowid=?)",
    ]);
  });

  it("counts a title's items in the titles' trigram index, with its matches, reading each match's number from the narrow index by id, no row", async () => {
    for (const title of ["Vertrag", "跨境并购"]) {
      const plan = await planOf(
        `admin-title-${title.length}.sqlite`,
        (db) => list(db, 1, { title }),
        (query) => /count\(distinct/i.test(query.sql),
      );
      expect(plan).toContainEqual(expect.stringMatching(/^SCAN article_titles_fts VIRTUAL TABLE INDEX \d+:M/));
      expect(plan.filter((step) => /^(SCAN|SEARCH) (articles|titled)\b/.test(step))).toEqual([
        "SEARCH titled USING COVERING INDEX articles_numbers_by_id_idx (id=? AND kind=?)",
      ]);
    }
  });

  it("chooses a title filter's deep page among its matches, when few enough to sort, each item's row looked up by its number", async () => {
    for (const items of [0, 200]) {
      const plan = await planOf(
        "admin-title-page.sqlite",
        async (db) => {
          await addTitledNews(db, items, 0);
          // 200 items, each titled "Report n": page 20 would walk them all.
          return list(db, items === 0 ? 200 : 20, { title: "Report" });
        },
        (query) => /\boffset\b/i.test(query.sql),
      );
      expect(plan[0]).toBe("SEARCH article_list_rows USING PRIMARY KEY (no=? AND lang=?)");
      expect(plan.filter((step) => step.includes("article_list_rows_order_idx"))).toEqual([]);
    }
  });

  it("looks for a title once per page: the page is chosen among the numbers its count found", async () => {
    for (const pageNo of [1, 20]) {
      const queries: string[] = [];
      await planOf(
        "admin-title-once.sqlite",
        async (db) => {
          await addTitledNews(db, 200, 0);
          return list(db, pageNo, { title: "Report" });
        },
        // Every query up to the page's (the rows of the page's ids are read after it).
        (query) => (queries.push(query.sql), /\boffset\b/i.test(query.sql)),
      );
      expect(queries.filter((query) => query.includes("article_titles_fts"))).toHaveLength(1);
      expect(queries.filter((query) => /\boffset\b/i.test(query))).toEqual([expect.stringContaining("json_each(?)")]);
    }
  });

  it("walks the list in its order for a frequent title's first page, which it reaches after a few items", async () => {
    const plan = await planOf(
      "admin-title-first.sqlite",
      async (db) => {
        await addTitledNews(db, 200, 0);
        return list(db, 1, { title: "Report" });
      },
      (query) => /\boffset\b/i.test(query.sql),
    );
    expect(plan[0]).toBe("SEARCH article_list_rows USING COVERING INDEX article_list_rows_order_idx (kind=? AND lang=?)");
  });

  it("walks the list's rows in their order for a shorter title, reading each version's title from the narrow table by its id, once per item", async () => {
    // The page's ids and the bounded count (decision 0105): neither looks at every title first.
    for (const [pageNo, pick] of [
      [200, /\boffset\b/i],
      [1, /count\(\*\) as "count" from \(select/i],
    ] as const) {
      const plan = await planOf(
        "admin-title-short.sqlite",
        async (db) => {
          await addTitledNews(db, COUNT_BOUND + 1, 0);
          return list(db, pageNo, { title: "e" });
        },
        (query) => pick.test(query.sql),
      );
      expect(plan).toContainEqual("SEARCH article_list_rows USING COVERING INDEX article_list_rows_order_idx (kind=? AND lang=?)");
      expect(plan).toContainEqual(
        expect.stringMatching(/^SEARCH titled (EXISTS )?USING COVERING INDEX articles_item_order_idx \(no=\? AND kind=\?\)$/),
      );
      expect(plan).toContainEqual(expect.stringMatching(/article_titles_fts .*VIRTUAL TABLE INDEX 0:=$/));
      expect(plan.filter((step) => /VIRTUAL TABLE INDEX \d+:$/.test(step) || /^SCAN (articles|titled)\b/.test(step))).toEqual([]);
      // No sort: the walk is in the list's order.
      expect(plan.filter((step) => step.startsWith("USE TEMP B-TREE"))).toEqual([]);
    }
  });
});

describe("the back office's article list (PostgreSQL)", () => {
  // A few thousand titles with statistics (and the index's pending entries merged), as a database in use has.
  let postgres: TestDatabase;
  beforeAll(async () => {
    postgres = await newPostgresDatabase();
    await migrateToLatest(postgres.db);
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
    await sql`vacuum analyze articles, article_list_rows`.execute(postgres.db);
  }, 180_000);
  afterAll(async () => {
    await postgres.db.destroy();
    await postgres.drop();
  });

  /** The plan of the list's query that `pick` chooses, for a title filter. */
  async function planOfTitleFilter(title: string, pageNo: number, pick: RegExp): Promise<string> {
    return postgresPlanOf(
      postgres.db,
      (recording) => listItems(recording, "news", { lang: "en_US", title }, { pageNo, pageSize: 10 }),
      (query) => pick.test(query.sql),
    );
  }

  it("finds a title of three characters or more through the pg_trgm index on the lower-cased title", async () => {
    expect(await planOfTitleFilter("Vertrag", 1, /count\(/i)).toContain("articles_title_trgm_idx");
  });

  it("walks the list's rows in their order for a shorter title and stops at the page, its count at the bound", async () => {
    // Each item's versions looked up by its number as the walk meets it; no hash of every matching
    // title first. (For a deep page of these 3,000 items, every one titled with an "e", PostgreSQL
    // rightly reads all their titles instead: a walk of the list's rows costs it one look-up of
    // an item's versions per row, which a deep page of a large list makes cheaper than reading
    // every title.)
    const page = await planOfTitleFilter("e", 1, /\boffset\b/i);
    expect(page).toMatch(/^Limit\b/);
    expect(page).toContain("Index Only Scan Backward using article_list_rows_order_idx on article_list_rows");
    expect(page).toContain("Nested Loop Semi Join");
    expect(page).not.toMatch(/Hash|Seq Scan on articles titled/);
    // The count reads up to the bound's rows, whatever the scan beneath it (decision 0105).
    expect(await planOfTitleFilter("e", 1, /count\(\*\) as "count" from \(select/i)).toMatch(/^Aggregate.*\n\s*->\s+Limit\b/);
  });
});
