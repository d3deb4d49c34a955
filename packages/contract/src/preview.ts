import { z } from "zod";
import { idSchema, timestampSchema } from "./common.ts";
import { KIND_CONFIGURATIONS, type KindConfigurationFacts, type KindConfigurationName, type KindConfigurations } from "./content-kinds.ts";
import type { DocumentName } from "./documents.ts";
import { buildPath, defineEndpoint } from "./endpoint.ts";
import type { Locale } from "./locales.ts";
import { PREVIEW_BASE } from "./preview-address.ts";
import { recordedReviewSchema, requireCommentForChanges, reviewInputShape } from "./reviews.ts";
import { localizedPath, SITE_ROUTES } from "./routes.ts";

/**
 * Preview (docs/decisions/0035, slice 5): a version's public page as it will be, whatever its
 * state, at its public address below `/preview` (`/preview/de/news/detail/12`), for a signed-in
 * account or with a signed link that expires. The base and `previewedPath` are in preview-address.ts.
 */

/**
 * Every configuration of a publishable kind (`KIND_CONFIGURATIONS`) can be previewed, on the page
 * that shows it: its detail page, which names the version by its id (`:id`), else the page it is
 * shown on (`shownOn`): a banner on the home page of its language, named by `?banner=<id>`
 * (`PREVIEW_BANNER_PARAM`), a legal document's version on its document's page in its language (`:name`).
 */
export type PreviewKind = KindConfigurationName;

type PreviewPageOf<Facts> = Facts extends { siteRoutes: { detail: infer Detail } }
  ? Detail
  : Facts extends { shownOn: infer Page }
    ? Page
    : never;

/** Each previewable kind's page, in the declaration's order. */
export const PREVIEW_PAGES = Object.fromEntries(
  Object.values(KIND_CONFIGURATIONS).map((kind: KindConfigurationFacts) => [kind.name, kind.siteRoutes?.detail ?? kind.shownOn]),
) as { [Kind in PreviewKind]: PreviewPageOf<KindConfigurations[Kind]> };
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

/**
 * The query parameter naming the site configuration (its language's id) a preview of the home or
 * the about page shows with its unpublished changes (decision 0059).
 */
export const PREVIEW_SITE_CONFIG_PARAM = "siteConfig";

/** The pages that show a language's configuration beyond the header and footer: its preview opens them. */
export const SITE_CONFIG_PREVIEW_PAGES = ["home", "about"] as const;
export type SiteConfigPreviewPage = (typeof SITE_CONFIG_PREVIEW_PAGES)[number];

/** The preview address of a language's configuration (`id`) on one of the pages that show it. */
export function siteConfigPreviewPath(lang: Locale, page: SiteConfigPreviewPage, id: number): string {
  return `${PREVIEW_BASE}${localizedPath(lang, SITE_ROUTES[page])}?${PREVIEW_SITE_CONFIG_PARAM}=${id}`;
}

export const previewLinkQuerySchema = z.object({ kind: z.enum(PREVIEW_KINDS), id: idSchema });
export type PreviewLinkQuery = z.output<typeof previewLinkQuerySchema>;

/** A link that shows one version's preview to anyone who has it, until `expiresAt`. */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: timestampSchema });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** Longest token an approval link carries: its expiry's digits, a dot and the signature (decision 0035). */
const PREVIEW_TOKEN_MAX_LENGTH = 64;

/**
 * A review sent from an approval link's page (decision 0052): the version its address shows, the
 * link's token (the only authority: no account is needed), and the reader's decision, comment and name.
 */
export const previewReviewBodySchema = z
  .object({
    kind: z.enum(PREVIEW_KINDS),
    id: idSchema,
    token: z.string().min(1).max(PREVIEW_TOKEN_MAX_LENGTH),
    ...reviewInputShape,
  })
  .superRefine(requireCommentForChanges);
export type PreviewReviewBody = z.output<typeof previewReviewBodySchema>;

export const previewEndpoints = {
  /** Signs an approval link for one version (to send to someone without an account); changes nothing. */
  link: defineEndpoint({
    method: "GET",
    access: "content.translate",
    path: "/admin/preview-link",
    query: previewLinkQuerySchema,
    result: previewLinkSchema,
  }),
  /**
   * Approves the version an approval link shows, or asks for changes (decision 0052): public, the
   * token is the authority; the page's form posts the same to the page's address when the browser
   * runs no script. Recorded in the audit log; publishes nothing.
   */
  review: defineEndpoint({
    method: "POST",
    access: "public",
    path: "/user/preview-review",
    body: previewReviewBodySchema,
    result: recordedReviewSchema,
  }),
};
