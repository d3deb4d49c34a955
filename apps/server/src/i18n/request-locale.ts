import { FALLBACK_LOCALE, localeFromBrowserLanguages, type Locale } from "@lawfirm/contract";

/**
 * The language the API answers a request's messages in: the best match of its `Accept-Language`
 * header among the supported languages, by language tag and weight (`de-AT` → de_DE,
 * `zh-Hans-CN` → zh_CN, `fr, de;q=0.8` → de_DE); English when the header is missing or names
 * none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return FALLBACK_LOCALE;
  const ranked = header
    .split(",")
    .map((range) => {
      const [tag = "", ...parameters] = range.split(";").map((part) => part.trim());
      const weight = parameters.find((parameter) => /^q=/i.test(parameter));
      return { tag, quality: weight === undefined ? 1 : Number(weight.slice(2)) };
    })
    .filter(({ tag, quality }) => tag !== "" && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality);
  return localeFromBrowserLanguages(ranked.map(({ tag }) => tag)) ?? FALLBACK_LOCALE;
}
