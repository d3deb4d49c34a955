import { describe, expect, it } from "vitest";
import { setApiFetch, type PageContext } from "../../lib/api";
import { caseKind, honorKind, newsKind } from "./article-kinds";
import { loadRecord } from "./related";

describe("a person's or practice area's record", () => {
  it("asks for the newest items of each kind without their count (decision 0124): no page shows it", async () => {
    const asked: URL[] = [];
    setApiFetch(async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), "http://site.test"));
      return Response.json({ status: 200, message: "success", result: [], pageable: { pageNo: 1, pageSize: 3, totalCount: 0 } });
    });
    const page: PageContext = { locale: "en_US", signal: new AbortController().signal };
    try {
      for (const kind of [newsKind, caseKind, honorKind]) await loadRecord(kind, { personId: 12 }, page);
      await loadRecord(newsKind, { practiceAreaId: 7 }, page);
    } finally {
      setApiFetch((...args) => fetch(...args));
    }
    expect(asked).toHaveLength(4);
    for (const url of asked) {
      expect(url.searchParams.get("withoutCount"), url.pathname).toBe("1");
      expect(url.searchParams.get("pageSize"), url.pathname).toBe("3");
    }
    expect(asked.map((url) => url.searchParams.get("personId") ?? url.searchParams.get("practiceAreaId"))).toEqual(["12", "12", "12", "7"]);
  });
});
