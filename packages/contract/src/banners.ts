import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { bulkEndpoint } from "./bulk.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { defineEndpoint } from "./endpoint.ts";
import { imageDescriptionSchema, placeAltSchema } from "./media.ts";
import {
  draftAndRevisionSchemas,
  PUBLISH_STATES,
  publicationShape,
  publishingEndpoints,
  revisionEndpoints,
  saveQuerySchema,
} from "./publishing.ts";
import {
  blankAsNull,
  flagSchema,
  idParams,
  multiLineText,
  pagedQuery,
  pinParams,
  singleLineText,
  siteImageSchema,
  timestampSchema,
  urlOrSitePathSchema,
} from "./common.ts";

export const BANNER_TITLE_MAX = 200;
export const BANNER_SUBTITLE_MAX = 500;

/** A banner of the home page's carousel: one row per language version. */
export const bannerSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  /** The picture: an uploaded file (`/api/upload/…`) or an absolute URL. */
  imgPath: z.string(),
  /** How the site draws the picture (public answers, when it is an upload). */
  imgDescription: imageDescriptionSchema.optional(),
  title: z.string(),
  subTitle: z.string(),
  /** 1 = pinned: shown before the others. */
  top: flagSchema,
  /** Where a click leads (URL or site path), or null for a banner without a link. */
  linkUrl: z.string().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * The fields a banner's edit keeps (decision 0035): its own, all but the pin (pins work as they
 * always did); their facts: `BANNER_FIELDS` (content-kinds.ts).
 */
const bannerFieldsShape = {
  lang: z.string(),
  imgPath: z.string(),
  /** The picture's own alt text (decision 0036); null: the media item's. Missing in drafts and revisions kept before it existed. */
  imgAlt: z.string().nullable().optional(),
  title: z.string(),
  subTitle: z.string(),
  linkUrl: z.string().nullable(),
};
export type BannerFields = z.infer<z.ZodObject<typeof bannerFieldsShape>>;

const { draft: bannerDraftSchema, revision: bannerRevisionSchema } = draftAndRevisionSchemas(bannerFieldsShape);
export type BannerDraft = z.infer<typeof bannerDraftSchema>;
export type BannerRevision = z.infer<typeof bannerRevisionSchema>;

/** A banner as the back office reads it: with its publication window and its draft (decision 0035); visitors get neither. */
export const bannerVersionSchema = bannerSchema.extend({
  /** The picture's own alt text (decision 0036); visitors get it as `imgDescription.alt`. */
  imgAlt: z.string().nullable(),
  ...publicationShape,
  draft: bannerDraftSchema.nullable(),
});
export type BannerVersion = z.infer<typeof bannerVersionSchema>;

/** Optional plain text (one line, or several): missing or null is stored as the empty string. */
const optionalText = (schema: z.ZodString) => schema.nullish().transform((value) => value ?? "");

/** An optional link: missing, null or blank means none; anything else must be a URL or a site path. */
const optionalLink = blankAsNull(urlOrSitePathSchema.nullish());

/**
 * What the back office sends for one banner (a single object, not an array: a banner is one
 * language version). Server-owned fields (`id` on create, times) are not part of it and are dropped.
 */
export const bannerBody = z.object({
  lang: z.string().trim().min(1).max(16),
  imgPath: siteImageSchema,
  /** The picture's own alt text (decision 0036); on update a missing value keeps the current one. */
  imgAlt: placeAltSchema,
  title: optionalText(singleLineText(BANNER_TITLE_MAX)),
  subTitle: optionalText(multiLineText(BANNER_SUBTITLE_MAX)),
  linkUrl: optionalLink,
  /** Pinned on create (default 0); on update a missing value keeps the current pin. */
  top: z.literal([0, 1], { error: SCHEMA_MESSAGES.flag }).optional(),
});
export type BannerInput = z.output<typeof bannerBody>;

export const bannerUpdateBody = bannerBody.extend({ id: z.number().int().positive().max(2_147_483_647) });

/** `PUT /admin/banner/{id}/{top}`: `top` is 0 (unpin) or 1 (pin). */
export const bannerTopParams = pinParams;

export const bannerListQuery = pagedQuery({
  /** Only the banners of this language; all languages when missing. */
  lang: z.string().trim().max(16).optional(),
  /** Only the banners in this state (decision 0035). */
  publishState: z.enum(PUBLISH_STATES).optional(),
});

/** Public calls take the language from the `lang` header, or this query value. */
export const bannerPublicQuery = z.object({ lang: z.string().optional() });

/** What its writes need, as `CONTENT_KINDS` declares it. */
const { rights } = CONTENT_KINDS.banner;

export const bannerEndpoints = {
  /** Admin list: pinned first, then newest; filter by `lang`. */
  list: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/banner",
    query: bannerListQuery,
    paged: true,
    result: z.array(bannerVersionSchema),
  }),
  /** A new banner: a draft with `saveAs=draft` (the back office), else published at once (decision 0035). */
  create: defineEndpoint({
    method: "POST",
    access: rights.versions,
    path: "/admin/banner",
    query: saveQuerySchema,
    body: bannerBody,
    result: bannerVersionSchema,
    editTag: true,
  }),
  /** With `saveAs=draft`, an edit of a published or scheduled banner is kept as its draft. */
  update: defineEndpoint({
    method: "PUT",
    access: rights.versions,
    path: "/admin/banner",
    query: saveQuerySchema,
    body: bannerUpdateBody,
    result: bannerVersionSchema,
    editTag: true,
  }),
  remove: defineEndpoint({ method: "DELETE", access: rights.structure, path: "/admin/banner/:id", params: idParams, result: z.null() }),
  detail: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/banner/detail/:id",
    params: idParams,
    result: bannerVersionSchema,
    editTag: true,
  }),
  ...publishingEndpoints("/admin/banner", bannerVersionSchema, rights),
  /** A banner's revisions, one revision, and Restore (decision 0035, slice 4); Restore answers the banner. */
  ...revisionEndpoints("/admin/banner", bannerRevisionSchema, bannerVersionSchema, rights),
  /** Publishes, unpublishes, pins, unpins or deletes the selected banners, one by one (decision 0056). */
  bulk: bulkEndpoint("/admin/banner", rights.versions),
  /** Pins (1) or unpins (0) a banner. */
  setTop: defineEndpoint({
    method: "PUT",
    access: rights.structure,
    path: "/admin/banner/:id/:top",
    params: bannerTopParams,
    result: bannerVersionSchema,
  }),
  /** The banners of the request's language, pinned first, then newest. */
  publicList: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/banner",
    query: bannerPublicQuery,
    result: z.array(bannerSchema),
  }),
};
