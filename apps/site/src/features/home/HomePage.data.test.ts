import { describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "react-router";
import {
  API_BASE,
  caseAnalysisEndpoints,
  eventEndpoints,
  honorEndpoints,
  newsEndpoints,
  officeEndpoints,
  personEndpoints,
  portalConfigEndpoints,
} from "@lawfirm/contract";
import { setApiFetch } from "../../lib/api";
import { loader } from "./HomePage.data";

describe("the home page's data", () => {
  it("asks for the first items of its lists without their counts (decision 0124), and nothing the layout has", async () => {
    const asked: URL[] = [];
    setApiFetch(async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), "http://site.test"));
      return Response.json({ status: 200, message: "success", result: [], pageable: { pageNo: 1, pageSize: 3, totalCount: 0 } });
    });
    try {
      await loader({ request: new Request("http://site.test/en/home"), params: {}, context: {} } as LoaderFunctionArgs);
    } finally {
      setApiFetch((...args) => fetch(...args));
    }

    const lists = [newsEndpoints, caseAnalysisEndpoints, honorEndpoints, personEndpoints, eventEndpoints].map(
      (endpoints) => `${API_BASE}${endpoints.publicList.path}`,
    );
    const listed = asked.filter((url) => lists.includes(url.pathname));
    expect(listed.map((url) => url.pathname).sort()).toEqual([...lists].sort());
    for (const url of listed) expect(url.searchParams.get("withoutCount"), url.pathname).toBe("1");
    // What the layout's loader asks for (the offices of its footer, the site's configuration) is not asked for again.
    const layouts = [officeEndpoints.publicList, portalConfigEndpoints.publicGet].map((endpoint) => `${API_BASE}${endpoint.path}`);
    expect(asked.filter((url) => layouts.includes(url.pathname))).toEqual([]);
  });
});
