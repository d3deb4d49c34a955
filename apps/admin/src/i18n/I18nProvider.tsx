import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { LOCALE_STORAGE_KEY, isRtlLocale, resolveInitialLocale, toLanguageTag, type Locale } from "@lawfirm/contract";
import { catalogs, translate, type Translate } from "./catalogs.ts";

interface I18nValue {
  locale: Locale;
  /** Saves the choice (shared with the public site) and re-renders in place. */
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the browser language still applies.
    return null;
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => resolveInitialLocale(readStoredLocale(), navigator.languages));

  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Not saved, but this tab still switches.
    }
    setLocaleState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = toLanguageTag(locale);
    document.documentElement.dir = isRtlLocale(locale) ? "rtl" : "ltr";
  }, [locale]);

  // A switch in another tab (of the back office or the public site) applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCALE_STORAGE_KEY) setLocaleState(resolveInitialLocale(event.newValue, navigator.languages));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo<I18nValue>(() => {
    const messages = catalogs[locale];
    return { locale, setLocale, t: (key, params) => translate(messages, key, params) };
  }, [locale, setLocale]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): I18nValue {
  const value = use(I18nContext);
  if (!value) throw new Error("useT and useLocale need an I18nProvider above them");
  return value;
}

/** The translator of the current UI language. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { locale, setLocale } = useI18n();
  return { locale, setLocale };
}
