import type { Locale } from "@lawfirm/contract";
import { formatDate, formatTime, isoDate } from "../format";

/** An event's day and hours on the site's clock, as the locale writes them: "10 December 2026, 18:00–20:00". */
export function eventWhen(event: { startsAt: string; endsAt: string }, locale: Locale): string {
  const sameDay = isoDate(event.startsAt) === isoDate(event.endsAt);
  const start = `${formatDate(event.startsAt, locale)}, ${formatTime(event.startsAt, locale)}`;
  const end = sameDay ? formatTime(event.endsAt, locale) : `${formatDate(event.endsAt, locale)}, ${formatTime(event.endsAt, locale)}`;
  return `${start}–${end}`;
}

/** An event's place in a line: the office's name, another place's first line, or "Online". */
export function eventPlace(event: { placeKind: string; officeName: string | null; venue: string }, online: string): string {
  if (event.placeKind === "online") return online;
  if (event.placeKind === "office") return event.officeName ?? "";
  return event.venue.split("\n")[0]?.trim() ?? "";
}
