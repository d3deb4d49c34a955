import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type HydrationState } from "react-router";
import { splitLocalePath } from "@lawfirm/contract";
import { RouterProvider } from "react-router/dom";
import { loadStartCatalog } from "../i18n/catalogs";
import { rememberFormattedTexts } from "../ui/format";
import { HYDRATION_ELEMENT_ID, parseRouterState } from "./hydration";
import { ROOT_ROUTE_ID, type LayoutData } from "./layout-data";
import { localeStore } from "./locale";
import { routes } from "./routes";
import { nextTask, TAKEN_OVER_ATTRIBUTE } from "../takeover";

/**
 * The page the server rendered, taken over: its components are loaded first (they are split per
 * page) and its messages, so that the first render in the browser is the server's page.
 */
async function prepareHydration(state: HydrationState): Promise<void> {
  const layout = state.loaderData?.[ROOT_ROUTE_ID] as LayoutData | undefined;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const page = await route.lazy();
      Object.assign(route, page, { lazy: undefined });
    }),
    layout ? loadStartCatalog(layout.locale) : undefined,
  ]);
}

/** Takes the server's page over, or renders the page in the browser where there is none. */
export async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const stateElement = document.getElementById(HYDRATION_ELEMENT_ID);
  const pageState = stateElement?.textContent ? parseRouterState(stateElement.textContent) : undefined;
  const hydrationData = pageState?.router;
  if (pageState) {
    rememberFormattedTexts(pageState.formattedTexts);
    await prepareHydration(pageState.router);
    await nextTask();
  }

  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Without the server's page (the development server), the browser renders it itself.
  if (hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app);
  document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, "");

  // An unprefixed address shows the visitor's stored choice, which lives in local storage; the
  // server saw only its cookie, which may lag behind (set by an older version, or edited away).
  const rendered = (hydrationData?.loaderData?.[ROOT_ROUTE_ID] as LayoutData | undefined)?.locale;
  if (rendered && !splitLocalePath(window.location.pathname).locale && rendered !== localeStore.get()) void router.revalidate();
}
