import type { LoaderFunctionArgs } from "react-router";
import { LOCALE_STORAGE_KEY, resolveInitialLocale, splitLocalePath, type Locale } from "@lawfirm/contract";
import type { PageContext } from "./api";
import { localeStore } from "./locale";

/** A cookie's value in a `Cookie` header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** `de-AT,de;q=0.9,en;q=0.5` as language tags in order of preference. */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter(({ tag, quality }) => tag && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}

/**
 * The visitor's language, for the specification's unprefixed addresses (PRODUCT.md section 9):
 * the stored choice (`umi_locale`: local storage in the browser, its cookie on the server), else
 * the browser's languages, else en_US.
 */
export function visitorLocale(request: Request): Locale {
  if (typeof window !== "undefined") return localeStore.get();
  const { headers } = request;
  return resolveInitialLocale(cookieValue(headers.get("cookie"), LOCALE_STORAGE_KEY), acceptedLanguages(headers.get("accept-language")));
}

/** A page's language: its address's prefix (`/de/…`), else the visitor's. */
export function urlLocale(url: URL, request: Request): Locale {
  return splitLocalePath(url.pathname).locale ?? visitorLocale(request);
}

/** What a loader reads its data for. */
export function pageContext({ request }: Pick<LoaderFunctionArgs, "request">): PageContext {
  return { locale: urlLocale(new URL(request.url), request), signal: request.signal };
}

/** Whether the page's address has a language prefix (its canonical form) or is one of the specification's unprefixed routes. */
export function isPrefixed(request: Request): boolean {
  return splitLocalePath(new URL(request.url).pathname).locale !== undefined;
}
