import type { ConfigProviderProps } from "antd";
import { FALLBACK_LOCALE, type Locale } from "@lawfirm/contract";
import type { Messages } from "./catalogs.ts";

/** antd's own texts (pagination "/ Seite", empty states, date pickers) in one language. */
export type AntdLocale = NonNullable<ConfigProviderProps["locale"]>;

/** Everything the interface needs to speak one language: our messages and antd's. */
export interface LocaleCatalog {
  locale: Locale;
  messages: Messages;
  antd: AntdLocale;
}

export type CatalogImporter = () => Promise<Omit<LocaleCatalog, "locale">>;

/**
 * Each locale's messages and antd locale, in chunks of their own: the back office loads only those
 * of its interface language (a new locale without them is a type error here). antd's locales come
 * from antd/es, the modules antd itself is built from: its English one, antd's default, is already
 * in the antd chunk and costs no request.
 */
const importers: Readonly<Record<Locale, CatalogImporter>> = {
  de_DE: async () => {
    const [{ de_DE }, antd] = await Promise.all([import("./de_DE.ts"), import("antd/es/locale/de_DE")]);
    return { messages: de_DE, antd: antd.default };
  },
  en_US: async () => {
    const [{ en_US }, antd] = await Promise.all([import("./en_US.ts"), import("antd/es/locale/en_US")]);
    return { messages: en_US, antd: antd.default };
  },
  zh_CN: async () => {
    const [{ zh_CN }, antd] = await Promise.all([import("./zh_CN.ts"), import("antd/es/locale/zh_CN")]);
    return { messages: zh_CN, antd: antd.default };
  },
};

export interface CatalogLoader {
  /** Loads a locale's catalog once; later calls answer the same promise. A failed load is tried again next time. */
  loadCatalog(locale: Locale): Promise<LocaleCatalog>;
  /** Before the first render: the locale's catalog, else the English one when that fails. */
  loadStartCatalog(locale: Locale): Promise<LocaleCatalog>;
  /** The catalog of a locale that has been loaded, else the English one (the start's fallback). */
  loadedCatalog(locale: Locale): LocaleCatalog;
}

/** A loader over the given importers (tests pass their own). */
export function createCatalogLoader(importFor: Readonly<Record<Locale, CatalogImporter>>): CatalogLoader {
  const loaded = new Map<Locale, LocaleCatalog>();
  const pending = new Map<Locale, Promise<LocaleCatalog>>();

  function loadCatalog(locale: Locale): Promise<LocaleCatalog> {
    const ready = loaded.get(locale);
    if (ready) return Promise.resolve(ready);
    let promise = pending.get(locale);
    if (!promise) {
      promise = importFor[locale]().then(
        ({ messages, antd }) => {
          const catalog: LocaleCatalog = { locale, messages, antd };
          loaded.set(locale, catalog);
          pending.delete(locale);
          return catalog;
        },
        (error: unknown) => {
          pending.delete(locale);
          throw error;
        },
      );
      pending.set(locale, promise);
    }
    return promise;
  }

  return {
    loadCatalog,
    loadStartCatalog(locale) {
      return loadCatalog(locale).catch((error: unknown) => {
        if (locale === FALLBACK_LOCALE) throw error;
        console.error(error);
        return loadCatalog(FALLBACK_LOCALE);
      });
    },
    loadedCatalog(locale) {
      const catalog = loaded.get(locale) ?? loaded.get(FALLBACK_LOCALE);
      if (!catalog) throw new Error(`Neither the ${locale} nor the ${FALLBACK_LOCALE} messages have been loaded`);
      return catalog;
    },
  };
}

export const { loadCatalog, loadStartCatalog, loadedCatalog } = createCatalogLoader(importers);
