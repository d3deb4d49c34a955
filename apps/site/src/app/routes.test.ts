import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, type RouteObject } from "react-router";
import { ADDRESS_ROUTES, API_BASE, buildPath, languageEndpoints, portalConfigEndpoints, SITE_ROUTES } from "@lawfirm/contract";
import { reachedFrom, SOURCES } from "../testing/source-graph";

/** Every page's component module: its script, which the browser fetches as a chunk of its own. */
const PAGE_MODULES = Object.keys(import.meta.glob("../features/**/*Page.tsx"));

/** Every page's data module. */
const DATA_MODULES = Object.keys(SOURCES).filter((file) => file.endsWith(".data.ts"));

/** The layout's own requests, which every page shares. */
const LAYOUT_PATHS = new Set(
  [languageEndpoints.list.path, portalConfigEndpoints.publicGet.path].map((endpoint) => `${API_BASE}${endpoint}`),
);

/** An address of each route, with its parameters filled in. */
function addressOf(pattern: string): string {
  return buildPath(pattern, { id: 1, name: "privacy" });
}

describe("a page's data", () => {
  // The pages' scripts "arrive" only when the tests are over; until then a route's lazy part hangs,
  // as it does while a slow network is still fetching it.
  let chunksArrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (chunksArrive = resolve));
  const requestedChunks = new Set<string>();
  const requests: string[] = [];
  let routes: RouteObject[];
  let router: ReturnType<typeof createMemoryRouter> | undefined;

  beforeAll(async () => {
    for (const file of PAGE_MODULES) {
      vi.doMock(file, async () => {
        requestedChunks.add(file);
        await arrived;
        return { default: () => null };
      });
    }
    // The API never answers: the test is about when the requests start.
    vi.stubGlobal("fetch", (url: string) => {
      requests.push(new URL(url, "http://localhost").pathname);
      return new Promise<Response>(() => undefined);
    });
    ({ routes } = await import("./routes"));
  });

  afterEach(() => {
    router?.dispose();
    requests.length = 0;
  });

  afterAll(() => {
    chunksArrive();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it.each(Object.entries(SITE_ROUTES))("starts loading on %s (%s) while the page's script is still on its way", async (_name, pattern) => {
    const chunksBefore = requestedChunks.size;
    router = createMemoryRouter(routes, { initialEntries: [addressOf(pattern)] });
    await vi.waitFor(() => {
      expect(requestedChunks.size).toBe(chunksBefore + 1);
      expect(requests.filter((request) => !LAYOUT_PATHS.has(request))).not.toEqual([]);
    });
  });
});

// React Router flattens, ranks and compiles the whole table as the browser takes a page over; a
// copy of the table per language made that work four times over (decision 0114).
describe("the route table", () => {
  it("declares each page's route once, for every language and the unprefixed addresses", async () => {
    const { everyRoute, routes } = await import("./routes");
    const pageRoutes = everyRoute(routes).filter((route) => route.handle !== undefined);
    expect(pageRoutes.map((route) => `/${route.path ?? ""}`).sort()).toEqual(
      [...Object.values(SITE_ROUTES), ...Object.values(ADDRESS_ROUTES)].sort(),
    );
    // The browser finds the routes the server rendered by their ids (start.tsx).
    expect(new Set(pageRoutes.map((route) => route.id)).size).toBe(pageRoutes.length);
    expect(pageRoutes.filter((route) => route.id === undefined)).toEqual([]);
  });
});

describe("the pages' data modules", () => {
  it("are found, one per page with data", () => {
    expect(DATA_MODULES.length).toBe(Object.keys(SITE_ROUTES).length);
  });

  // A navigation fetches them beside the page's script: a component or a style sheet there would
  // load before the page's data is asked for.
  it("import no component, style sheet or page script, not even through another module", () => {
    const reached = reachedFrom(DATA_MODULES);
    expect(reached.size).toBeGreaterThan(DATA_MODULES.length);
    expect([...reached].filter((file) => !file.endsWith(".ts") || !(file in SOURCES))).toEqual([]);
  });

  // The page the server rendered arrives with its data: taking it over needs no loader, nor the
  // contract's endpoint tables they call (decision 0033).
  it("are no part of the script that takes a page over, nor is the layout's loader", () => {
    const loaded = reachedFrom(["app/start.tsx"], { dynamic: false });
    expect(loaded.has("app/routes.tsx")).toBe(true);
    expect(
      [...loaded].filter((file) => file.endsWith(".data.ts") || file === "app/layout-loader.ts" || file === "app/data-modules.ts"),
    ).toEqual([]);
  });
});
