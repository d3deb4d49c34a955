import type { Locale } from "@lawfirm/contract";

/** What a page tells the rest of the site through its route's `handle`. */
export interface PageHandle {
  /**
   * A detail page's route in another language (its linked version, without the language prefix),
   * from the page's loader data; undefined when the item has no version in that language. Pages
   * without it exist in every language at the same route.
   */
  localizedPath?: (data: unknown, locale: Locale) => string | undefined;
  /**
   * Where a detail page whose addresses exist only under a language prefix (a readable address,
   * decision 0054) is reached without one, in that language's version: the specification's
   * `…/detail/{id}`, which leads each visitor to their language's (the `x-default` alternate).
   */
  unprefixedPath?: (data: unknown, locale: Locale) => string | undefined;
  /** Where the language switcher leads for a language without a version: the section's list. */
  sectionPath?: string;
  /** The page's component module (`src/features/…/XxxPage.tsx`): the server links its chunk and styles. */
  pageModule?: string;
  /**
   * Whether the page shows messages of the catalog's pages part (decision 0102): every page but the
   * home page. Its loader loads that part; so does the browser before taking the page over.
   */
  pageMessages?: boolean;
}
