import type { FastifyBaseLogger } from "fastify";
import { now, type Db } from "../../db/database.ts";
import { createClaimQueue, type ClaimTiming } from "../../jobs/claim-queue.ts";
import * as outbox from "./mail.repository.ts";
import { onMailEnqueued, type MailAttachment } from "./mail.service.ts";
import * as claims from "../../jobs/claims.repository.ts";
import { recipientRefusal, smtpErrorText, type MailSenderTransport, type RecipientRefusal } from "./smtp-sender.ts";

/** The worker's times (decisions 0070, 0084); tests shorten them through `buildApp`'s options. */
export type OutboxTiming = ClaimTiming;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 30_000,
  // 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h: 8 attempts over about 45 hours, then failed.
  retryDelaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR],
  // Longer than a send can take (smtp-sender.ts's timeouts).
  claimMs: 10 * MINUTE,
  // The enqueuing transaction commits after the message is written: looks a moment later, then again.
  wakeDelaysMs: [20, 1_000, 5_000],
};

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
  /**
   * Told when the receiving server refused a message's recipient (decision 0088): answers "final"
   * when the message is to end failed now (a hard bounce of a newsletter), "retry" to keep the
   * outbox's retries.
   */
  onRecipientRefused?: (message: { id: number; cause: string }, refusal: RecipientRefusal) => Promise<"final" | "retry">;
}

/** The Content-Language tag of a locale code: `de_DE` → `de-DE`. */
const languageTag = (lang: string) => lang.replace("_", "-");

/**
 * Sends the outbox's messages (decision 0070) on the claim queue (decision 0084): each due message
 * is claimed in the database by one worker (several processes may share a PostgreSQL database),
 * handed to the SMTP server one at a time, and recorded sent; a failed attempt keeps the SMTP
 * server's answer and waits for the next retry, except an address refused for good, which ends
 * it failed at once.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const queue = createClaimQueue({
    db: deps.db,
    table: "mailOutbox",
    name: deps.name,
    timing: deps.timing,
    // One message per claim: the claim's time covers one send.
    batch: 1,
    async work(messages) {
      for (const claimed of messages) {
        const messageId = claimed.messageId ?? `<outbox-${claimed.id}-${Date.parse(claimed.createdAt)}@${deps.messageIdDomain}>`;
        try {
          await deps.transport.send({
            to: JSON.parse(claimed.recipients) as string[],
            replyTo: claimed.replyTo,
            subject: claimed.subject,
            text: claimed.textBody,
            html: claimed.htmlBody,
            attachments: claimed.attachments === null ? [] : (JSON.parse(claimed.attachments) as MailAttachment[]),
            language: languageTag(claimed.lang),
            messageId,
            headers: claimed.headers ? (JSON.parse(claimed.headers) as Record<string, string>) : {},
          });
        } catch (error) {
          // An address refused for good (5.1.x: no such mailbox) is not asked again: retries would
          // only repeat the refusal and count against the sender. Other refusals keep the retries.
          const refusal = recipientRefusal(error);
          const verdict = refusal && deps.onRecipientRefused ? await deps.onRecipientRefused(claimed, refusal) : "retry";
          if (refusal && (refusal.addressRefused || verdict === "final")) {
            await claims.markAttemptFailed(deps.db, "mailOutbox", claimed.id, deps.name, refusal.reason, null);
            continue;
          }
          throw error;
        }
        if (!(await outbox.markSent(deps.db, claimed.id, deps.name, now(), messageId))) {
          deps.log.warn({ outboxId: claimed.id }, "an e-mail was sent after this worker's claim on it had expired");
        }
      }
    },
    describeError: smtpErrorText,
    failure: "an e-mail was not sent",
    log: deps.log,
    mayWrite: deps.mayWrite,
  });
  const unsubscribe = onMailEnqueued(() => queue.wake());
  return {
    wake: () => queue.wake(),
    sendDue: () => queue.workDue(),
    async close() {
      unsubscribe();
      await queue.close();
      deps.transport.close();
    },
  };
}
