import { z } from "zod";
import { idParams, pagedQuery, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";

/**
 * The mail outbox (docs/decisions/0070): every e-mail the server sends waits here until a worker
 * has handed it to the SMTP server. The back office lists it, says when mail is not configured and
 * sends a failed message again.
 */

/** waiting: due at `nextAttemptTime`; sending: a worker holds it; sent; failed: given up after the last attempt. */
export const OUTBOX_STATES = ["waiting", "sending", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  createTime: timestampSchema,
  recipients: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  /** The message's language (`de_DE`). */
  lang: z.string(),
  /** What sent it: a machine word and an id (`contact:12`). */
  cause: z.string(),
  state: z.enum(OUTBOX_STATES),
  /** Sending attempts begun. */
  attempts: z.number().int(),
  /** When a waiting message is next tried. */
  nextAttemptTime: timestampSchema,
  /** The SMTP server's answer (or the connection's error) of the last failed attempt. */
  lastError: z.string().nullable(),
  sentTime: timestampSchema.nullable(),
  messageId: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListQuery = pagedQuery({
  state: z.enum(OUTBOX_STATES).optional(),
});

/** Whether mail is configured (SMTP_URL), and how many messages wait and have failed. */
export const outboxStatusSchema = z.object({
  configured: z.boolean(),
  /** Messages not yet sent: waiting or being sent. */
  waiting: z.number().int(),
  failed: z.number().int(),
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

const OUTBOX = "/admin/outbox";

/** The Outbox screen's calls: the site configuration's right (its messages hold what visitors wrote). */
export const outboxEndpoints = {
  /** Newest first. */
  list: defineEndpoint({
    method: "GET",
    path: OUTBOX,
    access: "config.manage",
    query: outboxListQuery,
    paged: true,
    result: z.array(outboxMessageSchema),
  }),
  status: defineEndpoint({ method: "GET", path: `${OUTBOX}/status`, access: "config.manage", result: outboxStatusSchema }),
  /** A failed message waits again, due at once, with its attempts counted anew; answers it as it is then. */
  resend: defineEndpoint({
    method: "POST",
    path: `${OUTBOX}/:id/resend`,
    access: "config.manage",
    params: idParams,
    result: outboxMessageSchema,
  }),
};
