import { z } from "zod";
import { pagedQuery } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { SEARCH_KINDS, SEARCH_LIMITS } from "./search-limits.ts";

/**
 * `GET /user/search`: `q` in the request's language (`lang` query, else the `lang` header); every
 * kind's count, and a page of results of `kind` (all kinds when it is left out), `pageSize` each.
 */
export const searchQuery = pagedQuery({
  q: z.string().trim().min(1).max(SEARCH_LIMITS.query),
  /** One kind only; empty means all. */
  kind: z.preprocess((value) => (value === "" ? undefined : value), z.enum(SEARCH_KINDS).optional()),
  lang: z.string().max(16).optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

/** A found piece of text in the original text's UTF-16 positions, `[start, end)`: the site marks it. */
export const searchHitSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The language version's id (a legal document's: the version's id; its page is `/docs/{name}`). */
  id: z.number().int(),
  title: z.string(),
  /** The version's readable address (decision 0054); null for a legal document. */
  slug: z.string().nullable(),
  titleHits: z.array(searchHitSchema),
  /** Plain text around the first hit (never HTML: the site escapes it and marks the hits). */
  snippet: z.string(),
  snippetHits: z.array(searchHitSchema),
  /** Publication time of news, case analyses and honors; null for the others. */
  createTime: z.string().nullable(),
  /** External news: the address of the article it links to. */
  contentUrl: z.string().nullable(),
  /** A legal document's name (`privacy`, `terms`, `impressum`, `accessibility`). */
  name: z.string().nullable(),
  /** A person's portrait. */
  photoUrl: z.string().nullable(),
  /** A person's job titles and office. */
  subtitle: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The results of the kind; its pages go as far. */
  totalCount: z.number().int(),
  /**
   * The search stopped counting (decision 0100): it ranked the first SEARCH_LIMITS.ranked news and
   * case analyses it found, and more may match; `totalCount` is then "at least".
   */
  totalCapped: z.boolean(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** The page's results; empty for a kind other than the one asked for. */
  items: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchAnswerSchema = z.object({
  q: z.string(),
  /** Every kind, in SEARCH_KINDS order. */
  groups: z.array(searchGroupSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const searchEndpoints = {
  /** The site search: rate-limited per client (429 with Retry-After). */
  publicSearch: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/search",
    query: searchQuery,
    result: searchAnswerSchema,
  }),
};
