import { z } from "zod";
import { UPLOAD_PATH } from "./endpoint.ts";
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./envelope.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/** A database id, from a path or query string or a JSON number. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });

/** A timestamp in ISO 8601 form, as the server writes it. */
export const timestampSchema = z.string();

/** A flag on the wire: 0 or 1. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * Control characters (C0 with tabs and line breaks, DEL, C1), the Unicode line and paragraph
 * separators, the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069:
 * `Anna\u202Egnp.exe` shows as `Annaexe.png`, so a name in the back office could pass for
 * another), the byte order mark and a lone surrogate half (no character at all). The zero-width
 * (non-)joiners U+200C/U+200D stay: Persian and Indic scripts spell words with them.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;
/** The same, but for tabs and line breaks, which a text of several lines keeps. */
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\t\n\r]/u;

/**
 * A one-line text (a title, a name, a label, an address's line, an alt text): trimmed, at most
 * `max` characters, without line breaks or other control characters. Such a field is shown on
 * one line (a heading, a page's title, a vCard's line, a list's row), where a line break either
 * vanishes or breaks what it stands in. Chain `.min(1)` for a required one.
 */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !LINE_BREAK_OR_CONTROL.test(value), SCHEMA_MESSAGES.singleLine);

/**
 * A plain text of several lines (a note, a caption, a subtitle, a postal address typed in a text
 * area): trimmed, at most `max` characters, line breaks and tabs kept, other control characters
 * refused. Rich text has its own schema (rich-text.ts).
 */
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_BUT_LINE_BREAK.test(value), SCHEMA_MESSAGES.controlCharacters);

/** An absolute http(s) URL. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), SCHEMA_MESSAGES.httpUrl);

const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value) && URL.canParse(value, "http://site.invalid");

/**
 * A URL's path as a server reads it: escapes decoded (a malformed one left as it is), then dot
 * segments resolved again, a few rounds deep; undefined for what is no URL.
 */
export function decodedPath(url: string): string | undefined {
  if (!URL.canParse(url, "http://site.invalid")) return undefined;
  let path = new URL(url, "http://site.invalid").pathname;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(path); round += 1) {
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    path = new URL(decoded.replace(/^[\\/]+/, "/"), "http://site.invalid").pathname;
  }
  return path;
}

/**
 * Whether a URL leads to the back office's API (`/api/admin/…`) on any host, however it is spelled
 * (letter case, doubled slashes, percent-escapes). Such an address in content would act for
 * whoever's browser loads it, e.g. sign them out from an image.
 */
export function pointsAtAdminApi(url: string): boolean {
  const path = decodedPath(url);
  if (path === undefined) return false;
  const normalized = path.toLowerCase().replace(/[\\/]+/g, "/");
  return normalized === "/api/admin" || normalized.startsWith("/api/admin/");
}

/** An absolute http(s) URL or a path on this site (`/people`), never the back office's API. */
export const urlOrSitePathSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isSitePath(value) || (/^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value)), {
    message: SCHEMA_MESSAGES.urlOrSitePath,
    abort: true,
  })
  .refine((value) => !pointsAtAdminApi(value), SCHEMA_MESSAGES.adminApiUrl);

/**
 * An icon's address: a path on this site (an upload, `/api/upload/…`), never the back office's API.
 * Pictures from other sites are refused, so that no visitor's browser ever asks a third party for
 * anything. Only the icon library takes SVG, sanitised (docs/decisions/0032).
 */
export const siteIconSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isSitePath, { message: SCHEMA_MESSAGES.siteImage, abort: true })
  .refine((value) => !pointsAtAdminApi(value), SCHEMA_MESSAGES.adminApiUrl);

/**
 * Whether a site path names an uploaded SVG drawing (`/api/upload/….svg`), however it is spelled:
 * `%2Esvg` is `.svg` to the server, and a name cut at a control character (`.svg%00.png`, which
 * stays escaped in a path) ends there.
 */
function isUploadedSvg(value: string): boolean {
  const pathname = decodedPath(value)?.toLowerCase();
  return pathname !== undefined && pathname.startsWith(UPLOAD_PATH) && /\.svg(?:$|%[01][0-9a-f])/.test(pathname);
}

/**
 * A picture's address: a site path as for an icon, but never an uploaded SVG drawing, which only
 * the icon library takes (the site's own files, such as `/favicon.svg`, are not uploads).
 */
export const siteImageSchema = siteIconSchema.refine((value) => !isUploadedSvg(value), SCHEMA_MESSAGES.svgOnlyForIcons);

/** Blank, null or missing means "none" (answered as null); anything else must pass the schema. */
export const blankAsNull = <S extends z.ZodType<string | null | undefined>>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema).transform((value) => value ?? null);

/**
 * An optional id filter of a list query: an empty value (`?office=`, as forms send "all") means
 * no filter, anything else must be an id.
 */
export const idFilterSchema = z.preprocess((value) => (value === "" ? undefined : value), idSchema.optional());

/** `/{id}/{top}` of pin and unpin calls: `top` is 0 (unpin) or 1 (pin). */
export const pinParams = z.object({
  id: idSchema,
  top: z
    .union([z.literal(["0", "1"]), z.literal([0, 1])], { error: SCHEMA_MESSAGES.flag })
    .transform((value) => (Number(value) === 1 ? 1 : 0) as 0 | 1),
});

/** Query fields of every list: `page` and `pageNo` are both accepted. */
const pagingShape = {
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** Paging of a list, as handlers receive it. */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A list query: the given filters plus paging, normalised to `pageNo` and `pageSize`. */
export function pagedQuery<TShape extends z.ZodRawShape>(filters: TShape) {
  return z.object({ ...filters, ...pagingShape }).transform((value) => {
    const { page, pageNo, pageSize, ...rest } = value as Record<string, unknown> & {
      page?: number;
      pageNo?: number;
      pageSize: number;
    };
    return { ...(rest as z.output<z.ZodObject<TShape>>), pageSize, pageNo: pageNo ?? page ?? DEFAULT_PAGE_NO } satisfies Paging;
  });
}

/** The success message of every answer. */
export const OK_MESSAGE = "success";
