import { LOCALE_PATH_SEGMENTS, serverOwnedPrefix, SITE_ROUTES, splitLocalePath, type RedirectStatus } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addressTag, cdnKeyHeaders } from "../../http/cache-tags.ts";
import { message, renderMessage } from "../../i18n/messages.ts";
import { sameOriginPath } from "../../http/same-origin-redirect.ts";
import { isUncountedRequest } from "../../http/uncounted-requests.ts";
import { pageLocale, shortPage } from "../../http/short-page.ts";
import type { RedirectHits } from "./redirect-hits.ts";
import type { RedirectTable, ServedRedirect } from "./redirect-table.ts";

/**
 * How long a CDN or browser may keep each answer: a permanent move or a gone page an hour (an
 * editor's change reaches everyone within it), a temporary move a minute.
 */
export const REDIRECT_CACHE_CONTROL: Record<RedirectStatus, string> = {
  301: "public, max-age=3600",
  302: "public, max-age=60",
  410: "public, max-age=3600",
};

/**
 * Where a redirect sends a request: its target, with the request's query when the target has
 * none of its own (written as a browser would send it). A site path goes through `sameOriginPath`,
 * which keeps every Location on this site; its fragment is kept.
 */
export function redirectLocation(target: string, requestUrl: string): string {
  const queryAt = requestUrl.indexOf("?");
  const hashAt = target.indexOf("#");
  const withoutHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : target.slice(hashAt);
  const query = queryAt < 0 || withoutHash.includes("?") ? "" : new URL(requestUrl.slice(queryAt), "http://query.invalid").search;
  const location = `${withoutHash}${query}`;
  return `${target.startsWith("/") ? sameOriginPath(location) : location}${hash}`;
}

/**
 * The gone page (410) in the address's language, a page for a person: for an old address an editor
 * marked gone, and for a file beside a page (a contact card, a calendar file) whose item was
 * deleted or taken off the site.
 */
export function sendGonePage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = pageLocale(request.url, request.headers as Record<string, string | undefined>);
  const prefixed = splitLocalePath(request.url.split("?")[0] ?? "/").locale !== undefined;
  const page = shortPage({
    locale,
    title: renderMessage(locale, message("redirect.gone.title")),
    text: renderMessage(locale, message("redirect.gone.text")),
    link: { href: `/${LOCALE_PATH_SEGMENTS[locale]}${SITE_ROUTES.home}`, text: renderMessage(locale, message("redirect.gone.home")) },
  });
  reply
    .code(410)
    .header("content-type", "text/html; charset=utf-8")
    // At an unprefixed address the page's language is the visitor's.
    .header("vary", prefixed ? "accept-encoding" : "accept-encoding, cookie, accept-language");
  return request.method === "HEAD" ? reply.send() : reply.send(page);
}

/** A redirect's answer, which a CDN keeps under its address's key: a change of the redirect purges it (decision 0143). */
function sendRedirect(request: FastifyRequest, reply: FastifyReply, redirect: ServedRedirect): FastifyReply {
  reply.header("cache-control", REDIRECT_CACHE_CONTROL[redirect.status]).headers(cdnKeyHeaders([addressTag(redirect.from)]));
  if (redirect.status === 410 || redirect.to === null) return sendGonePage(request, reply);
  return reply.code(redirect.status).header("location", redirectLocation(redirect.to, request.url)).send();
}

/**
 * Answers the redirects (decision 0053): a GET or HEAD of an old address gets its redirect or its
 * gone page before anything else sees it (the site's renderer, the public cache), from the table
 * this process keeps in memory; every answer is counted for the hits, but for the back office's
 * tries (`isUncountedRequest`).
 */
export function serveRedirects(app: FastifyInstance, options: { table: RedirectTable; hits: RedirectHits }): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    // The addresses the server answers itself (the API, a rendered page's own calls among them; the
    // built files; the back office) are passed on before the table is asked whether content changed.
    if (serverOwnedPrefix(request.url.split("?", 1)[0]!) !== undefined) return;
    const redirect = await options.table.match(request.url);
    if (!redirect) return;
    if (!isUncountedRequest(request)) options.hits.count(redirect.id);
    return sendRedirect(request, reply, redirect);
  });
}
