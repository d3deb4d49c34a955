import { z } from "zod";
import { blankAsNull, idParams, pagedQuery, pointsAtAdminApi, singleLineText, timestampSchema } from "./common.ts";
import { API_BASE, defineEndpoint } from "./endpoint.ts";
import { PREVIEW_BASE } from "./preview-address.ts";
import { ADMIN_BASE, ADMIN_LOGIN_ROUTE, LOCALE_PATH_SEGMENTS, SITE_ROUTES, splitLocalePath } from "./routes.ts";
import { SCHEMA_MESSAGES, type SchemaMessageKey } from "./validation.ts";

/**
 * Redirects (docs/decisions/0053): old addresses of the site (the firm's former website's, an
 * item's former address) that the server answers before the site's renderer, with a redirect to
 * their new place or with 410 Gone. Every redirect resolves in one hop: none points at an address
 * that is itself redirected.
 */

/** 301 moved for good, 302 moved for now, 410 gone (no target). */
export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_FROM_MAX_LENGTH = 1000;
export const REDIRECT_TO_MAX_LENGTH = 2048;
export const REDIRECT_NOTE_MAX_LENGTH = 300;

const PARSING_BASE = "http://site.invalid";
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A site path in the one form redirects are stored and matched in: a leading slash, dot segments
 * resolved, repeated slashes as one and no trailing slash (as the server's router reads a path),
 * characters outside ASCII percent-encoded (`/anwälte` is `/anw%C3%A4lte`, as browsers send it),
 * escapes in upper case and those of letters, digits and `-._~` decoded. Letter case is kept:
 * `/Team` and `/team` are two addresses. Query and fragment are left out.
 */
export function canonicalSitePath(path: string): string {
  const fromRoot = `/${path.split(/[?#]/, 1)[0]!.replace(/^[/\\]+/, "")}`;
  const pathname = URL.canParse(fromRoot, PARSING_BASE) ? new URL(fromRoot, PARSING_BASE).pathname : fromRoot;
  const single = pathname.replace(/\/{2,}/g, "/");
  const trimmed = single.length > 1 ? single.replace(/\/+$/, "") || "/" : single;
  return trimmed.replace(/%([\da-fA-F]{2})/g, (_, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}

/**
 * A stored path as a reader types it: the escapes of characters outside ASCII decoded
 * (`/anw%C3%A4lte` reads `/anwälte`), every other escape kept, so that it is stored the same way again.
 */
export function readableSitePath(path: string): string {
  return path.replace(/(?:%[89A-Fa-f][\dA-Fa-f])+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

const LANGUAGE_SEGMENTS = Object.values(LOCALE_PATH_SEGMENTS).join("|");

/**
 * Addresses the server answers itself, never the site's renderer: the API, the back office, the
 * built files, previews, the crawl files (`modules/crawl-files`) and the contact cards (a person's
 * `…/vcard`). Letter case is ignored here, which refuses a little more than the router routes.
 */
const SERVER_OWNED = [
  new RegExp(`^(?:${[API_BASE, ADMIN_BASE, ADMIN_LOGIN_ROUTE, "/assets", PREVIEW_BASE].join("|")})(?:/|$)`, "i"),
  /^\/robots\.txt$/i,
  /^\/sitemap[^/]*\.xml$/i,
  new RegExp(`^/(?:${LANGUAGE_SEGMENTS})/news/rss\\.xml$`, "i"),
  /\/vcard$/i,
];

/** The start of a server-owned address as a message names it (`/api`), or undefined for a page of the site. */
export function serverOwnedPrefix(path: string): string | undefined {
  if (!SERVER_OWNED.some((pattern) => pattern.test(path))) return undefined;
  return /^\/[^/]*/.exec(path)?.[0] ?? path;
}

/** Whether a canonical path is the home page of the site or of a language: `/`, `/home`, `/de`, `/de/home`. */
export function isHomePagePath(path: string): boolean {
  const route = splitLocalePath(path).path;
  return route === "/" || route === SITE_ROUTES.home;
}

/** Why an old address cannot be redirected; undefined when it can. */
export type RedirectSourceProblem = "notSitePath" | "query" | "serverOwned" | "homePage";

/**
 * What is wrong with an old address as typed (before `canonicalSitePath`): it must be a path of
 * this site (a missing leading slash is added), without query or fragment, neither an address the
 * server answers itself nor a home page.
 */
export function redirectSourceProblem(value: string): RedirectSourceProblem | undefined {
  const text = value.trim();
  if (text === "" || /^[a-z][a-z\d+.-]*:/i.test(text) || /^[/\\]{2}/.test(text) || /[\s\\\p{Cc}]/u.test(text)) return "notSitePath";
  if (/[?#]/.test(text)) return "query";
  const path = canonicalSitePath(text);
  if (serverOwnedPrefix(path) !== undefined) return "serverOwned";
  if (isHomePagePath(path)) return "homePage";
  return undefined;
}

/** Why a target cannot be one; undefined when it can. */
export type RedirectTargetProblem = "notTarget" | "adminApi";

/** A redirect's target: a path on this site (`/de/news/detail/12?x=1#part`) or an `https://` address, never the back office's API. */
export function redirectTargetProblem(value: string): RedirectTargetProblem | undefined {
  const text = value.trim();
  const sitePath = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(text) && URL.canParse(text, PARSING_BASE);
  const https = /^https:\/\/[^\s/?#\\]+/i.test(text) && !/[\s\p{Cc}]/u.test(text) && URL.canParse(text);
  if (!sitePath && !https) return "notTarget";
  return pointsAtAdminApi(text) ? "adminApi" : undefined;
}

/** A target in its stored form: a site path canonical (`canonicalSitePath`) with its query and fragment, an https address as the URL parser writes it. */
export function canonicalTarget(value: string): string {
  const text = value.trim();
  if (!text.startsWith("/")) return new URL(text).href;
  const url = new URL(text, PARSING_BASE);
  return `${canonicalSitePath(text)}${url.search}${url.hash}`;
}

/** The site path a stored target leads to (without query and fragment), or undefined for an address on another site. */
export function targetSitePath(target: string): string | undefined {
  return target.startsWith("/") ? canonicalSitePath(target) : undefined;
}

const SOURCE_MESSAGES: Record<RedirectSourceProblem, SchemaMessageKey> = {
  notSitePath: SCHEMA_MESSAGES.redirectSitePath,
  query: SCHEMA_MESSAGES.redirectQuery,
  serverOwned: SCHEMA_MESSAGES.redirectServerOwned,
  homePage: SCHEMA_MESSAGES.redirectHomePage,
};

const TARGET_MESSAGES: Record<RedirectTargetProblem, SchemaMessageKey> = {
  notTarget: SCHEMA_MESSAGES.redirectTarget,
  adminApi: SCHEMA_MESSAGES.adminApiUrl,
};

/** An old address, checked (`redirectSourceProblem`) and answered in its canonical form. */
export const redirectSourceSchema = z
  .string()
  .trim()
  .min(1)
  .max(REDIRECT_FROM_MAX_LENGTH)
  .superRefine((value, context) => {
    const problem = redirectSourceProblem(value);
    if (problem === "serverOwned") {
      const prefix = serverOwnedPrefix(canonicalSitePath(value)) ?? value;
      context.addIssue({ code: "custom", message: SOURCE_MESSAGES.serverOwned, params: { prefix } });
    } else if (problem) context.addIssue({ code: "custom", message: SOURCE_MESSAGES[problem] });
  })
  .transform(canonicalSitePath);

const redirectTargetSchema = z
  .string()
  .trim()
  .max(REDIRECT_TO_MAX_LENGTH)
  .superRefine((value, context) => {
    const problem = redirectTargetProblem(value);
    if (problem) context.addIssue({ code: "custom", message: TARGET_MESSAGES[problem] });
  })
  .transform(canonicalTarget);

/**
 * A redirect as the back office sends it. `to` is required for 301 and 302 and must lead elsewhere
 * than `from`; a 410 (gone) has none. Whether the target is itself redirected, or the old address
 * the target of another redirect, the server checks against the stored ones.
 */
export const redirectBody = z
  .object({
    from: redirectSourceSchema,
    to: blankAsNull(redirectTargetSchema.nullish()),
    status: z.literal([...REDIRECT_STATUSES], { error: SCHEMA_MESSAGES.redirectStatus }).default(301),
    note: blankAsNull(singleLineText(REDIRECT_NOTE_MAX_LENGTH).nullish()),
  })
  .superRefine((value, context) => {
    if (value.status === 410) {
      if (value.to !== null) context.addIssue({ code: "custom", path: ["to"], message: SCHEMA_MESSAGES.redirectGoneHasNoTarget });
    } else if (value.to === null) {
      context.addIssue({ code: "custom", path: ["to"], message: SCHEMA_MESSAGES.redirectTargetRequired });
    } else if (targetSitePath(value.to) === value.from) {
      context.addIssue({ code: "custom", path: ["to"], message: SCHEMA_MESSAGES.redirectToItself });
    }
  });
export type RedirectInput = z.output<typeof redirectBody>;

export const redirectSchema = z.object({
  id: z.number().int(),
  /** The old address, canonical (`canonicalSitePath`). */
  from: z.string(),
  /** Where it leads (a site path or an https address); null for 410. */
  to: z.string().nullable(),
  /** One of REDIRECT_STATUSES. */
  status: z.number().int(),
  note: z.string().nullable(),
  /** The current display name of the account that created it; null once that account is deleted. */
  createdBy: z.string().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  /** Visits answered with it, as the server processes have written them (every minute). */
  hits: z.number().int(),
  lastHitTime: timestampSchema.nullable(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListQuery = pagedQuery({
  /** Part of the old address, the target or the note (letter case ignored). */
  keyword: z.string().trim().max(200).optional(),
});

/** An address to try: a site path with or without a query, or an absolute address of which the path and query count. */
export const redirectTestQuery = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(REDIRECT_TO_MAX_LENGTH)
    .transform((value, context) => {
      const absolute = /^https?:\/\//i.test(value) && URL.canParse(value) ? new URL(value) : undefined;
      const path = absolute ? `${absolute.pathname}${absolute.search}` : value;
      const queryAt = path.indexOf("?");
      const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
      const problem = redirectSourceProblem(pathname);
      if (problem === "serverOwned") {
        const prefix = serverOwnedPrefix(canonicalSitePath(pathname)) ?? pathname;
        context.addIssue({ code: "custom", message: SOURCE_MESSAGES.serverOwned, params: { prefix } });
        return z.NEVER;
      }
      // A home page is answered like any page: no redirect, the page's own status.
      if (problem && problem !== "homePage") {
        context.addIssue({ code: "custom", message: SOURCE_MESSAGES[problem] });
        return z.NEVER;
      }
      // The query as a browser would send it (anything unsafe percent-encoded).
      const query = queryAt < 0 ? "" : new URL(path.slice(queryAt), PARSING_BASE).search;
      return `${canonicalSitePath(pathname)}${query}`;
    }),
});

/** What the site answers an address: the redirect that matches (if any), its status and Location, and what the target answers. */
export const redirectTestSchema = z.object({
  /** The address tried, canonical, with its query. */
  path: z.string(),
  redirect: redirectSchema.nullable(),
  /** The status the site answers the address with (a redirect's, else the page's: 200, 404, or the site's own redirect). */
  status: z.number().int(),
  /** Where the answer sends the visitor (a redirect's Location), else null. */
  location: z.string().nullable(),
  /** What the site answers at `location` when it is on this site; null when it leads elsewhere or nowhere. */
  targetStatus: z.number().int().nullable(),
});
export type RedirectTest = z.infer<typeof redirectTestSchema>;

const REDIRECTS = "/admin/redirects";

/** The Redirects screen's calls. Redirects change the site's addresses: they take the right to change content's structure. */
export const redirectEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: REDIRECTS,
    access: "content.write",
    query: redirectListQuery,
    paged: true,
    result: z.array(redirectSchema),
  }),
  create: defineEndpoint({ method: "POST", path: REDIRECTS, access: "content.write", body: redirectBody, result: redirectSchema }),
  update: defineEndpoint({
    method: "PUT",
    path: `${REDIRECTS}/:id`,
    access: "content.write",
    params: idParams,
    body: redirectBody,
    result: redirectSchema,
  }),
  /** Answers the redirect as it was. */
  remove: defineEndpoint({ method: "DELETE", path: `${REDIRECTS}/:id`, access: "content.write", params: idParams, result: redirectSchema }),
  /** What the site does at an address now: tried on the server, as a visitor's request would be. */
  test: defineEndpoint({
    method: "GET",
    path: `${REDIRECTS}/test`,
    access: "content.write",
    query: redirectTestQuery,
    result: redirectTestSchema,
  }),
};
