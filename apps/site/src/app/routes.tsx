import { Navigate, redirect, type RouteObject } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { Layout } from "./Layout";
import { layoutLoader, ROOT_ROUTE_ID, shouldRevalidateLayout } from "./layout-data";
import { lazyPage } from "./lazy-page";
import { RootError, RouteError } from "./RouteError";

type SiteRouteName = keyof typeof SITE_ROUTES;

/** One page module per route of the contract: a route without a page is a type error. */
const pages: Record<SiteRouteName, RouteObject["lazy"]> = {
  home: lazyPage(() => import("../features/home/HomePage")),
  about: lazyPage(() => import("../features/about/AboutPage")),
  expertises: lazyPage(() => import("../features/expertise/ExpertisesPage")),
  expertiseDetail: lazyPage(() => import("../features/expertise/ExpertiseDetailPage")),
  people: lazyPage(() => import("../features/people/PeoplePage")),
  personDetail: lazyPage(() => import("../features/people/PersonDetailPage")),
  news: lazyPage(() => import("../features/news/NewsPage")),
  newsDetail: lazyPage(() => import("../features/news/NewsDetailPage")),
  cases: lazyPage(() => import("../features/cases/CasesPage")),
  caseDetail: lazyPage(() => import("../features/cases/CaseDetailPage")),
  honorDetail: lazyPage(() => import("../features/honors/HonorDetailPage")),
  document: lazyPage(() => import("../features/documents/DocumentPage")),
};

function HydrateFallback() {
  return null;
}

/** The empty path: the loader redirects before anything renders; this covers a redirect-less render. */
function RedirectHome() {
  return <Navigate to={SITE_ROUTES.home} replace />;
}

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    Component: Layout,
    loader: layoutLoader,
    shouldRevalidate: shouldRevalidateLayout,
    ErrorBoundary: RootError,
    HydrateFallback,
    children: [
      {
        // Page errors render inside the layout, so header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect(SITE_ROUTES.home), Component: RedirectHome },
          ...(Object.keys(SITE_ROUTES) as SiteRouteName[]).map((name): RouteObject => ({ path: SITE_ROUTES[name], lazy: pages[name] })),
          { path: "*", lazy: lazyPage(() => import("../features/not-found/NotFoundPage")) },
        ],
      },
    ],
  },
];
