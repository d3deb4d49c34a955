import { z } from "zod";
import { idParams, multiLineText, optionalSingleLine, pagedQuery, singleLineText, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * Contact forms and the inbox (docs/decisions/0077): a visitor writes to the firm, a lawyer or an
 * office through the site's contact page; the message is stored, mailed to the recipient through
 * the outbox and handled in the back office's Inbox.
 */

/** Longest values of a contact form's fields, in characters. */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 50, company: 200, message: 5000, ticket: 200, honeypot: 500 } as const;

/** Largest body of a contact form, in bytes: the longest message in the widest characters, and the rest. */
export const CONTACT_BODY_LIMIT = 32 * 1024;

/** Whom a message is for: the firm, a person's language version (`person:12`) or an office's (`office:3`). */
export const contactRecipientSchema = z
  .string()
  .regex(/^(firm|person:[1-9][0-9]{0,9}|office:[1-9][0-9]{0,9})$/, SCHEMA_MESSAGES.contactRecipient);
export type ContactRecipient = z.infer<typeof contactRecipientSchema>;

/** The recipient of a message, split: its kind and, for a person or an office, its id. */
export function parseContactRecipient(recipient: string): { kind: "firm" | "person" | "office"; id: number | null } {
  const [kind, id] = recipient.split(":");
  if (kind === "person" || kind === "office") return { kind, id: Number(id) };
  return { kind: "firm", id: null };
}

/** An optional one-line field of a visitor's form: empty is null. */
export const optionalLine = (max: number) =>
  z.preprocess((value) => (value === "" ? undefined : value), singleLineText(max).optional()).transform((value) => value || null);

/**
 * What a contact form sends. `website` is the trap for programs (a field people never see, so it
 * stays empty); `ticket` the signed time the form was handed out. Both are checked by the server.
 */
export const contactInputSchema = z.object({
  lang: z.enum(SUPPORTED_LOCALES),
  to: contactRecipientSchema,
  name: singleLineText(CONTACT_LIMITS.name).min(1),
  email: z.email({ error: SCHEMA_MESSAGES.email }).max(CONTACT_LIMITS.email),
  phone: optionalSingleLine(CONTACT_LIMITS.phone),
  company: optionalSingleLine(CONTACT_LIMITS.company),
  message: multiLineText(CONTACT_LIMITS.message).min(1),
  consent: z.literal(true, { error: SCHEMA_MESSAGES.contactConsent }),
  sendCopy: z.boolean().default(false),
  website: z.string().max(CONTACT_LIMITS.honeypot).default(""),
  ticket: z.string().max(CONTACT_LIMITS.ticket),
});
export type ContactInput = z.output<typeof contactInputSchema>;

/** The fields of a contact form a visitor fills in, in the order the form shows them. */
export const CONTACT_FIELDS = ["name", "email", "phone", "company", "message", "consent", "sendCopy"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * What a form without a script was sent back with, only in the page rendered as the answer of its
 * refused post: the values entered and the problems, each at its field or, for the whole form,
 * without one. The contact form, the application form and an event's registration share it.
 */
export const returnedFormSchema = z.object({
  values: z.record(z.string(), z.string()),
  problems: z.array(z.object({ field: z.string().nullable(), message: z.string() })),
});
export type ReturnedForm = z.infer<typeof returnedFormSchema>;

/** What a contact form shows: whom it writes to, its signed ticket, the consent line and the note on the data. */
export const contactFormSchema = z.object({
  to: z.string(),
  /** The person's or office's name; null for the firm. */
  recipientName: z.string().nullable(),
  ticket: z.string(),
  /** The consent line beside the checkbox, in the form's language: stored with the message as shown. */
  consentText: z.string(),
  /** What the firm does with the data, in the form's language. */
  dataNote: z.string(),
  returned: returnedFormSchema.optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactFormQuery = z.object({ to: contactRecipientSchema.default("firm"), lang: z.enum(SUPPORTED_LOCALES) });

/** What a sent message answers: the recipient's name (null: the firm) and whether a copy goes to the visitor. */
export const contactSentSchema = z.object({ recipientName: z.string().nullable(), copySent: z.boolean() });
export type ContactSent = z.infer<typeof contactSentSchema>;

export const contactEndpoints = {
  /** A form's ticket and texts; 404 for a person or office the site does not show. Never cached: each ticket is fresh. */
  form: defineEndpoint({ method: "GET", path: "/contact/form", access: "public", query: contactFormQuery, result: contactFormSchema }),
  /** Sends a message: stored, mailed to the recipient (and the visitor, if asked) in one transaction. */
  send: defineEndpoint({
    method: "POST",
    path: "/contact",
    access: "public",
    body: contactInputSchema,
    result: contactSentSchema,
    bodyLimit: CONTACT_BODY_LIMIT,
  }),
};

/** new: nobody has looked at it yet; inProgress: someone handles it; done. */
export const INBOX_STATES = ["new", "inProgress", "done"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  createTime: timestampSchema,
  lang: z.string(),
  /** `firm`, `person:12` or `office:3`. */
  recipient: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string(),
  consentText: z.string(),
  consentTime: timestampSchema,
  copyRequested: z.boolean(),
  state: z.enum(INBOX_STATES),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  updateTime: timestampSchema,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListQuery = pagedQuery({
  state: z.enum(INBOX_STATES).optional(),
  recipient: contactRecipientSchema.optional(),
  /** Part of the sender's name, e-mail address or message. */
  keyword: z.string().trim().max(200).optional(),
});

/** A recipient messages were sent to, for the Inbox's filter. */
export const inboxRecipientSchema = z.object({ recipient: z.string(), name: z.string().nullable() });
/** An account a message may be assigned to: one whose role reads the inbox. */
export const inboxAssigneeSchema = z.object({ id: z.number().int(), userName: z.string() });

const INBOX = "/admin/inbox";

/** The Inbox screen's calls: the inbox right (Administrators). */
export const inboxEndpoints = {
  /** Newest first. */
  list: defineEndpoint({
    method: "GET",
    path: INBOX,
    access: "inbox.manage",
    query: inboxListQuery,
    paged: true,
    result: z.array(inboxMessageSchema),
  }),
  recipients: defineEndpoint({ method: "GET", path: `${INBOX}/recipients`, access: "inbox.manage", result: z.array(inboxRecipientSchema) }),
  assignees: defineEndpoint({ method: "GET", path: `${INBOX}/assignees`, access: "inbox.manage", result: z.array(inboxAssigneeSchema) }),
  detail: defineEndpoint({ method: "GET", path: `${INBOX}/:id`, access: "inbox.manage", params: idParams, result: inboxMessageSchema }),
  setState: defineEndpoint({
    method: "PUT",
    path: `${INBOX}/:id/state`,
    access: "inbox.manage",
    params: idParams,
    body: z.object({ state: z.enum(INBOX_STATES) }),
    result: inboxMessageSchema,
  }),
  /** Assigns the message to an account that reads the inbox, or to nobody (`accountId: null`). */
  assign: defineEndpoint({
    method: "PUT",
    path: `${INBOX}/:id/assignee`,
    access: "inbox.manage",
    params: idParams,
    body: z.object({ accountId: z.number().int().positive().nullable() }),
    result: inboxMessageSchema,
  }),
};
