import { expect, type APIRequestContext } from "@playwright/test";
import {
  DOCUMENT_NAMES,
  LOCALE_PATH_SEGMENTS,
  SUPPORTED_LOCALES,
  toLanguageTag,
  type AddressedKindName,
  type Locale,
} from "@lawfirm/contract";
import { deDE } from "../../../apps/site/src/i18n/de_DE.ts";
import { deDEPages } from "../../../apps/site/src/i18n/de_DE.pages.ts";
import { enUS } from "../../../apps/site/src/i18n/en_US.ts";
import { enUSPages } from "../../../apps/site/src/i18n/en_US.pages.ts";
import type { Messages } from "../../../apps/site/src/i18n/messages.ts";
import { zhCN } from "../../../apps/site/src/i18n/zh_CN.ts";
import { zhCNPages } from "../../../apps/site/src/i18n/zh_CN.pages.ts";
import { idRoute, slugRoute } from "./addresses.ts";

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

/** Each language's whole catalog: its start part and its pages part. */
const MESSAGES: Record<Locale, Messages> = {
  de_DE: { ...deDE, ...deDEPages },
  en_US: { ...enUS, ...enUSPages },
  zh_CN: { ...zhCN, ...zhCNPages },
};

export const SITE_LANGUAGES: readonly SiteLanguage[] = SUPPORTED_LOCALES.map((locale) => ({
  locale,
  tag: toLanguageTag(locale),
  segment: LOCALE_PATH_SEGMENTS[locale],
  messages: MESSAGES[locale],
}));

/** Every legal document the site has a page for: the demo firm writes each in every language. */
export const LEGAL_DOCUMENTS = DOCUMENT_NAMES;
export const UNKNOWN_PATH = "/this/page/does/not/exist";

/** A language version as a detail answer names it (with its slug where its kind has readable addresses). */
interface VersionRef {
  lang: string;
  id: number;
  slug?: string;
}

interface Titled {
  id: number;
  title: string;
}

/**
 * A page to visit: its route below the language's prefix, the answer's status, its <h1>, its
 * title and texts it shows. A detail page of a kind with readable addresses (decision 0054) is
 * at its version's slug (`/news/{slug}`), which exists only below its language's prefix; its
 * specification route (`/news/detail/{id}`, `unprefixed`) leads there.
 */
export interface RouteCase {
  path: string;
  /** The specification's route of the page without a prefix: `path`, or a readable address's `…/detail/{id}`. */
  unprefixed: string;
  status: number;
  heading: string;
  /** The document title: "<page> · <firm>", or the firm's name alone (home). */
  title: string;
  shows: string[];
  /** The `@type` of each JSON-LD block the page carries, in order. */
  structuredData: string[];
  /** The same page's route in each language it exists in (a detail page: its linked versions), below that language's prefix. */
  versions: Partial<Record<Locale, string>>;
  /** The same page's unprefixed route in each language (a readable address's: the version's `…/detail/{id}`). */
  unprefixedVersions: Partial<Record<Locale, string>>;
  /** A detail page's version ids, by language (for reading them from the API). */
  ids: Partial<Record<Locale, number>>;
  /** A detail page's kind (for reading it again); undefined for the other pages. */
  detail?: "person" | "practice area" | "news" | "case" | "honor" | "office" | "job opening";
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

type DetailRoutes = Pick<RouteCase, "path" | "unprefixed" | "versions" | "unprefixedVersions" | "ids">;

/**
 * A detail page's routes in one language, and those of every language version of its item: read
 * from the item's public detail answer. `kind`: a kind with readable addresses (its pages are at
 * their slugs), else `route` names a version's page by its id (an office).
 */
async function detailRoutes(
  request: APIRequestContext,
  apiPath: string,
  locale: Locale,
  page: { kind: AddressedKindName } | { route: (id: number) => string },
): Promise<DetailRoutes> {
  const { versions } = await publicResult<{ versions: VersionRef[] }>(request, apiPath, locale);
  const idRouteOf = (version: VersionRef) => ("kind" in page ? idRoute(page.kind, version.id) : page.route(version.id));
  const routeOf = (version: VersionRef) => {
    if (!("kind" in page)) return page.route(version.id);
    expect(version.slug, `${apiPath}: the ${version.lang} version has a slug`).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    return slugRoute(page.kind, version.slug ?? "");
  };
  const byLang = <T>(of: (version: VersionRef) => T) =>
    Object.fromEntries(versions.map((version) => [version.lang, of(version)])) as Partial<Record<Locale, T>>;
  const own = versions.find((version) => version.lang === locale);
  expect(own, `${apiPath} has a ${locale} version`).toBeDefined();
  return {
    path: routeOf(own as VersionRef),
    unprefixed: idRouteOf(own as VersionRef),
    versions: byLang(routeOf),
    unprefixedVersions: byLang(idRouteOf),
    ids: byLang((version) => version.id),
  };
}

/** Every language of the site at the same route (list pages, documents). */
const everyLanguage = (path: string): Partial<Record<Locale, string>> =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, path]));

/** The routes of a page at the same route in every language. */
const sameEverywhere = (path: string): DetailRoutes => ({
  path,
  unprefixed: path,
  versions: everyLanguage(path),
  unprefixedVersions: everyLanguage(path),
  ids: {},
});

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
  const openings = await publicResult<{ id: number; title: string }[]>(request, "jobOpening?pageSize=50", locale);
  const opening = openings[0];
  expect(opening, `the demo firm has job openings in ${locale}`).toBeDefined();
  const documents = await Promise.all(LEGAL_DOCUMENTS.map((name) => publicResult<{ title: string }>(request, `docs/${name}`, locale)));
  if (!area || !article || !opening) throw new Error("unreachable: checked above");

  const officeRoute = (id: number) => `/about/offices/${id}`;
  const details = (apiPath: string, kind: AddressedKindName) => detailRoutes(request, apiPath, locale, { kind });

  const cases: (Omit<RouteCase, "title" | keyof DetailRoutes> & DetailRoutes & { page?: string | null })[] = [
    {
      ...sameEverywhere("/home"),
      status: 200,
      heading: messages["page.home.heading"],
      // The home page is titled with the firm's name alone.
      page: null,
      shows: [banner.title, news[0]?.title ?? "", area.name],
      structuredData: ["LegalService"],
    },
    {
      ...sameEverywhere("/about"),
      status: 200,
      heading: messages["page.about.title"],
      shows: [messages["nav.about.advantages"], config.advantagesList[0]?.title ?? ""],
      structuredData: ["LegalService"],
    },
    {
      ...(await detailRoutes(request, `office/detail/${office.id}`, locale, { route: officeRoute })),
      status: 200,
      heading: office.name,
      shows: [office.address],
      structuredData: ["LegalService", "BreadcrumbList"],
      detail: "office",
    },
    {
      ...sameEverywhere("/expertises"),
      status: 200,
      heading: messages["page.expertises.title"],
      shows: areas.map((each) => each.name),
      structuredData: [],
    },
    {
      ...(await details(`professionalField/${area.id}`, "practiceArea")),
      status: 200,
      heading: area.name,
      shows: [],
      structuredData: ["BreadcrumbList"],
      detail: "practice area",
    },
    {
      ...sameEverywhere("/people"),
      status: 200,
      heading: messages["page.people.title"],
      shows: [person.name],
      structuredData: [],
    },
    {
      ...(await details(`lawyerTeam/${person.id}`, "person")),
      status: 200,
      heading: person.name,
      shows: [],
      structuredData: ["Person", "BreadcrumbList"],
      detail: "person",
    },
    {
      ...sameEverywhere("/news"),
      status: 200,
      heading: messages["page.news.title"],
      shows: [news[0]?.title ?? ""],
      structuredData: [],
    },
    {
      ...(await details(`latest-news/${article.id}`, "news")),
      status: 200,
      heading: article.title,
      shows: [],
      structuredData: ["NewsArticle", "BreadcrumbList"],
      detail: "news",
    },
    {
      ...sameEverywhere("/case"),
      status: 200,
      heading: messages["page.cases.title"],
      shows: [legalCase.title],
      structuredData: [],
    },
    {
      ...(await details(`case-analysis/${legalCase.id}`, "case")),
      status: 200,
      heading: legalCase.title,
      shows: [],
      structuredData: ["NewsArticle", "BreadcrumbList"],
      detail: "case",
    },
    {
      ...sameEverywhere("/honor"),
      status: 200,
      heading: messages["page.honors.title"],
      shows: [honor.title],
      structuredData: [],
    },
    {
      ...(await details(`lawfirm-honour/${honor.id}`, "honor")),
      status: 200,
      heading: honor.title,
      shows: [],
      structuredData: ["BreadcrumbList"],
      detail: "honor",
    },
    {
      ...sameEverywhere("/careers"),
      status: 200,
      heading: messages["page.careers.title"],
      shows: openings.map((each) => each.title),
      structuredData: [],
    },
    {
      ...(await details(`jobOpening/${opening.id}`, "opening")),
      status: 200,
      heading: opening.title,
      shows: [messages["careers.fact.start"]],
      structuredData: ["JobPosting", "BreadcrumbList"],
      detail: "job opening",
    },
    ...LEGAL_DOCUMENTS.map((name, index) => ({
      ...sameEverywhere(`/docs/${name}`),
      status: 200,
      heading: documents[index]?.title ?? "",
      shows: [],
      structuredData: [],
    })),
    {
      ...sameEverywhere("/contact"),
      status: 200,
      heading: messages["contact.title"],
      shows: [messages["contact.dataNoteTitle"], messages["contact.send"]],
      structuredData: [],
    },
    {
      path: UNKNOWN_PATH,
      unprefixed: UNKNOWN_PATH,
      status: 404,
      heading: messages["page.notFound.title"],
      shows: [messages["page.notFound.back"]],
      structuredData: [],
      versions: {},
      unprefixedVersions: {},
      ids: {},
    },
  ];
  return cases.map(({ page, ...route }) => ({
    ...route,
    title: page === null ? config.name : `${page ?? route.heading} · ${config.name}`,
    shows: [...route.shows, config.name],
  }));
}
