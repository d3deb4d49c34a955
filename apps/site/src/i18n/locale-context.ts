import { createContext, useContext } from "react";
import type { Locale } from "@lawfirm/contract";
import type { Translate } from "./translate";

export interface LocaleContextValue {
  /** The page's language. */
  locale: Locale;
  t: Translate;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

/** The interface locale and its `t(key, params?)`; only inside a LocaleProvider. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used inside a LocaleProvider");
  return value;
}
