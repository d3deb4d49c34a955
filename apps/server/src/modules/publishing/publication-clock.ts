import type { FastifyBaseLogger } from "fastify";
import { now, type Executor } from "../../db/database.ts";
import { PUBLISHABLE_KIND_NAMES, PUBLISHABLE_KINDS } from "./publishable-kinds.ts";

/**
 * When the public content next changes by itself (a scheduled publication or its end), as one
 * server process knows it (docs/decisions/0035). The public cache asks `due()` before it answers
 * and empties itself when it is: a schedule's answer is never older than its time.
 */
export interface PublicationClock {
  /**
   * Whether a publication change may have happened since the cache last emptied; true also while
   * the first look-up (or one after a failed one) runs.
   */
  due(): boolean;
  /** Content changed: the next publication change is looked up again; settles when it is known (or the look-up failed). */
  refresh(): Promise<void>;
}

/** A time before every timestamp: "due", until a look-up answers. */
const UNKNOWN = "";

/**
 * `fellDue` hears each publication time known beforehand once it has come (the CDN's purge,
 * decision 0078); not a time passed while it was unknown (the process's start, a failed look-up).
 */
export function publicationClock(
  lookup: () => Promise<string | null>,
  log: Pick<FastifyBaseLogger, "error">,
  fellDue?: (time: string) => void,
): PublicationClock {
  let next: string | null = UNKNOWN;
  let heard: string | null = null;
  /**
   * A known time that came while nobody asked, replaced since by a look-up (a write's, answering a
   * later time): its change has not emptied the cache yet, so the next question is due.
   */
  let owed: string | null = null;
  let lookups = 0;
  let looking = false;
  // A failed look-up is logged once until one answers: every public request asks again, so a
  // database outage would otherwise log a stack trace per request (the outage itself is logged
  // once by the database watch).
  let failing = false;

  function refresh(): Promise<void> {
    lookups += 1;
    const current = lookups;
    // Until the look-up answers, the time known before holds (decision 0062), so that a write
    // empties only the answers it reaches: one it scheduled at a time already past is its own
    // change, which emptied them; one falling due meanwhile is due when the answer comes, and
    // emptying everything then drops what was kept meanwhile too.
    looking = true;
    return lookup().then(
      (time) => {
        if (current !== lookups) return;
        if (next !== null && next !== UNKNOWN && next !== heard && now() >= next) owed = next;
        next = time;
        looking = false;
        failing = false;
      },
      (error: unknown) => {
        if (current !== lookups) return;
        // Unknown: the next question looks it up again, and nothing is cached meanwhile.
        next = UNKNOWN;
        looking = false;
        if (failing) return;
        failing = true;
        log.error({ err: error }, "could not look up the next publication change");
      },
    );
  }

  /** Tells of a known time that has come, once. */
  function tell(time: string) {
    if (time === UNKNOWN || time === heard) return;
    heard = time;
    fellDue?.(time);
  }

  return {
    due() {
      if (owed !== null) {
        tell(owed);
        owed = null;
        return true;
      }
      if (next === null || now() < next) return false;
      tell(next);
      if (!looking) void refresh();
      return true;
    },
    refresh,
  };
}

/** The tables of every publishable kind, in the declaration's order, as the publishable kinds' list names them. */
export const PUBLISHABLE_TABLES = PUBLISHABLE_KIND_NAMES.map((kind) => PUBLISHABLE_KINDS[kind].table);

/**
 * The earliest time after `at` at which a version of any publishable kind becomes public or stops
 * being so; null: none is to come. Two look-ups per table, each on its column's index.
 */
export async function findNextPublicationChange(db: Executor, at: string = now()): Promise<string | null> {
  const earliest = (table: (typeof PUBLISHABLE_TABLES)[number], column: "publishAt" | "unpublishAt") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.min(column).as("at"))
      .where(column, ">", at)
      .executeTakeFirst()
      .then((row) => row?.at ?? null);
  const times = await Promise.all(PUBLISHABLE_TABLES.flatMap((table) => [earliest(table, "publishAt"), earliest(table, "unpublishAt")]));
  return times
    .filter((time) => time !== null)
    .reduce<string | null>((first, time) => (first === null || time < first ? time : first), null);
}
