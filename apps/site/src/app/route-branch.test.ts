import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, matchRoutes, type RouteObject } from "react-router";
import { everyRoute, patchMissingRoutes, routeBranch, routes } from "./routes";
import { ROOT_ROUTE_ID } from "../lib/layout-data";

const idsOf = (table: RouteObject[]) => everyRoute(table).map((route) => route.id);
const matchedIds = (table: RouteObject[], address: string): string[] =>
  (matchRoutes(table, address) ?? []).map((match) => match.route.id ?? "");

describe("the route table in parts (decision 0127)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names every route, each once", () => {
    const ids = idsOf(routes);
    expect(ids.every((id) => id !== undefined)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(["/en/people", "/people", "/de/news/some-news", "/en/news/detail/7", "/zh", "/en/no-such-page", "/fr/people"])(
    "matches %s in the routes it was matched with as in the whole table",
    (address) => {
      const ids = matchedIds(routes, address);
      const branch = routeBranch(routes, ids);
      expect(idsOf(branch)).toEqual(ids);
      expect(matchedIds(branch, address)).toEqual(ids);
    },
  );

  it("gives a router made with a page's routes the others at its first navigation", async () => {
    // The API never answers: the navigation stays in its loading state.
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    const ids = matchedIds(routes, "/en/people");
    // The takeover loads the page's component first (start.tsx): its route is no longer lazy.
    const takenOver = (table: RouteObject[]): RouteObject[] =>
      table.map((route) =>
        route.children ? { ...route, children: takenOver(route.children) } : { ...route, lazy: undefined, Component: () => null },
      );
    const router = createMemoryRouter(takenOver(routeBranch(routes, ids)), {
      initialEntries: ["/en/people"],
      hydrationData: { loaderData: { [ROOT_ROUTE_ID]: {}, people: {} } },
      patchRoutesOnNavigation: ({ patch }) => patchMissingRoutes(routes, (id) => ids.includes(id), patch),
    });
    expect(idsOf(router.routes)).toEqual(ids);

    void router.navigate("/en/news/detail/7");
    await vi.waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    expect(idsOf(router.routes).sort()).toEqual(idsOf(routes).sort());
    expect(matchedIds(router.routes, "/en/news/detail/7").at(-1)).toBe("newsDetail");
    router.dispose();
  });
});
