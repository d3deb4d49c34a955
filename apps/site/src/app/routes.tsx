import { redirect, type LoaderFunctionArgs, type NonIndexRouteObject, type Params, type RouteObject } from "react-router";
import { ADDRESS_ROUTES, buildPath, localeOfPathSegment, localizedPath, SITE_ROUTES, type Locale } from "@lawfirm/contract";
import { applyHandle } from "../features/careers/apply-handle";
import type { CareerDetailData } from "../features/careers/CareerDetailPage.data";
import type { EventDetailData } from "../features/events/EventDetailPage.data";
import type { ExpertiseDetailData } from "../features/expertise/ExpertiseDetailPage.data";
import type { OfficeDetailData } from "../features/offices/OfficeDetailPage.data";
import type { PersonDetailData } from "../features/people/PersonDetailPage.data";
import type { ArticleDetailData } from "../ui/articles/article-detail";
import { caseKind, detailPath, honorKind, newsKind, type ArticleKind } from "../ui/articles/article-kinds";
import { careerPath, eventPath, expertisePath, officePath, personPath } from "../ui/paths";
import { detailHandle } from "../lib/language-versions";
import { Layout } from "./Layout";
import { ROOT_ROUTE_ID, shouldRevalidateLayout } from "../lib/layout-data";
import { lazyLoader, lazyPage, type DataModule, type PageModule } from "./lazy-page";
import { visitorLocale } from "../lib/page-context";
import type { PageHandle } from "../lib/page-handle";
import { NotFoundView } from "../features/not-found/NotFoundView";
import { notFound } from "../lib/route-params";
import { RootError, RouteError } from "./RouteError";

type SiteRouteName = keyof typeof SITE_ROUTES;

/**
 * A page's route: its component (`features/<page>.tsx`) and its data module (`features/<page>.data.ts`,
 * whose loader reads the page's data), each a chunk of its own that the browser fetches the first
 * time it needs it. The page the server rendered arrives with its data, so that taking it over
 * needs neither its data module nor the contract's endpoint tables (decision 0033); a navigation
 * fetches both chunks in parallel. The handle is part of the routes, since the document's head
 * reads it while the page renders.
 */
interface PageRoute {
  page: string;
  handle?: PageHandle;
  /** The page shows only messages of the catalog's start part (the home page, decision 0102). */
  startMessagesOnly?: true;
}

/** The handle of an article's page: its versions in other languages, its kind's list. */
function articleDetailHandle(kind: ArticleKind): PageHandle {
  return detailHandle(
    (data: ArticleDetailData) => data.item,
    (version) => detailPath(kind, version.slug),
    kind.listPath,
    (version) => buildPath(kind.siteRoutes.detail, { id: version.id }),
  );
}

/** One page per route of the contract: a route without a page is a type error. */
const pages: Record<SiteRouteName, PageRoute> = {
  home: { page: "home/HomePage", startMessagesOnly: true },
  about: { page: "about/AboutPage" },
  officeDetail: {
    page: "offices/OfficeDetailPage",
    handle: detailHandle(
      (data: OfficeDetailData) => data.office,
      (version) => officePath(version.id),
      SITE_ROUTES.about,
    ),
  },
  expertises: { page: "expertise/ExpertisesPage" },
  expertiseDetail: {
    page: "expertise/ExpertiseDetailPage",
    handle: detailHandle(
      (data: ExpertiseDetailData) => data.area,
      (version) => expertisePath(version.slug),
      SITE_ROUTES.expertises,
      (version) => buildPath(SITE_ROUTES.expertiseDetail, { id: version.id }),
    ),
  },
  people: { page: "people/PeoplePage" },
  personDetail: {
    page: "people/PersonDetailPage",
    handle: detailHandle(
      (data: PersonDetailData) => data.person,
      (version) => personPath(version.slug),
      SITE_ROUTES.people,
      (version) => buildPath(SITE_ROUTES.personDetail, { id: version.id }),
    ),
  },
  news: { page: "news/NewsPage" },
  newsDetail: { page: "news/NewsDetailPage", handle: articleDetailHandle(newsKind) },
  cases: { page: "cases/CasesPage" },
  caseDetail: { page: "cases/CaseDetailPage", handle: articleDetailHandle(caseKind) },
  honors: { page: "honors/HonorsPage" },
  honorDetail: { page: "honors/HonorDetailPage", handle: articleDetailHandle(honorKind) },
  document: { page: "documents/DocumentPage" },
  careers: { page: "careers/CareersPage" },
  careerDetail: {
    page: "careers/CareerDetailPage",
    handle: detailHandle(
      (data: CareerDetailData) => data.opening,
      (version) => careerPath(version.slug),
      SITE_ROUTES.careers,
      (version) => buildPath(SITE_ROUTES.careerDetail, { id: version.id }),
    ),
  },
  events: { page: "events/EventsPage" },
  eventDetail: {
    page: "events/EventDetailPage",
    handle: detailHandle(
      (data: EventDetailData) => data.event,
      (version) => eventPath(version.slug),
      SITE_ROUTES.events,
      (version) => buildPath(SITE_ROUTES.eventDetail, { id: version.id }),
    ),
  },
  eventCancel: { page: "events/EventCancelPage" },
  search: { page: "search/SearchPage" },
  contact: { page: "contact/ContactPage" },
  contactSent: { page: "contact/ContactSentPage" },
  newsletter: { page: "newsletter/NewsletterPage" },
  newsletterCheckMail: { page: "newsletter/NewsletterCheckMailPage" },
  newsletterConfirm: { page: "newsletter/NewsletterConfirmPage" },
  newsletterPreferences: { page: "newsletter/NewsletterPreferencesPage" },
  newsletterUnsubscribe: { page: "newsletter/NewsletterUnsubscribePage" },
  apply: { page: "careers/ApplyPage", handle: applyHandle },
  applySent: { page: "careers/ApplySentPage" },
};

/** The pages' component modules, each a chunk of its own (their data modules: data-modules.ts). */
const PAGE_MODULES = import.meta.glob<PageModule>("../features/*/*Page.tsx");

/** A page's data module, through the index of them (a chunk fetched with the first navigation). */
function importDataModule(page: string): () => Promise<DataModule> {
  return async () => {
    const { DATA_MODULES } = await import("./data-modules");
    const importData = DATA_MODULES[`../features/${page}.data.ts`];
    if (!importData) throw new Error(`No data module for features/${page}`);
    return importData();
  };
}

/**
 * The language of an address's prefix segment (`:language`, `de` is de_DE), undefined without one;
 * any other segment there is no page of the site.
 */
function addressLanguage(params: Params): Locale | undefined {
  if (params.language === undefined) return undefined;
  return localeOfPathSegment(params.language) ?? notFound();
}

/** A page's route, with an id of its own: the one its data has in the router's state. */
function pageRoute(id: string, { page, handle, startMessagesOnly }: PageRoute): Omit<NonIndexRouteObject, "path"> {
  const importPage = PAGE_MODULES[`../features/${page}.tsx`];
  if (!importPage) throw new Error(`No page component for features/${page}`);
  const importData = importDataModule(page);
  const pageMessages = !startMessagesOnly;
  const loadPage = lazyLoader(importData, { pageMessages });
  return {
    id,
    loader: (args, handlerContext) => {
      // Below a segment that is no language's, the page is the not-found page.
      addressLanguage(args.params);
      return loadPage(args, handlerContext);
    },
    lazy: lazyPage(importPage),
    handle: { ...handle, pageModule: `src/features/${page}.tsx`, pageMessages } satisfies PageHandle,
  };
}

/** Every route of a table, each before its children. */
export function everyRoute(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

function HydrateFallback() {
  return null;
}

/** Any other address: the not-found page (rendered by the error boundary), with status 404. */
const notFoundPage: RouteObject = { id: "notFound", path: "*", loader: () => notFound(), Component: NotFoundView };

/** The readable addresses of detail pages (decision 0054): the same pages as their `…/detail/:id` routes. */
const addressPages: Record<keyof typeof ADDRESS_ROUTES, PageRoute> = {
  news: pages.newsDetail,
  case: pages.caseDetail,
  honor: pages.honorDetail,
  person: pages.personDetail,
  practiceArea: pages.expertiseDetail,
  opening: pages.careerDetail,
  event: pages.eventDetail,
};

/** `/` leads to the home page in the visitor's language (302), `/de` to the German one for good (301). */
function homeRedirect({ params, request }: LoaderFunctionArgs): Response {
  const locale = addressLanguage(params);
  if (locale === undefined) return redirect(localizedPath(visitorLocale(request), SITE_ROUTES.home));
  return redirect(localizedPath(locale, SITE_ROUTES.home), 301);
}

/**
 * The part of a table that holds the routes `routeIds` names (the routes an address matched, the
 * outermost first): the router that takes the server's page over gets only these, and flattens,
 * ranks and compiles a handful of routes instead of the whole table (decision 0127). The routes are
 * the table's own objects (a page's route keeps the component its takeover loaded); a route that
 * holds others is copied with only the named ones among its children.
 */
export function routeBranch(table: RouteObject[], routeIds: readonly string[]): RouteObject[] {
  return table.flatMap((route): RouteObject[] => {
    if (route.id === undefined || !routeIds.includes(route.id)) return [];
    return [route.index || !route.children ? route : { ...route, children: routeBranch(route.children, routeIds) }];
  });
}

/**
 * Gives a router made with a part of `table` (`routeBranch`) the routes it has not got, each below
 * its parent (React Router's `patch` of `patchRoutesOnNavigation`): the table's routes whose ids
 * `has` does not know, with all they hold.
 */
export function patchMissingRoutes(
  table: RouteObject[],
  has: (routeId: string) => boolean,
  patch: (parentId: string | null, routes: RouteObject[]) => void,
  parentId: string | null = null,
): void {
  const missing = table.filter((route) => route.id === undefined || !has(route.id));
  if (missing.length > 0) patch(parentId, missing);
  for (const route of table) {
    if (route.id !== undefined && has(route.id) && route.children) patchMissingRoutes(route.children, has, patch, route.id);
  }
}

/**
 * Every page exists once per language at a prefixed address (`/en/people`), its canonical one;
 * the specification's unprefixed routes render in the visitor's language (decision 0023). The
 * routes are declared once, below an optional language segment that the loaders check (decision
 * 0114): React Router flattens, ranks and compiles one table, not one per language. The readable
 * addresses sit below a required one, since a slug belongs to one language version. Every route has
 * an id of its own, so that a part of the table (`routeBranch`) names its routes as the whole does.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    Component: Layout,
    loader: lazyLoader(() => import("./layout-loader")),
    shouldRevalidate: shouldRevalidateLayout,
    ErrorBoundary: RootError,
    HydrateFallback,
    children: [
      {
        // Page errors render inside the layout, so header and footer stay usable.
        id: "pageErrors",
        ErrorBoundary: RouteError,
        children: [
          {
            id: "language",
            path: ":language?",
            children: [
              { id: "homeRedirect", index: true, loader: homeRedirect },
              ...(Object.keys(SITE_ROUTES) as SiteRouteName[]).map((name): RouteObject => ({
                path: SITE_ROUTES[name].slice(1),
                // The addresses are lower case (`/EN/Home` is no page): one address per page.
                caseSensitive: true,
                ...pageRoute(name, pages[name]),
              })),
              notFoundPage,
            ],
          },
          {
            id: "addressLanguage",
            path: ":language",
            children: (Object.keys(ADDRESS_ROUTES) as (keyof typeof ADDRESS_ROUTES)[]).map((name): RouteObject => ({
              path: ADDRESS_ROUTES[name].slice(1),
              caseSensitive: true,
              ...pageRoute(`${name}Address`, addressPages[name]),
            })),
          },
        ],
      },
    ],
  },
];
