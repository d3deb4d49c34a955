import { expect, type APIRequestContext } from "@playwright/test";
import { LOCALE_PATH_SEGMENTS, SUPPORTED_LOCALES, toLanguageTag, type Locale } from "@lawfirm/contract";
import { deDE } from "../../../apps/site/src/i18n/de_DE.ts";
import { enUS } from "../../../apps/site/src/i18n/en_US.ts";
import type { Messages } from "../../../apps/site/src/i18n/messages.ts";
import { zhCN } from "../../../apps/site/src/i18n/zh_CN.ts";

// The public pages of the demo firm (every language has content) and what each must show, read
// from the public API, so that the expectations follow the demo content. Shared by the specs
// that visit every page (site-sweep, site-rendering).

export interface SiteLanguage {
  locale: Locale;
  /** `de-DE`: `<html lang>` and `hreflang`. */
  tag: string;
  /** `de`: the address prefix. */
  segment: string;
  messages: Messages;
}

const MESSAGES: Record<Locale, Messages> = { de_DE: deDE, en_US: enUS, zh_CN: zhCN };

export const SITE_LANGUAGES: readonly SiteLanguage[] = SUPPORTED_LOCALES.map((locale) => ({
  locale,
  tag: toLanguageTag(locale),
  segment: LOCALE_PATH_SEGMENTS[locale],
  messages: MESSAGES[locale],
}));

export const LEGAL_DOCUMENTS = ["privacy", "terms", "impressum"] as const;
export const UNKNOWN_PATH = "/this/page/does/not/exist";

/** A language version as a detail answer names it. */
interface VersionRef {
  lang: string;
  id: number;
}

interface Titled {
  id: number;
  title: string;
}

/** A page to visit: its route (unprefixed), the answer's status, its <h1>, its title and texts it shows. */
export interface RouteCase {
  path: string;
  status: number;
  heading: string;
  /** The document title: "<page> · <firm>", or the firm's name alone (home). */
  title: string;
  shows: string[];
  /** The `@type` of each JSON-LD block the page carries, in order. */
  structuredData: string[];
  /** The same page's route in each language it exists in (a detail page: its linked versions). */
  versions: Partial<Record<Locale, string>>;
  /** A detail page's kind (for reading it again); undefined for the other pages. */
  detail?: "person" | "practice area" | "news" | "case" | "honor" | "office";
}

export async function publicResult<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const response = await request.get(`/api/user/${path}`, { headers: { lang: locale } });
  expect(response.ok(), `${path} in ${locale}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

async function firstOf<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const list = await publicResult<T[]>(request, path, locale);
  const first = list[0];
  expect(first, `the demo firm has ${path} in ${locale}`).toBeDefined();
  return first as T;
}

/** Every language version of a detail page's item, as routes: read from the item's public detail answer. */
async function versionRoutes(
  request: APIRequestContext,
  apiPath: string,
  locale: string,
  route: (id: number) => string,
): Promise<Partial<Record<Locale, string>>> {
  const { versions } = await publicResult<{ versions: VersionRef[] }>(request, apiPath, locale);
  return Object.fromEntries(versions.map((version) => [version.lang, route(version.id)]));
}

/** Every language of the site at the same route (list pages, documents). */
const everyLanguage = (path: string): Partial<Record<Locale, string>> =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, path]));

/** The routes and what each must show in one language, read from the public API. */
export async function routeCases(request: APIRequestContext, locale: Locale, messages: Messages): Promise<RouteCase[]> {
  const config = await publicResult<{ name: string; advantagesList: { title: string }[] }>(request, "portal-config", locale);
  const banner = await firstOf<{ title: string }>(request, "banner", locale);
  const areas = await publicResult<{ id: number; name: string }[]>(request, "professionalField/list", locale);
  const area = areas[0];
  expect(area, `the demo firm has practice areas in ${locale}`).toBeDefined();
  const person = await firstOf<{ id: number; name: string }>(request, "lawyerTeam?pageSize=10", locale);
  const office = await firstOf<{ id: number; name: string; address: string }>(request, "office", locale);
  const news = await publicResult<(Titled & { isLink: number })[]>(request, "latest-news?pageSize=50", locale);
  const article = news.find((item) => item.isLink === 0);
  expect(article, `the demo firm has a news item with content in ${locale}`).toBeDefined();
  const legalCase = await firstOf<Titled>(request, "case-analysis?pageSize=10", locale);
  const honor = await firstOf<Titled>(request, "lawfirm-honour?pageSize=10", locale);
  const documents = await Promise.all(LEGAL_DOCUMENTS.map((name) => publicResult<{ title: string }>(request, `docs/${name}`, locale)));
  if (!area || !article) throw new Error("unreachable: checked above");

  const areaRoute = (id: number) => `/expertises/detail/${id}`;
  const personRoute = (id: number) => `/people/detail/${id}`;
  const officeRoute = (id: number) => `/about/offices/${id}`;
  const newsRoute = (id: number) => `/news/detail/${id}`;
  const caseRoute = (id: number) => `/case/detail/${id}`;
  const honorRoute = (id: number) => `/honor/detail/${id}`;
  const versionsOf = (apiPath: string, route: (id: number) => string) => versionRoutes(request, apiPath, locale, route);

  const cases: (Omit<RouteCase, "title"> & { page?: string | null })[] = [
    {
      path: "/home",
      status: 200,
      heading: messages["page.home.heading"],
      // The home page is titled with the firm's name alone.
      page: null,
      shows: [banner.title, news[0]?.title ?? "", area.name],
      structuredData: ["LegalService"],
      versions: everyLanguage("/home"),
    },
    {
      path: "/about",
      status: 200,
      heading: messages["page.about.title"],
      shows: [messages["nav.about.advantages"], config.advantagesList[0]?.title ?? ""],
      structuredData: ["LegalService"],
      versions: everyLanguage("/about"),
    },
    {
      path: officeRoute(office.id),
      status: 200,
      heading: office.name,
      shows: [office.address],
      structuredData: ["LegalService", "BreadcrumbList"],
      versions: await versionsOf(`office/detail/${office.id}`, officeRoute),
      detail: "office",
    },
    {
      path: "/expertises",
      status: 200,
      heading: messages["page.expertises.title"],
      shows: areas.map((each) => each.name),
      structuredData: [],
      versions: everyLanguage("/expertises"),
    },
    {
      path: areaRoute(area.id),
      status: 200,
      heading: area.name,
      shows: [],
      structuredData: ["BreadcrumbList"],
      versions: await versionsOf(`professionalField/${area.id}`, areaRoute),
      detail: "practice area",
    },
    {
      path: "/people",
      status: 200,
      heading: messages["page.people.title"],
      shows: [person.name],
      structuredData: [],
      versions: everyLanguage("/people"),
    },
    {
      path: personRoute(person.id),
      status: 200,
      heading: person.name,
      shows: [],
      structuredData: ["Person", "BreadcrumbList"],
      versions: await versionsOf(`lawyerTeam/${person.id}`, personRoute),
      detail: "person",
    },
    {
      path: "/news",
      status: 200,
      heading: messages["page.news.title"],
      shows: [news[0]?.title ?? ""],
      structuredData: [],
      versions: everyLanguage("/news"),
    },
    {
      path: newsRoute(article.id),
      status: 200,
      heading: article.title,
      shows: [],
      structuredData: ["NewsArticle", "BreadcrumbList"],
      versions: await versionsOf(`latest-news/${article.id}`, newsRoute),
      detail: "news",
    },
    {
      path: "/case",
      status: 200,
      heading: messages["page.cases.title"],
      shows: [legalCase.title],
      structuredData: [],
      versions: everyLanguage("/case"),
    },
    {
      path: caseRoute(legalCase.id),
      status: 200,
      heading: legalCase.title,
      shows: [],
      structuredData: ["NewsArticle", "BreadcrumbList"],
      versions: await versionsOf(`case-analysis/${legalCase.id}`, caseRoute),
      detail: "case",
    },
    {
      path: honorRoute(honor.id),
      status: 200,
      heading: honor.title,
      shows: [],
      structuredData: ["BreadcrumbList"],
      versions: await versionsOf(`lawfirm-honour/${honor.id}`, honorRoute),
      detail: "honor",
    },
    ...LEGAL_DOCUMENTS.map((name, index) => ({
      path: `/docs/${name}`,
      status: 200,
      heading: documents[index]?.title ?? "",
      shows: [],
      structuredData: [],
      versions: everyLanguage(`/docs/${name}`),
    })),
    {
      path: UNKNOWN_PATH,
      status: 404,
      heading: messages["page.notFound.title"],
      shows: [messages["page.notFound.back"]],
      structuredData: [],
      versions: {},
    },
  ];
  return cases.map(({ page, ...route }) => ({
    ...route,
    title: page === null ? config.name : `${page ?? route.heading} · ${config.name}`,
    shows: [...route.shows, config.name],
  }));
}
