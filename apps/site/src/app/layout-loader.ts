import {
  isSupportedLocale,
  languageEndpoints,
  officeEndpoints,
  portalConfigEndpoints,
  SUPPORTED_LOCALES,
  type Locale,
} from "@lawfirm/contract";
import type { LoaderFunctionArgs } from "react-router";
import { loadStartCatalog } from "../i18n/catalogs";
import { api, type PageContext } from "../lib/api";
import type { LayoutData } from "../lib/layout-data";
import { pageContext } from "../lib/page-context";

// The layout's loader, a chunk of its own like the pages' data modules (routes.tsx): the page the
// server rendered arrives with the layout's data.

/**
 * The languages the server lists that the site also has messages for, in the server's order.
 * Without an answer the site still offers every locale it has messages for.
 */
async function loadSiteLanguages(page: PageContext): Promise<readonly Locale[]> {
  try {
    const languages = await api.call(languageEndpoints.list, {}, page);
    const locales = [...new Set(languages.map((language) => language.langCode).filter(isSupportedLocale))];
    return locales.length > 0 ? locales : SUPPORTED_LOCALES;
  } catch {
    return SUPPORTED_LOCALES;
  }
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LayoutData> {
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
