import { createContext, useContext, useEffect } from "react";
import {
  FALLBACK_LOCALE,
  hasImageVariants,
  imageVariantUrl,
  isRtlLocale,
  localizedPath,
  SITE_ROUTES,
  splitLocalePath,
  toLanguageTag,
  type Locale,
  type PageMetaFields,
} from "@lawfirm/contract";
import { useLocation, useMatches } from "react-router";
import { useLocale } from "../i18n/locale-context";
import { useLayoutData, useSiteName } from "./layout-data";
import type { PageHandle } from "./page-handle";
import { pictureAlt } from "../ui/Picture";
import type { StructuredDataSite } from "./structured-data";

/** What a page says about itself; the rest of its head (addresses, languages, share tags) follows from the site. */
export interface PageHeadInput {
  /** The page's own title; the document title adds the firm's name. */
  title: string;
  description: string;
  /** The page's picture (a cover, a portrait); the firm's logo when it has none. */
  image?: string | null | undefined;
  /** The picture's alt text (`pictureAlt`: its media item's, else the place's); empty for a decorative one. */
  imageAlt?: string | undefined;
  /** Open Graph type: `article` for news and cases, `profile` for a person, else `website`. */
  type?: "website" | "article" | "profile";
  /** JSON-LD objects (schema.org) describing the page, from the site's facts and the page's route. */
  structuredData?: (site: StructuredDataSite, route: string) => readonly object[];
  /** Not-found and error pages: kept out of search engines, without alternates. */
  noindex?: boolean;
  /**
   * What the editor wrote for the page's version (decision 0055), each in place of the page's own
   * when given: the whole title, the description, the shared picture, and being kept out of search
   * engines (as a not-found page is).
   */
  pageMeta?: Partial<PageMetaFields> | undefined;
}

/** The page's own head with the editor's fields in place of its defaults. */
function withPageMeta(input: PageHeadInput, siteName: string): PageHeadInput & { documentTitle: string } {
  const { metaTitle, metaDescription, shareImageUrl, noindex } = input.pageMeta ?? {};
  const title = metaTitle || input.title;
  return {
    ...input,
    title,
    documentTitle: metaTitle || (input.title && input.title !== siteName ? `${input.title} · ${siteName}` : siteName),
    description: metaDescription || input.description,
    // A shared picture the editor chose has no alt text of this page's.
    ...(shareImageUrl ? { image: shareImageUrl, imageAlt: undefined } : {}),
    noindex: Boolean(input.noindex || noindex),
  };
}

/** One element of the document head, as data: rendered to HTML by the server and to the DOM in the browser. */
export interface HeadTag {
  tag: "meta" | "link" | "script";
  attributes: Readonly<Record<string, string>>;
  text?: string;
}

export interface DocumentHead {
  title: string;
  /** The `lang` and `dir` of `<html>`. */
  lang: string;
  dir: "ltr" | "rtl";
  tags: readonly HeadTag[];
}

/** The current page's route in one language. */
export interface LanguageVersion {
  locale: Locale;
  path: string;
  /** False where a detail page's item has no version in the language: `path` is then the section's list. */
  translated: boolean;
  /** Its unprefixed address where `path` has none (a readable address: `PageHandle.unprefixedPath`). */
  unprefixedPath?: string | undefined;
}

/**
 * The current page in every language the site offers: a detail page's linked versions (from its
 * route's handle), any other page at the same route and query.
 */
export function useLanguageVersions(): LanguageVersion[] {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const languages = useLayoutData()?.languages ?? [];
  const route = `${splitLocalePath(pathname).path}${search}`;
  const detail = [...matches].reverse().find((match) => (match.handle as PageHandle | undefined)?.localizedPath);
  const handle = detail?.handle as PageHandle | undefined;
  return languages.map((locale) => {
    if (!handle?.localizedPath) return { locale, path: route, translated: true };
    const path = handle.localizedPath(detail?.loaderData, locale);
    if (!path) return { locale, path: handle.sectionPath ?? SITE_ROUTES.home, translated: false };
    return { locale, path, translated: true, unprefixedPath: handle.unprefixedPath?.(detail?.loaderData, locale) };
  });
}

/** Where the server renderer collects the head of the page it renders. */
export interface HeadCollector {
  /** The origin of the page being rendered (for a page whose layout data failed). */
  readonly origin: string;
  collect(head: DocumentHead): void;
  readonly head: DocumentHead | undefined;
}

/**
 * A class, not an object literal with a getter: V8 makes a literal's getter and setter pair in its
 * old generation, where it holds the getter's closure (here the collected head) alive through the
 * young collections until a full one (decision 0157).
 */
class PageHeadCollector implements HeadCollector {
  head: DocumentHead | undefined;

  constructor(readonly origin: string) {}

  collect(head: DocumentHead): void {
    this.head = head;
  }
}

export function createHeadCollector(origin: string): HeadCollector {
  return new PageHeadCollector(origin);
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** JSON as the text of a `<script>`: `<` escaped, so that no string in it can end the element. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const meta = (key: "name" | "property" | "http-equiv", name: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: { [key]: name, content },
});

/** Facebook, LinkedIn and X show a shared page's picture at most 1200 pixels wide. */
const SHARE_IMAGE_WIDTH = 1200;

/**
 * The picture crawlers are given: an upload's rendition at least 1200 pixels wide in its own kind,
 * JPEG (PNG for transparency), since not every preview crawler reads WebP or AVIF; none for an SVG
 * drawing, which none of them reads.
 */
export function shareImagePath(url: string): string | undefined {
  if (/\.svg$/i.test(url)) return undefined;
  return hasImageVariants(url) ? imageVariantUrl(url, SHARE_IMAGE_WIDTH) : url;
}

/** The whole head of a page, from what the page says and what the site knows. */
export function buildDocumentHead(
  pageInput: PageHeadInput,
  site: StructuredDataSite & { route: string; versions: readonly LanguageVersion[]; feedTitle: string },
): DocumentHead {
  const { locale, origin, siteName } = site;
  const absolute = (path: string) => new URL(path, origin).href;
  const { documentTitle: title, ...input } = withPageMeta(pageInput, siteName);
  const givenImage = input.image || site.config?.iconUrl;
  const image = givenImage ? shareImagePath(givenImage) : undefined;
  // The logo's alt text is its media item's, else the firm's name (decision 0036).
  const imageAlt = input.image ? input.imageAlt : pictureAlt(siteName, site.config?.iconDescription);
  const versions = site.versions.filter((version) => version.translated);
  // A version shown at an unprefixed address in another interface language (it has none in the
  // visitor's) is canonical in its own language, where it has an address of its own.
  const ownPath = site.route.split("?")[0];
  const shownHere = versions.filter((version) => version.path === ownPath).map((version) => version.locale);
  const contentLocale = shownHere.length === 0 || shownHere.includes(locale) ? locale : (shownHere[0] ?? locale);
  const canonical = absolute(localizedPath(contentLocale, site.route));
  // The page's language as Baidu reads it (it ignores `<html lang>`); the server also sends it as a header.
  const tags: HeadTag[] = [meta("http-equiv", "content-language", toLanguageTag(locale)), meta("name", "description", input.description)];
  if (input.noindex) tags.push(meta("name", "robots", "noindex"));
  else {
    tags.push({ tag: "link", attributes: { rel: "canonical", href: canonical } });
    for (const version of versions) {
      tags.push({
        tag: "link",
        attributes: {
          rel: "alternate",
          hreflang: toLanguageTag(version.locale),
          href: absolute(localizedPath(version.locale, version.path)),
        },
      });
    }
    // The unprefixed address of the English version, else of the first: every version of an item,
    // and the sitemap, name the same one (the crawl files' rule, docs/architecture.md).
    const defaultVersion = versions.find((version) => version.locale === FALLBACK_LOCALE) ?? versions[0];
    const defaultPath = defaultVersion ? (defaultVersion.unprefixedPath ?? defaultVersion.path) : site.route;
    tags.push({ tag: "link", attributes: { rel: "alternate", hreflang: "x-default", href: absolute(defaultPath) } });
  }
  tags.push({
    tag: "link",
    attributes: {
      rel: "alternate",
      type: "application/rss+xml",
      title: site.feedTitle,
      href: absolute(localizedPath(locale, "/news/rss.xml")),
    },
  });
  tags.push(
    meta("property", "og:type", input.type ?? "website"),
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", input.title || siteName),
    meta("property", "og:description", input.description),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", contentLocale),
    ...versions
      .filter((version) => version.locale !== contentLocale)
      .map((version) => meta("property", "og:locale:alternate", version.locale)),
    meta("name", "twitter:card", input.image && image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", input.title || siteName),
    meta("name", "twitter:description", input.description),
  );
  if (image) tags.push(meta("property", "og:image", absolute(image)), meta("name", "twitter:image", absolute(image)));
  if (image && imageAlt) tags.push(meta("property", "og:image:alt", imageAlt), meta("name", "twitter:image:alt", imageAlt));
  for (const data of input.structuredData?.(site, site.route) ?? [])
    tags.push({ tag: "script", attributes: { type: "application/ld+json" }, text: scriptJson(data) });
  return { title, lang: toLanguageTag(locale), dir: isRtlLocale(locale) ? "rtl" : "ltr", tags };
}

/** Marks the elements a page put into the head, so that the next page replaces them. */
const PAGE_HEAD_ATTRIBUTE = "data-page-head";

/** The browser's side: the document's title, language and page elements follow the page shown. */
export function applyDocumentHead(head: DocumentHead, document: Document = window.document): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  document.documentElement.dir = head.dir;
  const current = [...document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)];
  const next = head.tags.map((tag) => {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, "");
    if (tag.text !== undefined) element.textContent = tag.text;
    return element;
  });
  // The page the server rendered already has its head: left as it is (every element put into the
  // head costs a phone a pass over the page's styles).
  if (current.length === next.length && current.every((element, index) => element.isEqualNode(next[index] ?? null))) return;
  for (const element of current) element.remove();
  document.head.append(...next);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The server's side: the head's title and elements as HTML. */
export function renderDocumentHead(head: DocumentHead): string {
  const tags = head.tags.map(({ tag, attributes, text }) => {
    const attributeText = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join("");
    return tag === "script"
      ? `<script${attributeText} ${PAGE_HEAD_ATTRIBUTE}>${text ?? ""}</script>`
      : `<${tag}${attributeText} ${PAGE_HEAD_ATTRIBUTE}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join("\n    ");
}

/**
 * A page's document head: title ("<Page> · <Firm>"), description, canonical address, `hreflang`
 * alternates with `x-default`, the news feed, Open Graph and Twitter tags, JSON-LD. Collected by
 * the server renderer while it renders; applied to the document in the browser.
 */
export function usePageHead(input: PageHeadInput): void {
  const { locale, t } = useLocale();
  const layout = useLayoutData();
  const siteName = useSiteName();
  const versions = useLanguageVersions();
  const { pathname, search } = useLocation();
  const collector = useContext(HeadCollectorContext);
  const head = buildDocumentHead(input, {
    locale,
    origin: layout?.origin ?? collector?.origin ?? window.location.origin,
    siteName,
    config: layout?.config,
    route: `${splitLocalePath(pathname).path}${search}`,
    versions,
    feedTitle: `${t("nav.news")} · ${siteName}`,
  });
  collector?.collect(head);
  const signature = JSON.stringify(head);
  useEffect(() => applyDocumentHead(JSON.parse(signature) as DocumentHead), [signature]);
}
