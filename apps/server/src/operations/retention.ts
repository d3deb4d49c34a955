import type { FastifyBaseLogger } from "fastify";
import { nowMs, type Db } from "../db/database.ts";

export const DAY_MS = 86_400_000;

/** The time `days` days before `at`, as stored (ISO): what is older goes. */
export const daysBefore = (at: number, days: number) => new Date(at - days * DAY_MS).toISOString();

/** What the server keeps only for a time: how its expired rows are deleted (`at`: now, in ms). */
export interface RetentionRule {
  /** What goes, in the log's words ("audit entries"). */
  what: string;
  /** Deletes what has expired at `at`; answers how many rows went. */
  deleteExpired(db: Db, at: number): Promise<number>;
}

/**
 * A rule that keeps rows for `days` days after something ended (an event, a contract): at each
 * run, `deleteEndedBefore` deletes what ended before that many days ago and answers how many went.
 */
export function retainedAfter(
  what: string,
  days: number,
  deleteEndedBefore: (db: Db, endedBefore: string) => Promise<number>,
): RetentionRule {
  return { what, deleteExpired: (db, at) => deleteEndedBefore(db, daysBefore(at, days)) };
}

/**
 * Keeps every rule's retention: once now, then daily until `stop`. A failed rule is logged and tried
 * again the next day, the others run all the same. Several processes on one database may each run
 * it: a delete by age is the same whoever runs it, and twice.
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
        if (deleted > 0) deps.log.info({ deleted }, `old ${rule.what} deleted`);
      } catch (error) {
        deps.log.error({ err: error }, `old ${rule.what} not deleted`);
      }
    }
  };
  await run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
