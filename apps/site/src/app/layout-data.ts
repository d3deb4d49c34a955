import {
  isSupportedLocale,
  languageEndpoints,
  officeEndpoints,
  portalConfigEndpoints,
  splitLocalePath,
  SUPPORTED_LOCALES,
  type Locale,
  type Office,
  type PublicPortalConfig,
} from "@lawfirm/contract";
import { useRouteLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadStartCatalog } from "../i18n/catalogs";
import { useLocale } from "../i18n/locale-context";
import { api, type PageContext } from "./api";
import { pageContext } from "./page-context";

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
 * The languages the server lists that the site also has messages for, in the server's order.
 * Without an answer the site still offers every locale it has messages for.
 */
export async function loadSiteLanguages(page: PageContext): Promise<readonly Locale[]> {
  try {
    const languages = await api.call(languageEndpoints.list, {}, page);
    const locales = [...new Set(languages.map((language) => language.langCode).filter(isSupportedLocale))];
    return locales.length > 0 ? locales : SUPPORTED_LOCALES;
  } catch {
    return SUPPORTED_LOCALES;
  }
}

export async function layoutLoader({ request }: LoaderFunctionArgs): Promise<LayoutData> {
  const page = pageContext({ request });
  // Header and footer fall back to the catalogs' texts when the configuration is unavailable.
  const [languages, config, offices] = await Promise.all([
    loadSiteLanguages(page),
    api.call(portalConfigEndpoints.publicGet, {}, page).catch(() => null),
    api.call(officeEndpoints.publicList, {}, page).catch(() => []),
    // Nothing renders in a language before its messages have arrived.
    loadStartCatalog(page.locale),
  ]);
  return { locale: page.locale, origin: new URL(request.url).origin, languages, config, offices };
}

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
