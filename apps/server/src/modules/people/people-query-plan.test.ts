import { describe, expect, it } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { countFirmData } from "../portal-config/portal-config.repository.ts";
import { listPeople } from "./people.repository.ts";

// Queries of every page's first render with an emptied cache (decision 0129).

describe("a language's people in the list's order (SQLite)", () => {
  it("are read in the order index, without sorting every person of the language for a page", async () => {
    const plan = await planOf(
      "people-order.sqlite",
      (db) => listPeople(db, "en_US", {}, { pageNo: 1, pageSize: 4, withoutCount: true }),
      (query) => /\boffset\b/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringContaining("USING INDEX people_order_idx (lang=?)"));
    expect(plan.filter((step) => step.includes("TEMP B-TREE"))).toEqual([]);
  });
});

describe("the firm's headline figures (SQLite)", () => {
  it("count public people and lawyers in the narrow numbers index, not in each version's row", async () => {
    const plan = await planOf(
      "firm-figures.sqlite",
      (db) => countFirmData(db),
      (query) => /count\(distinct/i.test(query.sql),
    );
    const peopleSteps = plan.filter((step) => /\bpeople\b/.test(step));
    expect(peopleSteps).toEqual([
      expect.stringContaining("SCAN people USING COVERING INDEX people_numbers_idx"),
      expect.stringContaining("SCAN people USING COVERING INDEX people_numbers_idx"),
    ]);
    // Lawyers are not made distinct again from a row per job title.
    expect(plan.filter((step) => step.includes("TEMP B-TREE"))).toEqual([]);
  });
});
