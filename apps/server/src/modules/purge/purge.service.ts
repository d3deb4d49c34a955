import type { FastifyBaseLogger } from "fastify";
import { now, type Db } from "../../db/database.ts";
import { cdnPurgeKeys } from "../../http/cache-tags.ts";
import type { PublicationChange } from "../publishing/publication-clock.ts";
import * as queue from "./purge.repository.ts";
import type { PurgeWorker } from "./purge-worker.ts";

/** What the public cache tells of its changes, to purge the CDN's copies too (decision 0078). */
export interface CdnPurge {
  /** A write's change of `keys` (null: everything), queued right after its transaction committed; settles once queued (or logged). */
  changed(keys: readonly string[] | null): Promise<void>;
  /** A scheduled publication that fell due: every process sees it; it is queued once. */
  published(change: PublicationChange): void;
}

/**
 * Queues the CDN keys of every change that empties the public cache, for the worker to send to
 * `PURGE_WEBHOOK_URL`. The queue's write is not the change's: the keys are known once the write's
 * answer is made (the audit log's description, decision 0062), after its transaction committed.
 * A purge that could not be queued (the database went away in between) is logged.
 */
export function cdnPurge(db: Db, worker: Pick<PurgeWorker, "wake">, log: Pick<FastifyBaseLogger, "error">): CdnPurge {
  const enqueue = (keys: readonly string[] | null, cause: string | null) =>
    queue.insertPurge(db, cdnPurgeKeys(keys), now(), cause).then(
      () => worker.wake(),
      (error: unknown) => log.error({ err: error }, "a CDN purge was not queued"),
    );
  return {
    changed: (keys) => enqueue(keys, null),
    published: ({ time, keys }) => void enqueue(keys, `publication:${time}`),
  };
}

/** How many purges are in each state (the metrics), every state named. */
export async function purgeCounts(db: Db): Promise<Record<queue.PurgeState, number>> {
  const counts = await queue.countByState(db);
  return { waiting: 0, sending: 0, sent: 0, failed: 0, ...counts };
}
