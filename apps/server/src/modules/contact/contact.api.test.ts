import type { AuditEntry, ContactForm, ContactSent, InboxMessage, Office, PersonVersion } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createPerson, createReferenceItem } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { visitorFormHelpers } from "../../../test/visitor-forms.ts";
import * as outbox from "../mail/mail.repository.ts";
import { upsertFirmFacts } from "../portal-config/portal-config.repository.ts";
import { MIN_FILL_MS, TICKET_MAX_AGE_MS } from "./contact-ticket.ts";
import { CONTACT_LIMIT_PER_ADDRESS } from "./contact.routes.ts";

// Contact forms and the inbox (decision 0077): a message that passes the trap field, the ticket's
// time and the address's limit is stored with its consent and mailed through the outbox in one
// transaction; every refusal stores and mails nothing; only the inbox right reads the inbox.

/** The contact page: its form's answer as JSON in the body, as the site's loader reads it. */
const renderer = `export async function createRenderer({ fetch }) {
  return async (request) => {
    const url = new URL(request.url);
    const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
    const lang = langs[url.pathname.split("/")[1]] ?? "en_US";
    const to = url.searchParams.get("to") ?? "firm";
    const form = await (await fetch("/api/contact/form?to=" + to + "&lang=" + lang)).json();
    return { kind: "page", status: form.status, lang: "de", dir: "ltr", head: "<title>Contact</title>",
      body: "<pre>" + JSON.stringify(form.result) + "</pre>", state: "{}", modules: [] };
  };
}`;

const { app, db, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

await upsertFirmFacts(db, { email: "kanzlei@example.de" }, new Date().toISOString());
const office = await createReferenceItem<Office>(admin, "office", "Berlin");
const person = await createPerson<PersonVersion>(
  admin,
  { de_DE: "Dr. Anna Berg", en_US: "Dr Anna Berg" },
  { office },
  { email: "berg@example.de" },
);
await db.updateTable("people").set({ publishAt: "2020-01-01T00:00:00.000Z" }).execute();

const { wait, now, newClient } = visitorFormHelpers("2026-12-04T09:00:00.000Z", "198.51.100.");

async function formFor(to = "firm", lang = "de_DE"): Promise<ContactForm> {
  wait(0);
  const answer = await anonymous<ContactForm>("GET", `/api/contact/form?to=${to}&lang=${lang}`);
  expect(answer.statusCode).toBe(200);
  return answer.result;
}

const message = (ticket: string, extra: Record<string, unknown> = {}) => ({
  lang: "de_DE",
  to: "firm",
  name: "Max Mandant",
  email: "max@example.com",
  phone: "",
  company: "Mandant GmbH",
  message: "Bitte rufen Sie mich an.\nDanke.",
  consent: true,
  website: "",
  ticket,
  ...extra,
});

async function send(body: Record<string, unknown>, client = newClient()) {
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: body,
    remoteAddress: client,
    headers: { "accept-language": "de-DE" },
  });
  const answer = response.json<{ message: string; result: ContactSent & { errors?: { field: string }[] } }>();
  return { statusCode: response.statusCode, message: answer.message, result: answer.result, errors: answer.result?.errors ?? [] };
}

const storedCount = async () =>
  Number(
    (
      await db
        .selectFrom("inboundMessages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mailsOf = async (id: number) =>
  (await outbox.listMessages(db, undefined, { pageNo: 1, pageSize: 50 })).rows.filter((row) => row.cause === `contact:${id}`);
const newest = async () => db.selectFrom("inboundMessages").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

describe("sending a message", () => {
  it("stores a lawyer's message with the consent shown and mails it to the lawyer in the visitor's language, and a copy to the visitor", async () => {
    const to = `person:${person.de_DE!.id}`;
    const form = await formFor(to);
    expect(form).toMatchObject({ to, recipientName: "Dr. Anna Berg" });
    expect(form.consentText).toContain("Datenschutzerklärung");
    wait(MIN_FILL_MS + 1000);
    const sent = await send(message(form.ticket, { to, sendCopy: true }));
    expect(sent.statusCode).toBe(200);
    expect(sent.result).toEqual({ recipientName: "Dr. Anna Berg", copySent: true });

    const row = await newest();
    expect(row).toMatchObject({
      recipientKind: "person",
      recipientEmail: "berg@example.de",
      name: "Max Mandant",
      phone: null,
      company: "Mandant GmbH",
      consentText: form.consentText,
      consentAt: new Date(now()).toISOString(),
      state: "new",
    });
    const mails = await mailsOf(row.id);
    expect(mails.map((mail) => [JSON.parse(mail.recipients), mail.replyTo, mail.lang])).toEqual([
      [["max@example.com"], "berg@example.de", "de_DE"],
      [["berg@example.de"], "max@example.com", "de_DE"],
    ]);
    expect(mails[1]!.subject).toBe("Nachricht von Max Mandant über die Website");
  });

  it("mails an office without an address, and the firm, to the firm's address; in English for an English visitor", async () => {
    const form = await formFor(`office:${office.en_US!.id}`, "en_US");
    expect(form.recipientName).toBe("Berlin en_US");
    wait(MIN_FILL_MS);
    expect((await send(message(form.ticket, { to: form.to, lang: "en_US" }))).statusCode).toBe(200);
    const row = await newest();
    const [mail] = await mailsOf(row.id);
    expect(JSON.parse(mail!.recipients)).toEqual(["kanzlei@example.de"]);
    expect(mail!.lang).toBe("en_US");
    expect(mail!.subject).toBe("Message from Max Mandant via the website");
    expect(row.consentText).toBe((await formFor("firm", "en_US")).consentText);
  });

  it("does not write to a person the site does not show", async () => {
    expect((await anonymous("GET", "/api/contact/form?to=person:999999&lang=de_DE")).statusCode).toBe(404);
  });
});

describe("refusals", () => {
  async function refused(body: (ticket: string) => Record<string, unknown>, elapsed = MIN_FILL_MS) {
    const form = await formFor();
    wait(elapsed);
    const before = await storedCount();
    const answer = await send(body(form.ticket));
    expect(await storedCount()).toBe(before);
    return answer;
  }

  it("refuses a filled trap field", async () => {
    const answer = await refused((ticket) => message(ticket, { website: "http://spam.example" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain("leer bleibt");
  });

  it("refuses a form sent too quickly after it was handed out, and one handed out too long ago", async () => {
    const fast = await refused((ticket) => message(ticket), MIN_FILL_MS - 500);
    expect([fast.statusCode, fast.message]).toEqual([400, expect.stringContaining("zu schnell")]);
    const old = await refused((ticket) => message(ticket), TICKET_MAX_AGE_MS + 1000);
    expect([old.statusCode, old.message]).toEqual([400, expect.stringContaining("vor zu langer Zeit")]);
    const forged = await refused((ticket) => message(ticket.replace(/^\d+/, String(now() - 60_000))));
    expect(forged.statusCode).toBe(400);
  });

  it("refuses a bad e-mail address, a missing consent and a message that is too long, each at its field", async () => {
    const email = await refused((ticket) => message(ticket, { email: "max@" }));
    expect(email.statusCode).toBe(400);
    expect(email.errors.map((error) => error.field)).toEqual(["body.email"]);
    const consent = await refused((ticket) => message(ticket, { consent: false }));
    expect(consent.errors.map((error) => error.field)).toEqual(["body.consent"]);
    const long = await refused((ticket) => message(ticket, { message: "x".repeat(5001) }));
    expect(long.errors.map((error) => error.field)).toEqual(["body.message"]);
  });

  it("refuses a body beyond the size limit unread", async () => {
    const answer = await refused((ticket) => message(ticket, { company: "x".repeat(40_000) }));
    expect(answer.statusCode).toBe(413);
  });

  it("limits the messages of one address and says how long to wait", async () => {
    const client = newClient();
    for (let index = 0; index < CONTACT_LIMIT_PER_ADDRESS.max; index += 1) {
      const form = await formFor();
      wait(MIN_FILL_MS);
      expect((await send(message(form.ticket), client)).statusCode).toBe(200);
    }
    const form = await formFor();
    wait(MIN_FILL_MS);
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: message(form.ticket),
      remoteAddress: client,
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(message(form.ticket))).statusCode).toBe(200);
  });
});

describe("the form without a script", () => {
  const post = (path: string, fields: Record<string, string>, client = newClient()) =>
    app.inject({
      method: "POST",
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: client,
    });

  it("answers a sent message with a redirect to the confirmation page", async () => {
    const to = `person:${person.de_DE!.id}`;
    const form = await formFor(to);
    wait(MIN_FILL_MS);
    const response = await post("/de/contact", { ...message(form.ticket, { to }), consent: "on", sendCopy: "on" } as Record<
      string,
      string
    >);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/de/contact/sent?to=${to}`);
    expect(await newest()).toMatchObject({ recipientKind: "person", copyRequested: 1 });
  });

  it("answers a refused message with the page again, the values entered and the problems, never kept", async () => {
    const form = await formFor();
    wait(MIN_FILL_MS);
    const before = await storedCount();
    const fields = { ...message(form.ticket), email: "max@", consent: "" } as Record<string, string>;
    const response = await post("/de/contact", fields);
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const shown = JSON.parse(/<pre>(.*)<\/pre>/s.exec(response.body)![1]!) as ContactForm;
    expect(shown.returned!.values).toMatchObject({ name: "Max Mandant", email: "max@", message: "Bitte rufen Sie mich an.\nDanke." });
    expect(shown.returned!.problems.map((problem) => problem.field)).toEqual(["email", "consent"]);
    expect(shown.ticket).not.toBe(form.ticket);
    expect(await storedCount()).toBe(before);

    const trapped = await post("/de/contact", { ...message(form.ticket), consent: "on", website: "x" } as Record<string, string>);
    expect(trapped.statusCode).toBe(400);
    expect((JSON.parse(/<pre>(.*)<\/pre>/s.exec(trapped.body)![1]!) as ContactForm).returned!.problems).toEqual([
      { field: null, message: expect.stringContaining("leer bleibt") },
    ]);
  });

  it("serves the contact page with a fresh ticket each time, never from the cache", async () => {
    const first = await app.inject({ method: "GET", url: "/de/contact" });
    wait(1000);
    const second = await app.inject({ method: "GET", url: "/de/contact" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body).not.toBe(second.body);
  });
});

describe("the inbox", () => {
  it("lists, filters, searches and pages the messages for an administrator; changes state and assignment, each in the audit log", async () => {
    const all = await admin<InboxMessage[]>("GET", "/api/admin/inbox?pageSize=2");
    expect(all.statusCode).toBe(200);
    expect(all.result).toHaveLength(2);
    expect(all.pageable!.totalCount).toBe(await storedCount());
    const toPerson = await admin<InboxMessage[]>("GET", `/api/admin/inbox?recipient=person:${person.de_DE!.id}`);
    expect(toPerson.result.length).toBeGreaterThan(0);
    expect(toPerson.result.every((item) => item.recipientName === "Dr. Anna Berg")).toBe(true);
    expect((await admin<InboxMessage[]>("GET", "/api/admin/inbox?keyword=RUFEN")).result.length).toBe(await storedCount());
    expect((await admin<InboxMessage[]>("GET", "/api/admin/inbox?keyword=nobody")).result).toEqual([]);
    const recipients = await admin<{ recipient: string; name: string | null }[]>("GET", "/api/admin/inbox/recipients");
    expect(recipients.result).toContainEqual({ recipient: "firm", name: null });

    const id = all.result[0]!.id;
    const inProgress = await admin<InboxMessage>("PUT", `/api/admin/inbox/${id}/state`, { state: "inProgress" });
    expect(inProgress.result.state).toBe("inProgress");
    expect((await admin<InboxMessage[]>("GET", "/api/admin/inbox?state=inProgress")).result.map((item) => item.id)).toEqual([id]);
    const assignees = await admin<{ id: number; userName: string }[]>("GET", "/api/admin/inbox/assignees");
    const assigned = await admin<InboxMessage>("PUT", `/api/admin/inbox/${id}/assignee`, { accountId: assignees.result[0]!.id });
    expect(assigned.result.assigneeName).toBe(assignees.result[0]!.userName);
    const detail = await admin<InboxMessage>("GET", `/api/admin/inbox/${id}`);
    expect(detail.result).toMatchObject({ state: "inProgress", assigneeId: assignees.result[0]!.id });

    const audit = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=inbox");
    expect(audit.result.map((entry) => [entry.action, entry.itemId])).toEqual([
      ["assign", id],
      ["stateChange", id],
    ]);
    expect((await admin("GET", "/api/admin/inbox/999999")).statusCode).toBe(404);
  });

  it("refuses the inbox to an editor (403) and to nobody signed in (401), and assigning to an account without the right", async () => {
    const { token, account } = await createColleague(app, admin, { loginAccount: "editor-inbox", role: "editor" });
    const editor = apiCaller(app, token);
    expect((await editor("GET", "/api/admin/inbox")).statusCode).toBe(403);
    expect((await editor("PUT", "/api/admin/inbox/1/state", { state: "done" })).statusCode).toBe(403);
    expect((await anonymous("GET", "/api/admin/inbox")).statusCode).toBe(401);
    const [first] = (await admin<InboxMessage[]>("GET", "/api/admin/inbox")).result;
    const refused = await admin("PUT", `/api/admin/inbox/${first!.id}/assignee`, { accountId: account.id });
    expect(refused.statusCode).toBe(400);
  });
});
