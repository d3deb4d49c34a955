import { splitLocalePath, type Locale, type Office, type PublicPortalConfig } from "@lawfirm/contract";
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { useLocale } from "../i18n/locale-context";

export interface LayoutData {
  /** The page's language: its address's prefix, else the visitor's. */
  locale: Locale;
  /** The site's public origin, for absolute addresses (canonical, alternates, share tags). */
  origin: string;
  /** Languages the site offers (the switcher, alternates). */
  languages: readonly Locale[];
  /**
   * The firm's configuration (name, logo, contact, introduction, figures) in the page's language
   * or the server's fallback; null when it could not be loaded, so the site still works.
   */
  config: PublicPortalConfig | null;
  /** The offices in the page's language, in their order, each with its address (the footer); empty when unavailable. */
  offices: readonly Office[];
}

/** The id of the layout route, for `useRouteLoaderData`. */
export const ROOT_ROUTE_ID = "root";

/**
 * The layout's data depends only on the page's language: reload it when a navigation changes the
 * language prefix (to or from an unprefixed address too, whose language is the visitor's choice,
 * which a language switch has just stored), or when asked to (`router.revalidate()`), not on
 * every navigation or search.
 */
export function shouldRevalidateLayout({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale) return true;
  return currentUrl.href === nextUrl.href && !formMethod ? defaultShouldRevalidate : false;
}

/** The layout's data from any page (undefined while the layout itself failed). */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as LayoutData | undefined;
}

/** The firm's name: from the site configuration, else the catalog's generic name. */
export function useSiteName(): string {
  const { t } = useLocale();
  return useLayoutData()?.config?.name.trim() || t("site.name");
}
