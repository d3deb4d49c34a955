import { FALLBACK_LOCALE, type Locale } from "@lawfirm/contract";
import type { Messages } from "./messages";

/**
 * One catalog per supported locale, each in its own chunk: a page loads only the catalog of its
 * interface language (a new locale without a catalog is a type error here).
 */
const importers: Readonly<Record<Locale, () => Promise<Messages>>> = {
  de_DE: () => import("./de_DE").then((module) => module.deDE),
  en_US: () => import("./en_US").then((module) => module.enUS),
  zh_CN: () => import("./zh_CN").then((module) => module.zhCN),
};

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();

/** Loads a locale's catalog once; later calls answer the same promise. */
export function loadCatalog(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = importers[locale]().then(
      (messages) => {
        loaded.set(locale, messages);
        pending.delete(locale);
        return messages;
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

/**
 * The catalog of a locale that has been loaded; else the English one, else any loaded one
 * (a catalog that failed to load must not take the page down with it).
 */
export function loadedCatalog(locale: Locale): Messages {
  const messages = loaded.get(locale) ?? loaded.get(FALLBACK_LOCALE) ?? loaded.values().next().value;
  if (!messages) throw new Error(`The ${locale} messages have not been loaded`);
  return messages;
}
