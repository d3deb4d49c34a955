import {
  ADDRESS_ROUTES,
  ADMIN_BASE,
  ADMIN_LOGIN_ROUTE,
  API_BASE,
  DOCUMENT_NAMES,
  FALLBACK_LOCALE,
  isSupportedLocale,
  KIND_CONFIGURATIONS,
  localizedPath,
  SITE_ROUTES,
  SUPPORTED_LOCALES,
  toLanguageTag,
  UPLOAD_PATH,
  type Locale,
} from "@lawfirm/contract";
import { setImmediate } from "node:timers/promises";
import type { Db } from "../../db/database.ts";
import { richTextExcerpt } from "../../http/rich-text.ts";
import { message, renderMessage } from "../../i18n/messages.ts";
import { listLanguages } from "../languages/languages.repository.ts";
import { getPublicPortalConfig } from "../portal-config/portal-config.service.ts";
import * as crawl from "./crawl-files.repository.ts";
import { element, lines, xmlDocument, type Markup } from "./xml.ts";

/** News items in a feed. */
export const FEED_ITEM_LIMIT = 50;
/** The news feed's route after the language prefix. */
const FEED_ROUTE = `${SITE_ROUTES.news}/rss.xml`;
/** Characters of plain text in a feed item's description. */
export const FEED_SUMMARY_CHARS = 300;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const ATOM_NS = "http://www.w3.org/2005/Atom";

/** The site's languages: rows of the languages table that are locales the site has a prefix for, in their own order. */
async function siteLanguages(db: Db): Promise<Locale[]> {
  return (await listLanguages(db)).map((language) => language.langCode).filter(isSupportedLocale);
}

/** A W3C datetime (UTC, to the second); undefined for a value that is not a time. */
function w3cDateTime(value: string | null | undefined): string | undefined {
  // Stored times are ISO strings in UTC already (`now()`): the common case needs no parsing.
  if (value?.length === 24 && value[10] === "T" && value[19] === "." && value.endsWith("Z")) return `${value.slice(0, 19)}Z`;
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The newest of some times (ISO strings), as a W3C datetime. */
function newest(values: readonly (string | null | undefined)[]): string | undefined {
  let best: number | undefined;
  for (const value of values) {
    const time = value ? Date.parse(value) : Number.NaN;
    if (!Number.isNaN(time) && (best === undefined || time > best)) best = time;
  }
  return best === undefined ? undefined : w3cDateTime(new Date(best).toISOString());
}

// ---------------------------------------------------------------------------------------------
// robots.txt

/** The crawlers' rules: the whole site, not the back office or the API (pictures excepted), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Pictures of pages (covers, portraits, share images) live under the API's upload path.
    `Allow: ${UPLOAD_PATH}`,
    `Disallow: ${ADMIN_BASE}`,
    `Disallow: ${ADMIN_LOGIN_ROUTE}`,
    `Disallow: ${API_BASE}/`,
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// sitemap.xml: an index of pages

/**
 * The most addresses a sitemap page holds: far below the 50,000 sitemaps.org allows, so that a
 * page is built, sent and compressed in milliseconds, not seconds (docs/decisions/0040).
 */
export const SITEMAP_PAGE_URL_LIMIT = 2_000;

/** One page in one language; the versions of a page are each other's alternates. */
interface PageVersion {
  lang: Locale;
  /** The version's address without its language prefix, e.g. `/people/anna-lindqvist`. */
  route: string;
  lastmod: string | undefined;
}

/** All language versions of one page, and its `x-default` address (an unprefixed route). */
interface PageGroup {
  versions: PageVersion[];
  xDefault: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: { hreflang: string; href: string }[];
}

/**
 * The list and static pages, and where the content each shows comes from: its last change is the
 * newest change of those sources in its language (the site configuration is on every page).
 */
const LIST_PAGES: readonly { route: string; sources: readonly crawl.ContentSource[] }[] = [
  { route: SITE_ROUTES.home, sources: ["portalConfig", "banner", "news", "honor", "practiceArea", "person"] },
  { route: SITE_ROUTES.about, sources: ["portalConfig", "honor", "person", "office"] },
  { route: SITE_ROUTES.expertises, sources: ["portalConfig", "practiceArea"] },
  { route: SITE_ROUTES.people, sources: ["portalConfig", "person", "office", "job", "practiceArea"] },
  { route: SITE_ROUTES.news, sources: ["portalConfig", "news", "newsFolder"] },
  { route: SITE_ROUTES.cases, sources: ["portalConfig", "case", "caseFolder"] },
  { route: SITE_ROUTES.honors, sources: ["portalConfig", "honor"] },
  { route: SITE_ROUTES.careers, sources: ["portalConfig", "opening", "office", "practiceArea"] },
  { route: SITE_ROUTES.events, sources: ["portalConfig", "event", "office", "practiceArea", "person"] },
  // The firm's contact page (decision 0077); its form for a lawyer or an office (`?to=`) is no page of its own.
  { route: SITE_ROUTES.contact, sources: ["portalConfig"] },
];

/** The part of the list pages and legal documents: a few dozen addresses, whatever the content. */
const PAGES_PART = "pages";

/**
 * The parts of detail pages, by what their pages are of, in the order the index lists them, each
 * named in its files' addresses (`/sitemap-news-3.xml`): every kind with pages of its own on the
 * site (`CONTENT_KINDS`' site routes; the type asks for each), and the offices.
 */
const DETAIL_PART_NAMES: Record<crawl.DetailKind, string> = {
  person: "people",
  practiceArea: "expertises",
  office: "offices",
  news: "news",
  case: "case",
  honor: "honor",
  opening: "careers",
  event: "events",
};

/**
 * A part's pages: a version's own address (a kind's readable one, decision 0054, or an office's by
 * id), and the specification's unprefixed address by id, the visitor's language's (`x-default`).
 */
const detailRoutes = (kind: crawl.DetailKind): Pick<DetailPart, "address" | "byId"> => {
  if (kind === "office") return { address: (row) => withParam(SITE_ROUTES.officeDetail, "id", row.id), byId: SITE_ROUTES.officeDetail };
  const routes = KIND_CONFIGURATIONS[kind].siteRoutes;
  return { address: (row) => withParam(routes.address, "slug", row.slug), byId: routes.detail };
};

interface DetailPart {
  part: string;
  kind: crawl.DetailKind;
  address: (row: crawl.ItemVersionRow) => string;
  byId: string;
}

/** The parts of detail pages, one per kind, in the order the index lists them. */
const DETAIL_PARTS: readonly DetailPart[] = (Object.entries(DETAIL_PART_NAMES) as [crawl.DetailKind, string][]).map(([kind, part]) => ({
  part,
  kind,
  ...detailRoutes(kind),
}));

/** The names of the sitemap's parts, each paged as `/sitemap-{part}-{page}.xml`. */
export const SITEMAP_PARTS: readonly string[] = [PAGES_PART, ...DETAIL_PARTS.map(({ part }) => part)];

/** A sitemap page's path, e.g. `/sitemap-news-3.xml`. */
export function sitemapPagePath(part: string, page: number): string {
  return `/sitemap-${part}-${page}.xml`;
}

/**
 * Items on a page of a detail part: every language version of an item is on the item's page, so
 * that a page holds at most its limit of addresses in as many languages as the site can have.
 */
function itemsPerPage(urlLimit: number): number {
  return Math.max(1, Math.floor(urlLimit / SUPPORTED_LOCALES.length));
}

const withParam = (pattern: string, name: string, value: string | number) => pattern.replace(`:${name}`, String(value));

/** The version an item's `x-default` names: the English one, else the first in the languages' order. */
function defaultVersion<T extends { lang: string }>(versions: readonly T[]): T | undefined {
  return versions.find((version) => version.lang === FALLBACK_LOCALE) ?? versions[0];
}

/** Sorts versions into the site languages' order. */
function languageOrder(languages: readonly Locale[]) {
  const order = new Map<string, number>(languages.map((lang, index) => [lang, index]));
  return <T extends { lang: string }>(versions: T[]) => versions.sort((a, b) => (order.get(a.lang) ?? 0) - (order.get(b.lang) ?? 0));
}

/** The list pages in every site language and the legal documents in the languages they are written in. */
async function listAndDocumentPages(db: Db, languages: readonly Locale[]): Promise<PageGroup[]> {
  const [documents, changes] = await Promise.all([crawl.listDocumentVersions(db), crawl.listLatestChanges(db, languages)]);
  const inLanguageOrder = languageOrder(languages);
  const groups: PageGroup[] = [];

  // The newest change of each source in each language.
  const latest = new Map<string, string | null>();
  for (const change of changes) {
    const key = `${change.source} ${change.lang}`;
    const known = latest.get(key);
    if (change.updatedAt && (!known || Date.parse(change.updatedAt) > Date.parse(known))) latest.set(key, change.updatedAt);
  }
  for (const page of LIST_PAGES) {
    groups.push({
      xDefault: page.route,
      versions: languages.map((lang) => ({
        lang,
        route: page.route,
        lastmod: newest(page.sources.map((source) => latest.get(`${source} ${lang}`))),
      })),
    });
  }

  // A document is listed in the languages it is written in: elsewhere its address shows another
  // language's text (the public API falls back to en_US, then to any version), a duplicate.
  for (const name of DOCUMENT_NAMES) {
    const route = withParam(SITE_ROUTES.document, "name", name);
    const versions = inLanguageOrder(
      documents
        .filter((document) => document.name === name && languages.includes(document.lang as Locale))
        .map((document) => ({ lang: document.lang as Locale, route, lastmod: w3cDateTime(document.updatedAt) })),
    );
    if (versions.length > 0) groups.push({ xDefault: route, versions });
  }
  return groups;
}

/** The detail pages of one page of items, each item with its language versions. */
async function detailPages(
  db: Db,
  languages: readonly Locale[],
  detail: (typeof DETAIL_PARTS)[number],
  page: number,
  urlLimit: number,
): Promise<PageGroup[]> {
  const rows = await crawl.listItemPage(db, detail.kind, languages, itemsPerPage(urlLimit), page);
  const inLanguageOrder = languageOrder(languages);
  // The rows come in the order of the items' numbers.
  const byItem = new Map<number, crawl.ItemVersionRow[]>();
  for (const row of rows) {
    const versions = byItem.get(row.no);
    if (versions) versions.push(row);
    else byItem.set(row.no, [row]);
  }
  return [...byItem.values()].map((versions) => {
    const sorted = inLanguageOrder(versions);
    return {
      xDefault: withParam(detail.byId, "id", defaultVersion(sorted)!.id),
      versions: sorted.map((row) => ({
        lang: row.lang as Locale,
        route: detail.address(row),
        lastmod: w3cDateTime(row.updatedAt),
      })),
    };
  });
}

/**
 * The addresses of some pages in every language they have, each with its alternates: all language
 * versions of the same page (itself included) and the unprefixed route as `x-default`.
 */
function sitemapUrls(groups: readonly PageGroup[], origin: string): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  for (const group of groups) {
    const alternates = group.versions.map((version) => ({
      hreflang: toLanguageTag(version.lang),
      href: `${origin}${localizedPath(version.lang, version.route)}`,
    }));
    alternates.push({ hreflang: "x-default", href: `${origin}${group.xDefault}` });
    for (const version of group.versions) {
      urls.push({ loc: `${origin}${localizedPath(version.lang, version.route)}`, lastmod: version.lastmod, alternates });
    }
  }
  return urls;
}

/** The list and document addresses, `urlLimit` to a page. */
async function pagesPartChunks(db: Db, languages: readonly Locale[], origin: string, urlLimit: number): Promise<SitemapUrl[][]> {
  const urls = sitemapUrls(await listAndDocumentPages(db, languages), origin);
  const chunks: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += urlLimit) chunks.push(urls.slice(start, start + urlLimit));
  return chunks;
}

/**
 * Lets the requests waiting meanwhile run. A query on SQLite blocks the process while it runs, and
 * a file's queries and its writing would run one after the other without a pause: the index asks
 * one query per kind, each some tens of milliseconds with 10,000 news.
 */
const otherRequestsFirst = () => setImmediate();

/** Addresses written between two pauses for other requests. */
const URLS_PER_STEP = 500;

/** A sitemap page's XML, written a few hundred addresses at a time. */
async function urlSet(urls: readonly SitemapUrl[]): Promise<string> {
  // The versions of a page share their alternates: each list is written once.
  const written = new Map<SitemapUrl["alternates"], Markup>();
  const alternateLinks = (alternates: SitemapUrl["alternates"]): Markup => {
    let links = written.get(alternates);
    if (!links) {
      const markup = alternates.map(({ hreflang, href }) => element("xhtml:link", { rel: "alternate", hreflang, href }).xml);
      links = { xml: markup.join("") };
      written.set(alternates, links);
    }
    return links;
  };
  const entries: Markup[] = [];
  for (const [index, url] of urls.entries()) {
    if (index > 0 && index % URLS_PER_STEP === 0) await otherRequestsFirst();
    entries.push(
      element(
        "url",
        {},
        element("loc", {}, url.loc),
        url.lastmod === undefined ? undefined : element("lastmod", {}, url.lastmod),
        alternateLinks(url.alternates),
      ),
    );
  }
  return xmlDocument(element("urlset", { xmlns: SITEMAP_NS, "xmlns:xhtml": XHTML_NS }, lines(entries)));
}

/**
 * Makes the crawl files one at a time, each after a pause for the other requests waiting: a
 * crawler asking for every sitemap page at once would otherwise have their steps run back to back
 * (the pauses of concurrent builds all end in the same turn of the event loop).
 */
export function oneFileAtATime() {
  let previous: Promise<unknown> = Promise.resolve();
  return <T>(make: () => Promise<T>): Promise<T> => {
    const made = previous.then(otherRequestsFirst).then(make);
    previous = made.catch(() => undefined);
    return made;
  };
}

/** A whole number of addresses per page, at least one. */
const pageUrlLimit = (limit: number | undefined) => Math.max(1, Math.floor(limit ?? SITEMAP_PAGE_URL_LIMIT));

/**
 * /sitemap.xml: the index of the sitemap's pages, each with the newest change on it. It reads the
 * list pages' sources and, per kind, one aggregate of its items' pages: never the items themselves.
 */
export async function sitemapIndexFile(db: Db, origin: string, options: { limit?: number } = {}): Promise<string> {
  const limit = pageUrlLimit(options.limit);
  const languages = await siteLanguages(db);
  const entries: { part: string; page: number; lastmod: string | undefined }[] = [];
  const pagesChunks = await pagesPartChunks(db, languages, origin, limit);
  pagesChunks.forEach((chunk, index) =>
    entries.push({ part: PAGES_PART, page: index + 1, lastmod: newest(chunk.map((url) => url.lastmod)) }),
  );
  for (const detail of DETAIL_PARTS) {
    await otherRequestsFirst();
    for (const { page, lastmod } of await crawl.listItemPages(db, detail.kind, languages, itemsPerPage(limit))) {
      entries.push({ part: detail.part, page, lastmod: w3cDateTime(lastmod) });
    }
  }
  const sitemaps = entries.map(({ part, page, lastmod }) =>
    element(
      "sitemap",
      {},
      element("loc", {}, `${origin}${sitemapPagePath(part, page)}`),
      lastmod === undefined ? undefined : element("lastmod", {}, lastmod),
    ),
  );
  return xmlDocument(element("sitemapindex", { xmlns: SITEMAP_NS }, lines(sitemaps)));
}

/**
 * A page of the sitemap, `/sitemap-{part}-{page}.xml`: at most `limit` addresses, read with one
 * bounded query. Undefined: no such page.
 */
export async function sitemapPageFile(
  db: Db,
  origin: string,
  part: string,
  page: number,
  options: { limit?: number } = {},
): Promise<string | undefined> {
  const limit = pageUrlLimit(options.limit);
  const languages = await siteLanguages(db);
  if (part === PAGES_PART) {
    const chunk = (await pagesPartChunks(db, languages, origin, limit))[page - 1];
    return chunk ? await urlSet(chunk) : undefined;
  }
  const detail = DETAIL_PARTS.find((candidate) => candidate.part === part);
  if (!detail) return undefined;
  const groups = await detailPages(db, languages, detail, page, limit);
  await otherRequestsFirst();
  const urls = sitemapUrls(groups, origin);
  // Past the last page (every page the index lists holds at least one item).
  return urls.length > 0 ? await urlSet(urls) : undefined;
}

// ---------------------------------------------------------------------------------------------
// News feeds

/** An RFC 822 date (as RSS wants it), e.g. `Tue, 01 Dec 2026 08:00:00 GMT`. */
function rfc822(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

/**
 * The plain-text description of a feed item, as the site's page describes itself: its teaser, else
 * the start of its content, else its note.
 */
function feedSummary(row: crawl.FeedNewsRow): string {
  return row.teaser ?? (richTextExcerpt(row.content, FEED_SUMMARY_CHARS) || richTextExcerpt(row.note ?? "", FEED_SUMMARY_CHARS));
}

function feedItem(row: crawl.FeedNewsRow, lang: Locale, origin: string): Markup {
  const page = `${origin}${localizedPath(lang, withParam(ADDRESS_ROUTES.news, "slug", row.slug))}`;
  // External news (the site's `externalUrl`) opens the article it links to; it has no page of ours.
  const external = row.isLink === 1 && row.contentUrl ? row.contentUrl : undefined;
  const published = rfc822(row.createdAt);
  return element(
    "item",
    {},
    element("title", {}, row.title),
    element("link", {}, external ?? page),
    element("guid", { isPermaLink: external ? "false" : "true" }, page),
    published === undefined ? undefined : element("pubDate", {}, published),
    element("description", {}, feedSummary(row)),
  );
}

/**
 * The RSS 2.0 feed of one language's news (`/de/news/rss.xml`): the newest items by publication
 * time, pinned or not. Undefined when the prefix's locale is not a site language.
 */
export async function newsFeed(db: Db, lang: Locale, origin: string): Promise<string | undefined> {
  if (!(await siteLanguages(db)).includes(lang)) return undefined;
  const [pinned, unpinned, config] = await Promise.all([
    crawl.listNewestNews(db, lang, 1, FEED_ITEM_LIMIT),
    crawl.listNewestNews(db, lang, 0, FEED_ITEM_LIMIT),
    getPublicPortalConfig(db, lang),
  ]);
  const rows = [...pinned, ...unpinned]
    // The order the queries read in: publication time (ISO text), then id, newest first.
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
    .slice(0, FEED_ITEM_LIMIT);
  const listPage = `${origin}${localizedPath(lang, SITE_ROUTES.news)}`;
  const self = `${origin}${feedPath(lang)}`;
  // The channel changes when an item or the firm's name does; an empty site says "now".
  const lastBuild = newest([...rows.map((row) => row.updatedAt), config.updateTime]) ?? new Date().toISOString();
  const channel = element(
    "channel",
    {},
    lines([
      element("title", {}, config.name.trim() || renderMessage(lang, message("feed.firmName"))),
      element("link", {}, listPage),
      element("description", {}, renderMessage(lang, message("feed.newsDescription"))),
      element("language", {}, toLanguageTag(lang)),
      element("lastBuildDate", {}, rfc822(lastBuild) ?? new Date().toUTCString()),
      element("atom:link", { href: self, rel: "self", type: "application/rss+xml" }),
      ...rows.map((row) => feedItem(row, lang, origin)),
    ]),
  );
  return xmlDocument(element("rss", { version: "2.0", "xmlns:atom": ATOM_NS }, lines([channel])));
}

/** The news feed's address in one language, e.g. `/de/news/rss.xml`. */
export function feedPath(lang: Locale): string {
  return localizedPath(lang, FEED_ROUTE);
}
