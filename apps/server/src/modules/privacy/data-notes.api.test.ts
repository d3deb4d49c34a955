import type { AuditEntry, DataNotes } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The notes beside the site's forms on what the firm does with the data: the firm's own per form and language, else the site's.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const editor = apiCaller(app, (await createColleague(app, admin, { loginAccount: "note.editor", role: "editor" })).token);
const formNote = async (path: string) => (await anonymous<{ dataNote: string }>("GET", path)).result.dataNote;
const contactNote = (lang: string) => formNote(`/api/contact/form?to=firm&lang=${lang}`);
const newsletterNote = (lang: string) => formNote(`/api/newsletter/form?lang=${lang}`);
const readNotes = async () => (await admin<DataNotes>("GET", "/api/admin/privacy/data-notes")).result;
const setNotes = (notes: Record<string, unknown>, call = admin) => call<DataNotes>("PUT", "/api/admin/privacy/data-notes", { notes });

describe("the forms' notes on the data", () => {
  it("are the site's own until the firm writes one, per form and language, and again when emptied", async () => {
    const read = await admin<DataNotes>("GET", "/api/admin/privacy/data-notes");
    expect(read.statusCode, read.message).toBe(200);
    expect(Object.keys(read.result.notes)).toEqual(["contact", "application", "eventRegistration", "newsletter"]);
    expect(read.result.notes.contact).toEqual({ de_DE: "", en_US: "", zh_CN: "" });
    const defaults = read.result.defaults;
    expect(defaults.contact.en_US).toMatch(/^We use your details only to answer your message\./);
    expect(defaults.contact.de_DE).not.toBe(defaults.contact.en_US);
    expect(await contactNote("en_US")).toBe(defaults.contact.en_US);
    expect(await newsletterNote("de_DE")).toBe(defaults.newsletter.de_DE);

    const note = "Our data protection officer reads every message.\nWe delete it after a year.";
    const saved = await setNotes({ contact: { en_US: `  ${note}  ` } });
    expect(saved.statusCode, saved.message).toBe(200);
    expect(saved.result.notes.contact).toEqual({ de_DE: "", en_US: note, zh_CN: "" });
    expect(await contactNote("en_US")).toBe(note);
    expect(await contactNote("de_DE")).toBe(defaults.contact.de_DE);
    // Another form keeps its own.
    expect(await newsletterNote("en_US")).toBe(defaults.newsletter.en_US);

    const entries = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy");
    expect(entries.result[0]).toMatchObject({
      action: "update",
      endpoint: "PUT /admin/privacy/data-notes",
      summary: "Note for the contact form (en) changed",
    });

    expect((await setNotes({ contact: { en_US: "" }, application: { de_DE: "Neu.", zh_CN: "" } })).result.notes.contact.en_US).toBe("");
    expect(await contactNote("en_US")).toBe(defaults.contact.en_US);
    const [reset] = (await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy&pageSize=1")).result;
    expect(reset!.summary).toBe("Note for the contact form (en) reset to the site's own; Note for the application form (de) changed");
  });

  it("name the firm's retention periods in the site's own notes, every form in every language", async () => {
    const periods = { contact: "12", application: "6", eventRegistration: "6", newsletter: "7" };
    for (const [form, notes] of Object.entries((await readNotes()).defaults))
      for (const note of Object.values(notes)) expect(note).toContain(periods[form as keyof typeof periods]);
    expect((await readNotes()).defaults.application.en_US).toContain("6 months");
    expect((await admin("PUT", "/api/admin/privacy/retention", { periods: { contactMessages: 18 } })).statusCode).toBe(200);
    expect(await contactNote("en_US")).toContain("18 months");
    expect(await contactNote("de_DE")).toContain("18 Monate");
    expect(await contactNote("zh_CN")).toContain("18 个月");
    expect(
      (await admin("PUT", "/api/admin/privacy/retention", { periods: { declinedApplications: 3, eventRegistrations: 2 } })).statusCode,
    ).toBe(200);
    const { defaults } = await readNotes();
    expect(defaults.application.en_US).toContain("3 months");
    expect(defaults.eventRegistration.de_DE).toContain("2 Monate");
  });

  it("refuse a note too long, with control characters, for a form or language the site lacks, and an editor", async () => {
    const tooLong = await setNotes({ contact: { de_DE: "x".repeat(2_001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.errors[0]?.field).toBe("body.notes.contact.de_DE");
    expect((await setNotes({ contact: { de_DE: "Bell\u0007" } })).statusCode).toBe(400);
    expect((await setNotes({ contact: { fr_FR: "Bonjour" } })).statusCode).toBe(400);
    expect((await setNotes({ guestbook: { de_DE: "Hallo" } })).statusCode).toBe(400);
    expect((await setNotes({ contact: { de_DE: "Von der Redaktion" } }, editor)).statusCode).toBe(403);
    expect((await readNotes()).notes.contact.de_DE).toBe("");
  });
});
