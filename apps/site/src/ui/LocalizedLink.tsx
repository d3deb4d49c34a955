import type { AnchorHTMLAttributes } from "react";
import { localizedPath } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";
import { PREVENT_SCROLL_RESET_ATTRIBUTE, REPLACE_ATTRIBUTE } from "../lib/site-links";

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An address of the site: absolute (`/people`), or relative to the page's (`?page=2`, `#section`). */
  to: string;
  /** The navigation replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The navigation keeps the scroll position (a list's next page, its filters). */
  preventScrollReset?: boolean;
}

/**
 * The site's link, a plain anchor (decision 0121): an absolute address (a route of the
 * specification, `/people/detail/12`) gets the current language's prefix; relative ones
 * (`?page=2`) stay as they are. The app's one click listener (`lib/site-links.ts`) follows it
 * in the browser; `replace` and `preventScrollReset` are carried to it as attributes.
 */
export function LocalizedLink({ to, replace, preventScrollReset, ...props }: LocalizedLinkProps) {
  const { locale } = useLocale();
  return (
    <a
      href={to.startsWith("/") ? localizedPath(locale, to) : to}
      {...{ [REPLACE_ATTRIBUTE]: replace ? "" : undefined, [PREVENT_SCROLL_RESET_ATTRIBUTE]: preventScrollReset ? "" : undefined }}
      {...props}
    />
  );
}
