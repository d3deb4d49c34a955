import { z } from "zod";
import { ARTICLE_KIND_FACTS } from "./article-kinds.ts";
import { idSchema, timestampSchema } from "./common.ts";
import type { DocumentName } from "./documents.ts";
import { buildPath, defineEndpoint } from "./endpoint.ts";
import type { Locale } from "./locales.ts";
import { localizedPath, SITE_ROUTES } from "./routes.ts";

/**
 * Preview (docs/decisions/0035, slice 5): a version's public page as it will be, whatever its
 * state, at its public address below `/preview` (`/preview/de/news/detail/12`), for a signed-in
 * account or with a signed link that expires.
 */
export const PREVIEW_BASE = "/preview";

/**
 * The kinds whose versions can be previewed, with the route of the page that shows them; another
 * kind joins with its line. A detail page names the version by its id (`:id`); a banner is shown
 * on the home page of its language, named by `?banner=<id>` (`PREVIEW_BANNER_PARAM`); a legal
 * document's version on its document's page in its language (`:name`).
 */
export const PREVIEW_PAGES = {
  news: ARTICLE_KIND_FACTS.news.siteRoutes.detail,
  case: ARTICLE_KIND_FACTS.case.siteRoutes.detail,
  honor: ARTICLE_KIND_FACTS.honor.siteRoutes.detail,
  person: SITE_ROUTES.personDetail,
  practiceArea: SITE_ROUTES.expertiseDetail,
  banner: SITE_ROUTES.home,
  document: SITE_ROUTES.document,
} as const;
export type PreviewKind = keyof typeof PREVIEW_PAGES;
export const PREVIEW_KINDS = Object.keys(PREVIEW_PAGES) as [PreviewKind, ...PreviewKind[]];

/** The query parameter naming the banner a home page's preview shows. */
export const PREVIEW_BANNER_PARAM = "banner";

/**
 * The preview address of a version: its page's address in its language, below `/preview`. A legal
 * document's version needs its document's `name` (its page is named, not numbered).
 */
export function previewPath(kind: PreviewKind, lang: Locale, id: number, name?: DocumentName): string {
  if (kind === "banner") return `${PREVIEW_BASE}${localizedPath(lang, PREVIEW_PAGES.banner)}?${PREVIEW_BANNER_PARAM}=${id}`;
  const page =
    kind === "document" ? buildPath(PREVIEW_PAGES.document, { name: name ?? "" }) : PREVIEW_PAGES[kind].replace(":id", String(id));
  return `${PREVIEW_BASE}${localizedPath(lang, page)}`;
}

/** The public address a preview address shows (`/de/news/detail/12`); undefined for any other address. */
export function previewedPath(pathname: string): string | undefined {
  return pathname.startsWith(`${PREVIEW_BASE}/`) ? pathname.slice(PREVIEW_BASE.length) : undefined;
}

export const previewLinkQuerySchema = z.object({ kind: z.enum(PREVIEW_KINDS), id: idSchema });
export type PreviewLinkQuery = z.output<typeof previewLinkQuerySchema>;

/** A link that shows one version's preview to anyone who has it, until `expiresAt`. */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: timestampSchema });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const previewEndpoints = {
  /** Signs an approval link for one version (to send to someone without an account); changes nothing. */
  link: defineEndpoint({
    method: "GET",
    access: "content.translate",
    path: "/admin/preview-link",
    query: previewLinkQuerySchema,
    result: previewLinkSchema,
  }),
};
