import { useMemo } from "react";
import { SITE_TIME_ZONE, toLanguageTag } from "@lawfirm/contract";
import { useLocale } from "../i18n/I18nProvider.tsx";

// Every time the back office shows is the site's time (Europe/Berlin) in the UI language, whatever
// the browser's zone: the firm plans and reads its publications by that clock (decisions 0020, 0035).

/** A column header or label naming the zone its times are in: "Updated (Europe/Berlin)". */
export function withSiteTimeZone(label: string): string {
  return `${label} (${SITE_TIME_ZONE})`;
}

/**
 * Formats the server's timestamps (ISO 8601) as date and time in the site's time zone, in the UI
 * language; for columns whose header names the zone (see `withSiteTimeZone`).
 */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeStyle: "short", timeZone: SITE_TIME_ZONE });
    return (iso) => {
      if (!iso) return "";
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}

/** Formats the server's timestamps (ISO 8601) as a date in the site's time zone, in the UI language ("5 Mar 2026"). */
export function useFormatDate(): (iso: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeZone: SITE_TIME_ZONE });
    return (iso) => format.format(new Date(iso));
  }, [locale]);
}

/** Like `useFormatDateTime`, with the zone named after the time: for a time in running text. */
export function useFormatDateTimeWithZone(): (iso: string | null | undefined) => string {
  const formatDateTime = useFormatDateTime();
  return useMemo(() => (iso) => (iso ? withSiteTimeZone(formatDateTime(iso)) : ""), [formatDateTime]);
}

/** Formats an instant (ISO 8601) as the time of day in the site's time zone, in the UI language ("14:32"). */
export function useFormatTime(): (iso: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toLanguageTag(locale), { timeStyle: "short", timeZone: SITE_TIME_ZONE });
    return (iso) => format.format(new Date(iso));
  }, [locale]);
}
