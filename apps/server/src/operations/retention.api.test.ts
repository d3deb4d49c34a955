import type { AuditEntry, RetentionSettings } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../test/account-helpers.ts";
import { apiCaller } from "../../test/content-helpers.ts";
import { createTestApp } from "../../test/test-app.ts";
import { contactRetention } from "../modules/contact/contact.service.ts";
import { keepRetention } from "./retention.ts";

// The retention the firm sets: its periods, the record of each rule's runs, and the next run.

const { app, db, login } = await createTestApp({ AUDIT_RETENTION_DAYS: "200" });
const admin = apiCaller(app, await login());
const editor = apiCaller(app, (await createColleague(app, admin, { loginAccount: "retention.editor", role: "editor" })).token);
const settings = (call = admin) => call<RetentionSettings>("GET", "/api/admin/privacy/retention");
const setPeriods = (periods: Record<string, unknown>, call = admin) =>
  call<RetentionSettings>("PUT", "/api/admin/privacy/retention", { periods });

const contactMessage = (email: string, createdAt: string) => ({
  createdAt,
  updatedAt: createdAt,
  lang: "en_US",
  recipientKind: "firm" as const,
  name: "A visitor",
  email,
  message: "Please call me back.",
  consentText: "I agree that the firm processes my details.",
  consentAt: createdAt,
});
const monthsAgo = (months: number, days = 0) => {
  const time = new Date();
  time.setUTCMonth(time.getUTCMonth() - months);
  return new Date(time.getTime() - days * 86_400_000).toISOString();
};
const contactEmails = async () =>
  (await db.selectFrom("inboundMessages").select("email").orderBy("email").execute()).map((row) => row.email);

describe("the retention's settings", () => {
  it("answer the defaults, the rules' runs since the server started, and the next run at three in Berlin", async () => {
    const answer = await settings();
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result.periods).toEqual({ contactMessages: 12, declinedApplications: 6, eventRegistrations: 6 });
    expect(answer.result.auditDays).toBe(200);
    expect(answer.result.runs.map((run) => run.name)).toEqual([
      "contactMessages",
      "declinedApplications",
      "eventRegistrations",
      "pendingSubscriptions",
      "outboxMessages",
      "auditEntries",
    ]);
    // The server ran every rule when it started.
    for (const run of answer.result.runs) expect(run).toMatchObject({ lastDeleted: 0, lastRunAt: expect.any(String) });
    const next = Date.parse(answer.result.nextRunAt);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(new Date(next).toLocaleTimeString("en-GB", { timeZone: "Europe/Berlin" })).toBe("03:00:00");
  });

  it("delete contact messages by the period the firm set, and record the run", async () => {
    await db
      .insertInto("inboundMessages")
      .values([
        contactMessage("two.months@example.org", monthsAgo(2, 1)),
        contactMessage("seven.months@example.org", monthsAgo(7, 1)),
        contactMessage("thirteen.months@example.org", monthsAgo(13)),
      ])
      .execute();
    // The default, twelve months.
    expect(await contactRetention.deleteExpired(db, Date.now())).toBe(1);
    expect(await contactEmails()).toEqual(["seven.months@example.org", "two.months@example.org"]);

    const changed = await setPeriods({ contactMessages: 6 });
    expect(changed.statusCode, changed.message).toBe(200);
    expect(changed.result.periods.contactMessages).toBe(6);
    const retention = await keepRetention({ db, log: app.log }, [contactRetention]);
    retention.stop();
    expect(await contactEmails()).toEqual(["two.months@example.org"]);
    const contactRun = (await settings()).result.runs.find((run) => run.name === "contactMessages");
    expect(contactRun?.lastDeleted).toBe(1);
    expect(Date.now() - Date.parse(contactRun?.lastRunAt ?? "")).toBeLessThan(60_000);

    const audited = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy&action=update");
    expect(audited.result[0]).toMatchObject({
      kind: "privacy",
      action: "update",
      endpoint: "PUT /admin/privacy/retention",
      summary: "Contact messages: 12 → 6 months",
    });
    // Each period that changed; a period sent as it was is no change. Made by an administrator
    // reading German, the entries read in the language of whoever reads the log.
    await setPeriods({ contactMessages: 6, declinedApplications: 3 }, (method, url, body) =>
      admin(method, url, body, { "accept-language": "de-DE" }),
    );
    await setPeriods({ declinedApplications: 3 });
    const summariesIn = async (language: string) =>
      (
        await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy&action=update&pageSize=2", undefined, {
          "accept-language": language,
        })
      ).result.map((entry) => entry.summary);
    expect(await summariesIn("en-US")).toEqual(["No change", "Declined applications: 6 → 3 months"]);
    expect(await summariesIn("de-DE")).toEqual(["Keine Änderung", "Abgelehnte Bewerbungen: 6 → 3 Monate"]);
    expect(await summariesIn("zh-CN")).toEqual(["无更改", expect.stringContaining("6 → 3")]);
  });

  it("keep running the other rules when one fails, and log both", async () => {
    const lines: string[] = [];
    const log = { info: (_fields: unknown, text: string) => lines.push(text), error: (_fields: unknown, text: string) => lines.push(text) };
    const retention = await keepRetention({ db, log: log as never }, [
      { name: "outboxMessages", what: "letters", deleteExpired: () => Promise.reject(new Error("no table")) },
      { name: "auditEntries", what: "notes", deleteExpired: async () => 3 },
    ]);
    retention.stop();
    expect(lines).toEqual(["old letters not deleted", "old notes deleted"]);
    const runs = (await settings()).result.runs;
    expect(runs.find((run) => run.name === "auditEntries")?.lastDeleted).toBe(3);
  });

  it("refuse a period out of range, an unknown kind, and a caller without the right", async () => {
    for (const months of [0, 121, 2.5, "6"]) {
      const refused = await setPeriods({ contactMessages: months });
      expect(refused.statusCode, String(months)).toBe(400);
      expect(refused.errors[0]?.field).toBe("body.periods.contactMessages");
    }
    expect((await setPeriods({ everything: 1 })).statusCode).toBe(400);
    expect((await settings(editor)).statusCode).toBe(403);
    expect((await setPeriods({ contactMessages: 3 }, editor)).statusCode).toBe(403);
    expect((await settings()).result.periods.contactMessages).toBe(6);
  });
});
