import { LOCALE_STORAGE_KEY, normalizeLocale, resolveInitialLocale, type Locale } from "@lawfirm/contract";

export type LocaleListener = (locale: Locale) => void;

export interface LocaleStore {
  get(): Locale;
  /** Saves the choice and notifies listeners; does nothing when the locale does not change. */
  set(locale: Locale): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: LocaleListener): () => void;
}

/** The part of `Storage` the store needs; `localStorage` may be missing or throw (private modes). */
export type LocaleStorage = Pick<Storage, "getItem" | "setItem">;

function readStored(storage: LocaleStorage | undefined): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The visitor's language choice, kept outside React so that loaders can read it too: it decides
 * the language of the specification's unprefixed addresses. Starts from the stored choice, else
 * the browser languages, else en_US. A stored choice is mirrored to the cookie of the same name
 * (`writeCookie`), so that the server renders those addresses in the same language.
 */
export function createLocaleStore(options: {
  storage?: LocaleStorage;
  browserLanguages?: readonly string[];
  writeCookie?: (locale: Locale) => void;
}): LocaleStore {
  const { storage, browserLanguages = [], writeCookie } = options;
  const stored = readStored(storage);
  let current = resolveInitialLocale(stored, browserLanguages);
  if (stored) writeCookie?.(current);
  const listeners = new Set<LocaleListener>();

  return {
    get: () => current,
    set(next) {
      const locale = normalizeLocale(next);
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // Storage may be full or disabled: the choice then lasts for this page only.
      }
      writeCookie?.(locale);
      if (locale === current) return;
      current = locale;
      for (const listener of [...listeners]) listener(locale);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
