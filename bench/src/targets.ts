// What the benchmark asks the server for: API paths from the contract's endpoint tables, page
// paths from its route table, and ids, a keyword and a practice area that exist in the database.
import {
  API_BASE,
  SITE_ROUTES,
  buildPath,
  createApiClient,
  newsEndpoints,
  personEndpoints,
  practiceAreaEndpoints,
  type Endpoint,
  type EndpointInput,
} from "@lawfirm/contract";
import type { HomeJavaScript } from "./bundle.ts";

/** A name that appears in the bulk people's names. */
const PEOPLE_KEYWORD = "bauer";
/** A list page far from the first (the bulk content has 10,000 news by default). */
const DEEP_PAGE = 200;

export interface RequestedPath {
  name: string;
  /** Path and query below the server's address. */
  path: string;
}

export interface ChosenTargets {
  /** What the measured requests name. */
  query: { keyword: string; practiceAreaId: number; newsId: number };
  /** Measured under load, one after the other. */
  load: RequestedPath[];
  /** Audited by Lighthouse. */
  pages: RequestedPath[];
}

/** The targets of the server at `baseUrl`; fails when the database lacks what they need. */
export async function chooseTargets(baseUrl: string, homeJavaScript: HomeJavaScript): Promise<ChosenTargets> {
  const api = createApiClient({ baseUrl: `${baseUrl}${API_BASE}` });
  const [firstNews] = (await api.call(newsEndpoints.publicList, { query: { page: 1 } })).result;
  if (!firstNews) throw new Error(`${describe(newsEndpoints.publicList)} returned no news`);
  const deepPage = await api.call(newsEndpoints.publicList, { query: { page: DEEP_PAGE } });
  if (deepPage.result.length === 0) throw new Error(`${describe(newsEndpoints.publicList)} page ${DEEP_PAGE} is empty: too few news`);
  const [practiceArea] = await api.call(practiceAreaEndpoints.publicList, {});
  if (!practiceArea) throw new Error(`${describe(practiceAreaEndpoints.publicList)} returned no practice area`);

  const newsList = describe(newsEndpoints.publicList);
  const load: RequestedPath[] = [
    { name: `${newsList} (page 1)`, path: apiPath(newsEndpoints.publicList, { query: { page: 1 } }) },
    { name: `${newsList} (page ${DEEP_PAGE})`, path: apiPath(newsEndpoints.publicList, { query: { page: DEEP_PAGE } }) },
    {
      name: `${describe(personEndpoints.publicList)} (keyword, practice area)`,
      path: apiPath(personEndpoints.publicList, { query: { keyword: PEOPLE_KEYWORD, practiceAreaId: practiceArea.id } }),
    },
    { name: describe(newsEndpoints.publicDetail), path: apiPath(newsEndpoints.publicDetail, { params: { id: firstNews.id } }) },
    { name: `GET ${SITE_ROUTES.home} (HTML)`, path: SITE_ROUTES.home },
    { name: "GET hashed static asset", path: `/${homeJavaScript.entryFile}` },
  ];
  const pages: RequestedPath[] = [
    { name: SITE_ROUTES.home, path: SITE_ROUTES.home },
    { name: SITE_ROUTES.people, path: SITE_ROUTES.people },
    { name: "news detail", path: buildPath(SITE_ROUTES.newsDetail, { id: firstNews.id }) },
  ];
  return { query: { keyword: PEOPLE_KEYWORD, practiceAreaId: practiceArea.id, newsId: firstNews.id }, load, pages };
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

/** Fails unless every path answers 200: a target that errors would measure nothing. */
export async function expectAnswers(baseUrl: string, paths: readonly RequestedPath[]): Promise<void> {
  for (const { path } of paths) {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  }
}
