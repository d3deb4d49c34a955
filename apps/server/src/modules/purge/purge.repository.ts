import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";

export type PurgeState = "waiting" | "sending" | "sent" | "failed";

/** Queues a purge of `keys`, due at `at`; with a `cause` only once (a change every process sees). */
export async function insertPurge(db: Executor, keys: readonly string[], at: string, cause: string | null = null): Promise<void> {
  const insert = db.insertInto("purgeQueue").values({ createdAt: at, keys: JSON.stringify(keys), cause, nextAttemptAt: at });
  await (cause === null ? insert : insert.onConflict((conflict) => conflict.column("cause").doNothing())).execute();
}

/** How many purges are in each state. */
export async function countByState(db: Executor): Promise<Partial<Record<PurgeState, number>>> {
  const rows = await db
    .selectFrom("purgeQueue")
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

const due = (at: string) =>
  sql<boolean>`(state = 'waiting' and next_attempt_at <= ${at}) or (state = 'sending' and claimed_until <= ${at})`;

/** The ids of up to `limit` purges due at `at`, the longest due first. */
export async function duePurgeIds(db: Executor, at: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom("purgeQueue").select("id").where(due(at)).orderBy("nextAttemptAt").orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due purge for `worker` until `until`, counting the attempt; undefined when it is no
 * longer due (another worker claimed it first). One conditional update, as the mail outbox's claim.
 */
export async function claimPurge(db: Executor, id: number, worker: string, at: string, until: string) {
  return db
    .updateTable("purgeQueue")
    .set((eb) => ({ state: "sending", claimedBy: worker, claimedUntil: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where(due(at))
    .returning(["id", "keys", "attempts"])
    .executeTakeFirst();
}

/** Records purges sent by the worker that holds them. */
export async function markSent(db: Executor, ids: readonly number[], worker: string, sentAt: string): Promise<void> {
  await db
    .updateTable("purgeQueue")
    .set({ state: "sent", sentAt, claimedBy: null, claimedUntil: null })
    .where("id", "in", ids)
    .where("claimedBy", "=", worker)
    .execute();
}

/** Records a failed attempt of the worker that holds the purge: waiting until `nextAttemptAt`, or failed for good when null. */
export async function markAttemptFailed(db: Executor, id: number, worker: string, error: string, nextAttemptAt: string | null) {
  await db
    .updateTable("purgeQueue")
    .set({
      state: nextAttemptAt === null ? "failed" : "waiting",
      lastError: error.slice(0, 2000),
      claimedBy: null,
      claimedUntil: null,
      ...(nextAttemptAt === null ? {} : { nextAttemptAt }),
    })
    .where("id", "=", id)
    .where("claimedBy", "=", worker)
    .execute();
}

/** When the next purge falls due: the earliest waiting one's time or expiring claim; undefined when none waits. */
export async function nextDueTime(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom("purgeQueue")
    .select((eb) => [
      eb.fn.min<string | null>(eb.case().when("state", "=", "waiting").then(eb.ref("nextAttemptAt")).end()).as("waiting"),
      eb.fn.min<string | null>(eb.case().when("state", "=", "sending").then(eb.ref("claimedUntil")).end()).as("claimed"),
    ])
    .where("state", "in", ["waiting", "sending"])
    .executeTakeFirst();
  const times = [row?.waiting, row?.claimed].filter((time): time is string => typeof time === "string");
  return times.sort()[0];
}

/** Deletes purges sent before `before`: the queue keeps a day of them, and every failed one. */
export async function deleteSentBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("purgeQueue").where("state", "=", "sent").where("sentAt", "<", before).execute();
}
