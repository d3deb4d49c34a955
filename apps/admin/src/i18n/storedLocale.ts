import { LOCALE_STORAGE_KEY, resolveInitialLocale, type Locale } from "@lawfirm/contract";

/** The choice saved in local storage (shared with the public site), if storage can be read. */
export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the browser language still applies.
    return null;
  }
}

/** The interface language to start in: the stored choice, else the browser's languages, else en_US. */
export function preferredLocale(): Locale {
  return resolveInitialLocale(readStoredLocale(), navigator.languages);
}

/** Saves the choice for the next visit and for the public site. */
export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not saved, but this tab still switches.
  }
}
