/** Locales of the user interfaces: each one has message catalogs in both web apps. */
export const SUPPORTED_LOCALES = ["de_DE", "en_US", "zh_CN"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: Locale = "en_US";
/**
 * The firm's time zone: the site shows dates as they were in Munich, the same on the server and in
 * every visitor's browser (a page must not change its dates when the browser takes it over).
 */
export const SITE_TIME_ZONE = "Europe/Berlin";
/** Key in local storage, shared by the public site and the back office. */
export const LOCALE_STORAGE_KEY = "umi_locale";
/** Name of the request header that carries the content language of public calls. */
export const LANG_HEADER = "lang";
export const RTL_PREFIXES = ["he", "ar", "fa", "ku"] as const;

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Any stored or requested locale value; unknown values fall back to en_US. */
export function normalizeLocale(value: unknown): Locale {
  return isSupportedLocale(value) ? value : FALLBACK_LOCALE;
}

/** Right-to-left layout applies when the locale begins with he, ar, fa or ku. */
export function isRtlLocale(locale: string): boolean {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? "";
  return (RTL_PREFIXES as readonly string[]).includes(language);
}

/** The first browser language (e.g. `de-AT`, `zh`) that maps onto a supported locale. */
export function localeFromBrowserLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const [language = "", region = ""] = tag.replace("_", "-").split("-");
    const exact = `${language.toLowerCase()}_${region.toUpperCase()}`;
    if (isSupportedLocale(exact)) return exact;
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language.toLowerCase()}_`));
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/**
 * The locale to start with: the stored choice (unknown values fall back to en_US),
 * else the browser language when supported, else en_US.
 */
export function resolveInitialLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (stored) return normalizeLocale(stored);
  return localeFromBrowserLanguages(browserLanguages) ?? FALLBACK_LOCALE;
}

/** `de_DE` becomes `de-DE`, the form HTML's `lang` attribute and Intl expect. */
export function toLanguageTag(locale: string): string {
  return locale.replace("_", "-");
}

/**
 * Names run together as a language writes a list of words: Chinese with the enumeration comma
 * ("合伙人、律师"), the others with a comma and a space ("Partner, Rechtsanwalt").
 */
export function joinNames(names: readonly string[], locale: string): string {
  return names.join(locale.startsWith("zh") ? "、" : ", ");
}

/** A cookie's value in a `Cookie` header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** `de-AT,de;q=0.9,en;q=0.5` as language tags in order of preference (q=0 and `*` dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
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
 * The visitor's language as a server sees it (docs/product.md, decision 0023): the `umi_locale` cookie (the
 * browser's mirror of its stored choice), else Accept-Language, else en_US.
 */
export function visitorLocaleOfHeaders(headers: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return resolveInitialLocale(cookieValue(headers.cookie, LOCALE_STORAGE_KEY), acceptedLanguages(headers.acceptLanguage));
}
