import { z } from "zod";
import { UPLOAD_PATH } from "./endpoint.ts";
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./envelope.ts";
import { SCHEMA_MESSAGES, type SchemaProblem } from "./validation.ts";

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
/**
 * The same but for tabs and line breaks (and the line and paragraph separators), which a text of
 * several lines keeps: a note or a teaser can be spoofed as a name can.
 */
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\t\n\r]|[\p{Cs}\u202A-\u202E\u2066-\u2069\uFEFF]/u;

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
 * and the spoofing characters a one-line text refuses refused too. Rich text has its own schema (rich-text.ts).
 */
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_BUT_LINE_BREAK.test(value), SCHEMA_MESSAGES.controlCharacters);

/** An optional one-line text of a form: blank or missing is null. */
export const optionalSingleLine = (max: number) =>
  z.preprocess((value) => (value === "" ? undefined : value), singleLineText(max).optional()).transform((value) => value || null);

/** An absolute http(s) URL. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), SCHEMA_MESSAGES.httpUrl);

const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value) && URL.canParse(value, "http://site.invalid");

const SITE = "http://site.invalid";

/** A path from the site's root: slashes (and backslashes, which browsers read as slashes) collapsed, dot segments resolved. */
const resolvedFromRoot = (path: string) => new URL(`/${path}`.replace(/[\\/]+/g, "/"), SITE).pathname;

/**
 * The paths an address leads to as this site's router routes them, or a little more: escapes
 * decoded (as the router does once, then again a few rounds deep, since a second decoding
 * elsewhere must find nothing either), repeated slashes collapsed and a trailing slash ignored
 * (the router's `ignoreDuplicateSlashes` and `ignoreTrailingSlash`, app.ts), dot segments
 * resolved (as a browser does before it asks). An absolute URL's path counts whatever its host;
 * a path without a scheme counts from the root (`../api/…` too), and one that starts with two
 * slashes both ways: as a browser reads it (`//host/path`) and as the router would. None for
 * what is no URL. Letter case is kept: callers decide on it.
 */
export function routedPaths(address: string): string[] {
  const value = address.trim();
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (!URL.canParse(value, SITE)) return [];
  const paths = hasScheme ? [new URL(value).pathname] : [value.split(/[?#]/, 1)[0] ?? ""];
  if (/^[\\/]{2}/.test(value)) paths.push(new URL(value, SITE).pathname);
  return paths.map((written) => {
    let path = resolvedFromRoot(written);
    for (let round = 0; round < 3 && /%[\da-f]{2}/i.test(path); round += 1)
      path = resolvedFromRoot(path.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
    return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  });
}

/**
 * The name an address gives the upload route (`/api/upload/<name>`) as the router reads it
 * (`routedPaths`; letter case ignored, which refuses more than the router routes), and whether
 * it is written plainly: exactly `/api/upload/<name>`, at most a query or fragment after it.
 * Only the plain spelling is what the media library's usage scan finds and what the picture
 * fields' checks read (decision 0041). Undefined for an address that leads elsewhere.
 */
export function uploadAddress(address: string): { name: string; plain: boolean } | undefined {
  const path = routedPaths(address).find((routed) => routed.toLowerCase().startsWith(UPLOAD_PATH));
  if (path === undefined) return undefined;
  const name = path.slice(UPLOAD_PATH.length);
  const plainForm = `${UPLOAD_PATH}${name}`;
  // An escape left after decoding (a control character, `.svg%00.png`) is no upload's plain name.
  const plain = !name.includes("%") && address.startsWith(plainForm) && /^(?:[?#]|$)/.test(address.slice(plainForm.length));
  return { name, plain };
}

/** The contract's problem with an upload's address in a spelling of its own; undefined for any other address. */
export function uploadSpellingProblem(address: string): SchemaProblem | undefined {
  const upload = uploadAddress(address);
  if (!upload || upload.plain) return undefined;
  return { key: SCHEMA_MESSAGES.uploadSpelling, params: { address: quotedAddress(address), plain: `${UPLOAD_PATH}${upload.name}` } };
}

/** How much of an address a message quotes: a pasted picture may be a data: URL of many kilobytes. */
const QUOTED_ADDRESS_MAX = 100;

/** An address as a message quotes it: cut after `QUOTED_ADDRESS_MAX` characters. */
export const quotedAddress = (address: string) =>
  address.length > QUOTED_ADDRESS_MAX ? `${address.slice(0, QUOTED_ADDRESS_MAX)}…` : address;

/**
 * Whether a URL leads to the back office's API (`/api/admin/…`) on any host, however it is spelled
 * (letter case, doubled slashes, percent-escapes). Such an address in content would act for
 * whoever's browser loads it, e.g. sign them out from an image.
 */
export function pointsAtAdminApi(url: string): boolean {
  return routedPaths(url).some((path) => /^\/api\/admin(?:\/|$)/i.test(path));
}

/** Refuses an upload's address in a spelling of its own, with the field's name (400). */
const refuseUploadSpelling = (value: string, context: z.RefinementCtx) => {
  const problem = uploadSpellingProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem.key, params: problem.params });
};

/** An absolute http(s) URL or a path on this site (`/people`), never the back office's API. */
export const urlOrSitePathSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isSitePath(value) || (/^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value)), {
    message: SCHEMA_MESSAGES.urlOrSitePath,
    abort: true,
  })
  .refine((value) => !pointsAtAdminApi(value), SCHEMA_MESSAGES.adminApiUrl)
  .superRefine(refuseUploadSpelling);

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
  .refine((value) => !pointsAtAdminApi(value), SCHEMA_MESSAGES.adminApiUrl)
  .superRefine(refuseUploadSpelling);

/**
 * Whether a site path names an uploaded SVG drawing (`/api/upload/….svg`): any other spelling of
 * an upload is refused on its own; a name cut at a control character (`.svg%00.png`) ends there.
 */
function isUploadedSvg(value: string): boolean {
  const name = uploadAddress(value)?.name;
  return name !== undefined && /\.svg(?:$|%[01][\da-f])/i.test(name);
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
  /**
   * `1`: the caller shows no count of the list (a teaser of its first items), so the server need
   * not count it (decision 0124): `totalCount` may then be the rows up to the page's end and one
   * more when more follow, with `totalCapped` ("at least").
   */
  withoutCount: z.literal("1").optional(),
};

/** Paging of a list, as handlers receive it. */
export interface Paging {
  pageNo: number;
  pageSize: number;
  /** The list need not be counted (`withoutCount=1`, decision 0124). */
  withoutCount?: boolean | undefined;
}

/** A list query: the given filters plus paging, normalised to `pageNo` and `pageSize`. */
export function pagedQuery<TShape extends z.ZodRawShape>(filters: TShape) {
  return z.object({ ...filters, ...pagingShape }).transform((value) => {
    const { page, pageNo, pageSize, withoutCount, ...rest } = value as Record<string, unknown> & {
      page?: number;
      pageNo?: number;
      pageSize: number;
      withoutCount?: "1";
    };
    const paging: Paging = { pageSize, pageNo: pageNo ?? page ?? DEFAULT_PAGE_NO, ...(withoutCount ? { withoutCount: true } : {}) };
    return { ...(rest as z.output<z.ZodObject<TShape>>), ...paging };
  });
}

/** The success message of every answer. */
export const OK_MESSAGE = "success";
