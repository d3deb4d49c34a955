import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { previewedPath, splitLocalePath } from "@lawfirm/contract";
import { RouterProvider } from "react-router/dom";
import { loadPageCatalog, loadStartCatalog } from "../i18n/catalogs";
import { rememberFormattedTexts } from "../ui/format";
import { HYDRATION_ELEMENT_ID, parseRouterState, type PageState } from "./hydration";
import { ROOT_ROUTE_ID, type LayoutData } from "../lib/layout-data";
import type { PageHandle } from "../lib/page-handle";
import { localeStore } from "../lib/locale";
import { followSiteLinks } from "../lib/site-links";
import { everyRoute, patchMissingRoutes, routeBranch, routes } from "./routes";
import { nextTask, TAKEN_OVER_ATTRIBUTE } from "../takeover";
import { allPartsTakenOver, takeOverInTasks } from "../ui/HydrateLater";

/**
 * The page the server rendered, taken over: its components are loaded first (they are split per
 * page) and its messages (the catalog's start part, and its pages part for every page but the home
 * page: decision 0102), so that the first render in the browser is the server's page. The server
 * names the routes it rendered, so that the address is matched once only, by the router (decision 0114).
 */
async function prepareHydration({ router: state, routeIds }: PageState): Promise<void> {
  const layout = state.loaderData?.[ROOT_ROUTE_ID] as LayoutData | undefined;
  const byId = new Map(everyRoute(routes).map((route) => [route.id, route]));
  const rendered = routeIds.flatMap((id) => byId.get(id) ?? []);
  await Promise.all([
    ...rendered.map(async (route) => {
      if (typeof route.lazy !== "function") return;
      const page = await route.lazy();
      Object.assign(route, page, { lazy: undefined });
    }),
    layout ? loadStartCatalog(layout.locale) : undefined,
    layout && rendered.some((route) => (route.handle as PageHandle | undefined)?.pageMessages) ? loadPageCatalog(layout.locale) : undefined,
  ]);
}

/**
 * A preview (decision 0035, slice 5) shows a page's public address below /preview with data that
 * only the server's preview rendering reads: it is taken over at its public address, in memory,
 * and any navigation from it goes to the public site, as a page load.
 */
function previewRouter(path: string, options: RouterOptions) {
  const router = createMemoryRouter(options.routes, { ...options, initialEntries: [path] });
  router.subscribe(({ location, navigation }) => {
    const address = createPath(navigation.location ?? location);
    if (address !== path) window.location.assign(address);
  });
  return router;
}

interface RouterOptions {
  routes: RouteObject[];
  hydrationData?: HydrationState;
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/**
 * The router's table: for the server's page, only the routes it was rendered with, and the others
 * added at the first navigation that needs them (decision 0127): React Router flattens, ranks and
 * compiles every route of the table it is given, some 60 ms of a phone's takeover for the whole
 * table. Without the server's page, the whole table.
 */
function routerOptions(pageState: PageState | undefined): RouterOptions {
  if (!pageState) return { routes };
  const loaded = new Set(pageState.routeIds);
  let missing = true;
  return {
    routes: routeBranch(routes, pageState.routeIds),
    hydrationData: pageState.router,
    patchRoutesOnNavigation: ({ patch, signal }) => {
      // A navigation given up before it patched (a second click) leaves it to the next one.
      if (!missing || signal.aborted) return;
      missing = false;
      patchMissingRoutes(routes, (routeId) => loaded.has(routeId), patch);
    },
  };
}

/** Takes the server's page over, or renders the page in the browser where there is none. */
export async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const stateElement = document.getElementById(HYDRATION_ELEMENT_ID);
  const pageState = stateElement?.textContent ? parseRouterState(stateElement.textContent) : undefined;
  const hydrationData = pageState?.router;
  const previewed = previewedPath(window.location.pathname);
  // The address the page shows: its own, or the public one a preview shows, where the server rendered it.
  const shown = previewed ? (pageState?.path ?? previewed) : window.location.pathname;
  if (pageState) {
    rememberFormattedTexts(pageState.formattedTexts);
    await prepareHydration(pageState);
    await nextTask();
  }

  const options = routerOptions(pageState);
  const router = previewed ? previewRouter(shown, options) : createBrowserRouter(options.routes, options);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Without the server's page (the development server), the browser renders it itself.
  if (hydrationData) {
    // The router was made in the task before; the parts of the page in `HydrateLater` are taken
    // over in tasks of their own after this one (decision 0127).
    await nextTask();
    takeOverInTasks();
    hydrateRoot(container, app);
    await allPartsTakenOver();
  } else createRoot(container).render(app);
  // The site's links are followed in place once every part is taken over: a part still waiting for
  // its turn keeps the server's elements, which a new page's would not replace; until then the
  // browser follows them as it does before the takeover (decision 0127).
  followSiteLinks(container, router);
  document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, "");

  // An unprefixed address shows the visitor's stored choice, which lives in local storage; the
  // server saw only its cookie, which may lag behind (set by an older version, or edited away).
  const rendered = (hydrationData?.loaderData?.[ROOT_ROUTE_ID] as LayoutData | undefined)?.locale;
  // An approval link's page sends its review form through the API (decision 0052); its code loads with it only.
  const previewLocale = previewed && splitLocalePath(previewed).locale;
  if (previewLocale && document.querySelector("form[data-preview-review]")) {
    void import("./preview-review").then(({ enhanceReviewForm }) => enhanceReviewForm(document, previewLocale));
  }
  if (rendered && !splitLocalePath(shown).locale && rendered !== localeStore.get()) void router.revalidate();
}
