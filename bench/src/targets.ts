// What the benchmark asks the server for: API paths from the contract's endpoint tables, page
// paths from its route table (in English, `/en/…`), and ids, a keyword and a practice area that
// exist in the database.
import crypto from "node:crypto";
import {
  ADDRESS_ROUTES,
  API_BASE,
  LANG_HEADER,
  SITE_ROUTES,
  buildPath,
  caseAnalysisEndpoints,
  createApiClient,
  documentEndpoints,
  healthEndpoints,
  honorEndpoints,
  localizedPath,
  newsEndpoints,
  personEndpoints,
  practiceAreaEndpoints,
  type ApiClient,
  type Endpoint,
  type EndpointInput,
  type Locale,
} from "@lawfirm/contract";
import type { HomeJavaScript } from "./bundle.ts";

/** The language of the measured pages and API answers. */
export const LOCALE: Locale = "en_US";
/** A name that appears in the bulk people's names. */
const PEOPLE_KEYWORD = "bauer";
/** Item numbers are shared by every kind of item; the demo firm's are below this. */
const HIGHEST_DEMO_NUMBER = 500;
/** A list page far from the first (the bulk content has 10,000 news by default), or the last page of fewer news. */
const DEEP_PAGE = 200;
/** The query parameter that makes an address no cache has seen (any other parameter would do). */
const UNCACHED_PARAMETER = "bench-uncached";

/**
 * Headers of every request the run makes to the server, as a browser sends them: cached answers
 * then travel compressed, as they do to visitors.
 */
export const CLIENT_HEADERS: Readonly<Record<string, string>> = { "accept-encoding": "gzip, deflate, br" };
const PAGE_HEADERS = { accept: "text/html" };
const API_HEADERS = { accept: "application/json", [LANG_HEADER]: LOCALE };

export interface RequestedPath {
  name: string;
  /** Path and query below the server's address. */
  path: string;
  /** Headers of this request beside `CLIENT_HEADERS`. */
  headers: Readonly<Record<string, string>>;
}

/**
 * How a load target's figures are read: `baseline` is the server's trivial route; `cached` answers
 * and `detail` reads (one item of each kind, through its public API) are compared with it, each
 * with its own share, and a detail's p99 with its p50; `other` figures stand on their own.
 */
export type LoadRole = "baseline" | "cached" | "detail" | "other";

export interface LoadRequest extends RequestedPath {
  role: LoadRole;
  /** Every request carries a query parameter no other request used, so no cache answers it. */
  uncached: boolean;
}

export interface ChosenTargets {
  /** What the measured requests name. */
  query: { keyword: string; practiceAreaId: number; newsId: number; personId: number; deepPage: number };
  /** Measured under load, one after the other; the baseline first. */
  load: LoadRequest[];
  /** The pages rendered uncached and audited by Lighthouse; the home page first. */
  pages: RequestedPath[];
}

/** The targets of the server at `baseUrl`; fails when the database lacks what they need. */
export async function chooseTargets(baseUrl: string, homeJavaScript: HomeJavaScript): Promise<ChosenTargets> {
  const api = createApiClient({ baseUrl: `${baseUrl}${API_BASE}`, headers: () => ({ [LANG_HEADER]: LOCALE }) });
  const newsList = describe(newsEndpoints.publicList);
  const news = await firstOwnNews(api);
  const { pageable } = await api.call(newsEndpoints.publicList, { query: { page: 1 } });
  const deepPage = Math.min(DEEP_PAGE, Math.ceil(pageable.totalCount / pageable.pageSize));
  if (deepPage < 2) throw new Error(`${newsList} has a single page: too few news (--news)`);
  const [person] = (await api.call(personEndpoints.publicList, { query: { page: 1 } })).result;
  if (!person) throw new Error(`${describe(personEndpoints.publicList)} returned no ${LOCALE} person`);
  const [practiceArea] = await api.call(practiceAreaEndpoints.publicList, {});
  if (!practiceArea) throw new Error(`${describe(practiceAreaEndpoints.publicList)} returned no practice area`);
  const [caseAnalysis] = (await api.call(caseAnalysisEndpoints.publicList, { query: { page: 1 } })).result;
  if (!caseAnalysis) throw new Error(`${describe(caseAnalysisEndpoints.publicList)} returned no ${LOCALE} case analysis`);
  const [honor] = (await api.call(honorEndpoints.publicList, { query: { page: 1 } })).result;
  if (!honor) throw new Error(`${describe(honorEndpoints.publicList)} returned no ${LOCALE} honor`);

  const pages: RequestedPath[] = [
    page(SITE_ROUTES.home),
    page(SITE_ROUTES.people),
    // Detail pages at their readable addresses (decision 0054); the specification's `/detail/{id}` ones answer 301 there.
    page(ADDRESS_ROUTES.person, { slug: person.slug }),
    page(ADDRESS_ROUTES.news, { slug: news.slug }),
  ];
  const load: LoadRequest[] = [
    { ...apiRequest("trivial route", healthEndpoints.live, {}), role: "baseline", uncached: false },
    ...pages.map((requested) => ({ ...requested, name: `${requested.name} (cached)`, role: "cached" as const, uncached: false })),
    { ...apiRequest("page 1, cached", newsEndpoints.publicList, { query: { page: 1 } }), role: "cached", uncached: false },
    {
      ...apiRequest(`page ${deepPage}, uncached`, newsEndpoints.publicList, { query: { page: deepPage } }),
      role: "other",
      uncached: true,
    },
    {
      ...apiRequest("keyword, practice area, uncached", personEndpoints.publicList, {
        query: { keyword: PEOPLE_KEYWORD, practiceAreaId: practiceArea.id },
      }),
      role: "other",
      uncached: true,
    },
    // The detail reads of each kind: an article's is never cached (it counts a view), the others may be.
    ...[
      apiRequest("never cached", newsEndpoints.publicDetail, { params: { id: news.id } }),
      apiRequest("never cached", caseAnalysisEndpoints.publicDetail, { params: { id: caseAnalysis.id } }),
      apiRequest("never cached", honorEndpoints.publicDetail, { params: { id: honor.id } }),
      apiRequest("a person", personEndpoints.publicDetail, { params: { id: person.id } }),
      apiRequest("a practice area", practiceAreaEndpoints.publicDetail, { params: { id: practiceArea.id } }),
      apiRequest("a legal document", documentEndpoints.publicGet, { params: { name: "privacy" }, query: {} }),
    ].map((requested) => ({ ...requested, role: "detail" as const, uncached: false })),
    { name: "GET hashed static asset", path: `/${homeJavaScript.entryFile}`, headers: {}, role: "other", uncached: false },
  ];
  return {
    query: { keyword: PEOPLE_KEYWORD, practiceAreaId: practiceArea.id, newsId: news.id, personId: person.id, deepPage },
    load,
    pages,
  };
}

/**
 * The measured language's version of the lowest-numbered news item of the site's own (an external
 * one's page only points elsewhere and is not indexed): an item of the demo firm, the same in
 * every run, where the first of the list is one of the bulk items, which are random.
 */
export async function firstOwnNews(api: ApiClient): Promise<{ id: number; slug: string }> {
  for (let no = 1; no <= HIGHEST_DEMO_NUMBER; no++) {
    const [row] = (await api.call(newsEndpoints.publicList, { query: { page: 1, no } })).result;
    if (row && row.isLink !== 1) return row;
  }
  throw new Error(`${describe(newsEndpoints.publicList)} has no ${LOCALE} news of the site's own numbered up to ${HIGHEST_DEMO_NUMBER}`);
}

/** A page of the site in the measured language: `/en/people/dr-anna-weber`, named `GET /en/people/{slug}`. */
function page(route: string, params: Record<string, string | number> = {}): RequestedPath {
  return {
    name: `GET ${localizedPath(LOCALE, route).replace(/:(\w+)/g, "{$1}")}`,
    path: localizedPath(LOCALE, buildPath(route, params)),
    headers: PAGE_HEADERS,
  };
}

/** An API request with the measured language's header, named `GET /api/user/latest-news/{id} (note)`. */
export function apiRequest<E extends Endpoint>(note: string, endpoint: E, input: EndpointInput<E>): RequestedPath {
  return { name: `${describe(endpoint)} (${note})`, path: apiPath(endpoint, input), headers: API_HEADERS };
}

/** "GET /api/user/latest-news/{id}": an endpoint as the report names it. */
function describe(endpoint: Endpoint): string {
  return `${endpoint.method} ${API_BASE}${endpoint.path.replace(/:(\w+)/g, "{$1}")}`;
}

/** The request path of an endpoint with its parameters and query filled in. */
function apiPath<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, string | number> };
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  return `${API_BASE}${buildPath(endpoint.path, params)}${search ? `?${search}` : ""}`;
}

/**
 * A source of addresses no cache has seen: each call answers the path with a query parameter
 * (`bench-uncached=<source>-<n>`) that no other request of the run carries. The server's caches
 * key pages by their whole address and API answers by their query, so each one is computed anew.
 */
export function uncachedPaths(): (path: string) => string {
  const prefixOf = uncachedPathPrefixes();
  let count = 0;
  return (path) => `${prefixOf(path)}${++count}`;
}

/**
 * `uncachedPaths`' addresses but for their last number (`…bench-uncached=<source>-`), a new source
 * for each call: for a load generator that appends the numbers itself (wrk-load.lua).
 */
export function uncachedPathPrefixes(): (path: string) => string {
  const source = crypto.randomBytes(4).toString("hex");
  return (path) => `${path}${path.includes("?") ? "&" : "?"}${UNCACHED_PARAMETER}=${source}-`;
}

/** Fails unless every path answers 200: a target that errors would measure nothing. */
export async function expectAnswers(baseUrl: string, paths: readonly RequestedPath[]): Promise<void> {
  for (const { path, headers } of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { ...CLIENT_HEADERS, ...headers } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  }
}
