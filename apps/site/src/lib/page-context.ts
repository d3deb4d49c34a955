import type { LoaderFunctionArgs } from "react-router";
import { localizedPath, splitLocalePath, visitorLocaleOfHeaders, type Locale } from "@lawfirm/contract";
import type { PageContext } from "./api";
import { localeStore } from "./locale";

/**
 * The visitor's language, for the specification's unprefixed addresses (decision 0023):
 * the stored choice (`umi_locale`: local storage in the browser, its cookie on the server), else
 * the browser's languages, else en_US.
 */
export function visitorLocale(request: Request): Locale {
  if (typeof window !== "undefined") return localeStore.get();
  return visitorLocaleOfHeaders({ cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") });
}

/** What a loader reads its data for: the page's language is its address's prefix (`/de/…`), else the visitor's. */
export function pageContext({ request }: Pick<LoaderFunctionArgs, "request">): PageContext {
  const locale = splitLocalePath(new URL(request.url).pathname).locale ?? visitorLocale(request);
  return { locale, signal: request.signal };
}

/** Whether the page's address has a language prefix (its canonical form) or is one of the specification's unprefixed routes. */
export function isPrefixed(request: Request): boolean {
  return splitLocalePath(new URL(request.url).pathname).locale !== undefined;
}

/** A route of the specification at the request's kind of address: below its language prefix when it has one. */
export function besideRequest(request: Request, route: string): string {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return locale ? localizedPath(locale, route) : route;
}
