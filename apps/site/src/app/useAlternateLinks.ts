import { useEffect } from "react";
import { toLanguageTag } from "@lawfirm/contract";

/** The page's version in one language, at an absolute address. */
export interface LanguageVersionLink {
  lang: string;
  href: string;
}

/**
 * Keeps one `<link rel="alternate" hreflang>` per language version of the page in the document
 * head while the page shows, so that search engines find every version.
 */
export function useAlternateLinks(versions: readonly LanguageVersionLink[]): void {
  // Compared by value: the list is rebuilt on every render.
  const signature = JSON.stringify(versions.map(({ lang, href }) => [lang, href]));
  useEffect(() => {
    const links = (JSON.parse(signature) as [string, string][]).map(([lang, href]) => {
      const link = document.createElement("link");
      link.rel = "alternate";
      link.hreflang = toLanguageTag(lang);
      link.href = href;
      return link;
    });
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [signature]);
}
