import type { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../../test/test-databases.ts";
import { addTitledNews } from "../../../test/titled-news.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { COUNT_BOUND } from "../../db/paging.ts";
import { listItems } from "./articles.repository.ts";

// The back office's title filter of one or two characters (decision 0105): no index finds it, so
// the list is walked in its order until the page is found, and the count stops at the bound.

const REPORTS = COUNT_BOUND + 20;

describe.each(EMPTY_DATABASES)("the back office's list filtered by a short title (%s)", (_name, open) => {
  it("says there are at least the bound's number of items, and pages past the bound by the page itself", { timeout: 60_000 }, async () => {
    const sent: CompiledQuery[] = [];
    let recording = false;
    const database = await open((query) => void (recording && sent.push(query)));
    const { db } = database;
    try {
      await migrateToLatest(db);
      await addTitledNews(db, REPORTS, 5);
      const page = async (title: string, pageNo: number) => {
        const { rows, pageable } = await listItems(db, "news", { lang: "en_US", title }, { pageNo, pageSize: 10 });
        return { titles: rows.map((row) => row.title), pageable };
      };

      // Its matches are looked for up to the bound only, which decides the walk: not up to the 10,000
      // a list chosen among its matches may sort (a letter is in nearly every title).
      recording = true;
      await listItems(db, "news", { lang: "en_US", title: "e" }, { pageNo: 1, pageSize: 10 }).finally(() => (recording = false));
      const matchesRead = sent.filter((query) => /count\(distinct/.test(query.sql) && /json/.test(query.sql));
      expect(matchesRead.map((query) => query.parameters.at(-1))).toEqual([COUNT_BOUND + 1]);

      const first = await page("e", 1);
      expect(first.pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: COUNT_BOUND, totalCapped: true });
      expect(first.titles).toEqual(Array.from({ length: 10 }, (_, index) => `Report ${REPORTS - index}`));
      // The letter's case is ignored.
      expect((await page("E", 1)).pageable.totalCount).toBe(COUNT_BOUND);

      // At the bound the page counts: what it skipped, its ten and the one after, "at least".
      const atBound = await page("e", COUNT_BOUND / 10);
      expect(atBound.pageable).toEqual({ pageNo: COUNT_BOUND / 10, pageSize: 10, totalCount: COUNT_BOUND + 1, totalCapped: true });
      expect(atBound.titles[0]).toBe(`Report ${REPORTS - COUNT_BOUND + 10}`);
      // The last page knows the end: exact.
      const last = await page("e", REPORTS / 10);
      expect(last.pageable).toEqual({ pageNo: REPORTS / 10, pageSize: 10, totalCount: REPORTS });
      expect(last.titles.at(-1)).toBe("Report 1");
      // Past the end (an old link): the bounded count, so that the pager goes back to a page that holds rows.
      expect((await page("e", REPORTS / 10 + 5)).pageable).toEqual({
        pageNo: REPORTS / 10 + 5,
        pageSize: 10,
        totalCount: COUNT_BOUND,
        totalCapped: true,
      });

      // Found in fewer than the bound: exact.
      const rare = await page("di", 1);
      expect(rare.pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: 5 });
      expect(rare.titles).toEqual([5, 4, 3, 2, 1].map((index) => `Audit ${REPORTS + index}`));
      // A word of three characters or more is counted whole by the titles' index.
      expect((await page("report", 1)).pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: REPORTS });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
