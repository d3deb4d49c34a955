import type { FastifyBaseLogger } from "fastify";
import { now, nowMs, type Db } from "../../db/database.ts";
import { EVERYTHING_CDN_KEY } from "../../http/cache-tags.ts";
import { createClaimQueue, type ClaimTiming } from "../../jobs/claim-queue.ts";
import * as purges from "./purge.repository.ts";

/** The worker's times (decisions 0078, 0084); tests shorten them through `buildApp`'s options. */
export interface PurgeTiming extends ClaimTiming {
  /** How long the webhook has to answer (less than `claimMs`). */
  timeoutMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_PURGE_TIMING: PurgeTiming = {
  pollMs: 10_000,
  // 5 s, 30 s, 2 min, 10 min, 1 h, 6 h: 7 attempts over about 7 hours, then failed.
  retryDelaysMs: [5_000, 30_000, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE, 360 * MINUTE],
  claimMs: MINUTE,
  timeoutMs: 10_000,
  wakeDelaysMs: [20, 1_000],
};

/** Purges claimed per look and sent in one request (their keys together). */
const BATCH = 20;

/** Sent purges are kept this long (the metrics' count of them), failed ones until deleted by hand. */
const KEEP_SENT_MS = 24 * 60 * MINUTE;

export interface PurgeWorker {
  /** Looks for due purges soon. */
  wake(): void;
  /** Sends every purge due now; resolves with how many were sent (tests). */
  sendDue(): Promise<number>;
  /** Takes no more work and resolves once the request being sent is done. */
  close(): Promise<void>;
}

interface PurgeWorkerDeps {
  db: Db;
  webhookUrl: string;
  /** This worker's name in its claims: unique among the processes sharing the database. */
  name: string;
  timing: PurgeTiming;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** Whether the process may write now: while it does not hold its server lock (a restore), nothing is claimed. */
  mayWrite?: () => boolean;
}

/** The keys of several purges in one request: everything when one of them is. */
export function purgeBody(keyLists: readonly (readonly string[])[]): { keys: string[] } {
  const keys = new Set(keyLists.flat());
  return { keys: keys.has(EVERYTHING_CDN_KEY) ? [EVERYTHING_CDN_KEY] : [...keys] };
}

/** POSTs the keys as JSON; anything but a 2xx answer within the timeout is a failure, described for `last_error`. */
async function post(url: string, body: unknown, timeoutMs: number): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "lawfirm-purge" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    const text = await response.text().catch(() => "");
    return response.ok ? undefined : `HTTP ${response.status} ${text.slice(0, 500)}`.trim();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

/**
 * Sends the purge queue to the CDN's webhook (decision 0078) on the claim queue (decision 0084):
 * up to `BATCH` due purges are claimed in the database by one worker (several processes may share
 * a PostgreSQL database), their keys POSTed together and the outcome recorded; a failed attempt
 * keeps the webhook's answer and waits for the next retry.
 */
export function createPurgeWorker(deps: PurgeWorkerDeps): PurgeWorker {
  const queue = createClaimQueue({
    db: deps.db,
    table: "purgeQueue",
    name: deps.name,
    timing: deps.timing,
    batch: BATCH,
    async work(claimed) {
      const failure = await post(deps.webhookUrl, purgeBody(claimed.map((row) => JSON.parse(row.keys) as string[])), deps.timing.timeoutMs);
      if (failure !== undefined) throw new Error(failure);
      await purges.markSent(
        deps.db,
        claimed.map((row) => row.id),
        deps.name,
        now(),
      );
      await purges.deleteSentBefore(deps.db, new Date(nowMs() - KEEP_SENT_MS).toISOString());
    },
    failure: "a CDN purge was not sent",
    log: deps.log,
    mayWrite: deps.mayWrite,
  });
  return { wake: () => queue.wake(), sendDue: () => queue.workDue(), close: () => queue.close() };
}
