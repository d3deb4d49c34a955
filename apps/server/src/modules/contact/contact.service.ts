import {
  parseContactRecipient,
  type ContactForm,
  type ContactInput,
  type ContactSent,
  type InboxMessage,
  type InboxState,
  type Locale,
  type Paging,
} from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { badRequest, notFound } from "../../errors.ts";
import { labelled, message, renderMessage, type MessageKey } from "../../i18n/messages.ts";
import { firmPeriodBefore, type RetentionRule } from "../../operations/retention.ts";
import { enabledAccountsWithRight } from "../accounts/accounts.service.ts";
import { truncate } from "../audit/audit.service.ts";
import { enqueueMail } from "../mail/mail.service.ts";
import type { SubjectStore } from "../privacy/privacy.service.ts";
import type { ContactTickets } from "./contact-ticket.ts";
import { dataNoteOf } from "../privacy/data-notes.ts";
import * as messages from "./contact.repository.ts";

/**
 * Contact forms and the inbox (decision 0077). A message passes the trap field and the ticket's
 * time, then is stored with its consent and mailed to its recipient (and, if asked, the visitor)
 * through the outbox, in one transaction: the message is in the inbox exactly when its mails are
 * in the outbox.
 */

/** The consent line beside a form in a language: stored with each message as shown. */
export const consentTextOf = (lang: Locale) => renderMessage(lang, message("contact.consentText"));

/** The texts beside a form in a language: the consent line and the firm's note on the data. */
export async function formTexts(db: Db, lang: Locale): Promise<{ consentText: string; dataNote: string }> {
  return { consentText: consentTextOf(lang), dataNote: await dataNoteOf(db, "contact", lang) };
}

interface Recipient {
  kind: "firm" | "person" | "office";
  id: number | null;
  /** The person's or office's name; null for the firm. */
  name: string | null;
  /** Where the message is mailed: the person's or office's address, else the firm's; null when there is none. */
  email: string | null;
}

/** Whom `to` names, as the site shows it; 404 for a person the site does not show or an office that does not exist. */
async function findRecipient(db: Db, to: string): Promise<Recipient> {
  const { kind, id } = parseContactRecipient(to);
  const firmEmail = await messages.findFirmEmail(db);
  if (kind === "firm" || id === null) return { kind: "firm", id: null, name: null, email: firmEmail };
  const row = kind === "person" ? await messages.findPublicPersonRecipient(db, id) : await messages.findOfficeRecipient(db, id);
  if (!row) throw notFound(message("contact.recipientNotFound"));
  return { kind, id, name: row.name, email: row.email ?? firmEmail };
}

/** A form's ticket and texts for `to` in `lang`. */
export async function contactForm(db: Db, tickets: ContactTickets, query: { to: string; lang: Locale }): Promise<ContactForm> {
  const recipient = await findRecipient(db, query.to);
  return { to: query.to, recipientName: recipient.name, ticket: tickets.issue(), ...(await formTexts(db, query.lang)) };
}

function mailText(lang: Locale, intro: string, input: ContactInput): string {
  const line = (key: MessageKey, value: string | null) =>
    value ? [labelled(lang, renderMessage(lang, message(key as "contact.mail.name")), value)] : [];
  return [
    intro,
    "",
    ...line("contact.mail.name", input.name),
    ...line("contact.mail.email", input.email),
    ...line("contact.mail.phone", input.phone),
    ...line("contact.mail.company", input.company),
    "",
    `${renderMessage(lang, message("contact.mail.message"))}:`,
    input.message,
  ].join("\n");
}

/**
 * Stores a message that passed `checkSender` (visitor-forms.ts) and puts its mails into the outbox, in one
 * transaction: to the recipient (reply to the visitor) when there is an address, and a copy to the
 * visitor when asked. Both in the visitor's language.
 */
export async function sendContactMessage(db: Db, input: ContactInput): Promise<ContactSent> {
  const recipient = await findRecipient(db, input.to);
  const { lang } = input;
  const at = now();
  const consentText = consentTextOf(lang);
  const recipientLabel = recipient.name ?? renderMessage(lang, message("contact.mail.firm"));
  await db.transaction().execute(async (trx) => {
    const id = await messages.insertInboundMessage(trx, {
      createdAt: at,
      lang,
      recipientKind: recipient.kind,
      recipientId: recipient.id,
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      message: input.message,
      consentText,
      consentAt: at,
      copyRequested: input.sendCopy ? 1 : 0,
      assigneeId: null,
      updatedAt: at,
    });
    const cause = `contact:${id}`;
    if (recipient.email) {
      await enqueueMail(trx, {
        to: recipient.email,
        replyTo: input.email,
        subject: renderMessage(lang, message("contact.mail.subject", { name: input.name })),
        text: mailText(lang, renderMessage(lang, message("contact.mail.intro", { name: input.name, recipient: recipientLabel })), input),
        lang,
        cause,
      });
    }
    if (input.sendCopy) {
      await enqueueMail(trx, {
        to: input.email,
        ...(recipient.email ? { replyTo: recipient.email } : {}),
        subject: renderMessage(lang, message("contact.copy.subject", { recipient: recipientLabel })),
        text: mailText(lang, renderMessage(lang, message("contact.copy.intro")), input),
        lang,
        cause,
      });
    }
  });
  return { recipientName: recipient.name, copySent: input.sendCopy };
}

const recipientOf = (row: { recipientKind: string; recipientId: number | null }) =>
  row.recipientKind === "firm" || row.recipientId === null ? "firm" : `${row.recipientKind}:${row.recipientId}`;

function toInboxMessage(row: messages.InboundMessageRow): InboxMessage {
  return {
    id: row.id,
    createTime: row.createdAt,
    lang: row.lang,
    recipient: recipientOf(row),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    consentText: row.consentText,
    consentTime: row.consentAt,
    copyRequested: row.copyRequested === 1,
    state: row.state,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    updateTime: row.updatedAt,
  };
}

export async function listInbox(
  db: Db,
  query: Paging & { state?: InboxState | undefined; recipient?: string | undefined; keyword?: string | undefined },
) {
  const recipient = query.recipient === undefined ? undefined : parseContactRecipient(query.recipient);
  const page = await messages.listInboundMessages(
    db,
    { state: query.state, recipientKind: recipient?.kind, recipientId: recipient?.id, keyword: query.keyword },
    query,
  );
  return { result: page.rows.map(toInboxMessage), pageable: page.pageable };
}

export async function inboxMessage(db: Db, id: number): Promise<InboxMessage> {
  const row = await messages.findInboundMessage(db, id);
  if (!row) throw notFound(message("inbox.notFound"));
  return toInboxMessage(row);
}

export async function inboxRecipients(db: Db) {
  const rows = await messages.listRecipients(db);
  return rows.map((row) => ({ recipient: recipientOf(row), name: row.recipientName ?? null }));
}

/** Enabled accounts that read the inbox: the ones a message may be assigned to. */
export const inboxAssignees = (db: Db) => enabledAccountsWithRight(db, "inbox.manage");

export async function setInboxState(db: Db, id: number, state: InboxState): Promise<InboxMessage> {
  await inboxMessage(db, id);
  await messages.updateInboundMessage(db, id, { state, updatedAt: now() });
  return inboxMessage(db, id);
}

export async function assignInboxMessage(db: Db, id: number, accountId: number | null): Promise<InboxMessage> {
  await inboxMessage(db, id);
  if (accountId !== null && !(await inboxAssignees(db)).some((account) => account.id === accountId)) {
    throw badRequest(message("inbox.assigneeInvalid"), [{ field: "body.accountId", message: message("inbox.assigneeInvalid") }]);
  }
  await messages.updateInboundMessage(db, id, { assigneeId: accountId, updatedAt: now() });
  return inboxMessage(db, id);
}

/** The inbox's retention: contact messages go the firm's period after they arrived, whatever their state. */
export const contactRetention: RetentionRule = {
  name: "contactMessages",
  what: "contact messages",
  deleteExpired: async (db, at) => messages.deleteMessagesBefore(db, await firmPeriodBefore(db, "contactMessages", at)),
};

/** Longest summary of a message in a data subject's look-up, in characters. */
const SUMMARY_LENGTH = 80;

/** The inbox's part of a data subject's requests: the messages sent from the address. */
export const contactSubjectStore: SubjectStore = {
  find: async (db, email) =>
    (await messages.findMessagesFrom(db, email)).map((row) => ({
      id: row.id,
      time: row.createdAt,
      summary: truncate(`${row.name}: ${row.message.replace(/\s+/g, " ")}`, SUMMARY_LENGTH),
      data: { ...row, copyRequested: row.copyRequested === 1 },
    })),
  erase: (trx, email) => messages.deleteMessagesFrom(trx, email),
};
