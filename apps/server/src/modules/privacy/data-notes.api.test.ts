import type { AuditEntry, ContactForm, DataNotes } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The note beside the site's forms on what the firm does with the data: the firm's own per language, else the site's.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const editor = apiCaller(app, (await createColleague(app, admin, { loginAccount: "note.editor", role: "editor" })).token);
const formNote = async (lang: string) => (await anonymous<ContactForm>("GET", `/api/contact/form?to=firm&lang=${lang}`)).result.dataNote;
const setNotes = (notes: Record<string, unknown>, call = admin) => call<DataNotes>("PUT", "/api/admin/privacy/data-notes", { notes });

describe("the forms' note on the data", () => {
  it("is the site's own until the firm writes one, per language, and back again when emptied", async () => {
    const read = await admin<DataNotes>("GET", "/api/admin/privacy/data-notes");
    expect(read.statusCode, read.message).toBe(200);
    expect(read.result.notes).toEqual({ de_DE: "", en_US: "", zh_CN: "" });
    expect(read.result.defaults.en_US).toMatch(/^We use your details only to answer your message\./);
    expect(read.result.defaults.de_DE).not.toBe(read.result.defaults.en_US);
    expect(await formNote("en_US")).toBe(read.result.defaults.en_US);

    const note = "Our data protection officer reads every message.\nWe delete it after a year.";
    const saved = await setNotes({ en_US: `  ${note}  ` });
    expect(saved.statusCode, saved.message).toBe(200);
    expect(saved.result.notes).toEqual({ de_DE: "", en_US: note, zh_CN: "" });
    expect(await formNote("en_US")).toBe(note);
    expect(await formNote("de_DE")).toBe(read.result.defaults.de_DE);

    const entries = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy");
    expect(entries.result[0]).toMatchObject({ action: "update", endpoint: "PUT /admin/privacy/data-notes" });

    expect((await setNotes({ en_US: "" })).result.notes.en_US).toBe("");
    expect(await formNote("en_US")).toBe(read.result.defaults.en_US);
  });

  it("refuses a note too long, with control characters, in a language the site has no forms in, and an editor", async () => {
    const tooLong = await setNotes({ de_DE: "x".repeat(2_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.errors[0]?.field).toBe("body.notes.de_DE");
    expect((await setNotes({ de_DE: "Bell\u0007" })).statusCode).toBe(400);
    expect((await setNotes({ fr_FR: "Bonjour" })).statusCode).toBe(400);
    expect((await setNotes({ de_DE: "Von der Redaktion" }, editor)).statusCode).toBe(403);
    expect((await admin<DataNotes>("GET", "/api/admin/privacy/data-notes")).result.notes.de_DE).toBe("");
  });
});
