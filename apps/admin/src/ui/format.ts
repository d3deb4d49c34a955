import { useMemo } from "react";
import { toLanguageTag } from "@lawfirm/contract";
import { useLocale } from "../i18n/I18nProvider.tsx";

/** Formats the server's timestamps (ISO 8601) as date and time in the UI language. */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeStyle: "short" });
    return (iso) => {
      if (!iso) return "";
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}
