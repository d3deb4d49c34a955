import { SITE_TIME_ZONE, siteWallClockAt as wallClockAt } from "@lawfirm/contract";

export { SITE_TIME_ZONE };

// Publication times are entered in the site's time zone, whatever the browser's zone, and sent to
// the API as UTC (decision 0035); ui/format.ts shows every time in that zone.

/** How far the site's clock is ahead of UTC at an instant on a whole second (milliseconds). */
function offsetAt(instant: number): number {
  return wallClockAt(instant) - instant;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (UTC ISO 8601) of a wall-clock time in Berlin, given as `YYYY-MM-DDTHH:mm` (a
 * `datetime-local` input's value). A time the spring change skips (02:30 on its day) is taken as
 * the same distance after the change (03:30 summer time); a time the autumn change shows twice is
 * taken the second time (standard time). Undefined for anything that is not such a time.
 */
export function berlinWallTimeToUtc(wallTime: string): string | undefined {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The offset at the first guess is right unless a change lies between the guess and the answer.
  const firstGuess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(firstGuess)).toISOString();
}

/** An instant (ISO 8601) as Berlin wall-clock time `YYYY-MM-DDTHH:mm`, for a `datetime-local` input. */
export function utcToBerlinWallTime(iso: string): string {
  return new Date(wallClockAt(new Date(iso).getTime())).toISOString().slice(0, 16);
}
