import type { FastifyBaseLogger } from "fastify";
import { RETENTION_HOUR, SITE_TIME_ZONE, type RetentionPeriodName, type RetentionRuleName } from "@lawfirm/contract";
import { nowMs, type Db } from "../db/database.ts";
import { readRetentionPeriods, recordRetentionRun } from "./retention.repository.ts";

export const DAY_MS = 86_400_000;

/** The time `days` days before `at`, as stored (ISO): what is older goes. */
export const daysBefore = (at: number, days: number) => new Date(at - days * DAY_MS).toISOString();

/**
 * The time `months` calendar months before `at`, as stored (ISO); a day the earlier month lacks
 * becomes its last (31 May less three months: 28 or 29 February).
 */
export function monthsBefore(at: number, months: number): string {
  const from = new Date(at);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() - months;
  const day = Math.min(from.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  const timeOfDay = [from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()] as const;
  return new Date(Date.UTC(year, month, day, ...timeOfDay)).toISOString();
}

/** The period the firm set for a kind of visitor data, as the time before which its records go. */
export async function firmPeriodBefore(db: Db, name: RetentionPeriodName, at: number): Promise<string> {
  return monthsBefore(at, (await readRetentionPeriods(db))[name]);
}

/** What the server keeps only for a time: how its expired rows are deleted (`at`: now, in ms). */
export interface RetentionRule {
  /** Its name in the settings and the record of runs. */
  name: RetentionRuleName;
  /** What goes, in the log's words ("audit entries"). */
  what: string;
  /** Deletes what has expired at `at`; answers how many rows went. */
  deleteExpired(db: Db, at: number): Promise<number>;
}

/** The offset of the site's time zone from UTC at `at`, in ms (one or two hours for Berlin). */
function siteZoneOffsetMs(at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return wall - (at - (at % 60_000));
}

/** The next time after `at` the clocks in Berlin show `RETENTION_HOUR` o'clock: when the daily run starts. */
export function nextRetentionRun(at: number): number {
  const wallNow = new Date(at + siteZoneOffsetMs(at));
  for (let days = 0; ; days++) {
    const wall = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate() + days, RETENTION_HOUR);
    const instant = wall - siteZoneOffsetMs(wall - 2 * 60 * 60 * 1000);
    if (instant > at) return instant;
  }
}

/**
 * Keeps every rule's retention: once now, then daily at `RETENTION_HOUR` in Berlin until `stop`.
 * Each run of a rule is recorded (when, how many went), for the settings screen. A failed rule is
 * logged and tried again the next day, the others run all the same. Several processes on one
 * database may each run it: a delete by age is the same whoever runs it, and twice.
 */
export async function keepRetention(
  deps: { db: Db; log: Pick<FastifyBaseLogger, "info" | "error"> },
  rules: readonly RetentionRule[],
): Promise<{ stop: () => void }> {
  const run = async () => {
    const at = nowMs();
    for (const rule of rules) {
      try {
        const deleted = await rule.deleteExpired(deps.db, at);
        await recordRetentionRun(deps.db, { name: rule.name, ranAt: new Date(at).toISOString(), deleted });
        if (deleted > 0) deps.log.info({ deleted }, `old ${rule.what} deleted`);
      } catch (error) {
        deps.log.error({ err: error }, `old ${rule.what} not deleted`);
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const scheduleNext = () => {
    if (stopped) return;
    const at = nowMs();
    timer = setTimeout(() => void run().finally(scheduleNext), nextRetentionRun(at) - at);
    timer.unref();
  };
  await run();
  scheduleNext();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
