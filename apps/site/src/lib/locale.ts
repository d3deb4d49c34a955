import { LOCALE_STORAGE_KEY } from "@lawfirm/contract";
import { createLocaleStore, type LocaleStorage } from "../i18n/locale-store";

function browserStorage(): LocaleStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A year, in seconds: how long the server remembers the visitor's language choice. */
const CHOICE_LIFETIME = 365 * 24 * 60 * 60;

function writeLocaleCookie(locale: string) {
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; Path=/; Max-Age=${CHOICE_LIFETIME}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

/** The visitor's language choice in this browser (the language of unprefixed addresses). */
export const localeStore = createLocaleStore({
  storage: browserStorage(),
  browserLanguages: typeof navigator === "undefined" ? [] : navigator.languages,
  writeCookie: typeof document === "undefined" ? undefined : writeLocaleCookie,
});
