import { SEARCH_KINDS } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { rankMatches } from "./search.repository.ts";
import { queryTerms } from "./search-text.ts";

describe("the site search's ranking (SQLite)", () => {
  it("looks each match of the full-text index up once by language and id, not once per kind nor by scanning the language", async () => {
    for (const q of ["vertrag", "müller", "并购"]) {
      const plan = await planOf(
        "search-rank.sqlite",
        (db) => rankMatches(db, "de_DE", queryTerms(q), SEARCH_KINDS, [...SEARCH_KINDS], { offset: 0, limit: 5 }),
        (query) => /row_number\(\)/i.test(query.sql),
      );
      expect(plan).toContainEqual("SEARCH e USING COVERING INDEX search_entries_match_idx (lang=? AND id=?)");
      expect(plan.filter((step) => /\bsearch_entries_rank_idx\b|^SCAN e\b/.test(step))).toEqual([]);
    }
  });
});
