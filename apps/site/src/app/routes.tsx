import { Navigate, redirect, type NonIndexRouteObject, type RouteObject } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import * as aboutData from "../features/about/AboutPage.data";
import * as caseDetailData from "../features/cases/CaseDetailPage.data";
import * as casesData from "../features/cases/CasesPage.data";
import * as documentData from "../features/documents/DocumentPage.data";
import * as expertiseDetailData from "../features/expertise/ExpertiseDetailPage.data";
import * as expertisesData from "../features/expertise/ExpertisesPage.data";
import * as homeData from "../features/home/HomePage.data";
import * as honorDetailData from "../features/honors/HonorDetailPage.data";
import * as newsDetailData from "../features/news/NewsDetailPage.data";
import * as newsData from "../features/news/NewsPage.data";
import * as personDetailData from "../features/people/PersonDetailPage.data";
import * as peopleData from "../features/people/PeoplePage.data";
import { Layout } from "./Layout";
import { layoutLoader, ROOT_ROUTE_ID, shouldRevalidateLayout } from "./layout-data";
import { lazyPage } from "./lazy-page";
import type { PageHandle } from "./page-handle";
import { RootError, RouteError } from "./RouteError";

type SiteRouteName = keyof typeof SITE_ROUTES;

/**
 * A page's route. Its loader and handle come from the page's data module (`XxxPage.data.ts`) and
 * are part of the entry script, so that the page's API requests start at once; `lazy` fetches only
 * the component, in parallel (React Router runs a route's own loader without waiting for its
 * `lazy`). A loader inside the page's chunk would start only after that chunk has arrived: one
 * round trip more on every first visit and on every navigation to a page not yet loaded.
 */
interface PageRoute {
  loader: NonNullable<NonIndexRouteObject["loader"]>;
  handle?: PageHandle;
  lazy: NonNullable<NonIndexRouteObject["lazy"]>;
}

/** One page per route of the contract: a route without a page is a type error. */
const pages: Record<SiteRouteName, PageRoute> = {
  home: { loader: homeData.loader, lazy: lazyPage(() => import("../features/home/HomePage")) },
  about: { loader: aboutData.loader, lazy: lazyPage(() => import("../features/about/AboutPage")) },
  expertises: { loader: expertisesData.loader, lazy: lazyPage(() => import("../features/expertise/ExpertisesPage")) },
  expertiseDetail: {
    loader: expertiseDetailData.loader,
    handle: expertiseDetailData.handle,
    lazy: lazyPage(() => import("../features/expertise/ExpertiseDetailPage")),
  },
  people: { loader: peopleData.loader, lazy: lazyPage(() => import("../features/people/PeoplePage")) },
  personDetail: {
    loader: personDetailData.loader,
    handle: personDetailData.handle,
    lazy: lazyPage(() => import("../features/people/PersonDetailPage")),
  },
  news: { loader: newsData.loader, lazy: lazyPage(() => import("../features/news/NewsPage")) },
  newsDetail: {
    loader: newsDetailData.loader,
    handle: newsDetailData.handle,
    lazy: lazyPage(() => import("../features/news/NewsDetailPage")),
  },
  cases: { loader: casesData.loader, lazy: lazyPage(() => import("../features/cases/CasesPage")) },
  caseDetail: {
    loader: caseDetailData.loader,
    handle: caseDetailData.handle,
    lazy: lazyPage(() => import("../features/cases/CaseDetailPage")),
  },
  honorDetail: {
    loader: honorDetailData.loader,
    handle: honorDetailData.handle,
    lazy: lazyPage(() => import("../features/honors/HonorDetailPage")),
  },
  document: { loader: documentData.loader, lazy: lazyPage(() => import("../features/documents/DocumentPage")) },
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
          ...(Object.keys(SITE_ROUTES) as SiteRouteName[]).map((name): RouteObject => ({ path: SITE_ROUTES[name], ...pages[name] })),
          { path: "*", lazy: lazyPage(() => import("../features/not-found/NotFoundPage")) },
        ],
      },
    ],
  },
];
