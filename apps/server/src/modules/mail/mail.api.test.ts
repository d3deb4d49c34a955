import type { OutboxMessage, OutboxStatus } from "@lawfirm/contract";
import type { AddressObject } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { eventually, freePort, TestSmtpServer } from "../../../test/smtp-server.ts";
import { createTestApp } from "../../../test/test-app.ts";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import type * as outbox from "./mail.repository.ts";
import { keepRetention } from "../../operations/retention.ts";
import { enqueueMail, outboxRetention, type OutgoingMail } from "./mail.service.ts";
import { createOutboxWorker, DEFAULT_OUTBOX_TIMING } from "./outbox-worker.ts";
import { smtpSender } from "./smtp-sender.ts";

// The outbox (decision 0070) against a real SMTP server on a loopback port: what arrives, what
// waits while the server is away, what fails for good and is sent again, and who sends it.

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((entry) => entry.value.map((one) => one.address));

const smtp = new TestSmtpServer(await freePort());
await smtp.start();
afterAll(() => smtp.stop());

const timing = { pollMs: 200, retryDelaysMs: [500, 500, 500], claimMs: 5_000, wakeDelaysMs: [10, 200] };
const { app, db, login } = await createTestApp(
  {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: '"Kanzlei Beispiel" <kanzlei@example.de>',
    PUBLIC_URL: "https://www.example-firm.de",
  },
  { outboxTiming: timing },
);
const admin = apiCaller(app, await login());

const mail = (subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "mandant@example.com",
  subject,
  text: `Text of ${subject}`,
  lang: "de_DE",
  cause: "contact:12",
  ...extra,
});

async function enqueue(target: Db, message: OutgoingMail) {
  return target.transaction().execute((trx) => enqueueMail(trx, message));
}

async function messageOf(id: number, call = admin): Promise<OutboxMessage> {
  const answer = await call<OutboxMessage[]>("GET", "/api/admin/outbox?pageSize=100");
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.find((message) => message.id === id)!;
}

describe("the outbox", () => {
  it("sends a message with its sender, recipients, Reply-To, subject, bodies and language; nothing of a rolled-back transaction", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail("Rolled back"));
        throw new Error("the contact request was not saved");
      }),
    ).rejects.toThrow("not saved");

    const id = await enqueue(
      db,
      mail("Ihre Anfrage", {
        to: ["mandant@example.com", "kanzlei@example.de"],
        replyTo: "besucher@example.org",
        text: "Vielen Dank für Ihre Nachricht.",
        html: "<p>Vielen Dank für Ihre Nachricht.</p>",
      }),
    );
    const [arrived] = await eventually(async () => smtp.withSubject("Ihre Anfrage").length > 0 && smtp.withSubject("Ihre Anfrage"));
    expect(arrived!.from?.value).toEqual([{ name: "Kanzlei Beispiel", address: "kanzlei@example.de" }]);
    expect(addresses(arrived!.to)).toEqual(["mandant@example.com", "kanzlei@example.de"]);
    expect(addresses(arrived!.replyTo)).toEqual(["besucher@example.org"]);
    expect(arrived!.text?.trim()).toBe("Vielen Dank für Ihre Nachricht.");
    expect(arrived!.html).toContain("<p>Vielen Dank für Ihre Nachricht.</p>");
    expect(arrived!.headers.get("content-language")).toBe("de-DE");

    const sent = await eventually(async () => {
      const message = await messageOf(id);
      return message.state === "sent" && message;
    });
    expect(sent).toMatchObject({
      attempts: 1,
      cause: "contact:12",
      recipients: ["mandant@example.com", "kanzlei@example.de"],
      lastError: null,
    });
    expect(arrived!.messageId).toBe(sent.messageId);
    // The rolled-back message was never in the outbox, and never arrived.
    expect(smtp.withSubject("Rolled back")).toEqual([]);
    const listed = await admin<OutboxMessage[]>("GET", "/api/admin/outbox");
    expect(listed.result.map((message) => message.subject)).toEqual(["Ihre Anfrage"]);
  });

  it("refuses a message that is not valid, naming the field", async () => {
    for (const [bad, field] of [
      [{ to: "not an address" }, "to"],
      [{ replyTo: "nobody" }, "replyTo"],
      [{ subject: "Two\r\nBcc: everyone@example.com" }, "subject"],
      [{ cause: "contact form" }, "cause"],
    ] as const) {
      const refused = await enqueue(db, mail("Invalid", bad)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).status).toBe(400);
      expect((refused as HttpError).message).toContain(`${field} is not valid`);
    }
  });

  it("keeps a message waiting while the SMTP server is away, with the attempt and the error, and sends it once it is back", async () => {
    await smtp.stop();
    const id = await enqueue(db, mail("While away"));
    const waiting = await eventually(async () => {
      const message = await messageOf(id);
      return message.attempts >= 1 && message.state === "waiting" && message;
    });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(waiting.nextAttemptTime > waiting.createTime).toBe(true);
    const status = await admin<OutboxStatus>("GET", "/api/admin/outbox/status");
    expect(status.result).toEqual({ configured: true, waiting: 1, failed: 0 });

    await smtp.start();
    const sent = await eventually(async () => {
      const message = await messageOf(id);
      return message.state === "sent" && message;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.withSubject("While away")).toHaveLength(1);
  });

  it("fails a message whose address is refused for good at once, others refused after their retries, and sends again on request", async () => {
    // Refused for now (4xx), and for good but not for the address (a relay's 5.7.1): retried.
    smtp.refusing.set("relay@example.com", 554);
    smtp.refusingText.set("relay@example.com", "5.7.1 Relay access denied");
    const relay = await enqueue(db, mail("Relay denied", { to: "relay@example.com" }));
    smtp.refusing.set("later@example.com", 451);
    const later = await enqueue(db, mail("Refused for now", { to: "later@example.com" }));
    const failedLater = await eventually(async () => {
      const message = await messageOf(later);
      return message.state === "failed" && message;
    });
    expect(failedLater.attempts).toBe(timing.retryDelaysMs.length + 1);
    expect(failedLater.lastError).toContain("451 4.2.1 Mailbox refused");
    const failedRelay = await eventually(async () => {
      const message = await messageOf(relay);
      return message.state === "failed" && message;
    });
    expect(failedRelay.attempts).toBe(timing.retryDelaysMs.length + 1);
    expect(failedRelay.lastError).toContain("554 5.7.1 Relay access denied");
    smtp.refusing.clear();
    smtp.refusingText.clear();

    smtp.refuse = true;
    const id = await enqueue(db, mail("Refused"));
    const failed = await eventually(async () => {
      const message = await messageOf(id);
      return message.state === "failed" && message;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain("550 5.1.1 Mailbox unavailable");
    expect((await admin<OutboxStatus>("GET", "/api/admin/outbox/status")).result).toMatchObject({ failed: 3 });
    const onlyFailed = await admin<OutboxMessage[]>("GET", "/api/admin/outbox?state=failed");
    expect(onlyFailed.result.map((message) => message.id)).toEqual([id, later, relay]);

    smtp.refuse = false;
    const again = await admin<OutboxMessage>("POST", `/api/admin/outbox/${id}/resend`);
    expect(again.statusCode, again.message).toBe(200);
    expect(again.result).toMatchObject({ state: "waiting", attempts: 0 });
    const audit = await admin<{ action: string; kind: string; itemId: number | null }[]>("GET", "/api/admin/audit?kind=mail");
    expect(audit.result[0]).toMatchObject({ action: "resend", kind: "mail", itemId: id });
    await eventually(async () => (await messageOf(id)).state === "sent");
    expect(smtp.withSubject("Refused")).toHaveLength(1);

    // Only a failed message is sent again.
    const refused = await admin("POST", `/api/admin/outbox/${id}/resend`, undefined, { "accept-language": "de-DE" });
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain("gesendet");
    expect((await admin("POST", "/api/admin/outbox/999999/resend")).statusCode).toBe(404);
  });

  it("is the administrators': an editor cannot read it", async () => {
    const { token } = await createColleague(app, admin, { loginAccount: "editor-outbox", role: "editor" });
    const editor = apiCaller(app, token);
    expect((await editor("GET", "/api/admin/outbox")).statusCode).toBe(403);
    expect((await editor("GET", "/api/admin/outbox/status")).statusCode).toBe(403);
    expect((await apiCaller(app, null)("GET", "/api/admin/outbox")).statusCode).toBe(401);
  });
});

describe("the outbox without SMTP_URL", async () => {
  const unconfigured = await createTestApp({}, { outboxTiming: timing });
  const unconfiguredAdmin = apiCaller(unconfigured.app, await unconfigured.login());

  it("keeps every message waiting and says mail is not configured; two workers then send each exactly once", async () => {
    const subjects = Array.from({ length: 6 }, (_, index) => `Queued ${index}`);
    for (const subject of subjects) await enqueue(unconfigured.db, mail(subject, { cause: "newsletter:3" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const status = await unconfiguredAdmin<OutboxStatus>("GET", "/api/admin/outbox/status");
    expect(status.result).toEqual({ configured: false, waiting: subjects.length, failed: 0 });
    // The newsletter's Issues screen says so too (decision 0088).
    expect((await unconfiguredAdmin<{ configured: boolean }>("GET", "/api/admin/newsletter/mail")).result).toEqual({ configured: false });
    expect(subjects.flatMap((subject) => smtp.withSubject(subject))).toEqual([]);

    // A sender that crashed while it held a message: its claim expires, and another worker sends the message.
    // The claim outlasts the steps below until the workers' first look, even on a loaded machine.
    const crashed = await enqueue(unconfigured.db, mail("Claimed by a crashed sender"));
    await unconfigured.db
      .updateTable("mailOutbox")
      .set({ state: "sending", attempts: 1, claimedBy: "crashed", claimedUntil: new Date(Date.now() + 2_000).toISOString() })
      .where("id", "=", crashed)
      .execute();

    const workerOn = (name: string, mayWrite = () => true) =>
      createOutboxWorker({
        db: unconfigured.db,
        transport: smtpSender(
          { host: "127.0.0.1", port: smtp.port, secure: false, auth: undefined },
          { address: "kanzlei@example.de", name: "" },
        ),
        name,
        messageIdDomain: "example.de",
        timing: { ...DEFAULT_OUTBOX_TIMING, wakeDelaysMs: [] },
        log: unconfigured.app.log,
        mayWrite,
      });
    // A process without its server lock (a restore is replacing the data) claims nothing.
    const paused = workerOn("paused", () => false);
    expect(await paused.sendDue()).toBe(0);
    await paused.close();

    // Two workers on the same database (as two server processes would run them) race for the messages.
    const workers = ["first", "second"].map((name) => workerOn(name));
    const sent = await Promise.all(workers.map((worker) => worker.sendDue()));
    expect(smtp.withSubject("Claimed by a crashed sender")).toEqual([]);
    await eventually(async () => (await unconfiguredAdmin<OutboxStatus>("GET", "/api/admin/outbox/status")).result.waiting === 0);
    expect(smtp.withSubject("Claimed by a crashed sender")).toHaveLength(1);
    await Promise.all(workers.map((worker) => worker.close()));
    for (const subject of subjects) expect(smtp.withSubject(subject), subject).toHaveLength(1);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(subjects.length);
    const listed = await unconfiguredAdmin<OutboxMessage[]>("GET", "/api/admin/outbox?state=sent");
    expect(listed.result).toHaveLength(subjects.length + 1);
    expect(listed.result.map((message) => message.attempts)).toEqual([2, ...subjects.map(() => 1)]);
  });

  it("deletes sent messages 30 days after sending and failed ones 90 days after queuing, never a waiting one", async () => {
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const kept = async (subject: string, values: Partial<Parameters<typeof outbox.insertMessage>[1]>) => {
      const id = await enqueue(unconfigured.db, mail(subject));
      await unconfigured.db.updateTable("mailOutbox").set(values).where("id", "=", id).execute();
      return id;
    };
    await kept("Sent long ago", { state: "sent", createdAt: ago(40), sentAt: ago(31) });
    await kept("Sent last week", { state: "sent", createdAt: ago(40), sentAt: ago(7) });
    await kept("Failed long ago", { state: "failed", createdAt: ago(91) });
    await kept("Failed last month", { state: "failed", createdAt: ago(60) });
    await kept("Waiting for a year", { createdAt: ago(365) });
    const subjects = async () =>
      (
        await unconfigured.db
          .selectFrom("mailOutbox")
          .select("subject")
          .where("subject", "in", ["Sent long ago", "Sent last week", "Failed long ago", "Failed last month", "Waiting for a year"])
          .orderBy("id")
          .execute()
      ).map((row) => row.subject);

    const retention = await keepRetention({ db: unconfigured.db, log: unconfigured.app.log }, [outboxRetention]);
    retention.stop();
    expect(await subjects()).toEqual(["Sent last week", "Failed last month", "Waiting for a year"]);
    // A month on, last week's sent message and last month's failed one have gone too (the earlier test's sent ones with them).
    expect(await outboxRetention.deleteExpired(unconfigured.db, Date.now() + 31 * day)).toBeGreaterThanOrEqual(2);
    expect(await subjects()).toEqual(["Waiting for a year"]);
  });
});
