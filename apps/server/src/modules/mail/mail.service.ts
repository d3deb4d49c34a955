import { OUTBOX_STATES, type OutboxMessage, type OutboxState, type OutboxStatus, type Paging } from "@lawfirm/contract";
import { z } from "zod";
import { now, type Db, type Executor } from "../../db/database.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { daysBefore, type RetentionRule } from "../../operations/retention.ts";
import type { SubjectStore } from "../privacy/privacy.service.ts";
import * as outbox from "./mail.repository.ts";

/** Most recipients of one message: the outbox sends to the firm and to whoever wrote, not to lists. */
export const MAX_RECIPIENTS = 20;
export const MAX_SUBJECT_LENGTH = 300;
export const MAX_TEXT_LENGTH = 200_000;
export const MAX_HTML_LENGTH = 1_000_000;
/** Files one message carries, and the longest one's text: small files the server makes (an event's calendar file), not uploads. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_LENGTH = 100_000;

/** The headers a message may carry beside the ones every message has: a newsletter's unsubscribe (RFC 2369, RFC 8058; decision 0083). */
export const MAIL_HEADERS = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const;
export type MailHeaders = Partial<Record<(typeof MAIL_HEADERS)[number], string>>;

const address = z.email().max(320);

const mailSchema = z.object({
  to: z.union([address, z.array(address).min(1).max(MAX_RECIPIENTS)]).transform((to) => [to].flat()),
  replyTo: address.optional(),
  // A line break in a header would let a caller's text add headers of its own.
  subject: z
    .string()
    .trim()
    .min(1)
    .max(MAX_SUBJECT_LENGTH)
    .refine((subject) => !/[\r\n]/.test(subject)),
  text: z.string().min(1).max(MAX_TEXT_LENGTH),
  html: z.string().min(1).max(MAX_HTML_LENGTH).optional(),
  lang: z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/),
  attachments: z
    .array(
      z.object({
        filename: z.string().regex(/^[\w.-]{1,100}$/),
        contentType: z.string().regex(/^[a-z]+\/[\w.+-]+(?:; ?[\w-]+=[\w-]+)*$/),
        content: z.string().max(MAX_ATTACHMENT_LENGTH),
      }),
    )
    .max(MAX_ATTACHMENTS)
    .optional(),
  cause: z.string().regex(/^[a-z][a-z0-9-]{0,39}:[A-Za-z0-9_-]{1,50}$/),
  // Only the headers the server itself sets, each one line.
  headers: z
    .partialRecord(
      z.enum(MAIL_HEADERS),
      z
        .string()
        .min(1)
        .max(2000)
        .refine((value) => !/[\r\n]/.test(value)),
    )
    .optional(),
});

/**
 * An e-mail for the outbox (decision 0070). The server writes it; text a visitor typed goes into
 * `text` (and, escaped, into `html`), never into a header other than `replyTo` and `subject`.
 */
export interface OutgoingMail {
  /** One address or several (at most MAX_RECIPIENTS). */
  to: string | readonly string[];
  /** Where an answer goes, e.g. the visitor who wrote through a contact form. */
  replyTo?: string | undefined;
  /** One line. */
  subject: string;
  /** The plain-text body; always sent. */
  text: string;
  /** An HTML body beside the text, built by the server (never a visitor's HTML). */
  html?: string | undefined;
  /** The message's language, a locale code (`de_DE`): sent as Content-Language (`de-DE`). */
  lang: string;
  /** Text files the server made, sent with it (an event's `.ics`); the file name is ASCII. */
  attachments?: readonly MailAttachment[] | undefined;
  /** What sent it, a machine word and an id (`contact:12`), for the back office's list. */
  cause: string;
  /** Headers of its own (MAIL_HEADERS), one line each. */
  headers?: MailHeaders | undefined;
}

/** A text file sent with a message. */
export interface MailAttachment {
  filename: string;
  /** `text/calendar; method=PUBLISH`, … */
  contentType: string;
  content: string;
}

type Listener = () => void;
const enqueueListeners = new Set<Listener>();

/** Calls `listener` whenever this process puts a message into the outbox (the worker wakes); answers the unsubscribe. */
export function onMailEnqueued(listener: Listener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

function notifyEnqueued() {
  for (const listener of enqueueListeners) listener();
}

/**
 * Puts a message into the outbox on `executor`: pass the transaction that writes what caused it,
 * so that the message exists exactly when that does (a rolled-back transaction sends nothing).
 * A message that is not valid (an address, a length, a line break in the subject) is refused with
 * a 400 naming its field. Answers the message's id; the worker sends it soon after the commit.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<number> {
  const parsed = mailSchema.safeParse(mail);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw badRequest(message("mail.invalidMessage", { field: typeof field === "string" ? field : "message" }));
  }
  const value = parsed.data;
  const at = now();
  const id = await outbox.insertMessage(executor, {
    createdAt: at,
    recipients: JSON.stringify(value.to),
    replyTo: value.replyTo ?? null,
    subject: value.subject,
    textBody: value.text,
    htmlBody: value.html ?? null,
    lang: value.lang,
    cause: value.cause,
    attachments: value.attachments?.length ? JSON.stringify(value.attachments) : null,
    headers: value.headers ? JSON.stringify(value.headers) : null,
    nextAttemptAt: at,
  });
  notifyEnqueued();
  return id;
}

function toOutboxMessage(
  row: Omit<outbox.OutboxRow, "textBody" | "htmlBody" | "claimedBy" | "claimedUntil" | "attachments" | "headers">,
): OutboxMessage {
  return {
    id: row.id,
    createTime: row.createdAt,
    recipients: JSON.parse(row.recipients) as string[],
    replyTo: row.replyTo,
    subject: row.subject,
    lang: row.lang,
    cause: row.cause,
    state: row.state,
    attempts: row.attempts,
    nextAttemptTime: row.nextAttemptAt,
    lastError: row.lastError,
    sentTime: row.sentAt,
    messageId: row.messageId,
  };
}

export async function listOutbox(db: Db, query: Paging & { state?: OutboxState | undefined }) {
  const { rows, pageable } = await outbox.listMessages(db, query.state, query);
  return { result: rows.map(toOutboxMessage), pageable };
}

export async function outboxStatus(db: Db, configured: boolean): Promise<OutboxStatus> {
  const counts = await outbox.countByState(db);
  return { configured, waiting: (counts.waiting ?? 0) + (counts.sending ?? 0), failed: counts.failed ?? 0 };
}

/** The outbox's messages by state, every state named (the metrics, decision 0073). */
export async function outboxCounts(db: Db): Promise<Record<OutboxState, number>> {
  const counts = await outbox.countByState(db);
  return Object.fromEntries(OUTBOX_STATES.map((state) => [state, counts[state] ?? 0])) as Record<OutboxState, number>;
}

/** "Send again": a failed message waits again, due now, with all its attempts ahead of it. */
export async function resendMessage(db: Db, id: number): Promise<OutboxMessage> {
  const row = await db.transaction().execute(async (trx) => {
    const found = await outbox.findMessage(trx, id);
    if (!found) throw notFound(message("item.notFoundById", { entity: message("entity.outboxMessage"), id }));
    if (found.state !== "failed") throw conflict(message("outbox.notFailed", { state: message(`outbox.state.${found.state}`) }));
    await outbox.requeueFailed(trx, id, now());
    return (await outbox.findMessage(trx, id))!;
  });
  notifyEnqueued();
  return toOutboxMessage(row);
}

/** Days a sent message is kept after it was sent (it may hold what a visitor wrote). */
export const SENT_MAIL_KEPT_DAYS = 30;
/** Days a failed message is kept after it was queued, for "Send again" and the failure's answer. */
export const FAILED_MAIL_KEPT_DAYS = 90;

/** The outbox's retention: sent messages go 30 days after sending, failed ones 90 days after queuing; waiting ones stay. */
export const outboxRetention: RetentionRule = {
  name: "outboxMessages",
  what: "e-mails of the outbox",
  deleteExpired: (db, at) => outbox.deleteExpiredMessages(db, daysBefore(at, SENT_MAIL_KEPT_DAYS), daysBefore(at, FAILED_MAIL_KEPT_DAYS)),
};

/** The outbox's part of a data subject's requests: the messages to the address or answering to it. */
export const outboxSubjectStore: SubjectStore = {
  find: async (db, email) =>
    (await outbox.findMessagesAbout(db, email)).map((row) => ({
      id: row.id,
      time: row.createdAt,
      summary: row.subject,
      data: {
        ...row,
        recipients: JSON.parse(row.recipients) as string[],
        attachments: row.attachments === null ? null : (JSON.parse(row.attachments) as MailAttachment[]),
      },
    })),
  erase: (trx, email) => outbox.deleteMessagesAbout(trx, email),
};
