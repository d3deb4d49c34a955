import { FALLBACK_LOCALE, type Locale } from "./locales.ts";

/**
 * Loading the web apps' message catalogs, one chunk per locale: a page loads only the catalog of
 * its interface language. Each app says what its catalog holds (the site its messages, the back
 * office its messages and antd's) and how to import it.
 */

export type CatalogImporters<TCatalog> = Readonly<Record<Locale, () => Promise<TCatalog>>>;

export interface CatalogLoader<TCatalog> {
  /** Loads a locale's catalog once; later calls answer the same promise. A failed load is tried again next time. */
  loadCatalog(locale: Locale): Promise<TCatalog>;
  /** Before the first render: the locale's catalog, else the English one when that fails. */
  loadStartCatalog(locale: Locale): Promise<TCatalog>;
  /**
   * The catalog of a locale that has been loaded; else the English one, else any loaded one (a
   * catalog that failed to load must not take the page down with it).
   */
  loadedCatalog(locale: Locale): TCatalog;
}

export function createCatalogLoader<TCatalog extends object>(importers: CatalogImporters<TCatalog>): CatalogLoader<TCatalog> {
  const loaded = new Map<Locale, TCatalog>();
  const pending = new Map<Locale, Promise<TCatalog>>();

  function loadCatalog(locale: Locale): Promise<TCatalog> {
    const ready = loaded.get(locale);
    if (ready) return Promise.resolve(ready);
    let promise = pending.get(locale);
    if (!promise) {
      promise = importers[locale]().then(
        (catalog) => {
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

  function loadedCatalog(locale: Locale): TCatalog {
    const catalog = loaded.get(locale) ?? loaded.get(FALLBACK_LOCALE) ?? loaded.values().next().value;
    if (!catalog) throw new Error(`Neither the ${locale} nor the ${FALLBACK_LOCALE} messages have been loaded`);
    return catalog;
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
    loadedCatalog,
  };
}
