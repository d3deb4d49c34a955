import type { Locale } from "@lawfirm/contract";

/**
 * Each language's own name ("Deutsch", "简体中文"), so that a visitor finds it whatever language
 * is shown. Kept out of the catalogs so that the switcher needs no other locale's catalog.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  de_DE: "Deutsch",
  en_US: "English",
  zh_CN: "简体中文",
};

/** Each language's short name for the language button on a phone, where the full name does not fit. */
export const LANGUAGE_SHORT_NAMES: Readonly<Record<Locale, string>> = {
  de_DE: "DE",
  en_US: "EN",
  zh_CN: "中文",
};
