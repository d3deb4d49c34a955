import { z } from "zod";
import { multiLineText, singleLineText, siteImageSchema } from "./common.ts";

// What a page says of itself to search engines and to the sites it is shared on, each language
// version its own (decision 0055): news, case analyses, honors, people and practice areas. Every
// field is optional; left empty, the page says what it said before they existed (its title with the
// firm's name, its teaser or the start of its text, its cover or portrait, indexed).

/**
 * The longest value stored, and the length search engines show (`advised`, characters): Google cuts
 * a result's title at about 600 pixels (some 60 characters) and its description at about 920 pixels
 * (some 155). Longer is allowed (other engines and shares show more), and the back office says so.
 */
export const PAGE_META_LIMITS = {
  metaTitle: { max: 120, advised: 60 },
  metaDescription: { max: 320, advised: 155 },
} as const;

/** The fields as a version stores and answers them: null (and false) mean "the page's default". */
export interface PageMetaFields {
  /** The whole title shown in search results, the browser's tab and shares. */
  metaTitle: string | null;
  /** The search result's and a share's description. */
  metaDescription: string | null;
  /** The picture a share shows (from the media library); null: the version's cover or portrait. */
  shareImageUrl: string | null;
  /** Kept out of search engines and the sitemap (the page stays public). */
  noindex: boolean;
}

export const PAGE_META_FIELD_NAMES = [
  "metaTitle",
  "metaDescription",
  "shareImageUrl",
  "noindex",
] as const satisfies readonly (keyof PageMetaFields)[];

/** A version's page fields from a row, a draft or a revision; older drafts and revisions lack them (null, false). */
export function pageMetaOf(source: Partial<Record<keyof PageMetaFields, string | boolean | number | null | undefined>>): PageMetaFields {
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  return {
    metaTitle: text(source.metaTitle),
    metaDescription: text(source.metaDescription),
    shareImageUrl: text(source.shareImageUrl),
    noindex: source.noindex === true || source.noindex === 1,
  };
}

/** As answers (the back office's and the site's) carry them. */
export const pageMetaAnswerShape = {
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  shareImageUrl: z.string().nullable(),
  noindex: z.boolean(),
};

/** As drafts and revisions keep them: missing in those kept before the fields existed. */
export const pageMetaDraftShape = {
  metaTitle: z.string().nullable().optional(),
  metaDescription: z.string().nullable().optional(),
  shareImageUrl: z.string().nullable().optional(),
  noindex: z.boolean().optional(),
};

/** Blank as null; left out (undefined), the stored value stays (the specification's clients know none of them). */
const optionalText = <S extends z.ZodType<string>>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable().optional());

/** As a save sends them; each left out keeps the stored value. */
export const pageMetaInputShape = {
  metaTitle: optionalText(singleLineText(PAGE_META_LIMITS.metaTitle.max)),
  metaDescription: optionalText(multiLineText(PAGE_META_LIMITS.metaDescription.max)),
  /** An image of the media library (or an https address), shown by shares; not an SVG. */
  shareImageUrl: optionalText(siteImageSchema),
  noindex: z.boolean().optional(),
};

export type PageMetaInput = { [Name in keyof PageMetaFields]?: PageMetaFields[Name] | undefined };
