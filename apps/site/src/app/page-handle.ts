import type { Locale } from "@lawfirm/contract";

/** What a page tells the rest of the site through its route's `handle`. */
export interface PageHandle {
  /**
   * Where the same content lives in another language (a detail page's linked version), from the
   * page's loader data; undefined when the page stays where it is and just reloads its data.
   */
  localizedPath?: (data: unknown, locale: Locale) => string | undefined;
}
