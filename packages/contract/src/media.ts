import { z } from "zod";
import { flagSchema, idParams, idSchema, multiLineText, pagedQuery, singleLineText, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * The media library (docs/decisions/0036): every upload is a media item with its alt text and
 * caption per language, a focal point and a decorative mark; the back office lists them, shows
 * where each is used, and deletes unused ones.
 */

export const MEDIA_ALT_MAX = 250;
export const MEDIA_CAPTION_MAX = 500;
export const MEDIA_KEYWORD_MAX = 100;
/** The longest address a place stores. */
const MEDIA_URL_MAX = 2048;

/** What the library's type filter tells apart: pictures, and documents (PDF). */
export const MEDIA_TYPES = ["image", "document"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The kinds of place that may use an upload; each has its editor in the back office. */
export const MEDIA_USAGE_KINDS = [
  "news",
  "case",
  "honor",
  "banner",
  "person",
  "practiceArea",
  "office",
  "siteConfig",
  "document",
  "opening",
  "event",
  "icon",
  "account",
] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

/**
 * What of a place holds the address: the version as stored (published, scheduled or a draft
 * version), its draft (an edit not yet published), or an earlier version History can restore.
 */
export const MEDIA_USAGE_SOURCES = ["version", "draft", "revision"] as const;
export type MediaUsageSource = (typeof MEDIA_USAGE_SOURCES)[number];

/** A place that refers to an upload: the item (its row `id`, its `no` for translated items), its language and title, and what of it. */
export const mediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.number().int(),
  no: z.number().int().nullable(),
  lang: z.string().nullable(),
  title: z.string(),
  source: z.enum(MEDIA_USAGE_SOURCES),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** An item's alt text and caption in one language; empty strings when not written. */
export const mediaTextSchema = z.object({ alt: z.string(), caption: z.string() });
export type MediaText = z.infer<typeof mediaTextSchema>;

/** A focal point coordinate: 0 the left (top) edge, 1 the right (bottom) one; null: the centre. */
const focalSchema = z.number().min(0).max(1).nullable();

/**
 * What the site needs to draw an uploaded picture, in the answer's language, beside the picture's
 * address in public answers: its alt text and caption (empty when not written), whether it only
 * decorates (then `alt=""`), and its focal point (null: the centre).
 */
export const imageDescriptionSchema = z.object({
  alt: z.string(),
  caption: z.string(),
  decorative: z.boolean(),
  focalX: focalSchema,
  focalY: focalSchema,
});
export type ImageDescription = z.infer<typeof imageDescriptionSchema>;

/**
 * A place's own alt text for its picture (an article's cover, a person's photo, a banner's or an
 * office's picture), in the version's language: it overrides the media item's alt text and
 * decorative mark on the site. Trimmed; blank or null means none (stored as null: the item's alt
 * text applies, else the place's contextual text); left out of an update, the stored one stays.
 */
export const placeAltSchema = singleLineText(MEDIA_ALT_MAX)
  .nullable()
  .transform((value) => value || null)
  .optional();

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** Public address, below `/api/upload/`. */
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Pixels, upright; null for a document or an SVG drawing. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The uploading account's name; null once that account is deleted. */
  uploaderName: z.string().nullable(),
  createTime: timestampSchema,
  /** Alt text and caption by language code; a language without text is missing. */
  texts: z.record(z.string(), mediaTextSchema),
  focalX: focalSchema,
  focalY: focalSchema,
  /** 1: the picture only decorates; the site gives it an empty alt text. */
  decorative: flagSchema,
  /** How many places use it. */
  usageCount: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaDetailSchema = mediaItemSchema.extend({ usages: z.array(mediaUsageSchema) });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

export const mediaListQuery = pagedQuery({
  /** Part of the file name (as uploaded, or as stored: the end of its address) or of an alt text in any language; case is ignored. */
  keyword: z.string().trim().max(MEDIA_KEYWORD_MAX).optional(),
  type: z.enum(MEDIA_TYPES).optional(),
  /** 1: only the items no place uses. */
  unused: z.coerce.number().pipe(flagSchema).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

const mediaTextBody = z.object({
  alt: singleLineText(MEDIA_ALT_MAX).default(""),
  caption: multiLineText(MEDIA_CAPTION_MAX).default(""),
});

/**
 * Changes a media item: the texts of the languages sent (both empty removes that language's
 * texts; languages not sent keep theirs), the focal point and the decorative mark.
 */
export const mediaUpdateBody = z.object({
  id: idSchema,
  /** By language code; each must be a language of the site. */
  texts: z.record(z.string().max(16), mediaTextBody).default({}),
  focalX: focalSchema,
  focalY: focalSchema,
  decorative: z.literal([0, 1], { error: SCHEMA_MESSAGES.flag }),
});
export type MediaUpdate = z.output<typeof mediaUpdateBody>;

export const mediaEndpoints = {
  /** Newest first. */
  list: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/media",
    query: mediaListQuery,
    paged: true,
    result: z.array(mediaItemSchema),
  }),
  detail: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/media/detail/:id",
    params: idParams,
    result: mediaDetailSchema,
  }),
  /**
   * The item an upload address names (`/api/upload/<name>`, as a place stores it), with its usages;
   * null for an address that names none. The editors read a picture's texts in the library by it.
   */
  byUrl: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/media/by-url",
    query: z.object({ url: z.string().max(MEDIA_URL_MAX) }),
    result: mediaDetailSchema.nullable(),
  }),
  update: defineEndpoint({
    method: "PUT",
    access: "content.translate",
    path: "/admin/media",
    body: mediaUpdateBody,
    result: mediaDetailSchema,
  }),
  /** Refused (409) while a place uses the item. */
  remove: defineEndpoint({ method: "DELETE", access: "content.write", path: "/admin/media/:id", params: idParams, result: z.null() }),
};
