import type { FastifyBaseLogger } from "fastify";
import { now, nowMs, type Db } from "../../db/database.ts";
import * as outbox from "./mail.repository.ts";
import { onMailEnqueued } from "./mail.service.ts";
import { smtpErrorText, type MailSenderTransport } from "./smtp-sender.ts";

/** The worker's times (decision 0070); tests shorten them through `buildApp`'s options. */
export interface OutboxTiming {
  /** The longest sleep between two looks at the outbox (messages enqueued by other processes). */
  pollMs: number;
  /** The waits after the 1st, 2nd, … failed attempt; after the last one the message is failed. */
  retryDelaysMs: readonly number[];
  /** How long a worker's claim on a message lasts; longer than a send can take (smtp-sender.ts's timeouts). */
  claimMs: number;
  /** Looks after an enqueue in this process: the enqueuing transaction commits after the message is written. */
  wakeDelaysMs: readonly number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 30_000,
  // 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h: 8 attempts over about 45 hours, then failed.
  retryDelaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR],
  claimMs: 10 * MINUTE,
  wakeDelaysMs: [20, 1_000, 5_000],
};

const MIN_SLEEP_MS = 50;

/** Messages claimed per look; a worker sends them one after the other. */
const BATCH = 10;

export interface OutboxWorker {
  /** Looks for due messages soon. */
  wake(): void;
  /** Sends every message due now; resolves with how many were sent (tests). */
  sendDue(): Promise<number>;
  /** Takes no more work and resolves once the message being sent is done. */
  close(): Promise<void>;
}

interface OutboxWorkerDeps {
  db: Db;
  transport: MailSenderTransport;
  /** This worker's name in its claims: unique among the processes sharing the database. */
  name: string;
  /** The domain of the Message-IDs (the sender's). */
  messageIdDomain: string;
  timing: OutboxTiming;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  /** Whether the process may write now: while it does not hold its server lock (a restore), nothing is claimed. */
  mayWrite?: () => boolean;
}

/** The Content-Language tag of a locale code: `de_DE` → `de-DE`. */
const languageTag = (lang: string) => lang.replace("_", "-");

/**
 * Sends the outbox's messages (decision 0070): claims each due message in the database (several
 * processes may run a worker on one PostgreSQL database; only the one whose claim succeeds sends),
 * hands it to the SMTP server and records the outcome. A failed attempt waits the next delay of
 * `retryDelaysMs`; after the last, the message is failed. A worker that dies while sending leaves
 * its claim to expire, and any worker then sends the message again.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, timing } = deps;
  const maxAttempts = timing.retryDelaysMs.length + 1;
  let closed = false;
  let pass: Promise<number> | undefined;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  /** The pending looks after an enqueue, by delay: a burst of enqueues shares them. */
  const wakeTimers = new Map<number, NodeJS.Timeout>();

  async function sendOne(id: number): Promise<boolean> {
    const at = now();
    const claimed = await outbox.claimMessage(db, id, deps.name, at, new Date(nowMs() + timing.claimMs).toISOString());
    if (!claimed) return false;
    const messageId = claimed.messageId ?? `<outbox-${claimed.id}-${Date.parse(claimed.createdAt)}@${deps.messageIdDomain}>`;
    try {
      await deps.transport.send({
        to: JSON.parse(claimed.recipients) as string[],
        replyTo: claimed.replyTo,
        subject: claimed.subject,
        text: claimed.textBody,
        html: claimed.htmlBody,
        language: languageTag(claimed.lang),
        messageId,
        headers: claimed.headers ? (JSON.parse(claimed.headers) as Record<string, string>) : {},
      });
    } catch (error) {
      const answer = smtpErrorText(error);
      const delay = claimed.attempts < maxAttempts ? timing.retryDelaysMs[claimed.attempts - 1] : undefined;
      const next = delay === undefined ? null : new Date(nowMs() + delay).toISOString();
      await outbox.markAttemptFailed(db, claimed.id, deps.name, answer, next);
      deps.log.warn({ outboxId: claimed.id, attempts: claimed.attempts, failed: next === null, smtp: answer }, "an e-mail was not sent");
      return false;
    }
    if (!(await outbox.markSent(db, claimed.id, deps.name, now(), messageId))) {
      deps.log.warn({ outboxId: claimed.id }, "an e-mail was sent after this worker's claim on it had expired");
    }
    return true;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    while (!closed && (deps.mayWrite?.() ?? true)) {
      const ids = await outbox.dueMessageIds(db, now(), BATCH);
      if (ids.length === 0) break;
      for (const id of ids) {
        if (closed) break;
        if (await sendOne(id)) sent += 1;
      }
      if (ids.length < BATCH) break;
    }
    return sent;
  }

  function schedule(delayMs: number) {
    if (closed) return;
    clearTimeout(pollTimer);
    // At least a moment: a message due already but claimed by another worker must not make this one spin.
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
        deps.log.error({ err: error }, "the outbox was not read");
        return 0;
      })
      .finally(() => {
        pass = undefined;
      });
    void pass.then(async () => {
      if (closed) return;
      if (again) return run();
      const due = await outbox.nextDueTime(db).catch(() => undefined);
      schedule(due === undefined ? timing.pollMs : Date.parse(due) - nowMs());
    });
  }

  const unsubscribe = onMailEnqueued(() => worker.wake());

  const worker: OutboxWorker = {
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
      unsubscribe();
      clearTimeout(pollTimer);
      for (const timer of wakeTimers.values()) clearTimeout(timer);
      wakeTimers.clear();
      await pass;
      deps.transport.close();
    },
  };
  run();
  return worker;
}
