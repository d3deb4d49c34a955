import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { now, nowMs, type Db } from "../db/database.ts";
import * as claims from "./claims.repository.ts";
import type { ClaimedRow, ClaimTable } from "./claims.repository.ts";

/** A claim queue's times (decision 0084); each queue has its defaults, and tests shorten them through `buildApp`'s options. */
export interface ClaimTiming {
  /** The longest sleep between two looks at the table (work queued by other processes). */
  pollMs: number;
  /** The waits after the 1st, 2nd, … failed attempt; after the last one the row is failed. */
  retryDelaysMs: readonly number[];
  /** How long a worker's claim lasts; longer than the work of one claim can take. */
  claimMs: number;
  /** Looks after work queued in this process (its transaction has committed by then). */
  wakeDelaysMs: readonly number[];
}

/** The shortest sleep: a row due already but claimed by another worker must not make this one spin. */
const MIN_SLEEP_MS = 50;

export interface ClaimQueue {
  /** Looks for due rows soon. */
  wake(): void;
  /** Works every row due now; resolves with how many were done. */
  workDue(): Promise<number>;
  /** Resolves once no row is due or claimed, by this worker or another (retries waiting for their time aside), or the queue is closed. */
  idle(): Promise<void>;
  /** Takes no more work and resolves once the work in hand is done. */
  close(): Promise<void>;
}

export interface ClaimQueueOptions<T extends ClaimTable> {
  db: Db;
  table: T;
  /** This worker's name in its claims: unique among the processes sharing the database. */
  name: string;
  timing: ClaimTiming;
  /** How many rows are claimed at once and handed to `work` together. */
  batch: number;
  /**
   * Does the claimed rows' work and records it done (`finishClaim` or `deleteClaimed`, naming this
   * worker); a thrown error is the failed attempt of every row, `describeError` its `last_error`.
   */
  work(rows: ClaimedRow<T>[]): Promise<void>;
  describeError?: (error: unknown) => string;
  /** What the log says of a failed attempt ("an e-mail was not sent"). */
  failure: string;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** Whether the process may write now: while it does not hold its server lock (a restore), nothing is claimed. */
  mayWrite?: () => boolean;
}

/** A worker's name for its claims: unique among the processes sharing a database, and telling which machine and process holds a row. */
export const workerName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Works the rows of a claimed table (decision 0084): several processes may run a worker on one
 * PostgreSQL database, and each row is claimed in the database by one of them (`claimDue`) before
 * it is worked on. A failed attempt waits the next delay of `retryDelaysMs`; after the last, the
 * row is failed. A worker that dies holding a claim leaves it to expire, and any worker then takes
 * the row again. Between passes the worker sleeps until the next row falls due, at most `pollMs`,
 * and is woken early by `wake` when this process queued work.
 */
export function createClaimQueue<T extends ClaimTable>(options: ClaimQueueOptions<T>): ClaimQueue {
  const { db, table, timing } = options;
  const maxAttempts = timing.retryDelaysMs.length + 1;
  const describeError = options.describeError ?? errorText;
  let closed = false;
  let pass: Promise<number> | undefined;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  /** The pending looks after a wake, by delay: a burst of wakes shares them. */
  const wakeTimers = new Map<number, NodeJS.Timeout>();
  /** The claims being worked on, for `close` to wait for (`workDue` may also be called beside a pass). */
  const working = new Set<Promise<unknown>>();

  async function recordFailure(rows: ClaimedRow<T>[], error: unknown) {
    const text = describeError(error);
    for (const row of rows) {
      const { id, attempts } = row;
      const delay = attempts < maxAttempts ? timing.retryDelaysMs[attempts - 1] : undefined;
      const next = delay === undefined ? null : new Date(nowMs() + delay).toISOString();
      await claims.markAttemptFailed(db, table, id, options.name, text, next);
      options.log.warn({ table, id, attempts, failed: next === null, error: text }, options.failure);
    }
  }

  async function workClaimed(rows: ClaimedRow<T>[]): Promise<number> {
    try {
      await options.work(rows);
      return rows.length;
    } catch (error) {
      await recordFailure(rows, error);
      return 0;
    }
  }

  async function workDue(): Promise<number> {
    let done = 0;
    while (!closed && (options.mayWrite?.() ?? true)) {
      const until = new Date(nowMs() + timing.claimMs).toISOString();
      const rows = await claims.claimDue(db, table, options.name, now(), until, options.batch);
      if (rows.length === 0) break;
      const work = workClaimed(rows);
      working.add(work);
      try {
        done += await work;
      } finally {
        working.delete(work);
      }
    }
    return done;
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
    pass = workDue()
      .catch((error: unknown) => {
        options.log.error({ err: error, table }, "a job queue was not read");
        return 0;
      })
      .finally(() => {
        pass = undefined;
      });
    void pass.then(async () => {
      if (closed) return;
      if (again) return run();
      const due = await claims.nextDueTime(db, table).catch(() => undefined);
      schedule(due === undefined ? timing.pollMs : Date.parse(due) - nowMs());
    });
  }

  const queue: ClaimQueue = {
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
    workDue,
    async idle() {
      while (!closed) {
        await pass;
        await workDue();
        if ((await claims.countOpen(db, table, now())) === 0) return;
        // Claimed by another worker: it finishes, or its claim expires and this one takes the row.
        await new Promise((resolve) => setTimeout(resolve, MIN_SLEEP_MS));
      }
    },
    async close() {
      closed = true;
      clearTimeout(pollTimer);
      for (const timer of wakeTimers.values()) clearTimeout(timer);
      wakeTimers.clear();
      await pass;
      await Promise.all(working);
    },
  };
  run();
  return queue;
}
