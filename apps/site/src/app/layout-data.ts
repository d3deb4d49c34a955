import {
  isSupportedLocale,
  languageEndpoints,
  portalConfigEndpoints,
  SUPPORTED_LOCALES,
  type Locale,
  type PublicPortalConfig,
} from "@lawfirm/contract";
import { useRouteLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { useLocale } from "../i18n/locale-context";
import { api } from "./api";
import { localeStore } from "./locale";

export interface LayoutData {
  /** Languages the switcher offers; not awaited, so that no page waits for them. */
  languages: Promise<readonly Locale[]>;
  /**
   * The firm's configuration (name, logo, contact, introduction, figures) in the interface
   * language or the server's fallback; null when it could not be loaded, so the site still works.
   */
  config: PublicPortalConfig | null;
}

/** The id of the layout route, for `useRouteLoaderData`. */
export const ROOT_ROUTE_ID = "root";

/**
 * The languages the server lists that the site also has messages for, in the server's order.
 * Without an answer the site still offers every locale it has messages for.
 */
export async function loadSiteLanguages(signal?: AbortSignal): Promise<readonly Locale[]> {
  try {
    const languages = await api.call(languageEndpoints.list, {}, { signal });
    const locales = [...new Set(languages.map((language) => language.langCode).filter(isSupportedLocale))];
    return locales.length > 0 ? locales : SUPPORTED_LOCALES;
  } catch {
    return SUPPORTED_LOCALES;
  }
}

/** The locale the layout's data was last loaded in. */
let loadedLocale: Locale | undefined;

export async function layoutLoader({ request }: LoaderFunctionArgs): Promise<LayoutData> {
  loadedLocale = localeStore.get();
  const languages = loadSiteLanguages(request.signal);
  // Header and footer fall back to the catalogs' texts when the configuration is unavailable.
  const config = await api.call(portalConfigEndpoints.publicGet, {}, { signal: request.signal }).catch(() => null);
  return { languages, config };
}

/**
 * The layout's data does not depend on the page: reload it only in another language or when
 * asked to (`router.revalidate()`), not on every navigation or search.
 */
export function shouldRevalidateLayout({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (loadedLocale !== localeStore.get()) return true;
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
