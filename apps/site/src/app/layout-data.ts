import { isSupportedLocale, languageEndpoints, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { api } from "./api";

export interface LayoutData {
  /** Languages the switcher offers; not awaited, so that no page waits for them. */
  languages: Promise<readonly Locale[]>;
}

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

export function layoutLoader({ request }: LoaderFunctionArgs): LayoutData {
  return { languages: loadSiteLanguages(request.signal) };
}

/**
 * The layout's data does not depend on the page: reload it only when asked to
 * (`router.revalidate()`, e.g. after a language switch), not on every navigation or search.
 */
export function shouldRevalidateLayout({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.href === nextUrl.href && !formMethod ? defaultShouldRevalidate : false;
}
