import { createRequire } from "node:module";
import type nodemailer from "nodemailer";
import type { MailSender, SmtpSettings } from "../../config.ts";
import type { MailAttachment } from "./mail.service.ts";

/** A message as the worker hands it to the SMTP server. */
export interface SendableMail {
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** The language tag of Content-Language (`de-DE`). */
  language: string;
  /** The Message-ID to send it with, the same on every attempt. */
  messageId: string;
  /** Headers of its own (`List-Unsubscribe`, decision 0083). */
  headers: Record<string, string>;
}

/** Sends one message; rejects with the SMTP server's answer when it is not accepted. */
export interface MailSenderTransport {
  send(mail: SendableMail): Promise<void>;
  close(): void;
}

/**
 * Sends through the configured SMTP server with nodemailer over one kept connection (its pool of
 * one), as the worker sends one message at a time: each message after the first costs its own
 * commands, not a new connection and greeting (a newsletter of a thousand messages to a local
 * server took 13 s with a connection per message, 3 s with one kept). A refused message leaves the
 * connection open; one that closes or fails (the server gone, an idle time-out) is opened again
 * for the next message. smtps is TLS from the start, smtp upgrades with STARTTLS when the server
 * offers it (nodemailer's default). The timeouts keep a hanging server well inside the worker's
 * claim on the message, and close a connection left idle (decision 0070).
 */
export function smtpSender(smtp: SmtpSettings, from: MailSender): MailSenderTransport {
  // Loaded only here, when SMTP_URL is set: the server without mail never needs nodemailer, whose
  // modules were about 1.3 MB of a started server's heap (decision 0131).
  const mailer = createRequire(import.meta.url)("nodemailer") as typeof nodemailer;
  const transporter = mailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    pool: true,
    maxConnections: 1,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: from.name ? { name: from.name, address: from.address } : from.address,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments.length > 0 ? { attachments: mail.attachments.map((file) => ({ ...file })) } : {}),
        messageId: mail.messageId,
        headers: { ...mail.headers, "Content-Language": mail.language },
      });
    },
    close: () => transporter.close(),
  };
}

/** The SMTP server's answer of a failed send (`550 5.1.1 No such user`), else the connection's error. */
export function smtpErrorText(error: unknown): string {
  const failure = error as { response?: unknown; code?: unknown; message?: unknown };
  const text =
    typeof failure.response === "string" && failure.response
      ? failure.response
      : [typeof failure.code === "string" ? failure.code : undefined, typeof failure.message === "string" ? failure.message : String(error)]
          .filter(Boolean)
          .join(": ");
  return text.slice(0, 2000);
}

/** The receiving side refused a recipient (decision 0088): permanently (5xx) or for now (4xx), with its answer. */
export interface RecipientRefusal {
  permanent: boolean;
  /**
   * Permanently, for the address itself: an enhanced status 5.1.x (RFC 3463: no such mailbox, a
   * bad address or domain), which asking again cannot change. Other permanent answers (5.7.1
   * relay denied) may come from the firm's own misconfigured relay and are worth retrying.
   */
  addressRefused: boolean;
  reason: string;
}

/**
 * A send's error as a refusal of its recipient: the SMTP server answered RCPT TO with 4xx or 5xx
 * (nodemailer's `EENVELOPE`, its `command` and `responseCode`); undefined for any other failure
 * (the connection, the login, the message's data), which says nothing about the address.
 */
export function recipientRefusal(error: unknown): RecipientRefusal | undefined {
  const failure = error as { command?: unknown; responseCode?: unknown };
  if (typeof failure.command !== "string" || !/^RCPT/i.test(failure.command) || typeof failure.responseCode !== "number") return undefined;
  if (failure.responseCode < 400 || failure.responseCode >= 600) return undefined;
  const reason = smtpErrorText(error);
  const permanent = failure.responseCode >= 500;
  return { permanent, addressRefused: permanent && /(?:^|\s)5\.1\.\d{1,3}(?:\s|$)/.test(reason), reason };
}
