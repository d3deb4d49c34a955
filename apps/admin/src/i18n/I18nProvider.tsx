import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { App } from "antd";
import { LOCALE_STORAGE_KEY, isRtlLocale, resolveInitialLocale, toLanguageTag, type Locale } from "@lawfirm/contract";
import { translate, type Translate } from "./catalogs.ts";
import { loadCatalog, loadedCatalog, type AntdLocale, type LocaleCatalog } from "./catalogLoader.ts";
import { preferredLocale, saveLocale } from "./storedLocale.ts";

interface I18nValue {
  locale: Locale;
  antdLocale: AntdLocale;
  /**
   * Loads the locale's catalog, then saves the choice (shared with the public site) and re-renders
   * in place; when the load fails, rejects and keeps the current language.
   */
  switchLocale: (locale: Locale) => Promise<void>;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Renders its children in the interface language. The first catalog is loaded before the first
 * render (main.tsx); a switch shows the new language only once its catalog is there.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [catalog, setCatalog] = useState<LocaleCatalog>(() => loadedCatalog(preferredLocale()));
  // The last language asked for: a slower load of an earlier choice must not win over it.
  const requested = useRef<Locale | null>(null);

  const show = useCallback(async (next: Locale, save: boolean) => {
    requested.current = next;
    const loaded = await loadCatalog(next).catch((error: unknown) => {
      // Only the failure of the latest choice matters: an earlier one was given up anyway.
      if (requested.current === next) throw error;
      return null;
    });
    if (!loaded || requested.current !== next) return;
    // Saved before the interface switches: the request layer words its Accept-Language from it.
    if (save) saveLocale(next);
    setCatalog(loaded);
  }, []);

  const switchLocale = useCallback((next: Locale) => show(next, true), [show]);

  const { locale } = catalog;
  useEffect(() => {
    document.documentElement.lang = toLanguageTag(locale);
    document.documentElement.dir = isRtlLocale(locale) ? "rtl" : "ltr";
  }, [locale]);

  // A switch in another tab (of the back office or the public site) applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCALE_STORAGE_KEY) return;
      // Nobody here asked for it: a failed load keeps the current language without a notice.
      show(resolveInitialLocale(event.newValue, navigator.languages), false).catch((error: unknown) => console.error(error));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [show]);

  const value = useMemo<I18nValue>(() => {
    const { messages, antd } = catalog;
    return { locale, antdLocale: antd, switchLocale, t: (key, params) => translate(messages, key, params) };
  }, [catalog, locale, switchLocale]);

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

/** antd's texts in the current UI language, for its ConfigProvider. */
export function useAntdLocale(): AntdLocale {
  return useI18n().antdLocale;
}

/**
 * The UI language and the switch to another. The switch is asked for inside antd's App, so a
 * failed load is told there, with the notifications the request layer uses, in the current language.
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { locale, switchLocale, t } = useI18n();
  const { notification } = App.useApp();
  const setLocale = useCallback(
    (next: Locale) => {
      switchLocale(next).catch((error: unknown) => {
        console.error(error);
        notification.error({
          key: "locale-switch-failed",
          title: t("frame.languageSwitchFailed"),
          description: t("frame.languageSwitchFailedHint"),
        });
      });
    },
    [notification, switchLocale, t],
  );
  return useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
}
