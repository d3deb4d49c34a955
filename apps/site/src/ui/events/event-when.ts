import type { Locale } from "@lawfirm/contract";
import { formatDate, formatTime, isoDate } from "../format";

/** What stands between a date and its time: Chinese writes "2026年12月10日 18:00", without a Latin comma. */
const DATE_TIME_SEPARATORS: Readonly<Record<Locale, string>> = { de_DE: ", ", en_US: ", ", zh_CN: " " };

/** An event's day and hours on the site's clock, as the locale writes them: "10 December 2026, 18:00–20:00", "2026年12月10日 18:00–20:00". */
export function eventWhen(event: { startsAt: string; endsAt: string }, locale: Locale): string {
  const sameDay = isoDate(event.startsAt) === isoDate(event.endsAt);
  const at = (iso: string) => `${formatDate(iso, locale)}${DATE_TIME_SEPARATORS[locale]}${formatTime(iso, locale)}`;
  return `${at(event.startsAt)}–${sameDay ? formatTime(event.endsAt, locale) : at(event.endsAt)}`;
}

/** An event's place in a line: the office's name, another place's first line, or "Online". */
export function eventPlace(event: { placeKind: string; officeName: string | null; venue: string }, online: string): string {
  if (event.placeKind === "online") return online;
  if (event.placeKind === "office") return event.officeName ?? "";
  return event.venue.split("\n")[0]?.trim() ?? "";
}
