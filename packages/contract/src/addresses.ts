import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * Readable addresses (decision 0054): every language version of an item with a page of its own has
 * a slug, made from its title or name, unique per kind and language, which an editor may change.
 * Its page is `/{lang}/{section}/{slug}` (`ADDRESS_ROUTES`); the specification's `…/detail/{id}`
 * addresses answer a permanent redirect there, an old slug too, and the address of an item that
 * was deleted or taken off the site answers 410 Gone.
 */

/** Characters of a slug at most. */
export const SLUG_MAX_LENGTH = 80;

/** Lower-case letters and digits in words joined by single hyphens: `mergers-and-acquisitions-2026`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a text is spelt as a slug: the pattern, with a letter in it (an address of digits only is a version's id). */
const isSlugSpelling = (value: string) => SLUG_PATTERN.test(value) && /[a-z]/.test(value);

/** Whether a text is a slug: spelt as one, and not too long. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && isSlugSpelling(value);
}

/** A slug as an editor writes it: trimmed and in lower case before it is checked. */
export const slugSchema = z.string().trim().toLowerCase().max(SLUG_MAX_LENGTH).refine(isSlugSpelling, SCHEMA_MESSAGES.slug);

/**
 * A version's slug in a save: left out, a version keeps its own (a new one gets one made from its
 * title); empty, it gets one made from its title; else it must be free in its kind and language.
 */
export const slugInputSchema = z.union([z.literal(""), slugSchema]).optional();

/** The kinds with readable addresses, by their configurations' names. */
export const ADDRESSED_KINDS = ["news", "case", "honor", "person", "practiceArea", "opening", "event"] as const;
export type AddressedKindName = (typeof ADDRESSED_KINDS)[number];

/** A version of an item with an address: its language, id and slug, as detail answers list the others. */
export const addressedVersionSchema = z.object({ lang: z.string(), id: z.number().int(), slug: z.string() });
export type AddressedVersion = z.infer<typeof addressedVersionSchema>;

/** Where a slug leads: its version's id, and the slug the version has now (another when the slug is an old one). */
export const addressTargetSchema = z.object({ id: z.number().int(), slug: z.string() });
export type AddressTarget = z.infer<typeof addressTargetSchema>;

/** The longest page address the back office opens (a URL as browsers keep it). */
const PASTED_ADDRESS_MAX = 2048;

/**
 * The item a page address of the site names, for the back office to open it: the kind's
 * configuration, the item's number, the version the address names (a draft's too), its language.
 */
export const addressedItemSchema = z.object({
  kind: z.enum(ADDRESSED_KINDS),
  no: z.number().int(),
  id: z.number().int(),
  lang: z.string(),
});
export type AddressedItem = z.infer<typeof addressedItemSchema>;

export const addressEndpoints = {
  /**
   * The version a slug of a kind names in the request's language (the `lang` header): its id and
   * its slug now. An old slug of a version leads to it (its slug then differs); 404 for a slug
   * that never was; 410 for one whose version was deleted or is off the site.
   */
  resolve: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/addresses/:kind/:slug",
    params: z.object({ kind: z.enum(ADDRESSED_KINDS), slug: z.string().max(200) }),
    result: addressTargetSchema,
  }),
  /**
   * The item whose page an address of the site is (a whole URL or a path; its readable address,
   * an old one, or the specification's `…/detail/{id}`), whatever its state: an editor pastes it to
   * open the item. 400 for an address that is no item's page, 404 for one no item has.
   */
  findItem: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/addresses/item",
    query: z.object({ address: z.string().trim().min(1).max(PASTED_ADDRESS_MAX) }),
    result: addressedItemSchema,
  }),
};
