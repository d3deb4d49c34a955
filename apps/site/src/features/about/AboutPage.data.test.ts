import { describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "react-router";
import { API_BASE, officeEndpoints, portalConfigEndpoints } from "@lawfirm/contract";
import { setApiFetch } from "../../lib/api";
import { loader } from "./AboutPage.data";

describe("the about page's data", () => {
  it("asks for nothing the layout has (the offices of its footer, the site's configuration)", async () => {
    const asked: string[] = [];
    setApiFetch(async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), "http://site.test").pathname);
      return Response.json({ status: 200, message: "success", result: [], pageable: { pageNo: 1, pageSize: 6, totalCount: 0 } });
    });
    try {
      await loader({ request: new Request("http://site.test/en/about"), params: {}, context: {} } as LoaderFunctionArgs);
    } finally {
      setApiFetch((...args) => fetch(...args));
    }
    expect(asked.length, "it asks for its honors and people").toBeGreaterThan(0);
    const layouts = [officeEndpoints.publicList, portalConfigEndpoints.publicGet].map((endpoint) => `${API_BASE}${endpoint.path}`);
    expect(asked.filter((path) => layouts.includes(path))).toEqual([]);
  });
});
