import { Link, NavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { localizedPath } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";

/** An address inside the site in the page's language: `/people` on a German page is `/de/people`. */
function useLocalizedTo(to: To): To {
  const { locale } = useLocale();
  if (typeof to === "string") return to.startsWith("/") ? localizedPath(locale, to) : to;
  return to.pathname?.startsWith("/") ? { ...to, pathname: localizedPath(locale, to.pathname) } : to;
}

/**
 * The site's link: an absolute address (a route of the specification, `/people/detail/12`) gets
 * the current language's prefix; relative ones (`?page=2`) stay as they are.
 */
export function LocalizedLink({ to, ...props }: LinkProps) {
  return <Link to={useLocalizedTo(to)} {...props} />;
}

/** The navigation's link, prefixed like `LocalizedLink`, marked active on its section. */
export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  return <NavLink to={useLocalizedTo(to)} {...props} />;
}
