import { useMemo, type ReactNode } from "react";
import type { Locale } from "@lawfirm/contract";
import { LocaleContext, type LocaleContextValue } from "./locale-context";
import { createTranslator } from "./translate";

/** Renders its children in a locale whose catalog has been loaded (the page's language). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<LocaleContextValue>(() => ({ locale, t: createTranslator(locale) }), [locale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
