import {
  APPLICATION_FILES,
  type Application,
  type ApplicationForm,
  type ApplicationSummary,
  type AuditEntry,
  type JobOpeningVersion,
  type ManagedAccount,
  type Office,
  type SubjectExport,
  type SubjectFindings,
} from "@lawfirm/contract";
import { watch } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createReferenceItem } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { visitorFormHelpers } from "../../../test/visitor-forms.ts";
import { multipartForm, type FormFile } from "../../../test/upload-helpers.ts";
import { DAY_MS } from "../../operations/retention.ts";
import { readObject } from "../../storage/object-store.ts";
import { MIN_FILL_MS } from "../contact/contact-ticket.ts";
import { samplePdf } from "../files/test-pdf.ts";
import * as outbox from "../mail/mail.repository.ts";
import { upsertFirmFacts } from "../portal-config/portal-config.repository.ts";
import { APPLICATION_LIMIT_PER_ADDRESS } from "./applications.routes.ts";
import { applicationRetention } from "./applications.service.ts";

// Job applications (decision 0080): an application that passes its fields, its PDF files, the trap
// field, the ticket's time and the address's limit is stored with its files in the private area and
// mailed through the outbox in one transaction; every refusal stores nothing; only the Recruiting
// right reads applications, and each read and download is in the audit log.

/** The application page: its form's answer as JSON in the body, as the site's loader reads it. */
const renderer = `export async function createRenderer({ fetch }) {
  return async (request) => {
    const url = new URL(request.url);
    const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
    const lang = langs[url.pathname.split("/")[1]] ?? "en_US";
    const opening = url.searchParams.get("opening");
    const form = await (await fetch("/api/careers/application-form?lang=" + lang + (opening ? "&opening=" + opening : ""))).json();
    return { kind: "page", status: form.status, lang: "de", dir: "ltr", head: "<title>Apply</title>",
      body: "<pre>" + JSON.stringify(form.result) + "</pre>", state: "{}", modules: [] };
  };
}`;

const { app, db, login, storage } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

await upsertFirmFacts(db, { email: "kanzlei@example.de" }, new Date().toISOString());
const munich = await createReferenceItem<Office>(admin, "office", "München", ["de_DE", "en_US"]);
await db.updateTable("offices").set({ email: "karriere-muenchen@example.de" }).where("id", "=", munich.de_DE!.id).execute();
const created = await admin<JobOpeningVersion[]>("POST", "/api/admin/jobOpening", [
  {
    lang: "de_DE",
    title: "Rechtsreferendar (m/w/d)",
    content: "<p>Station</p>",
    office: munich.de_DE!.id,
    proFieldIds: [],
    level: "trainee",
    employmentType: "fullTime",
    startDate: null,
  },
]);
expect(created.statusCode, created.message).toBe(200);
const opening = created.result[0]!;
await db.updateTable("jobOpenings").set({ publishAt: "2020-01-01T00:00:00.000Z" }).execute();

const recruiter = await createColleague(app, admin, { loginAccount: "recruiter", role: "editor", grantedRights: ["applications.manage"] });
const editor = await createColleague(app, admin, { loginAccount: "editor-apps", role: "editor" });
const asRecruiter = apiCaller(app, recruiter.token);
const asEditor = apiCaller(app, editor.token);

const { wait, now, newClient } = visitorFormHelpers("2026-12-04T09:00:00.000Z", "203.0.113.");

async function formFor(query = "", lang = "de_DE"): Promise<ApplicationForm> {
  wait(0);
  const answer = await anonymous<ApplicationForm>("GET", `/api/careers/application-form?lang=${lang}${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  wait(MIN_FILL_MS + 1000);
  return answer.result;
}

const fields = (ticket: string, extra: Record<string, string> = {}) => ({
  lang: "de_DE",
  opening: String(opening.id),
  name: "Lena Vogel",
  email: "Lena.Vogel@example.com",
  phone: "+49 89 1234",
  message: "Ich bewerbe mich um die Station.\nMit freundlichen Grüßen",
  consent: "on",
  website: "",
  ticket,
  ...extra,
});

const cv: FormFile = { name: "Lebenslauf.pdf", bytes: samplePdf("Lebenslauf"), type: "application/pdf", field: "files" };

async function apply(form: Record<string, string>, files: readonly FormFile[] = [cv], client = newClient()) {
  const { payload, headers } = multipartForm(form, files);
  const response = await app.inject({
    method: "POST",
    url: "/api/careers/applications",
    payload,
    headers: { ...headers, "accept-language": "de-DE" },
    remoteAddress: client,
  });
  const body = response.json<{
    message: string;
    result: { openingTitle?: string | null; errors?: { field: string; message: string }[] } | null;
  }>();
  return { statusCode: response.statusCode, message: body.message, result: body.result, errors: body.result?.errors ?? [] };
}

const count = async (table: "jobApplications" | "jobApplicationFiles") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const privateKeys = async () => {
  const keys: string[] = [];
  for await (const object of storage.private.list()) keys.push(object.key);
  return keys;
};
const newest = async () => db.selectFrom("jobApplications").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
const mailsOf = async (id: number) =>
  (await outbox.listMessages(db, undefined, { pageNo: 1, pageSize: 50 })).rows.filter((row) => row.cause === `application:${id}`);

describe("applying", () => {
  it("stores an application with its consent and its PDF in the private area, and mails the office and the applicant", async () => {
    const form = await formFor(`&opening=${opening.id}`);
    expect(form.opening).toEqual({
      id: opening.id,
      lang: "de_DE",
      title: "Rechtsreferendar (m/w/d)",
      officeName: "München de_DE",
      versions: [{ lang: "de_DE", id: opening.id }],
    });
    expect(form.consentText).toContain("Datenschutzerklärung");
    const sent = await apply(fields(form.ticket), [cv, { ...cv, name: "Zeugnisse.pdf", bytes: samplePdf("Zeugnisse") }]);
    expect(sent.statusCode, sent.message).toBe(200);
    expect(sent.result).toEqual({ openingTitle: "Rechtsreferendar (m/w/d)" });

    const row = await newest();
    expect(row).toMatchObject({
      openingId: opening.id,
      openingTitle: "Rechtsreferendar (m/w/d)",
      recipientEmail: "karriere-muenchen@example.de",
      name: "Lena Vogel",
      state: "new",
      consentText: form.consentText,
    });
    const files = await db.selectFrom("jobApplicationFiles").selectAll().where("applicationId", "=", row.id).orderBy("position").execute();
    expect(files.map((file) => file.fileName)).toEqual(["Lebenslauf.pdf", "Zeugnisse.pdf"]);
    for (const file of files) {
      expect(
        (await readObject(storage.private, file.storageKey))?.equals(
          file.fileName === "Lebenslauf.pdf" ? cv.bytes : samplePdf("Zeugnisse"),
        ),
      ).toBe(true);
      expect(await storage.uploads.head(file.storageKey)).toBeUndefined();
      const served = await app.inject({ method: "GET", url: `/api/upload/${file.storageKey}` });
      expect(served.statusCode).toBe(404);
    }

    const mails = (await mailsOf(row.id)).sort((a, b) => a.id - b.id);
    expect(mails.map((mail) => JSON.parse(mail.recipients) as string[])).toEqual([
      ["karriere-muenchen@example.de"],
      ["Lena.Vogel@example.com"],
    ]);
    expect(mails[0]).toMatchObject({ subject: "Bewerbung von Lena Vogel: Rechtsreferendar (m/w/d)", replyTo: "Lena.Vogel@example.com" });
    const notice = await db.selectFrom("mailOutbox").select("textBody").where("id", "=", mails[0]!.id).executeTakeFirstOrThrow();
    expect(notice.textBody).toContain("Lebenslauf.pdf");
    expect(notice.textBody).not.toContain("%PDF");
    expect(mails[1]!.subject).toBe("Ihre Bewerbung: Rechtsreferendar (m/w/d)");
  });

  it("takes an unsolicited application, told to the firm's address", async () => {
    const form = await formFor();
    expect(form.opening).toBeNull();
    const sent = await apply(fields(form.ticket, { opening: "", lang: "en_US" }));
    expect(sent.statusCode, sent.message).toBe(200);
    const row = await newest();
    expect(row).toMatchObject({ openingId: null, recipientEmail: "kanzlei@example.de", lang: "en_US" });
    const confirmation = (await mailsOf(row.id)).find((mail) => mail.recipients.includes("Lena.Vogel@example.com"));
    expect(confirmation?.subject).toBe("Your application: unsolicited application");
  });

  it.each([
    ["a renamed image", { ...cv, name: "cv.pdf", bytes: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex") }, "keine PDF-Datei"],
    ["an HTML page", { ...cv, name: "cv.pdf", bytes: Buffer.from("<html><script>alert(1)</script></html>") }, "keine PDF-Datei"],
    ["a PDF cut short", { ...cv, bytes: samplePdf().subarray(0, 200) }, "keine lesbare PDF-Datei"],
  ])("refuses %s at its field and stores nothing", async (_, file, text) => {
    const before = [await count("jobApplications"), await count("jobApplicationFiles"), (await privateKeys()).length];
    const form = await formFor();
    const refused = await apply(fields(form.ticket), [file]);
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual([{ field: "body.files", message: expect.stringContaining(text) as string }]);
    expect([await count("jobApplications"), await count("jobApplicationFiles"), (await privateKeys()).length]).toEqual(before);
  });

  it("refuses missing files, too many, too large ones, bad fields, a trap, a quick or forged ticket and a closed opening, storing nothing", async () => {
    const before = [await count("jobApplications"), (await privateKeys()).length];
    const form = await formFor();
    const fieldsOf = async (body: Record<string, string>, files: readonly FormFile[] = [cv]) =>
      (await apply(body, files)).errors.map((error) => error.field);
    expect(await fieldsOf(fields(form.ticket), [])).toEqual(["body.files"]);
    expect(await fieldsOf(fields(form.ticket), [cv, cv, cv, cv])).toEqual(["body.files"]);
    const big = { ...cv, bytes: Buffer.concat([samplePdf(), Buffer.alloc(APPLICATION_FILES.totalBytes / 2)]) };
    const tooLarge = await apply(fields(form.ticket), [big, big, big]);
    expect(tooLarge.errors.map((error) => error.message)).toEqual([expect.stringContaining("10 MB")]);
    expect(await fieldsOf(fields(form.ticket, { email: "lena@", consent: "" }))).toEqual(["body.email", "body.consent"]);

    const trapped = await apply(fields(form.ticket, { website: "http://spam.example" }));
    expect([trapped.statusCode, trapped.message]).toEqual([400, expect.stringContaining("leer bleibt")]);
    const quick = await formFor();
    wait(-MIN_FILL_MS);
    expect((await apply(fields(quick.ticket))).message).toContain("zu schnell");
    wait(MIN_FILL_MS);
    expect((await apply(fields(`${Date.now()}.${"x".repeat(43)}`))).message).toContain("vor zu langer Zeit");
    expect((await apply(fields(form.ticket, { opening: "999999" }))).statusCode).toBe(404);
    const notMultipart = await app.inject({ method: "POST", url: "/api/careers/applications", payload: fields(form.ticket) });
    expect(notMultipart.statusCode).toBe(415);
    expect([await count("jobApplications"), (await privateKeys()).length]).toEqual(before);
  });

  it("writes the files to a temporary folder as they arrive, stores them from there, and removes it however the form ends", async () => {
    // The system's temporary folder, one of this test's own while it runs, watched: the folders
    // made there (decision 0126) and what is left are this test's.
    const systemTemporary = process.env.TMPDIR;
    const temporary = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-applications-test-"));
    const made = new Set<string>();
    const watcher = watch(temporary, (_event, name) => made.add(String(name)));
    process.env.TMPDIR = temporary;
    try {
      // Longer than the head and the trailer's window that the check reads of a file.
      const long = { ...cv, name: "Arbeitsproben.pdf", bytes: samplePdf("Arbeitsprobe ".repeat(2_000)) };
      const sent = await apply(fields((await formFor()).ticket), [cv, long]);
      expect(sent.statusCode, sent.message).toBe(200);
      const stored = await db
        .selectFrom("jobApplicationFiles")
        .selectAll()
        .where("applicationId", "=", (await newest()).id)
        .execute();
      expect(stored.map((file) => file.size)).toEqual([cv.bytes.length, long.bytes.length]);
      expect((await readObject(storage.private, stored[1]!.storageKey))?.equals(long.bytes)).toBe(true);

      const cut = { ...long, bytes: long.bytes.subarray(0, long.bytes.length - 40) };
      const refused = await apply(fields((await formFor()).ticket), [cut]);
      expect(refused.errors.map((error) => error.message)).toEqual([expect.stringContaining("keine lesbare PDF-Datei")]);

      await expect.poll(() => [...made].filter((name) => name.startsWith("lawfirm-application-")).length).toBe(2);
      expect(await fs.readdir(temporary)).toEqual([]);
    } finally {
      watcher.close();
      if (systemTemporary === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTemporary;
      await fs.rm(temporary, { recursive: true, force: true });
    }
  });

  it("limits the applications of one address and says how long to wait", async () => {
    const client = newClient();
    for (let index = 0; index < APPLICATION_LIMIT_PER_ADDRESS.max; index += 1) {
      const form = await formFor();
      expect((await apply(fields(form.ticket), [cv], client)).statusCode).toBe(200);
    }
    const form = await formFor();
    const { payload, headers } = multipartForm(fields(form.ticket), [cv]);
    const refused = await app.inject({ method: "POST", url: "/api/careers/applications", payload, headers, remoteAddress: client });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("the form without a script", () => {
  const post = (form: Record<string, string>, files: readonly FormFile[] = [cv]) => {
    const { payload, headers } = multipartForm(form, files);
    return app.inject({ method: "POST", url: "/de/careers/apply", payload, headers, remoteAddress: newClient() });
  };

  it("answers a sent application with a redirect to the confirmation page", async () => {
    const form = await formFor();
    const response = await post(fields(form.ticket));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/de/careers/apply/sent?opening=${opening.id}`);
  });

  it("answers a refused one with the page again, the values entered and the problems at their fields", async () => {
    const form = await formFor();
    const before = await count("jobApplications");
    const response = await post(fields(form.ticket, { name: "" }), [{ ...cv, bytes: Buffer.from("GIF89a") }]);
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const shown = JSON.parse(/<pre>(.*)<\/pre>/s.exec(response.body)![1]!) as ApplicationForm;
    expect(shown.opening?.id).toBe(opening.id);
    expect(shown.returned!.values).toMatchObject({ email: "Lena.Vogel@example.com", phone: "+49 89 1234", consent: "on" });
    expect(shown.returned!.problems.map((problem) => problem.field)).toEqual(["name", "files"]);
    expect(await count("jobApplications")).toBe(before);
  });
});

describe("applications in the Inbox", () => {
  it("lists, filters and searches applications for an account granted the right, with the right in its rights", async () => {
    const mine = await asRecruiter<{ rights: string[] }>("GET", "/api/admin/mine");
    expect(mine.result.rights).toContain("applications.manage");
    expect(mine.result.rights).not.toContain("inbox.manage");
    const all = await asRecruiter<ApplicationSummary[]>("GET", "/api/admin/applications");
    expect(all.statusCode).toBe(200);
    expect(all.pageable!.totalCount).toBe(await count("jobApplications"));
    const unsolicited = await asRecruiter<ApplicationSummary[]>("GET", "/api/admin/applications?openingId=0");
    expect(unsolicited.result.map((item) => item.openingId)).toEqual([null]);
    expect((await asRecruiter<ApplicationSummary[]>("GET", "/api/admin/applications?keyword=STATION")).result.length).toBe(
      all.result.length,
    );
    expect((await asRecruiter<ApplicationSummary[]>("GET", "/api/admin/applications?keyword=nobody")).result).toEqual([]);
    const openings = await asRecruiter<{ openingId: number; title: string | null }[]>("GET", "/api/admin/applications/openings");
    expect(openings.result).toEqual([
      { openingId: 0, title: null },
      { openingId: opening.id, title: "Rechtsreferendar (m/w/d)" },
    ]);
  });

  it("shows an application whole, changes its state, assigns it and keeps notes in order, each read and download in the audit log", async () => {
    const [first] = (await asRecruiter<ApplicationSummary[]>("GET", `/api/admin/applications?openingId=${opening.id}&pageSize=1`)).result;
    const id = first!.id;
    const detail = await asRecruiter<Application>("GET", `/api/admin/applications/${id}`);
    expect(detail.result.files.length).toBeGreaterThan(0);
    const file = detail.result.files[0]!;
    const download = await app.inject({
      method: "GET",
      url: `/api/admin/applications/${id}/files/${file.id}`,
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/admin/applications/${id}/files/999999`,
          headers: { authorization: `Bearer ${recruiter.token}` },
        })
      ).statusCode,
    ).toBe(404);

    expect((await asRecruiter<Application>("PUT", `/api/admin/applications/${id}/state`, { state: "invited" })).result.state).toBe(
      "invited",
    );
    const assigned = await asRecruiter<Application>("PUT", `/api/admin/applications/${id}/assignee`, { accountId: recruiter.account.id });
    expect(assigned.result.assigneeName).toBe(recruiter.account.userName);
    const refusedAssignee = await asRecruiter("PUT", `/api/admin/applications/${id}/assignee`, { accountId: editor.account.id });
    expect(refusedAssignee.statusCode).toBe(400);
    await asRecruiter("POST", `/api/admin/applications/${id}/notes`, { text: "Starke Noten." });
    const noted = await asRecruiter<Application>("POST", `/api/admin/applications/${id}/notes`, { text: "Gespräch am Montag." });
    expect(noted.result.notes.map((note) => [note.authorName, note.text])).toEqual([
      [recruiter.account.userName, "Starke Noten."],
      [recruiter.account.userName, "Gespräch am Montag."],
    ]);
    expect((await asRecruiter("POST", `/api/admin/applications/${id}/notes`, { text: "" })).statusCode).toBe(400);

    const audit = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=application");
    expect(audit.result.map((entry) => [entry.action, entry.itemId, entry.accountName])).toEqual([
      ["create", id, recruiter.account.userName],
      ["create", id, recruiter.account.userName],
      ["assign", id, recruiter.account.userName],
      ["stateChange", id, recruiter.account.userName],
      ["download", id, recruiter.account.userName],
      ["view", id, recruiter.account.userName],
    ]);
  });

  it("refuses applications and their files to an editor (403) and to nobody signed in (401)", async () => {
    const [first] = (await admin<Application[]>("GET", "/api/admin/applications")).result;
    const detail = await admin<Application>("GET", `/api/admin/applications/${first!.id}`);
    const fileUrl = `/api/admin/applications/${first!.id}/files/${detail.result.files[0]!.id}`;
    expect((await asEditor("GET", "/api/admin/applications")).statusCode).toBe(403);
    expect((await asEditor("GET", `/api/admin/applications/${first!.id}`)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: fileUrl, headers: { authorization: `Bearer ${editor.token}` } })).statusCode).toBe(403);
    // Nobody signed in is told so; a token whose session ended is told that it expired.
    const unsigned = await app.inject({ method: "GET", url: fileUrl, headers: { "accept-language": "en-US" } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json<{ message: string }>().message).toBe("You are not signed in. Please log in.");
    const ended = await app.inject({ method: "GET", url: fileUrl, headers: { authorization: "Bearer no-such-session" } });
    expect(ended.statusCode).toBe(401);
    expect(ended.json<{ message: string }>().message).toBe("Login expired, please log in again");
    expect((await anonymous("GET", "/api/admin/applications")).statusCode).toBe(401);
    const mine = await asEditor<{ rights: string[] }>("GET", "/api/admin/mine");
    expect(mine.result.rights).not.toContain("applications.manage");
  });

  it("grants and withdraws the right through the accounts screen, taking effect with the next request", async () => {
    const account = await admin<ManagedAccount>("GET", `/api/admin/accounts/${editor.account.id}`);
    const { id, loginAccount, userName, email, roleId, languages } = account.result;
    const update = (grantedRights: string[]) =>
      admin<ManagedAccount>("PUT", `/api/admin/accounts/${id}`, { loginAccount, userName, email, roleId, languages, grantedRights });
    expect((await update(["applications.manage", "inbox.manage"])).result.grantedRights).toEqual(["applications.manage", "inbox.manage"]);
    expect((await asEditor("GET", "/api/admin/applications")).statusCode).toBe(200);
    expect((await asEditor("GET", "/api/admin/inbox")).statusCode).toBe(200);
    expect((await update(["config.manage"])).statusCode).toBe(400);
    expect((await update([])).result.grantedRights).toEqual([]);
    expect((await asEditor("GET", "/api/admin/applications")).statusCode).toBe(403);
    expect((await update(["inbox.manage"])).statusCode).toBe(200);

    // The log says what changed, in the language of the administrator who changed it.
    const log = await admin<AuditEntry[]>("GET", `/api/admin/audit?kind=account&action=update&pageSize=3`, undefined, {
      "accept-language": "en-US",
    });
    expect(log.result.map((entry) => [entry.itemId, entry.summary])).toEqual([
      [id, `Granted Inbox to ${userName}`],
      [id, `Withdrew Recruiting; Inbox from ${userName}`],
      [id, `Granted Recruiting; Inbox to ${userName}`],
    ]);
  });
});

describe("data protection", () => {
  it("deletes declined applications with their files once the period after the decline has passed, and keeps the others", async () => {
    const form = await formFor();
    expect((await apply(fields(form.ticket, { email: "declined@example.com" }))).statusCode).toBe(200);
    const declined = await newest();
    const keys = (await db.selectFrom("jobApplicationFiles").select("storageKey").where("applicationId", "=", declined.id).execute()).map(
      (row) => row.storageKey,
    );
    await asRecruiter("PUT", `/api/admin/applications/${declined.id}/state`, { state: "declined" });
    const others = await count("jobApplications");
    // The firm's period, six months by default.
    const rule = applicationRetention(storage.private);
    expect(await rule.deleteExpired(db, now() + 179 * DAY_MS)).toBe(0);
    expect(await rule.deleteExpired(db, now() + 186 * DAY_MS)).toBe(1);
    expect(await db.selectFrom("jobApplications").select("id").where("id", "=", declined.id).executeTakeFirst()).toBeUndefined();
    for (const key of keys) expect(await storage.private.head(key)).toBeUndefined();
    expect(await count("jobApplications")).toBe(others - 1);
    expect(await rule.deleteExpired(db, now() + 1000 * DAY_MS)).toBe(0);
  });

  it("finds, exports and erases a person's applications with their files", async () => {
    const form = await formFor();
    expect((await apply(fields(form.ticket, { email: "subject@example.com" }))).statusCode).toBe(200);
    const row = await newest();
    await asRecruiter("POST", `/api/admin/applications/${row.id}/notes`, { text: "Vormerken." });
    const keys = (await db.selectFrom("jobApplicationFiles").select("storageKey").where("applicationId", "=", row.id).execute()).map(
      (file) => file.storageKey,
    );
    const found = await admin<SubjectFindings>("POST", "/api/admin/privacy/subject/look-up", { email: "SUBJECT@example.com" });
    expect(found.result.records.filter((record) => record.source === "applications").map((record) => record.id)).toEqual([row.id]);
    const exported = await admin<SubjectExport>("POST", "/api/admin/privacy/subject/export", { email: "subject@example.com" });
    const record = exported.result.records.find((item) => item.source === "applications");
    expect(record!.data).toMatchObject({ name: "Lena Vogel", files: [{ name: "Lebenslauf.pdf" }], notes: [{ text: "Vormerken." }] });
    const erased = await admin<{ deleted: Record<string, number> }>("POST", "/api/admin/privacy/subject/erase", {
      email: "subject@example.com",
    });
    expect(erased.result.deleted.applications).toBe(1);
    for (const key of keys) expect(await storage.private.head(key)).toBeUndefined();
    expect(await db.selectFrom("jobApplicationNotes").select("id").where("applicationId", "=", row.id).execute()).toEqual([]);
  });

  it("takes the person's name and files out of the audit entries about the erased application, keeping who did what and when", async () => {
    const form = await formFor();
    expect((await apply(fields(form.ticket, { name: "Jane Newcomer", email: "jane@example.com" }))).statusCode).toBe(200);
    const { id } = await newest();
    const detail = await asRecruiter<Application>("GET", `/api/admin/applications/${id}`);
    const download = await app.inject({
      method: "GET",
      url: `/api/admin/applications/${id}/files/${detail.result.files[0]!.id}`,
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
    expect(download.statusCode).toBe(200);
    await asRecruiter("PUT", `/api/admin/applications/${id}/state`, { state: "inReview" });
    await asRecruiter("POST", `/api/admin/applications/${id}/notes`, { text: "Gut." });
    const about = async () =>
      (await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=application&pageSize=100")).result.filter((entry) => entry.itemId === id);
    const before = await about();
    expect(before.map((entry) => entry.summary)).toEqual(expect.arrayContaining(["Jane Newcomer", "Lebenslauf.pdf"]));
    // Another applicant's entries keep their names.
    const othersBefore = (await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=application&pageSize=100")).result.filter(
      (entry) => entry.itemId !== id,
    );

    const erased = await admin<{ deleted: Record<string, number>; auditEntriesErased: number }>(
      "POST",
      "/api/admin/privacy/subject/erase",
      { email: "jane@example.com" },
      { "accept-language": "en-US" },
    );
    expect(erased.result.deleted.applications).toBe(1);
    expect(erased.result.auditEntriesErased).toBe(before.length);
    const after = await about();
    expect(after.map(({ action, time, accountName, kind }) => ({ action, time, accountName, kind }))).toEqual(
      before.map(({ action, time, accountName, kind }) => ({ action, time, accountName, kind })),
    );
    expect(after.map((entry) => entry.summary)).toEqual(before.map(() => "(erased)"));
    // Said in the reader's language, as every summary kept as messages.
    const inGerman = (
      await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=application&pageSize=100", undefined, { "accept-language": "de-DE" })
    ).result;
    expect(inGerman.filter((entry) => entry.itemId === id).map((entry) => entry.summary)).toEqual(before.map(() => "(gelöscht)"));
    const othersAfter = (await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=application&pageSize=100")).result.filter(
      (entry) => entry.itemId !== id,
    );
    expect(othersAfter).toEqual(othersBefore);

    const log = JSON.stringify((await admin<AuditEntry[]>("GET", "/api/admin/audit?pageSize=100")).result);
    expect(log).not.toContain("Jane Newcomer");
    expect(log).not.toContain("jane@example.com");
    const [deletion] = (await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=privacy&action=delete&pageSize=1")).result;
    expect(deletion!.summary).toBe(
      `A person's data deleted: ${Object.values(erased.result.deleted).reduce((sum, count) => sum + count, 0)} record(s); ${before.length} audit entry(ies) no longer name them`,
    );
  });
});
