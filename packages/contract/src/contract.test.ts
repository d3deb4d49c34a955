import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApiClient, ApiError, isSessionExpired } from "./client.ts";
import { pagedQuery, pointsAtAdminApi, siteIconSchema, siteImageSchema, urlOrSitePathSchema } from "./common.ts";
import { buildPath, defineEndpoint, isAdminPath, PUBLIC_BACK_OFFICE_PATHS } from "./endpoint.ts";
import { contractEndpoints } from "./all-endpoints.ts";
import * as contract from "./index.ts";
import { AUDIT_KINDS, auditOf, isRecordedWrite } from "./audit.ts";
import { KIND_CONFIGURATIONS, type KindConfigurationFacts } from "./content-kinds.ts";
import { RIGHTS, ROLE_CODES, ROLE_RIGHTS } from "./rights.ts";
import { isSiteRoute, SITE_ROUTES } from "./routes.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

const item = defineEndpoint({
  method: "GET",
  path: "/user/things/:id",
  access: "public",
  params: z.object({ id: z.number() }),
  query: z.object({ q: z.string().optional() }),
  result: z.object({ name: z.string() }),
});
const save = defineEndpoint({
  method: "PUT",
  path: "/admin/things",
  access: "content.write",
  body: z.array(z.object({ lang: z.string(), title: z.string() })),
  result: z.null(),
});
const list = defineEndpoint({ method: "GET", path: "/user/things", access: "public", paged: true, result: z.array(z.string()) });

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe("the typed client", () => {
  it("fills path parameters, adds a timestamp to every GET and sends the extra headers", async () => {
    const { calls, fetch } = fakeFetch(200, { status: 200, message: "success", result: { name: "x" } });
    const client = createApiClient({ fetch, headers: () => ({ lang: "de_DE" }) });
    const result = await client.call(item, { params: { id: 7 }, query: { q: "a b" } });
    expect(result).toEqual({ name: "x" });
    expect(calls[0]?.url).toMatch(/^\/api\/user\/things\/7\?q=a\+b&timestamp=\d+$/);
    expect(calls[0]?.init.headers).toMatchObject({ lang: "de_DE" });
  });

  it("answers result and pageable for lists", async () => {
    const { fetch } = fakeFetch(200, {
      status: 200,
      message: "success",
      result: ["a"],
      pageable: { pageNo: 1, pageSize: 10, totalCount: 1 },
    });
    const answer = await createApiClient({ fetch }).call(list, {});
    expect(answer).toEqual({ result: ["a"], pageable: { pageNo: 1, pageSize: 10, totalCount: 1 } });
  });

  it("sends JSON bodies and reports the server's message and field errors", async () => {
    const errors = [{ field: "body.0.title", lang: "de_DE", message: "is required" }];
    const { calls, fetch } = fakeFetch(400, { status: 400, message: "Invalid request: [de_DE] title is required", result: { errors } });
    const seen: ApiError[] = [];
    const client = createApiClient({ fetch, onError: (error) => seen.push(error) });
    const failure = client.call(save, { body: [{ lang: "de_DE", title: "" }] });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      serverMessage: "Invalid request: [de_DE] title is required",
      fieldErrors: errors,
    });
    expect(calls[0]?.init.body).toBe('[{"lang":"de_DE","title":""}]');
    expect(calls[0]?.url).toBe("/api/admin/things");
    expect(seen).toHaveLength(1);
  });

  it("reports a transport failure with its own message", async () => {
    const fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof globalThis.fetch;
    await expect(createApiClient({ fetch }).call(list, {})).rejects.toMatchObject({ status: 0, message: "The server cannot be reached" });
  });

  it("gives up after the time-out", async () => {
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      )) as typeof globalThis.fetch;
    await expect(createApiClient({ fetch, timeoutMs: 20 }).call(list, {})).rejects.toMatchObject({
      status: 0,
      message: "The server did not answer within 0.02 s",
    });
  });

  it("without a time limit makes no timer and hands the fetch the caller's own signal", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const { calls, fetch } = fakeFetch(200, { status: 200, message: "success", result: { name: "x" } });
    const page = new AbortController();
    await createApiClient({ fetch, timeoutMs: null }).call(item, { params: { id: 1 } }, { signal: page.signal });
    expect(calls[0]?.init.signal).toBe(page.signal);
    expect(timeout).not.toHaveBeenCalled();
    timeout.mockRestore();
  });

  it("treats a 401 as an expired session only on admin endpoints other than login", () => {
    const error = new ApiError("x", 401, "x");
    expect(isSessionExpired(error, save)).toBe(true);
    expect(isSessionExpired(error, list)).toBe(false);
    expect(isAdminPath("/admin/login")).toBe(false);
    expect(isAdminPath("/api/admin/login/")).toBe(false);
    expect(isAdminPath("/api/ADMIN/mine")).toBe(true);
  });
});

describe("shared schemas", () => {
  it("accept page and pageNo, default and cap the page size", () => {
    const query = pagedQuery({ title: z.string().optional() });
    expect(query.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(query.parse({ page: "3", title: "x" })).toEqual({ pageNo: 3, pageSize: 10, title: "x" });
    expect(query.parse({ pageNo: "2", pageSize: "50" })).toEqual({ pageNo: 2, pageSize: 50 });
    expect(query.safeParse({ pageSize: "1000" }).success).toBe(false);
    expect(query.safeParse({ pageNo: "-1" }).success).toBe(false);
  });

  it("accept URLs and site paths but no scripts", () => {
    for (const ok of ["https://example.com/a.png", "/api/upload/a.png", "/people?x=1"])
      expect(urlOrSitePathSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "//evil.example/x", "data:text/html,x", "no spaces here", "/\\evil"]) {
      expect(urlOrSitePathSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  const ADMIN_API_SPELLINGS = [
    "/api/admin/quit",
    "/API/Admin/quit",
    "//example.com/api/admin/quit",
    "https://www.example-firm.de/api/admin/quit?x=1",
    "/api//admin/quit",
    "/api/%61dmin/quit",
    "/api/%2561dmin/quit",
    "/people/../api/admin/quit",
    "/x/..%2fapi/admin/quit",
    "/api/%61dmin/quit/%zz",
    "/api/admin",
  ];

  it("never lead to the back office's API, however it is spelled", () => {
    for (const url of ADMIN_API_SPELLINGS) {
      expect(pointsAtAdminApi(url), url).toBe(true);
      expect(urlOrSitePathSchema.safeParse(url).success, url).toBe(false);
      expect(siteImageSchema.safeParse(url).success, url).toBe(false);
    }
    for (const url of ["/api/upload/a.png", "/api/administration-guide", "/admin", "https://example.com/admin/"])
      expect(pointsAtAdminApi(url), url).toBe(false);
  });

  it("take pictures from this site only", () => {
    for (const ok of ["/api/upload/0123456789abcdef0123456789abcdef.jpg", "/favicon.svg"])
      expect(siteImageSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      "https://cdn.example.com/a.png",
      "http://tracker.example/pixel.gif",
      "//cdn.example.com/a.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
    ]) {
      const parsed = siteImageSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => issue.message),
        bad,
      ).toEqual([SCHEMA_MESSAGES.siteImage]);
    }
  });

  it("take uploaded SVG drawings for icons only", () => {
    for (const svg of ["/api/upload/0123456789abcdef0123456789abcdef.svg", "/api/upload/0123456789abcdef0123456789abcdef.SVG?v=1"]) {
      expect(siteIconSchema.safeParse(svg).success, svg).toBe(true);
      expect(
        siteImageSchema.safeParse(svg).error?.issues.map((issue) => issue.message),
        svg,
      ).toEqual([SCHEMA_MESSAGES.svgOnlyForIcons]);
    }
  });
});

describe("site routes", () => {
  it("know the public pages", () => {
    for (const path of ["/", "/home", "/people/", "/news/detail/12", "/docs/privacy", "/expertises/detail/3"])
      expect(isSiteRoute(path), path).toBe(true);
    for (const path of ["/nope", "/people/detail", "/news/detail/1/2", "/admin-x"]) expect(isSiteRoute(path), path).toBe(false);
  });

  it("build a page's address from its route, as they build an endpoint's path", () => {
    expect(buildPath(SITE_ROUTES.newsDetail, { id: 12 })).toBe("/news/detail/12");
    expect(buildPath(SITE_ROUTES.document, { name: "privacy" })).toBe("/docs/privacy");
    expect(buildPath("/user/things/:id/:name", { id: 3, name: "a b/c" })).toBe("/user/things/3/a%20b%2Fc");
    expect(() => buildPath(SITE_ROUTES.personDetail, {})).toThrow('Missing path parameter "id" for /people/detail/:id');
  });
});

describe("who may call each endpoint", () => {
  const endpoints = contractEndpoints();

  it("finds the whole contract", () => {
    expect(endpoints.length).toBeGreaterThan(80);
    expect(endpoints.map((endpoint) => endpoint.path)).toContain("/admin/accounts");
  });

  it("every endpoint under /admin/ that takes a session declares a right; every other endpoint is public", () => {
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      if (isAdminPath(endpoint.path)) expect(RIGHTS, name).toContain(endpoint.access);
      else expect(endpoint.access, name).toBe("public");
    }
    expect(
      endpoints
        .filter((endpoint) => PUBLIC_BACK_OFFICE_PATHS.includes(endpoint.path))
        .map((endpoint) => endpoint.path)
        .sort(),
    ).toEqual(["/admin/login", "/admin/set-password", "/admin/set-password/check"]);
  });

  it("records every back-office write in the audit log, and no read", () => {
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      if (isRecordedWrite(endpoint)) expect(auditOf(endpoint), `${name} has no audit action: name it in audit.ts`).toBeDefined();
      else expect(auditOf(endpoint), name).toBeUndefined();
    }
    expect(auditOf(contract.bannerEndpoints.setTop)?.action({ id: 1, top: 0 })).toBe("unpin");
    expect(auditOf(contract.bannerEndpoints.setTop)?.action({ id: 1, top: 1 })).toBe("pin");
    expect(auditOf(contract.newsEndpoints.remove)).toMatchObject({ kind: "news" });
  });

  it("records the writes under a publishable kind's segment as its configuration's, by its name, and no other write so", () => {
    const configurations: KindConfigurationFacts[] = Object.values(KIND_CONFIGURATIONS);
    const configurationAt = new Map(configurations.map((configuration) => [configuration.segment, configuration.name]));
    const recorded = new Map<string, string[]>();
    for (const endpoint of endpoints) {
      const audit = auditOf(endpoint);
      if (!audit) continue;
      const name = `${endpoint.method} ${endpoint.path}`;
      recorded.set(audit.kind, [...(recorded.get(audit.kind) ?? []), name]);
      const configuration = configurationAt.get(endpoint.path.split("/")[2]!);
      if (configuration) expect(audit.kind, name).toBe(configuration);
      else expect([...configurationAt.values()], name).not.toContain(audit.kind);
    }
    for (const { name } of configurations) expect(recorded.get(name)?.length, `the writes of ${name}`).toBeGreaterThan(0);
    // Every kind the log's filter offers is some write's.
    expect([...recorded.keys()].sort()).toEqual([...AUDIT_KINDS].sort());
  });

  it("gives the Administrator every right, the Editor all content, the Translator reading and its versions", () => {
    expect(ROLE_RIGHTS.administrator).toEqual(RIGHTS);
    expect(ROLE_RIGHTS.editor).toEqual(["self", "content.read", "content.translate", "content.write"]);
    expect(ROLE_RIGHTS.translator).toEqual(["self", "content.read", "content.translate"]);
    for (const role of ROLE_CODES) expect(ROLE_RIGHTS[role]).toContain("self");
  });
});
