import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { defineEndpoint } from "./endpoint.ts";
import { imageDescriptionSchema } from "./media.ts";
import {
  blankAsNull,
  flagSchema,
  idParams,
  pagedQuery,
  pinParams,
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

/** Optional plain text: missing or null is stored as the empty string. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? "");

/** An optional link: missing, null or blank means none; anything else must be a URL or a site path. */
const optionalLink = blankAsNull(urlOrSitePathSchema.nullish());

/**
 * What the back office sends for one banner (a single object, not an array: a banner is one
 * language version). Server-owned fields (`id` on create, times) are not part of it and are dropped.
 */
export const bannerBody = z.object({
  lang: z.string().trim().min(1).max(16),
  imgPath: siteImageSchema,
  title: optionalText(BANNER_TITLE_MAX),
  subTitle: optionalText(BANNER_SUBTITLE_MAX),
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
});

/** Public calls take the language from the `lang` header, or this query value. */
export const bannerPublicQuery = z.object({ lang: z.string().optional() });

export const bannerEndpoints = {
  /** Admin list: pinned first, then newest; filter by `lang`. */
  list: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/banner",
    query: bannerListQuery,
    paged: true,
    result: z.array(bannerSchema),
  }),
  create: defineEndpoint({ method: "POST", access: "content.translate", path: "/admin/banner", body: bannerBody, result: bannerSchema }),
  update: defineEndpoint({
    method: "PUT",
    access: "content.translate",
    path: "/admin/banner",
    body: bannerUpdateBody,
    result: bannerSchema,
  }),
  remove: defineEndpoint({ method: "DELETE", access: "content.write", path: "/admin/banner/:id", params: idParams, result: z.null() }),
  detail: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/banner/detail/:id",
    params: idParams,
    result: bannerSchema,
  }),
  /** Pins (1) or unpins (0) a banner. */
  setTop: defineEndpoint({
    method: "PUT",
    access: "content.write",
    path: "/admin/banner/:id/:top",
    params: bannerTopParams,
    result: bannerSchema,
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
