import type {
  Catalog,
  NewsletterConfirmation,
  NewsletterForm,
  NewsletterIssue,
  NewsletterPreferences,
  NewsletterSubscriber,
  NewsletterTopic,
  OutboxMessage,
  PracticeAreaVersion,
  SubjectFindings,
} from "@lawfirm/contract";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createFolder, createPracticeArea, type ByLang } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { eventually, freePort, TestSmtpServer } from "../../../test/smtp-server.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import { MIN_FILL_MS } from "../contact/contact-ticket.ts";
import { createOutboxWorker, DEFAULT_OUTBOX_TIMING } from "../mail/outbox-worker.ts";
import { smtpSender } from "../mail/smtp-sender.ts";
import { CONFIRMATION_RESEND_MS, pendingSubscriptionRetention, PENDING_KEPT_DAYS } from "./newsletter.service.ts";

// The newsletter (decision 0083): topics offered, double opt-in, expiry, preferences, the one-click
// unsubscribe of RFC 8058, and an issue to a thousand subscribers through a real SMTP server.

/** The subscription page: its form's answer as JSON in the body, as the site's loader reads it. */
const renderer = `export async function createRenderer({ fetch }) {
  return async (request) => {
    const url = new URL(request.url);
    const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
    const lang = langs[url.pathname.split("/")[1]] ?? "en_US";
    const form = await (await fetch("/api/newsletter/form?lang=" + lang)).json();
    return { kind: "page", status: form.status, lang: "de", dir: "ltr", head: "<title>Newsletter</title>",
      body: "<pre>" + JSON.stringify(form.result) + "</pre>", state: "{}", modules: [] };
  };
}`;

const smtp = new TestSmtpServer(await freePort());
await smtp.start();
afterAll(() => smtp.stop());

const { app, db, login } = await createTestApp(
  {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "kanzlei@example.de",
    PUBLIC_URL: "https://www.example-firm.de",
    WEB_ROOT: fakeBuiltSite(renderer),
  },
  {
    outboxTiming: { pollMs: 200, retryDelaysMs: [500], claimMs: 5_000, wakeDelaysMs: [10, 200] },
    newsletterTiming: { pollMs: 200, wakeDelaysMs: [10], pauseMs: 0 },
  },
);
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

const area = await createPracticeArea<PracticeAreaVersion>(admin, "Steuerrecht");
const otherArea = await createPracticeArea<PracticeAreaVersion>(admin, "Arbeitsrecht");
const folder: ByLang<Catalog> = await createFolder(admin, "Mandanteninfo");
await db.updateTable("practiceAreas").set({ publishAt: "2020-01-01T00:00:00.000Z" }).execute();

let clientNumber = 0;
const newClient = () => `203.0.113.${++clientNumber}`;
let at = Date.now();
/** Moves the server's clock by `ms` (and holds it there). */
function wait(ms: number) {
  at += ms;
  const fixed = at;
  setClock(() => new Date(fixed));
}
afterEach(() => setClock(undefined));

async function offer(topics: { kind: "practiceArea" | "newsFolder"; no: number }[]) {
  const answer = await admin<NewsletterTopic[]>("PUT", "/api/admin/newsletter/topics", { topics });
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.filter((topic) => topic.id !== null);
}
const [taxTopic, folderTopic] = await offer([
  { kind: "practiceArea", no: area.de_DE!.no },
  { kind: "newsFolder", no: folder.de_DE!.no },
]);

async function formIn(lang = "de_DE"): Promise<NewsletterForm> {
  wait(0);
  const answer = await anonymous<NewsletterForm>("GET", `/api/newsletter/form?lang=${lang}`);
  expect(answer.statusCode).toBe(200);
  return answer.result;
}

async function subscribe(email: string, extra: Record<string, unknown> = {}, client = newClient()) {
  const form = await formIn();
  wait(MIN_FILL_MS);
  const response = await app.inject({
    method: "POST",
    url: "/api/newsletter/subscribe",
    payload: { lang: "de_DE", email, topicIds: [taxTopic!.id], consent: true, website: "", ticket: form.ticket, ...extra },
    remoteAddress: client,
    headers: { "accept-language": "de-DE" },
  });
  return { statusCode: response.statusCode, body: response.json<{ message: string; result: unknown }>() };
}

/** The messages of the outbox to `email`, oldest first. */
async function mailsTo(email: string): Promise<(OutboxMessage & { textBody: string; headers: string | null })[]> {
  const rows = await db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();
  return rows
    .filter((row) => (JSON.parse(row.recipients) as string[]).includes(email))
    .map((row) => ({ ...row, recipients: JSON.parse(row.recipients) as string[] }) as never);
}

/** The token of the first link to `page` in a mail's text. */
function tokenIn(text: string, page: "confirm" | "preferences" | "unsubscribe"): string {
  const match = new RegExp(`https://www\\.example-firm\\.de/(?:de|en|zh)/newsletter/${page}\\?s=([^\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in ${text}`);
  return decodeURIComponent(match[1]!);
}

const subscriberRow = (email: string) => db.selectFrom("newsletterSubscribers").selectAll().where("email", "=", email).executeTakeFirst();

async function confirmed(email: string): Promise<NewsletterPreferences> {
  expect((await subscribe(email)).statusCode).toBe(200);
  const [mail] = await mailsTo(email);
  const answer = await anonymous<NewsletterPreferences>("POST", "/api/newsletter/confirm", {
    s: tokenIn(mail!.textBody, "confirm"),
    lang: "de_DE",
  });
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

describe("topics", () => {
  it("offers the practice areas and news folders the firm chose, named in each language from their own names", async () => {
    const all = await admin<NewsletterTopic[]>("GET", "/api/admin/newsletter/topics");
    expect(all.result.map((topic) => [topic.kind, topic.no, topic.id !== null])).toEqual([
      ["practiceArea", area.de_DE!.no, true],
      ["newsFolder", folder.de_DE!.no, true],
      ["practiceArea", otherArea.de_DE!.no, false],
    ]);
    expect(all.result[0]!.names).toEqual({ de_DE: "Steuerrecht de_DE", en_US: "Steuerrecht en_US", zh_CN: "Steuerrecht zh_CN" });
    expect((await formIn("en_US")).topics).toEqual([
      { id: taxTopic!.id, name: "Steuerrecht en_US" },
      { id: folderTopic!.id, name: "Mandanteninfo en_US" },
    ]);
    expect((await formIn("zh_CN")).consentText).toContain("隐私政策");
  });

  it("refuses the setting to an editor and a topic that does not exist", async () => {
    const { token } = await createColleague(app, admin, { loginAccount: "editor-topics", role: "editor" });
    const editor = apiCaller(app, token);
    expect((await editor("PUT", "/api/admin/newsletter/topics", { topics: [] })).statusCode).toBe(403);
    const unknown = await admin("PUT", "/api/admin/newsletter/topics", { topics: [{ kind: "newsFolder", no: area.de_DE!.no }] });
    expect(unknown.statusCode).toBe(400);
    const twice = await admin("PUT", "/api/admin/newsletter/topics", {
      topics: [
        { kind: "newsFolder", no: folder.de_DE!.no },
        { kind: "newsFolder", no: folder.de_DE!.no },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe("double opt-in", () => {
  it("stores a subscription pending with its consent and mails a signed link that confirms it", async () => {
    const subscribed = await subscribe("Erika@Example.com");
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body.result).toEqual({});
    const row = await subscriberRow("erika@example.com");
    expect(row).toMatchObject({ state: "pending", lang: "de_DE", confirmedAt: null });
    expect(row!.consentText).toContain("Datenschutzerklärung");
    const [mail] = await mailsTo("erika@example.com");
    expect(mail).toMatchObject({ lang: "de_DE", subject: expect.stringContaining("Bitte bestätigen Sie") });
    expect(mail!.textBody).toContain("Steuerrecht de_DE");
    const token = tokenIn(mail!.textBody, "confirm");
    // A changed signature, or the link of another subscriber's id, confirms nothing.
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await anonymous("POST", "/api/newsletter/confirm", { s: forged, lang: "de_DE" })).statusCode).toBe(404);
    const confirmed = await anonymous<NewsletterPreferences>("POST", "/api/newsletter/confirm", { s: token, lang: "de_DE" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.result).toMatchObject({ email: "erika@example.com", lang: "de_DE", topicIds: [taxTopic!.id] });
    expect(await subscriberRow("erika@example.com")).toMatchObject({ state: "confirmed", confirmedAt: expect.any(String) });
  });

  it("confirms nothing when the link is opened (mail scanners open links), only by the page's button posted without a script", async () => {
    expect((await subscribe("scanned@example.com")).statusCode).toBe(200);
    const [mail] = await mailsTo("scanned@example.com");
    const token = tokenIn(mail!.textBody, "confirm");
    const query = `s=${encodeURIComponent(token)}&lang=de_DE`;
    const opened = await anonymous<NewsletterConfirmation>("GET", `/api/newsletter/confirmation?${query}`);
    expect(opened.result).toEqual({ email: "scanned@example.com", confirmed: false, token: null });
    expect(await subscriberRow("scanned@example.com")).toMatchObject({ state: "pending" });
    expect((await anonymous("GET", `/api/newsletter/confirmation?s=1.forged&lang=de_DE`)).statusCode).toBe(404);
    // The page's button without a script.
    const posted = await app.inject({
      method: "POST",
      url: `/de/newsletter/confirm?s=${encodeURIComponent(token)}`,
      payload: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/de/newsletter/confirm?s=${encodeURIComponent(token)}`);
    expect(await subscriberRow("scanned@example.com")).toMatchObject({ state: "confirmed" });
    const after = await anonymous<NewsletterConfirmation>("GET", `/api/newsletter/confirmation?${query}`);
    expect(after.result).toMatchObject({ confirmed: true, token: expect.any(String) });
    // The preferences and unsubscribe pages' reads change nothing either.
    const manage = `s=${encodeURIComponent(after.result.token!)}&lang=de_DE`;
    expect((await anonymous("GET", `/api/newsletter/preferences?${manage}`)).statusCode).toBe(200);
    expect(await subscriberRow("scanned@example.com")).toMatchObject({ state: "confirmed" });
  });

  it("answers the same whether an address is new, pending or subscribed, and mails it at most once in a while", async () => {
    await confirmed("known@example.com");
    const before = (await mailsTo("known@example.com")).length;
    const again = await subscribe("known@example.com", { topicIds: [folderTopic!.id] });
    const fresh = await subscribe("fresh@example.com");
    expect(again).toEqual(fresh);
    // Within the resend time nothing more is mailed, and a confirmed subscription's topics are not changed from outside.
    expect(await mailsTo("known@example.com")).toHaveLength(before);
    wait(CONFIRMATION_RESEND_MS);
    expect((await subscribe("known@example.com", { topicIds: [folderTopic!.id] })).statusCode).toBe(200);
    const mails = await mailsTo("known@example.com");
    expect(mails).toHaveLength(before + 1);
    expect(tokenIn(mails.at(-1)!.textBody, "preferences")).toBeTruthy();
    const preferences = await anonymous<NewsletterPreferences>(
      "GET",
      `/api/newsletter/preferences?lang=de_DE&s=${encodeURIComponent(tokenIn(mails.at(-1)!.textBody, "preferences"))}`,
    );
    expect(preferences.result.topicIds).toEqual([taxTopic!.id]);
    // A pending address takes the new choice and gets its link again.
    expect((await subscribe("fresh@example.com", { topicIds: [folderTopic!.id] })).statusCode).toBe(200);
    expect(await mailsTo("fresh@example.com")).toHaveLength(2);
  });

  it("refuses the trap field, a form sent too fast, a missing consent and a topic not offered, storing nothing", async () => {
    expect((await subscribe("trap@example.com", { website: "x" })).body.message).toContain("nicht angemeldet");
    const consent = await subscribe("trap@example.com", { consent: false });
    expect(consent.statusCode).toBe(400);
    const topic = await subscribe("trap@example.com", { topicIds: [otherArea.de_DE!.no + 1000] });
    expect(topic.statusCode).toBe(400);
    expect(await subscriberRow("trap@example.com")).toBeUndefined();
  });

  it("deletes subscriptions unconfirmed for 7 days, after which their link no longer works", async () => {
    await subscribe("late@example.com");
    const [mail] = await mailsTo("late@example.com");
    wait(PENDING_KEPT_DAYS * 86_400_000 + 1000);
    expect(await pendingSubscriptionRetention.deleteExpired(db, at)).toBeGreaterThan(0);
    expect(await subscriberRow("late@example.com")).toBeUndefined();
    expect(await subscriberRow("erika@example.com")).toBeDefined();
    const late = await anonymous("POST", "/api/newsletter/confirm", { s: tokenIn(mail!.textBody, "confirm"), lang: "de_DE" });
    expect(late.statusCode).toBe(404);
  });
});

describe("preferences and unsubscribing", () => {
  it("changes the language and topics by the signed link, and refuses none or a forged link", async () => {
    const { token } = await confirmed("prefs@example.com");
    const saved = await anonymous<NewsletterPreferences>("PUT", "/api/newsletter/preferences", {
      s: token,
      lang: "en_US",
      topicIds: [folderTopic!.id, taxTopic!.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toMatchObject({ lang: "en_US", topicIds: [taxTopic!.id, folderTopic!.id] });
    expect((await anonymous("PUT", "/api/newsletter/preferences", { s: token, lang: "en_US", topicIds: [] })).statusCode).toBe(400);
    expect((await anonymous("GET", `/api/newsletter/preferences?lang=de_DE&s=1.${"A".repeat(43)}`)).statusCode).toBe(404);
  });

  it("unsubscribes by the RFC 8058 one-click POST without a session, as form data or multipart, and again without harm", async () => {
    const { token } = await confirmed("oneclick@example.com");
    const post = (payload: string, contentType: string) =>
      app.inject({
        method: "POST",
        url: `/de/newsletter/unsubscribe?s=${encodeURIComponent(token)}`,
        payload,
        headers: { "content-type": contentType },
      });
    const forged = await app.inject({
      method: "POST",
      url: `/de/newsletter/unsubscribe?s=${encodeURIComponent(`${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`)}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.statusCode).toBe(404);
    expect(await subscriberRow("oneclick@example.com")).toBeDefined();
    const first = await post("List-Unsubscribe=One-Click", "application/x-www-form-urlencoded");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("abgemeldet");
    expect(await subscriberRow("oneclick@example.com")).toBeUndefined();
    const boundary = "----FormBoundaryjWmhtjORrn";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect((await post(multipart, `multipart/form-data; boundary=${boundary}`)).statusCode).toBe(200);
  });

  it("answers the unsubscribe page's button with a redirect", async () => {
    const { token } = await confirmed("button@example.com");
    const response = await app.inject({
      method: "POST",
      url: `/en/newsletter/unsubscribe?s=${encodeURIComponent(token)}`,
      payload: "from=page",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/en/newsletter/unsubscribe?done=1");
    expect(await subscriberRow("button@example.com")).toBeUndefined();
  });
});

describe("the form without a script", () => {
  const post = (fields: [string, string][], client = newClient()) =>
    app.inject({
      method: "POST",
      url: "/de/newsletter",
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: client,
    });
  const shown = (body: string) => JSON.parse(/<pre>(.*)<\/pre>/s.exec(body)![1]!) as NewsletterForm;

  it("takes over the address of a page's short form, subscribes with a redirect, and answers problems with the page again", async () => {
    const short = await post([
      ["email", "short@example.com"],
      ["topicIds", String(folderTopic!.id)],
    ]);
    expect(short.statusCode).toBe(200);
    expect(short.headers["cache-control"]).toBe("private, no-store");
    expect(shown(short.body).returned).toEqual({
      values: { email: "short@example.com", topicIds: [folderTopic!.id], consent: false },
      problems: [],
    });
    const form = await formIn();
    wait(MIN_FILL_MS);
    const refused = await post([
      ["email", "short@example.com"],
      ["ticket", form.ticket],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(shown(refused.body).returned!.problems.map((problem) => problem.field)).toEqual(["topicIds", "consent"]);
    const sent = await post([
      ["email", "short@example.com"],
      ["topicIds", String(taxTopic!.id)],
      ["topicIds", String(folderTopic!.id)],
      ["consent", "on"],
      ["ticket", form.ticket],
    ]);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/de/newsletter/check-mail");
    expect(await subscriberRow("short@example.com")).toMatchObject({ state: "pending" });
  });
});

describe("data protection", () => {
  it("lists subscribers only with the inbox right, and finds and erases an address's subscription", async () => {
    const { token } = await createColleague(app, admin, { loginAccount: "editor-subscribers", role: "editor" });
    expect((await apiCaller(app, token)("GET", "/api/admin/newsletter/subscribers")).statusCode).toBe(403);
    expect((await anonymous("GET", "/api/admin/newsletter/subscribers")).statusCode).toBe(401);
    const list = await admin<NewsletterSubscriber[]>("GET", "/api/admin/newsletter/subscribers?state=confirmed");
    expect(list.result.map((row) => row.email)).toContain("erika@example.com");
    expect(list.result.every((row) => row.state === "confirmed")).toBe(true);
    const found = await admin<SubjectFindings>("POST", "/api/admin/privacy/subject/look-up", { email: "erika@example.com" });
    expect(found.result.records.map((record) => record.source)).toEqual(["newsletter", "outbox"]);
    const erased = await admin<{ deleted: Record<string, number> }>("POST", "/api/admin/privacy/subject/erase", {
      email: "erika@example.com",
    });
    expect(erased.result.deleted.newsletter).toBe(1);
    expect(await subscriberRow("erika@example.com")).toBeUndefined();
  });
});

describe("sending an issue", () => {
  const news = async (lang: string, title: string) => {
    const answer = await admin<{ id: number; lang: string }[]>("POST", "/api/admin/latest-news", [
      {
        lang,
        title,
        coverUrl: "/api/upload/cover.png",
        cataId: folder[lang]!.id,
        isLink: 0,
        content: `<p>${title}</p>`,
        teaser: `${title}: kurz`,
      },
    ]);
    expect(answer.statusCode, answer.message).toBe(200);
    return answer.result[0]!.id;
  };

  it("sends an issue to a thousand subscribers through the SMTP server, each once in their language, with one-click unsubscribe", async () => {
    const germanNews = await news("de_DE", "Neues zur Grundsteuer");
    const englishNews = await news("en_US", "Property tax news");
    await db.updateTable("articles").set({ publishAt: "2020-01-01T00:00:00.000Z" }).execute();
    // Only these: 1,000 confirmed subscribers of the tax topic (600 German, 400 English), one of another topic only, one pending.
    await db.deleteFrom("newsletterSubscribers").execute();
    const created = new Date().toISOString();
    const row = (email: string, lang: string, state: "pending" | "confirmed" = "confirmed") => ({
      email,
      lang,
      state,
      consentText: "…",
      consentAt: created,
      confirmationSentAt: created,
      confirmedAt: state === "confirmed" ? created : null,
      createdAt: created,
    });
    const rows = [
      ...Array.from({ length: 1000 }, (_, index) => row(`reader${index}@example.org`, index < 600 ? "de_DE" : "en_US")),
      row("folder-only@example.org", "de_DE"),
      row("pending@example.org", "de_DE", "pending"),
    ];
    const inserted = await db.insertInto("newsletterSubscribers").values(rows).returning(["id", "email"]).execute();
    await db
      .insertInto("newsletterSubscriberTopics")
      .values(
        inserted.map((one) => ({ subscriberId: one.id, topicId: (one.email === "folder-only@example.org" ? folderTopic : taxTopic)!.id! })),
      )
      .execute();

    const issue = (lang: string, articleIds: number[]) =>
      admin<NewsletterIssue>("POST", "/api/admin/newsletter/issues", {
        lang,
        topicIds: [taxTopic!.id],
        subject: `Steuern ${lang}`,
        intro: "Liebe Leser,",
        articleIds,
      });
    const wrong = await issue("de_DE", [englishNews]);
    expect(wrong.statusCode).toBe(400);
    const german = await issue("de_DE", [germanNews]);
    const english = await issue("en_US", [englishNews]);
    expect(german.statusCode, german.message).toBe(200);
    const preview = await admin<{ html: string; text: string }>("GET", `/api/admin/newsletter/issues/${german.result.id}/preview`);
    expect(preview.result.html).toContain("Neues zur Grundsteuer");
    expect(preview.result.text).toContain("https://www.example-firm.de/de/news/");

    const before = smtp.received.length;
    const sent = await admin<NewsletterIssue>("POST", `/api/admin/newsletter/issues/${german.result.id}/send`);
    expect(sent.statusCode, sent.message).toBe(200);
    // The request only starts the send: the worker puts the subscribers into the outbox in batches.
    expect(sent.result.state).toBe("sending");
    expect((await admin<NewsletterIssue>("POST", `/api/admin/newsletter/issues/${english.result.id}/send`)).statusCode).toBe(200);
    expect((await admin("POST", `/api/admin/newsletter/issues/${german.result.id}/send`)).statusCode).toBe(409);
    await app.newsletterWorker.idle();
    expect((await admin<NewsletterIssue>("GET", `/api/admin/newsletter/issues/${german.result.id}`)).result).toMatchObject({
      state: "sent",
      counts: { recipients: 600, remaining: 0 },
    });
    expect((await admin<NewsletterIssue>("GET", `/api/admin/newsletter/issues/${english.result.id}`)).result.counts.recipients).toBe(400);
    expect(
      (
        await admin("PUT", `/api/admin/newsletter/issues/${german.result.id}`, {
          lang: "de_DE",
          topicIds: [taxTopic!.id],
          subject: "x",
          intro: "",
          articleIds: [germanNews],
        })
      ).statusCode,
    ).toBe(409);

    // Eight more workers on the database, as several server processes would run: each message is still sent once.
    const helpers = Array.from({ length: 8 }, (_, index) =>
      createOutboxWorker({
        db,
        transport: smtpSender(
          { host: "127.0.0.1", port: smtp.port, secure: false, auth: undefined },
          { address: "kanzlei@example.de", name: "" },
        ),
        name: `helper-${index}`,
        messageIdDomain: "example.de",
        timing: { ...DEFAULT_OUTBOX_TIMING, pollMs: 100 },
        log: app.log,
      }),
    );
    const issueMails = () => smtp.received.slice(before).filter((mail) => mail.subject?.startsWith("Steuern"));
    await eventually(async () => issueMails().length >= 1000, 120_000);
    await Promise.all(helpers.map((worker) => worker.close()));
    const byAddress = new Map<string, string[]>();
    for (const mail of issueMails()) {
      const to = [mail.to ?? []].flat().flatMap((entry) => entry.value.map((one) => one.address ?? ""));
      for (const address of to) byAddress.set(address, [...(byAddress.get(address) ?? []), String(mail.headers.get("content-language"))]);
      expect(TestSmtpServer.header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(TestSmtpServer.header(mail, "List-Unsubscribe")).toMatch(
        /^<https:\/\/www\.example-firm\.de\/(de|en)\/newsletter\/unsubscribe\?s=[^>]+>$/,
      );
    }
    expect(byAddress.size).toBe(1000);
    for (const [address, languages] of byAddress) {
      const index = Number(/reader(\d+)@/.exec(address)![1]);
      expect(languages).toEqual([index < 600 ? "de-DE" : "en-US"]);
    }
    const counted = await admin<NewsletterIssue>("GET", `/api/admin/newsletter/issues/${german.result.id}`);
    expect(counted.result.counts).toEqual({ recipients: 600, sent: 600, failed: 0, waiting: 0, bounced: 0, remaining: 0 });
    // The one-click address of a received issue unsubscribes its reader.
    const [one] = issueMails();
    const link = /<(https:[^>]+)>/.exec(TestSmtpServer.header(one!, "List-Unsubscribe")!)![1]!;
    const url = new URL(link);
    const answer = await app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.statusCode).toBe(200);
    expect(
      await db
        .selectFrom("newsletterSubscribers")
        .select("id")
        .where("email", "=", [one!.to ?? []].flat()[0]!.value[0]!.address!)
        .executeTakeFirst(),
    ).toBeUndefined();
  }, 180_000);

  it("lets an editor compose and send but not read the subscribers; sends a test to the editor's own address", async () => {
    const { token, account } = await createColleague(app, admin, { loginAccount: "editor-issues", role: "editor" });
    const editor = apiCaller(app, token);
    const issues = await editor<NewsletterIssue[]>("GET", "/api/admin/newsletter/issues");
    expect(issues.statusCode).toBe(200);
    const testSend = () => editor<{ to: string }>("POST", `/api/admin/newsletter/issues/${issues.result[0]!.id}/test`);
    // Without an address of their own, the editor is told who can add one.
    const refused = await testSend();
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toContain("An administrator adds it under Accounts");
    await db.updateTable("adminAccounts").set({ email: "editor.issues@example.com" }).where("id", "=", account.id).execute();
    const sent = await testSend();
    expect(sent.statusCode).toBe(200);
    expect(sent.result.to).toBe("editor.issues@example.com");
  });
});
