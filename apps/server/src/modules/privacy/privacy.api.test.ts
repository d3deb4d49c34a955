import type { AuditEntry, SubjectErasure, SubjectExport, SubjectFindings } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { contactRetention } from "../contact/contact.service.ts";
import { enqueueMail, type OutgoingMail } from "../mail/mail.service.ts";

// A data subject's requests: what the server keeps about an e-mail address, as a file, and its deletion.

const { app, db, login } = await createTestApp();
const day = 86_400_000;
const admin = apiCaller(app, await login());

const mail = (subject: string, extra: Partial<OutgoingMail>): OutgoingMail => ({
  to: ["kanzlei@example.de"],
  subject,
  text: `${subject}: the text`,
  lang: "de_DE",
  cause: "contact:1",
  ...extra,
});
const enqueue = (message: OutgoingMail) => db.transaction().execute((trx) => enqueueMail(trx, message));

await enqueue(mail("Copy for the visitor", { to: ["Visitor.One@Example.org"] }));
await enqueue(mail("Message from the visitor", { replyTo: "visitor.one@example.org" }));
await enqueue(mail("Another visitor's", { to: ["visitor_two@example.org"], replyTo: "someone@example.org" }));
await enqueue(mail("Not the underscore's", { to: ["visitorxtwo@example.org"] }));

const contactMessage = (email: string, message: string, createdAt = "2026-12-01T09:00:00.000Z") => ({
  createdAt,
  updatedAt: createdAt,
  lang: "de_DE",
  recipientKind: "firm" as const,
  name: "Erika Besucherin",
  email,
  message,
  consentText: "Ich willige ein, dass die Kanzlei meine Angaben verarbeitet.",
  consentAt: createdAt,
});
await db
  .insertInto("inboundMessages")
  .values([
    contactMessage("Visitor.One@example.org", "Bitte rufen Sie mich\nzurück."),
    contactMessage("visitor.two@example.org", "Another visitor's message"),
  ])
  .execute();

const find = (email: string, call = admin) => call<SubjectFindings>("POST", "/api/admin/privacy/subject/look-up", { email });

describe("a data subject's requests", () => {
  it("find every message to or from the address, whatever its letter case, and only those", async () => {
    const found = await find(" VISITOR.ONE@example.org ");
    expect(found.statusCode, found.message).toBe(200);
    expect(found.result.email).toBe("visitor.one@example.org");
    expect(found.result.records.map((record) => [record.source, record.summary])).toEqual([
      ["contact", "Erika Besucherin: Bitte rufen Sie mich zurück."],
      ["outbox", "Copy for the visitor"],
      ["outbox", "Message from the visitor"],
    ]);
    // `_` is a character of the address, not LIKE's wildcard.
    expect((await find("visitor_two@example.org")).result.records.map((record) => record.summary)).toEqual(["Another visitor's"]);
    expect((await find("nobody@example.org")).result.records).toEqual([]);
  });

  it("export every record whole, as the file handed to the data subject", async () => {
    const exported = await admin<SubjectExport>("POST", "/api/admin/privacy/subject/export", { email: "visitor.one@example.org" });
    expect(exported.statusCode).toBe(200);
    expect(exported.result.records).toHaveLength(3);
    // The contact message with the consent text the visitor saw and when.
    expect(exported.result.records[0]).toMatchObject({
      source: "contact",
      data: {
        message: "Bitte rufen Sie mich\nzurück.",
        consentText: expect.stringContaining("willige ein"),
        consentAt: "2026-12-01T09:00:00.000Z",
      },
    });
    expect(exported.result.records[1]).toMatchObject({
      source: "outbox",
      data: { subject: "Copy for the visitor", textBody: "Copy for the visitor: the text", recipients: ["Visitor.One@Example.org"] },
    });
    expect(exported.result.records[2]!.data).toMatchObject({ replyTo: "visitor.one@example.org" });
  });

  it("delete everything about the address, nothing else, and record each request in the audit log, without the address", async () => {
    const erased = await admin<SubjectErasure>("POST", "/api/admin/privacy/subject/erase", { email: "visitor.one@example.org" });
    expect(erased.statusCode).toBe(200);
    expect(erased.result.deleted).toEqual({
      contact: 1,
      applications: 0,
      eventRegistration: 0,
      newsletter: 0,
      newsletterDeliveries: 0,
      outbox: 2,
    });
    expect((await find("visitor.one@example.org")).result.records).toEqual([]);
    expect((await find("visitor_two@example.org")).result.records).toHaveLength(1);
    expect(await db.selectFrom("mailOutbox").select("subject").orderBy("id").execute()).toEqual([
      { subject: "Another visitor's" },
      { subject: "Not the underscore's" },
    ]);
    expect(await db.selectFrom("inboundMessages").select("email").execute()).toEqual([{ email: "visitor.two@example.org" }]);

    const log = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy&pageSize=50");
    const actions = log.result.map((entry) => entry.action);
    expect(actions.filter((action) => action === "lookUp").length).toBeGreaterThanOrEqual(5);
    expect(actions.filter((action) => action !== "lookUp")).toEqual(["delete", "export"]);
    expect(JSON.stringify(log.result)).not.toContain("visitor.one");
  });

  it("refuse an address that is not one, naming the field, and every account but an administrator", async () => {
    const bad = await find("not an address");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.result)).toContain("body.email");
    expect((await find("x".repeat(250) + "@example.org")).statusCode).toBe(400);
    const { token } = await createColleague(app, admin, { loginAccount: "editor-privacy", role: "editor" });
    const editor = apiCaller(app, token);
    expect((await find("visitor_two@example.org", editor)).statusCode).toBe(403);
    expect((await editor("POST", "/api/admin/privacy/subject/erase", { email: "visitor_two@example.org" })).statusCode).toBe(403);
    expect((await find("visitor_two@example.org", apiCaller(app, null))).statusCode).toBe(401);
    expect((await find("visitor_two@example.org")).result.records).toHaveLength(1);
  });
});

describe("the inbox's retention", () => {
  it("deletes contact messages a year after they arrived, whatever their state", async () => {
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    await db
      .insertInto("inboundMessages")
      .values([
        { ...contactMessage("old@example.org", "From long ago", ago(366)), state: "inProgress" },
        { ...contactMessage("recent@example.org", "From last month", ago(300)), state: "new" },
      ])
      .execute();
    await contactRetention.deleteExpired(db, Date.now());
    const left = (await db.selectFrom("inboundMessages").select("email").execute()).map((row) => row.email);
    expect(left).toContain("recent@example.org");
    expect(left).not.toContain("old@example.org");
  });
});
