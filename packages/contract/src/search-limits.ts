// The site search's kinds and limits, without its schemas (search.ts): the site's header reads them
// at every start (docs/decisions/0033-site-start-without-loaders-and-schemas.md).

/** What the site search finds, in the order its sections are shown (docs/decisions/0029). */
export const SEARCH_KINDS = ["person", "practiceArea", "news", "case", "honor", "opening", "document"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  /** Characters of a query. */
  query: 100,
  /** Results of each kind on the overview (no `kind`), as the site asks for them. */
  overview: 5,
  /** Characters of a snippet, about. */
  snippet: 180,
  /**
   * Results of news and case analyses (the kinds that grow with the content) counted and ranked
   * per search, at most (decision 0100): the newest entries of the search index first. A word
   * found in more says so (`totalCapped`): "at least" that many.
   */
  ranked: 1000,
  /** Searches one client may run in a minute (cached answers do not count). */
  perMinute: 60,
} as const;
