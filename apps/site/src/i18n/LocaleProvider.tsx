import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { Locale } from "@lawfirm/contract";
import { loadCatalog } from "./catalogs";
import { LocaleContext, type LocaleContextValue } from "./locale-context";
import type { LocaleStore } from "./locale-store";
import { createTranslator } from "./translate";

/** Renders its children in the store's locale and re-renders them when it changes. */
export function LocaleProvider({ store, children }: { store: LocaleStore; children: ReactNode }) {
  const locale = useSyncExternalStore(store.subscribe, store.get, store.get);
  const value = useMemo<LocaleContextValue>(() => {
    // The new locale's catalog is loaded first, so that nothing renders without its messages.
    const setLocale = (next: Locale) => {
      loadCatalog(next).then(
        () => store.set(next),
        (error: unknown) => console.error(error),
      );
    };
    return { locale, setLocale, t: createTranslator(locale) };
  }, [locale, store]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
