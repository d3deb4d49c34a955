import type { Executor } from "../../db/database.ts";
import * as claims from "../../jobs/claims.repository.ts";

export type PurgeState = claims.ClaimState;

/** Queues a purge of `keys`, due at `at`; with a `cause` only once (a change every process sees). */
export async function insertPurge(db: Executor, keys: readonly string[], at: string, cause: string | null = null): Promise<void> {
  const insert = db.insertInto("purgeQueue").values({ createdAt: at, keys: JSON.stringify(keys), cause, nextAttemptAt: at });
  await (cause === null ? insert : insert.onConflict((conflict) => conflict.column("cause").doNothing())).execute();
}

/** How many purges are in each state. */
export async function countByState(db: Executor): Promise<Partial<Record<PurgeState, number>>> {
  return claims.countByState(db, "purgeQueue");
}

/** Records purges sent by the worker that holds them. */
export async function markSent(db: Executor, ids: readonly number[], worker: string, sentAt: string): Promise<void> {
  await claims.finishClaim(db, "purgeQueue", ids, worker, { state: "sent", sentAt });
}

/** Deletes purges sent before `before`: the queue keeps a day of them, and every failed one. */
export async function deleteSentBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("purgeQueue").where("state", "=", "sent").where("sentAt", "<", before).execute();
}
