import type { FastifyBaseLogger } from "fastify";
import { now, nowMs, type Db } from "../../db/database.ts";
import { EVERYTHING_CDN_KEY } from "../../http/cache-tags.ts";
import * as queue from "./purge.repository.ts";

/** The worker's times (decision 0078); tests shorten them through `buildApp`'s options. */
export interface PurgeTiming {
  /** The longest sleep between two looks at the queue (purges queued by other processes). */
  pollMs: number;
  /** The waits after the 1st, 2nd, … failed attempt; after the last one the purge is failed. */
  retryDelaysMs: readonly number[];
  /** How long a worker's claim lasts; longer than a send can take (`timeoutMs`). */
  claimMs: number;
  /** How long the webhook has to answer. */
  timeoutMs: number;
  /** Looks after a purge queued in this process (the write's transaction has committed by then). */
  wakeDelaysMs: readonly number[];
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

const MIN_SLEEP_MS = 50;

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
 * Sends the purge queue to the CDN's webhook (decision 0078), as the mail outbox's worker sends
 * mail: claims each due purge in the database (several processes may run a worker on one
 * PostgreSQL database; only the one whose claim succeeds sends), POSTs the claimed purges' keys
 * together and records the outcome. A failed attempt waits the next delay of `retryDelaysMs`;
 * after the last, the purge is failed.
 */
export function createPurgeWorker(deps: PurgeWorkerDeps): PurgeWorker {
  const { db, timing } = deps;
  const maxAttempts = timing.retryDelaysMs.length + 1;
  let closed = false;
  let pass: Promise<number> | undefined;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  const wakeTimers = new Map<number, NodeJS.Timeout>();

  async function sendBatch(ids: readonly number[]): Promise<number> {
    const until = new Date(nowMs() + timing.claimMs).toISOString();
    const claimed = [];
    for (const id of ids) {
      const row = await queue.claimPurge(db, id, deps.name, now(), until);
      if (row) claimed.push(row);
    }
    if (claimed.length === 0) return 0;
    const failure = await post(deps.webhookUrl, purgeBody(claimed.map((row) => JSON.parse(row.keys) as string[])), timing.timeoutMs);
    if (failure === undefined) {
      await queue.markSent(
        db,
        claimed.map((row) => row.id),
        deps.name,
        now(),
      );
      return claimed.length;
    }
    for (const row of claimed) {
      const delay = row.attempts < maxAttempts ? timing.retryDelaysMs[row.attempts - 1] : undefined;
      const next = delay === undefined ? null : new Date(nowMs() + delay).toISOString();
      await queue.markAttemptFailed(db, row.id, deps.name, failure, next);
      deps.log.warn({ purgeId: row.id, attempts: row.attempts, failed: next === null, answer: failure }, "a CDN purge was not sent");
    }
    return 0;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    while (!closed && (deps.mayWrite?.() ?? true)) {
      const ids = await queue.duePurgeIds(db, now(), BATCH);
      if (ids.length === 0) break;
      sent += await sendBatch(ids);
      if (ids.length < BATCH) break;
    }
    if (sent > 0) await queue.deleteSentBefore(db, new Date(nowMs() - KEEP_SENT_MS).toISOString());
    return sent;
  }

  function schedule(delayMs: number) {
    if (closed) return;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(run, Math.max(MIN_SLEEP_MS, Math.min(delayMs, timing.pollMs)));
    pollTimer.unref();
  }

  /** One pass at a time; a wake during a pass makes another right after it. */
  function run() {
    if (closed) return;
    if (pass) {
      again = true;
      return;
    }
    again = false;
    pass = sendDue()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, "the purge queue was not read");
        return 0;
      })
      .finally(() => {
        pass = undefined;
      });
    void pass.then(async () => {
      if (closed) return;
      if (again) return run();
      const due = await queue.nextDueTime(db).catch(() => undefined);
      schedule(due === undefined ? timing.pollMs : Date.parse(due) - nowMs());
    });
  }

  const worker: PurgeWorker = {
    wake() {
      if (closed) return;
      for (const delay of timing.wakeDelaysMs) {
        if (wakeTimers.has(delay)) continue;
        const timer = setTimeout(() => {
          wakeTimers.delete(delay);
          run();
        }, delay);
        timer.unref();
        wakeTimers.set(delay, timer);
      }
    },
    sendDue: () => sendDue(),
    async close() {
      closed = true;
      clearTimeout(pollTimer);
      for (const timer of wakeTimers.values()) clearTimeout(timer);
      wakeTimers.clear();
      await pass;
    },
  };
  run();
  return worker;
}
