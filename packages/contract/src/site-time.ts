import { SITE_TIME_ZONE } from "./locales.ts";

// The site's clock (Europe/Berlin, decision 0035): what an instant reads there, and its offset.

let wallClockParts: Intl.DateTimeFormat | undefined;

/** The site's wall-clock time at an instant, as if it were UTC (milliseconds). */
export function siteWallClockAt(instant: number): number {
  wallClockParts ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = Object.fromEntries(wallClockParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** An instant as the site's local time with its offset, ISO 8601: `2026-12-10T18:00:00+01:00` (schema.org's dates). */
export function siteTimeWithOffset(iso: string): string {
  const instant = Math.floor(new Date(iso).getTime() / 1000) * 1000;
  const wall = siteWallClockAt(instant);
  const offsetMinutes = Math.round((wall - instant) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}
