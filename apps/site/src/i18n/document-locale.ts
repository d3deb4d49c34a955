import { isRtlLocale, toLanguageTag, type Locale } from "@lawfirm/contract";

/** Keeps `<html lang>` and `dir` in step with the interface locale. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = toLanguageTag(locale);
  root.dir = isRtlLocale(locale) ? "rtl" : "ltr";
}
