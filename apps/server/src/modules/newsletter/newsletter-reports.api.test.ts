import { NEWSLETTER_SIGNATURE_HEADER, NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS, type NewsletterSubscriber } from "@lawfirm/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { insertConfirmedSubscribers } from "../../../test/newsletter-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { reportSignature, REPORTS_LIMIT_PER_ADDRESS } from "./newsletter.routes.ts";
import { UNNAMED_REPORT_WINDOW_MS } from "./newsletter.service.ts";

// Decision 0091: the mail provider reports bounces and complaints later, to a webhook that takes
// the operator's secret; an editor with the inbox's right puts a suspended subscription back.

const SECRET = "a-provider-secret-of-at-least-32-characters";
const HOUR = 3_600_000;
const { app, db, login } = await createTestApp({ NEWSLETTER_WEBHOOK_SECRET: SECRET });
const admin = apiCaller(app, await login());
const provider = apiCaller(app, SECRET);

const at = "2026-12-01T10:00:00.000Z";
/** A sent issue: each delivery its own, since an address gets each issue once. */
async function sentIssue() {
  const issue = await db
    .insertInto("newsletterIssues")
    .values({
      lang: "de_DE",
      topicIds: "[]",
      subject: "Ausgabe",
      intro: "",
      articleIds: "[]",
      state: "sent",
      createdBy: null,
      createdAt: at,
      sentAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return issue.id;
}

const subscriber = async (email: string) => (await insertConfirmedSubscribers(db, [email]))[0]!;

let deliveries = 0;
/**
 * A delivery of an issue to `email`, an outbox message with this Message-ID queued at `queuedAt`
 * and sent at `sentAt` (by default both just now; null: not marked sent); answers the Message-ID.
 */
async function delivered(email: string, sentAt: string | null = new Date().toISOString(), queuedAt = sentAt ?? new Date().toISOString()) {
  deliveries += 1;
  const issueId = await sentIssue();
  const messageId = `<outbox-${deliveries}-1@example.de>`;
  const outbox = await db
    .insertInto("mailOutbox")
    .values({
      createdAt: queuedAt,
      recipients: JSON.stringify([email]),
      replyTo: null,
      subject: "Ausgabe",
      textBody: "…",
      htmlBody: null,
      lang: "de_DE",
      cause: `newsletter:${issueId}`,
      sentAt,
      messageId,
      attachments: null,
      headers: null,
      state: sentAt ? "sent" : "sending",
      nextAttemptAt: at,
      claimedBy: null,
      claimedUntil: null,
      lastError: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("newsletterDeliveries").values({ issueId, email, outboxId: outbox.id }).execute();
  return messageId;
}

const listed = async (state?: string) =>
  (await admin<NewsletterSubscriber[]>("GET", `/api/admin/newsletter/subscribers${state ? `?state=${state}` : ""}`)).result;
const byEmail = async (email: string) => (await listed()).find((row) => row.email === email)!;
const report = (body: unknown) =>
  provider<{ recorded: number; ignored: number; suspended: number; unmatched: number }>("POST", "/api/newsletter/reports", body);

beforeEach(async () => {
  await db.deleteFrom("newsletterSubscribers").execute();
  await db.deleteFrom("rateLimitWindows").execute();
});

describe("the mail provider's reports", () => {
  it("suspends a subscription on a hard bounce named by its Message-ID, and again on the same report changes nothing", async () => {
    await subscriber("gone@example.org");
    const messageId = await delivered("gone@example.org");
    // The provider sends the Message-ID without its angle brackets, and the address in other case.
    const first = await report({
      address: "Gone@Example.org",
      kind: "hardBounce",
      messageId: messageId.slice(1, -1),
      reason: "550 5.1.1 No such user",
    });
    expect(first.statusCode, first.message).toBe(200);
    expect(first.result).toEqual({ recorded: 1, ignored: 0, suspended: 1, unmatched: 0 });
    expect(await byEmail("gone@example.org")).toMatchObject({
      state: "suspended",
      suspendCause: "hardBounce",
      lastBounce: { kind: "hard", reason: "550 5.1.1 No such user" },
    });
    const again = await report({ address: "gone@example.org", kind: "hardBounce", messageId, reason: "550 5.1.1 No such user" });
    expect(again.result).toEqual({ recorded: 0, ignored: 1, suspended: 0, unmatched: 0 });
  });

  it("suspends on a complaint, and counts soft bounces toward three in a row, in one batch", async () => {
    await subscriber("angry@example.org");
    await subscriber("full@example.org");
    await delivered("angry@example.org");
    const ids = [await delivered("full@example.org"), await delivered("full@example.org"), await delivered("full@example.org")];
    const twoSoft = await report({
      reports: [
        { address: "angry@example.org", kind: "complaint" },
        { address: "full@example.org", kind: "softBounce", messageId: ids[0], reason: "452 Mailbox full" },
        { address: "full@example.org", kind: "softBounce", messageId: ids[1], reason: "452 Mailbox full" },
        // The same report twice in one batch counts once.
        { address: "full@example.org", kind: "softBounce", messageId: ids[1], reason: "452 Mailbox full" },
      ],
    });
    expect(twoSoft.result).toEqual({ recorded: 3, ignored: 1, suspended: 1, unmatched: 0 });
    expect(await byEmail("angry@example.org")).toMatchObject({
      state: "suspended",
      suspendCause: "complaint",
      lastBounce: { kind: "complaint" },
    });
    expect(await byEmail("full@example.org")).toMatchObject({ state: "confirmed", suspendCause: null, lastBounce: { kind: "soft" } });
    // Without a Message-ID a report is about the address's latest delivery: the third in a row.
    const third = await report({ address: "full@example.org", kind: "softBounce" });
    expect(third.result).toEqual({ recorded: 1, ignored: 0, suspended: 1, unmatched: 0 });
    expect(await byEmail("full@example.org")).toMatchObject({ state: "suspended", suspendCause: "softBounces" });
  });

  it("ignores a report on an address or a message the newsletter did not send", async () => {
    await subscriber("reader@example.org");
    await delivered("reader@example.org");
    const answer = await report({
      reports: [
        { address: "stranger@example.org", kind: "hardBounce" },
        { address: "reader@example.org", kind: "complaint", messageId: "<someone-else@example.com>" },
      ],
    });
    expect(answer.result).toEqual({ recorded: 0, ignored: 2, suspended: 0, unmatched: 0 });
    expect((await byEmail("reader@example.org")).state).toBe("confirmed");
  });

  it("suspends on a complaint about a subscriber who has had no issue yet, and ignores the same complaint again", async () => {
    await subscriber("newcomer@example.org");
    const first = await report({ address: "Newcomer@example.org", kind: "complaint", reason: "spam report" });
    expect(first.result).toEqual({ recorded: 1, ignored: 0, suspended: 1, unmatched: 0 });
    expect(await byEmail("newcomer@example.org")).toMatchObject({ state: "suspended" });
    expect((await report({ address: "newcomer@example.org", kind: "complaint" })).result).toEqual({
      recorded: 0,
      ignored: 1,
      suspended: 0,
      unmatched: 0,
    });
    // A hard bounce without a delivery is still someone else's.
    await subscriber("quiet@example.org");
    expect((await report({ address: "quiet@example.org", kind: "hardBounce" })).result).toMatchObject({ ignored: 1, suspended: 0 });
    expect((await byEmail("quiet@example.org")).state).toBe("confirmed");
  });

  it("takes a report without a Message-ID on the address's latest delivery only while that went out (or was queued) within 72 hours", async () => {
    await subscriber("late@example.org");
    const old = await delivered("late@example.org", new Date(Date.now() - UNNAMED_REPORT_WINDOW_MS - HOUR).toISOString());
    // Too long ago to be surely the one the report is about: unmatched, and nothing changes.
    const unnamed = await report({ address: "late@example.org", kind: "hardBounce", reason: "550 No such user" });
    expect(unnamed.result).toEqual({ recorded: 0, ignored: 1, suspended: 0, unmatched: 1 });
    expect(await byEmail("late@example.org")).toMatchObject({ state: "confirmed", lastBounce: null });
    // Named by its Message-ID, the same delivery takes the report however old it is.
    expect((await report({ address: "late@example.org", kind: "softBounce", messageId: old })).result).toMatchObject({ recorded: 1 });
    // A newer delivery, sent within the window, takes a report naming no message.
    await subscriber("recent@example.org");
    await delivered("recent@example.org", new Date(Date.now() - UNNAMED_REPORT_WINDOW_MS + HOUR).toISOString());
    expect((await report({ address: "recent@example.org", kind: "complaint" })).result).toEqual({
      recorded: 1,
      ignored: 0,
      suspended: 1,
      unmatched: 0,
    });
    // Not marked sent (the process stopped after the relay took it): the time it was queued counts.
    await subscriber("queued@example.org");
    await delivered("queued@example.org", null);
    expect((await report({ address: "queued@example.org", kind: "hardBounce" })).result).toMatchObject({ recorded: 1, suspended: 1 });
    await subscriber("stuck@example.org");
    await delivered("stuck@example.org", null, new Date(Date.now() - UNNAMED_REPORT_WINDOW_MS - HOUR).toISOString());
    expect((await report({ address: "stuck@example.org", kind: "hardBounce" })).result).toMatchObject({ recorded: 0, unmatched: 1 });
  });

  it("refuses a call without the secret or with a wrong one, before it reads the body", async () => {
    const without = await apiCaller(app, null)("POST", "/api/newsletter/reports", { address: "x@example.org", kind: "complaint" });
    expect(without.statusCode).toBe(401);
    expect(without.message).toContain("Authorization: Bearer");
    const wrong = await apiCaller(app, `${SECRET}x`)("POST", "/api/newsletter/reports", "not json at all", {
      "content-type": "application/json",
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("words what is wrong with a report, field by field, and refuses more than a batch", async () => {
    const bad = await report({ reports: [{ address: "not-an-address", kind: "bounce" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors.map((error) => error.field).sort()).toEqual(["body.reports.0.address", "body.reports.0.kind"]);
    const tooMany = await report({ reports: Array.from({ length: 101 }, () => ({ address: "a@example.org", kind: "complaint" })) });
    expect(tooMany.statusCode).toBe(400);
    const broken = await provider("POST", "/api/newsletter/reports", "{", { "content-type": "application/json" });
    expect(broken.statusCode).toBe(400);
  });

  it("limits the calls from one address", async () => {
    let last = 0;
    for (let call = 0; call <= REPORTS_LIMIT_PER_ADDRESS.max; call++)
      last = (await report({ address: "a@example.org", kind: "complaint" })).statusCode;
    expect(last).toBe(429);
  });
});

describe("reports signed with the secret instead of carrying it", () => {
  /** Posts `body` as it is, signed by `secret` at `seconds` (Unix time), or with the header given. */
  const signed = async (body: string, options: { seconds?: number; secret?: string; header?: string; signedBody?: string } = {}) => {
    const seconds = options.seconds ?? Math.floor(Date.now() / 1000);
    const signature = reportSignature(options.secret ?? SECRET, seconds, Buffer.from(options.signedBody ?? body)).toString("hex");
    const response = await app.inject({
      method: "POST",
      url: "/api/newsletter/reports",
      payload: body,
      headers: { "content-type": "application/json", [NEWSLETTER_SIGNATURE_HEADER]: options.header ?? `t=${seconds},v1=${signature}` },
    });
    return { statusCode: response.statusCode, body: response.json<{ message: string; result: Record<string, number> }>() };
  };

  it("records a report whose body is signed with HMAC-SHA256 of the timestamp and the raw body", async () => {
    await subscriber("signed@example.org");
    const messageId = await delivered("signed@example.org");
    const body = JSON.stringify({ address: "signed@example.org", kind: "hardBounce", messageId });
    const answer = await signed(body);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.result).toEqual({ recorded: 1, ignored: 0, suspended: 1, unmatched: 0 });
    // The same bytes, signed a moment ago, with the parts in another order.
    const seconds = Math.floor(Date.now() / 1000) - 60;
    const signature = reportSignature(SECRET, seconds, Buffer.from(body)).toString("hex");
    expect((await signed(body, { header: `v1=${signature.toUpperCase()}, t=${seconds}` })).statusCode).toBe(200);
  });

  it("refuses a signature of another body or key, an old or future one, and a malformed header, changing nothing", async () => {
    await subscriber("kept@example.org");
    const messageId = await delivered("kept@example.org");
    const body = JSON.stringify({ address: "kept@example.org", kind: "complaint", messageId });
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      await signed(body, { signedBody: body.replace("complaint", "softBounce") }),
      await signed(body, { secret: `${SECRET}-other` }),
      await signed(body, { seconds: now - NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS - 5 }),
      await signed(body, { seconds: now + NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS + 5 }),
      await signed(body, { header: `t=${now}` }),
      await signed(body, { header: "sha256=abc" }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(refusals[0]!.body.message).toContain("X-Newsletter-Signature");
    expect(refusals[2]!.body.message).toContain(`${NEWSLETTER_SIGNATURE_TOLERANCE_SECONDS}`);
    expect((await byEmail("kept@example.org")).state).toBe("confirmed");
  });

  it("refuses a signed body larger than the endpoint takes", async () => {
    const huge = JSON.stringify({ address: "big@example.org", kind: "complaint", reason: "x".repeat(300 * 1024) });
    const answer = await signed(huge);
    expect(answer.statusCode).toBe(413);
  });

  it("checks the signature before the body's shape, and still words a signed body's problems", async () => {
    expect((await signed("{", { signedBody: "{}" })).statusCode).toBe(401);
    const broken = await signed("{");
    expect(broken.statusCode).toBe(400);
    const wrong = await signed(JSON.stringify({ address: "nobody", kind: "complaint" }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toContain("address");
  });
});

describe("without NEWSLETTER_WEBHOOK_SECRET", () => {
  it("has no reports endpoint", async () => {
    const off = await createTestApp();
    const answer = await apiCaller(off.app, SECRET)("POST", "/api/newsletter/reports", { address: "x@example.org", kind: "complaint" });
    expect(answer.statusCode).toBe(404);
    expect(answer.message).toContain("NEWSLETTER_WEBHOOK_SECRET");
  });
});

describe("reactivating a suspended subscription", () => {
  it("puts it back with its topics and language, counts soft bounces afresh, and records it in the audit log", async () => {
    const id = await subscriber("back@example.org");
    const ids = [await delivered("back@example.org"), await delivered("back@example.org"), await delivered("back@example.org")];
    await report({ reports: ids.map((messageId) => ({ address: "back@example.org", kind: "softBounce", messageId })) });
    expect(await listed("suspended")).toMatchObject([{ email: "back@example.org", suspendCause: "softBounces" }]);

    const answer = await admin<NewsletterSubscriber>("POST", `/api/admin/newsletter/subscribers/${id}/reactivate`);
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result).toMatchObject({ id, state: "confirmed", lang: "de_DE", suspendTime: null, suspendCause: null });
    expect(await listed("suspended")).toEqual([]);
    const audit = await db.selectFrom("auditEntries").selectAll().where("kind", "=", "newsletter").where("action", "=", "enable").execute();
    expect(audit).toHaveLength(1);

    // The bounces before it no longer count, nor does the provider's late report on them suspend it again.
    expect((await report({ address: "back@example.org", kind: "hardBounce", messageId: ids[0] })).result.suspended).toBe(0);
    await report({ address: "back@example.org", kind: "softBounce", messageId: await delivered("back@example.org") });
    expect((await byEmail("back@example.org")).state).toBe("confirmed");

    // Only a suspended subscription is put back; an unknown one is not found.
    expect((await admin("POST", `/api/admin/newsletter/subscribers/${id}/reactivate`)).statusCode).toBe(409);
    expect((await admin("POST", `/api/admin/newsletter/subscribers/999999/reactivate`)).statusCode).toBe(404);
  });

  it("is an editor's only with the inbox's right granted", async () => {
    const id = await subscriber("editor-view@example.org");
    await db
      .updateTable("newsletterSubscribers")
      .set({ state: "suspended", suspendedAt: at, suspendCause: "complaint" })
      .where("id", "=", id)
      .execute();
    const plain = await createColleague(app, admin, { loginAccount: "editor-plain", role: "editor" });
    expect((await apiCaller(app, plain.token)("POST", `/api/admin/newsletter/subscribers/${id}/reactivate`)).statusCode).toBe(403);
    const granted = await createColleague(app, admin, { loginAccount: "editor-inbox", role: "editor", grantedRights: ["inbox.manage"] });
    const answer = await apiCaller(app, granted.token)<NewsletterSubscriber>("POST", `/api/admin/newsletter/subscribers/${id}/reactivate`);
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result.state).toBe("confirmed");
  });
});
