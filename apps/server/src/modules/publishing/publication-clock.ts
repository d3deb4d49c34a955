import type { FastifyBaseLogger } from "fastify";
import { now, type Executor } from "../../db/database.ts";
import { changeKeys, FIRM_FIGURES_TAG } from "../../http/cache-tags.ts";
import * as publications from "./publication-changes.repository.ts";
import { PUBLISHABLE_KIND_NAMES } from "./publishable-kinds.ts";

/**
 * A scheduled change of the public content: its time, and the keys of what it changes (decision
 * 0062's: the versions that become public or stop being so then, their items and lists); null
 * keys: everything (a time not known yet).
 */
export interface PublicationChange {
  time: string;
  keys: readonly string[] | null;
}

/**
 * When the public content next changes by itself (a scheduled publication or its end), as one
 * server process knows it (docs/decisions/0035). The public cache asks `due()` before it answers
 * and drops what the change reaches when it is: a schedule's answer is never older than its time.
 */
export interface PublicationClock {
  /**
   * The keys a publication change that has come since the cache last asked reaches (null:
   * everything, also while the first look-up, or one after a failed one, runs); undefined when
   * none has come.
   */
  due(): readonly string[] | null | undefined;
  /** Content changed: the next publication change is looked up again; settles when it is known (or the look-up failed). */
  refresh(): Promise<void>;
}

/** "Due, and everything", until a look-up answers: a time before every timestamp. */
const UNKNOWN: PublicationChange = { time: "", keys: null };

/**
 * `lookup(after)` answers the first publication change after the time `after`. `fellDue` hears
 * each publication change known beforehand once its time has come (the CDN's purge, decision
 * 0078); not a time passed while it was unknown (the process's start, a failed look-up).
 */
export function publicationClock(
  lookup: (after: string) => Promise<PublicationChange | null>,
  log: Pick<FastifyBaseLogger, "error">,
  fellDue?: (change: PublicationChange) => void,
): PublicationClock {
  let next: PublicationChange | null = UNKNOWN;
  /** The time of the last change `fellDue` heard of. */
  let heard: string | null = null;
  /**
   * Known changes whose time came while nobody asked, replaced since by a write's look-up (a quiet
   * site): they have not reached the cache yet, so the next question is due with their keys.
   */
  let owed: PublicationChange[] = [];
  let lookups = 0;
  let looking = false;
  // A failed look-up is logged once until one answers: every public request asks again, so a
  // database outage would otherwise log a stack trace per request (the outage itself is logged
  // once by the database watch).
  let failing = false;

  /**
   * Looks up the first change after `after`: the present after a write (what it changed itself is
   * its own change, keyed by it), the time of the change just applied after one (any that came
   * between it and the present is found next, not skipped), the time of an owed change while one
   * is owed; never after the present (a clock set back, or a test's).
   */
  function refresh(after?: string): Promise<void> {
    lookups += 1;
    const current = lookups;
    // Until the look-up answers, the change known before holds (decision 0062), so that a write
    // empties only the answers it reaches: one it scheduled at a time already past is its own
    // change, which emptied them; one falling due meanwhile is due when the answer comes.
    looking = true;
    if (next !== null && next !== UNKNOWN && next.time !== heard && now() >= next.time && !owed.includes(next)) owed = [...owed, next];
    const present = now();
    const from = after ?? owed.at(-1)?.time ?? present;
    return lookup(from < present ? from : present).then(
      (change) => {
        if (current !== lookups) return;
        next = change;
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

  /** Tells of a known change whose time has come, once; answers its keys. */
  function apply(change: PublicationChange): readonly string[] | null {
    if (change !== UNKNOWN && change.time !== heard) {
      heard = change.time;
      fellDue?.(change);
    }
    return change.keys;
  }

  return {
    due() {
      if (owed.length > 0) {
        const applied = owed.map(apply);
        owed = [];
        return applied.some((keys) => keys === null) ? null : [...new Set(applied.flatMap((keys) => keys ?? []))];
      }
      if (next === null || now() < next.time) return undefined;
      const change = next;
      const keys = apply(change);
      if (!looking) void refresh(change === UNKNOWN ? undefined : change.time);
      return keys;
    },
    refresh: () => refresh(),
  };
}

/**
 * The first publication change after `at`: its time, and the keys of what changes then
 * (`changeKeys`: each version's item, its kind's lists and related items; the headline figures too
 * for a person); null: none is to come.
 */
export async function findNextPublicationChange(db: Executor, at: string): Promise<PublicationChange | null> {
  const time = await publications.findNextChangeTime(db, at);
  if (time === null) return null;
  const keys = new Set<string>();
  for (const kind of PUBLISHABLE_KIND_NAMES) {
    for (const version of await publications.findVersionsChangingAt(db, kind, time)) {
      for (const key of changeKeys({ kind: version.configuration, itemNo: version.no })) keys.add(key);
      if (kind === "person") keys.add(FIRM_FIGURES_TAG);
    }
  }
  return { time, keys: [...keys] };
}
