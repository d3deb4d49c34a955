import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  canonicalSitePath,
  LANG_HEADER,
  PAGE_TEMPLATE_SLOTS,
  splitLocalePath,
  visitorLocaleOfHeaders,
  type RenderedPage,
  type RenderPage,
  type SiteRendererModule,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { cachedAnswer, identityBody, sendCachedAnswer, type AnswerCache, type CachedAnswer } from "../http/answer-cache.ts";
import { addressTag, CDN_KEY_HEADERS } from "../http/cache-tags.ts";
import { UNAVAILABLE_RETRY_SECONDS } from "../errors.ts";
import { clientAddress } from "../http/client-address.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { redirectWithinSite, sameOriginPath } from "../http/same-origin-redirect.ts";
import { isUncountedRequest } from "../http/uncounted-requests.ts";

/** The visitor a page is rendered for: the API calls of its loaders count (views) as theirs. */
interface Visitor {
  address: string;
  userAgent: string | undefined;
  /** Set when one of the page's API calls answered 503 (the database away or busy). */
  unavailable?: boolean;
  /** Whether the page is rendered for the server's own request (`isUncountedRequest`): its reads count no view. */
  uncounted: boolean;
  /** The article the page shows (`renderingShowsArticle`): each send of its cached copy counts a view of it. */
  article?: number;
  /** The tags of the API answers the page's loaders used (`renderingUses`): the page's own (decision 0062). */
  tags: Set<string>;
  /** Set by `renderingIsPersonal`: the page is made for this visitor and kept by no cache. */
  personal?: boolean;
}

/** The visitor whose page is being rendered, in the asynchronous context of the rendering. */
const pageVisitor = new AsyncLocalStorage<Visitor>();

/**
 * Whether the current request is one of a page rendering's own API calls (answered in process):
 * the page's request is logged, its loaders' calls are not (the server's `logController`).
 */
export const isRenderingCall = (): boolean => pageVisitor.getStore() !== undefined;

/** Whether the current request is a rendering's call for the server's own request: it counts no view. */
export const isUncountedRendering = (): boolean => pageVisitor.getStore()?.uncounted === true;

/** Called by an article's detail read answered within a page's rendering: the page shows that article (its views count per send). */
export function renderingShowsArticle(id: number): void {
  const visitor = pageVisitor.getStore();
  if (visitor) visitor.article = id;
}

/** Called by the public cache for each API answer within a page's rendering: the page shows what it shows. */
export function renderingUses(tags: readonly string[]): void {
  const visitor = pageVisitor.getStore();
  if (visitor) for (const tag of tags) visitor.tags.add(tag);
}

/**
 * Called by an API read answered within a page's rendering whose answer is this visitor's alone (a
 * contact form's signed ticket, decision 0077): the page is sent with `no-store` and not kept.
 */
export function renderingIsPersonal(): void {
  const visitor = pageVisitor.getStore();
  if (visitor) visitor.personal = true;
}

/** Request headers the site's loaders may read (the language of an unprefixed address). */
const FORWARDED_HEADERS = ["cookie", "accept-language"] as const;

function responseHeaders(headers: Record<string, unknown>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) result.append(name, String(item));
    else if (value !== undefined) result.set(name, String(value));
  }
  return result;
}

/**
 * The renderer's `fetch`: its API calls are answered by this server in process (no socket, the
 * same routes, validation and envelope), as calls of the visitor whose page is being rendered. A
 * read the public cache keeps is answered from it directly: through Fastify's request cycle, a
 * kept answer cost about 0.6 ms, a tenth of a page rendered from kept answers (decision 0138).
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://in-process");
    const method = (init.method ?? "GET") as HTTPMethods;
    const address = `${url.pathname}${url.search}`;
    const headers = Object.fromEntries(new Headers(init.headers));
    const kept = method === "GET" ? app.keptPublicApiAnswer(address, headers[LANG_HEADER]) : undefined;
    if (kept) return new Response(identityBody(kept), { status: kept.status, headers: kept.headers });
    const visitor = pageVisitor.getStore();
    if (visitor?.userAgent) headers["user-agent"] = visitor.userAgent;
    const response = await app.inject({
      method,
      url: address,
      headers,
      remoteAddress: visitor?.address,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    if (visitor && response.statusCode === 503) visitor.unavailable = true;
    const withoutBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(withoutBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders(response.headers),
    });
  };
}

/** An entry of the site build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  /** Files its code or styles refer to (the fonts). */
  assets?: string[];
  isEntry?: boolean;
}

/**
 * Preloads of the site's fonts (the entry's style sheets name them): fetched with the page rather
 * than once its first layout finds them, they are there when it is laid out, so that the text is
 * laid out once, in its font, not once more as each font arrives.
 */
function fontPreloads(manifest: Record<string, ManifestChunk>): string {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => file.endsWith(".woff2"))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join("");
}

/**
 * A built style sheet written into the page rather than linked: on a phone's connection every
 * linked sheet holds the first paint back by a request (decision 0025). A disabled `<link>` of its
 * address follows it: the browser fetches no disabled sheet, and the site's module preloader
 * (Vite's), which loads a lazy page's style sheets when the visitor moves to it in the browser,
 * takes the sheet for loaded and does not fetch it again.
 */
function styleSheetInliner(distDir: string) {
  return (file: string) => {
    const css = fs.readFileSync(path.join(distDir, file), "utf8").trim();
    if (/<\/style/i.test(css)) throw new Error(`The style sheet ${file} cannot be written into a page: it contains "</style"`);
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  };
}

/**
 * The style sheets of a page beyond the entry's (which index.html links): those of the app the
 * entry starts (its dynamic import, apps/site/src/main.tsx: the layout) and of the page's
 * components, their chunks and the chunks they import. They are written into the page, so that it
 * arrives styled and stays so without JavaScript. The page's scripts are not named: the entry
 * loads them after the first paint. Memoised: there are few distinct pages.
 */
function pageStyles(manifest: Record<string, ManifestChunk>, inlineStyleSheet: (file: string) => string) {
  const styleSheetsOf = (keys: readonly string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) files.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = styleSheetsOf(entryKeys);
  const app = entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const styles = new Map<string, string>();
  return (modules: readonly string[]) => {
    const key = modules.join("\n");
    let html = styles.get(key);
    if (html === undefined) {
      html = [...styleSheetsOf([...app, ...modules])]
        .filter((file) => !entry.has(file))
        .map(inlineStyleSheet)
        .join("");
      styles.set(key, html);
    }
    return html;
  };
}

/**
 * The site's index.html cut at its slots, for putting a rendered page into it; the entry's style
 * sheets are written into it, its scripts fetched after the rest.
 */
function pageTemplate(
  indexHtml: string,
  preloads: string,
  inlineStyleSheet: (file: string) => string,
  stylesOf: (modules: readonly string[]) => string,
) {
  const withStyles = indexHtml
    .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => inlineStyleSheet(file))
    .replace(PAGE_TEMPLATE_SLOTS.head, `${preloads}${PAGE_TEMPLATE_SLOTS.head}`);
  const [beforeHead = "", afterHead = ""] = withStyles.split(PAGE_TEMPLATE_SLOTS.head);
  const [beforeBody = "", afterBody = ""] = afterHead.split(PAGE_TEMPLATE_SLOTS.body);
  const [beforeState = "", afterState = ""] = afterBody.split(PAGE_TEMPLATE_SLOTS.state);
  // The page's own style sheets come after the entry's, as when the browser loads them itself.
  const [headRest = "", bodyStart = ""] = beforeBody.split("</head>");
  // A preview's banner goes before the app's element, where the browser's takeover leaves it alone.
  const [bodyOpen = "", rootElement = ""] = bodyStart.split(/(?=<div id="root">)/);
  return (page: { lang: string; dir: string; head: string; body: string; state: string; modules: string[] }, banner = "") =>
    beforeHead.replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`) +
    page.head +
    headRest +
    stylesOf(page.modules) +
    "</head>" +
    bodyOpen +
    banner +
    rootElement +
    page.body +
    beforeState +
    `<script type="application/json" id="router-state">${page.state}</script>` +
    afterState;
}

/**
 * The cache key of a page: its origin (the page's absolute addresses start with it: without
 * `PUBLIC_URL` it is the request's, and one client's Host header must not reach another's page),
 * its address, and for an unprefixed one also the language the visitor's cookie and
 * Accept-Language choose (the only request headers a page depends on).
 */
function pageKey(request: FastifyRequest, origin: string): string {
  const pathname = request.url.split("?")[0] ?? "/";
  if (splitLocalePath(pathname).locale) return `page ${origin}${request.url}`;
  const cookie = request.headers.cookie;
  const acceptLanguage = request.headers["accept-language"];
  return `page ${visitorLocaleOfHeaders({ cookie, acceptLanguage })} ${origin}${request.url}`;
}

export type SitePageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** What a preview page shows (decision 0035, slice 5): a version's public page, with a banner above it. */
export interface PreviewPage {
  /** The page's public address (`/de/news/detail/12`). */
  path: string;
  /**
   * Runs the rendering inside the preview's grant (the preview module's), in which the page's
   * in-process API calls read the previewed version whatever its state.
   */
  withinGrant: <T>(render: () => T) => T;
  /** The banner's HTML, saying what the page is a preview of. */
  banner: string;
  /** The answer's status when the page renders (a review form sent back with its problems: 400); else the rendering's. */
  status?: number;
}

/** Headers of every preview answer: no cache keeps it, no search engine lists it. */
export const PREVIEW_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex" } as const;

const NOINDEX_META = '<meta name="robots" content="noindex">';

export interface SiteRenderer {
  sendPage: SitePageSender;
  /**
   * Renders a version's page as its preview, inside the preview's grant (its loaders read the
   * version whatever its state), past the public cache, which neither answers nor keeps it.
   */
  sendPreview(request: FastifyRequest, reply: FastifyReply, preview: PreviewPage): Promise<FastifyReply>;
}

/**
 * Server rendering of the public site (decision 0023): loads the renderer the site's build
 * wrote (dist-server/entry-server.js) and answers every page with its content, head and the state
 * the browser takes over with. Undefined when the renderer has not been built.
 */
export async function openSiteRenderer(
  app: FastifyInstance,
  options: {
    siteRoot: string;
    indexHtml: string;
    publicUrl: string | undefined;
    cache: AnswerCache;
    /** Counts a visitor's read of an article version, for a page served from the cache. */
    countArticleView: (request: FastifyRequest, articleId: number) => void;
  },
): Promise<SiteRenderer | undefined> {
  const entry = path.join(options.siteRoot, "dist-server", "entry-server.js");
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as SiteRendererModule;
  const render: RenderPage = await module.createRenderer({ fetch: inProcessFetch(app) });
  const manifest = JSON.parse(fs.readFileSync(path.join(options.siteRoot, "dist", ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const inlineStyleSheet = styleSheetInliner(path.join(options.siteRoot, "dist"));
  const fillTemplate = pageTemplate(options.indexHtml, fontPreloads(manifest), inlineStyleSheet, pageStyles(manifest, inlineStyleSheet));

  const { cache } = options;

  /** Renders the page at `url` (the request's own, unless a preview shows another address's page). */
  async function renderAnswer(
    request: FastifyRequest,
    origin: string,
    url = request.url,
    edit: (page: RenderedPage & { kind: "page" }) => string = fillTemplate,
  ): Promise<CachedAnswer> {
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const pageRequest = new Request(`${origin}${url}`, { headers });
    const visitor: Visitor = {
      address: clientAddress(request),
      userAgent: request.headers["user-agent"],
      uncounted: isUncountedRequest(request),
      tags: new Set(),
    };
    const page = await pageVisitor.run(visitor, () => render(pageRequest));
    // An unprefixed address is rendered in the visitor's language (cookie, else Accept-Language).
    const pathname = url.split("?")[0] ?? "/";
    const vary = splitLocalePath(pathname).locale ? "accept-encoding" : "accept-encoding, cookie, accept-language";
    // What its loaders' answers show, and its address, which a redirect may take (decision 0143);
    // a page whose loaders asked for nothing shows no content: it changes with the site's build alone.
    const tags = [...visitor.tags, addressTag(canonicalSitePath(pathname))].sort();
    if (page.kind === "redirect")
      return cachedAnswer(page.status, { location: sameOriginPath(page.location), vary }, Buffer.alloc(0), tags);
    // A page whose content the database could not give is unavailable for now, whatever the
    // renderer made of the failed call (its error page, in the visitor's language): 503, never cached.
    if (visitor.unavailable) {
      const headers = { "content-type": "text/html; charset=utf-8", vary, "retry-after": String(UNAVAILABLE_RETRY_SECONDS) };
      return cachedAnswer(503, headers, Buffer.from(edit(page)));
    }
    const pageHeaders = { "content-type": "text/html; charset=utf-8", "content-language": page.lang, vary };
    if (visitor.personal) return cachedAnswer(page.status, { ...pageHeaders, "cache-control": "no-store" }, Buffer.from(edit(page)));
    const answer = cachedAnswer(page.status, pageHeaders, Buffer.from(edit(page)), page.status < 400 ? tags : undefined);
    return visitor.article === undefined ? answer : { ...answer, article: visitor.article };
  }

  const sendPreview: SiteRenderer["sendPreview"] = async (request, reply, preview) => {
    const answer = await preview.withinGrant(() =>
      renderAnswer(request, publicOrigin(request, options.publicUrl), preview.path, (page) =>
        fillTemplate({ ...page, head: `${NOINDEX_META}${page.head}` }, preview.banner),
      ),
    );
    for (const [name, value] of Object.entries(answer.headers)) if (!CDN_KEY_HEADERS.includes(name)) reply.header(name, value);
    const status = preview.status !== undefined && answer.status < 400 ? preview.status : answer.status;
    return reply.code(status).headers(PREVIEW_HEADERS).send(identityBody(answer));
  };

  const sendPage: SitePageSender = async (request, reply) => {
    // One address per page: `/en/people/` is `/en/people`.
    const [pathname = "/", search] = request.url.split("?");
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return redirectWithinSite(reply, `${pathname.replace(/\/+$/, "")}${search === undefined ? "" : `?${search}`}`, 301);
    }
    const origin = publicOrigin(request, options.publicUrl);
    const key = pageKey(request, origin);
    // Kept, made meanwhile for another visitor who asked at the same time, or rendered now. Pages
    // and redirects are kept; a missing page (any address can be one), a failure or a page made
    // for this visitor alone (a contact form's ticket) is not.
    const { answer, fromCache } = await cache.lookUpOrMake(
      key,
      () => renderAnswer(request, origin),
      (made) => made.status < 400 && made.headers["cache-control"] !== "no-store",
    );
    // A rendered page counted its article's view through the API; one from the cache counts it here.
    if (fromCache && answer.status === 200 && answer.article !== undefined && !isUncountedRequest(request))
      options.countArticleView(request, answer.article);
    // A page made for this visitor alone is not kept by the browser either.
    if (answer.headers["cache-control"] === "no-store") return reply.code(answer.status).headers(answer.headers).send(identityBody(answer));
    return sendCachedAnswer(request, reply, answer, cache);
  };
  return { sendPage, sendPreview };
}
