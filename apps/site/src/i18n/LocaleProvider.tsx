import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { LocaleContext, type LocaleContextValue } from "./locale-context";
import type { LocaleStore } from "./locale-store";
import { createTranslator } from "./translate";

/** Renders its children in the store's locale and re-renders them when it changes. */
export function LocaleProvider({ store, children }: { store: LocaleStore; children: ReactNode }) {
  const locale = useSyncExternalStore(store.subscribe, store.get, store.get);
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, setLocale: store.set, t: createTranslator(locale) }),
    [locale, store],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
