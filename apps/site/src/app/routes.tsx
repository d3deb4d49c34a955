import { redirect, type NonIndexRouteObject, type RouteObject } from "react-router";
import { LOCALE_PATH_SEGMENTS, localizedPath, SITE_ROUTES, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
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
import * as officeDetailData from "../features/offices/OfficeDetailPage.data";
import * as personDetailData from "../features/people/PersonDetailPage.data";
import * as peopleData from "../features/people/PeoplePage.data";
import * as searchData from "../features/search/SearchPage.data";
import { Layout } from "./Layout";
import { layoutLoader, ROOT_ROUTE_ID, shouldRevalidateLayout } from "./layout-data";
import { lazyPage, type PageModule } from "./lazy-page";
import { visitorLocale } from "./page-context";
import type { PageHandle } from "./page-handle";
import { NotFoundView } from "../features/not-found/NotFoundView";
import { notFound } from "./route-params";
import { RootError, RouteError } from "./RouteError";

type SiteRouteName = keyof typeof SITE_ROUTES;

/**
 * A page's route. Its loader and handle come from the page's data module (`XxxPage.data.ts`) and
 * are part of the entry script, so that the page's API requests start at once; the component
 * (`features/<component>.tsx`) is fetched lazily, in parallel (React Router runs a route's own
 * loader without waiting for its `lazy`). A loader inside the page's chunk would start only after
 * that chunk has arrived: one round trip more on every first visit and on every navigation to a
 * page not yet loaded.
 */
interface PageRoute {
  loader: NonNullable<NonIndexRouteObject["loader"]>;
  handle?: PageHandle;
  component: string;
}

/** One page per route of the contract: a route without a page is a type error. */
const pages: Record<SiteRouteName, PageRoute> = {
  home: { loader: homeData.loader, component: "home/HomePage" },
  about: { loader: aboutData.loader, component: "about/AboutPage" },
  officeDetail: { loader: officeDetailData.loader, handle: officeDetailData.handle, component: "offices/OfficeDetailPage" },
  expertises: { loader: expertisesData.loader, component: "expertise/ExpertisesPage" },
  expertiseDetail: { loader: expertiseDetailData.loader, handle: expertiseDetailData.handle, component: "expertise/ExpertiseDetailPage" },
  people: { loader: peopleData.loader, component: "people/PeoplePage" },
  personDetail: { loader: personDetailData.loader, handle: personDetailData.handle, component: "people/PersonDetailPage" },
  news: { loader: newsData.loader, component: "news/NewsPage" },
  newsDetail: { loader: newsDetailData.loader, handle: newsDetailData.handle, component: "news/NewsDetailPage" },
  cases: { loader: casesData.loader, component: "cases/CasesPage" },
  caseDetail: { loader: caseDetailData.loader, handle: caseDetailData.handle, component: "cases/CaseDetailPage" },
  honorDetail: { loader: honorDetailData.loader, handle: honorDetailData.handle, component: "honors/HonorDetailPage" },
  document: { loader: documentData.loader, component: "documents/DocumentPage" },
  search: { loader: searchData.loader, component: "search/SearchPage" },
};

/** The pages' component modules, each a chunk of its own. */
const PAGE_MODULES = import.meta.glob<PageModule>("../features/*/*Page.tsx");

function pageRoute({ loader, handle, component }: PageRoute): Omit<NonIndexRouteObject, "path"> {
  const importPage = PAGE_MODULES[`../features/${component}.tsx`];
  if (!importPage) throw new Error(`No page component features/${component}.tsx`);
  return { loader, lazy: lazyPage(importPage), handle: { ...handle, pageModule: `src/features/${component}.tsx` } satisfies PageHandle };
}

function HydrateFallback() {
  return null;
}

/** Any other address: the not-found page (rendered by the error boundary), with status 404. */
const notFoundPage: RouteObject = { path: "*", loader: () => notFound(), Component: NotFoundView };

/** The specification's routes, each with its page; relative, so that they sit below a language prefix too. */
const pageRoutes = (Object.keys(SITE_ROUTES) as SiteRouteName[]).map((name): RouteObject => ({
  path: SITE_ROUTES[name].slice(1),
  // The addresses are lower case (`/EN/Home` is no page): one address per page.
  caseSensitive: true,
  ...pageRoute(pages[name]),
}));

/** `/de/…`: the specification's routes in one language; `/de` itself leads to its home page. */
function languageRoutes(locale: Locale): RouteObject {
  return {
    path: LOCALE_PATH_SEGMENTS[locale],
    caseSensitive: true,
    children: [{ index: true, loader: () => redirect(localizedPath(locale, SITE_ROUTES.home), 301) }, ...pageRoutes, notFoundPage],
  };
}

/**
 * Every page exists once per language at a prefixed address (`/en/people`), its canonical one;
 * the specification's unprefixed routes render in the visitor's language (PRODUCT.md section 9).
 * `/` leads to the home page in the visitor's language.
 */
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
          { index: true, loader: ({ request }) => redirect(localizedPath(visitorLocale(request), SITE_ROUTES.home)) },
          ...SUPPORTED_LOCALES.map(languageRoutes),
          ...pageRoutes,
          notFoundPage,
        ],
      },
    ],
  },
];
