import type { Catalog, NewsletterDigest, NewsletterIssue, NewsletterSubscriber, NewsletterTopic } from "@lawfirm/contract";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { apiCaller, createFolder, type ByLang } from "../../../test/content-helpers.ts";
import { eventually, freePort, TestSmtpServer } from "../../../test/smtp-server.ts";
import { insertConfirmedSubscribers } from "../../../test/newsletter-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import { openSubscriberLinks } from "./newsletter-links.ts";
import { createNewsletterWorker, type NewsletterTiming } from "./newsletter-worker.ts";
import { nextDigestTime } from "./newsletter.service.ts";

// Decision 0088: an issue is put into the outbox by workers in batches and survives a restart
// without sending twice; a topic's digest goes out once per period in each subscriber's language;
// a refused address is a bounce that suspends its subscription.

const smtp = new TestSmtpServer(await freePort());
await smtp.start();
afterAll(() => smtp.stop());

// The app's own newsletter worker looks once at its start and then sleeps: the tests run their own workers.
const { app, db, login } = await createTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "kanzlei@example.de", PUBLIC_URL: "https://www.example-firm.de" },
  {
    outboxTiming: { pollMs: 100, retryDelaysMs: [100], claimMs: 5_000, wakeDelaysMs: [10, 100] },
    newsletterTiming: { pollMs: 3_600_000, wakeDelaysMs: [] },
  },
);
let admin = apiCaller(app, await login());
const links = await openSubscriberLinks(db);
afterEach(() => setClock(undefined));

/** A newsletter worker as another server process would run it. */
const worker = (name: string, timing: Partial<NewsletterTiming>) =>
  createNewsletterWorker({ db, links, log: app.log, name, timing: { pollMs: 100, wakeDelaysMs: [10], ...timing } });

const folder: ByLang<Catalog> = await createFolder(admin, "Mandanteninfo");
const offered = await admin<NewsletterTopic[]>("PUT", "/api/admin/newsletter/topics", {
  topics: [{ kind: "newsFolder", no: folder.de_DE!.no }],
});
const topicId = offered.result.find((topic) => topic.id !== null)!.id!;

const addSubscribers = (emails: readonly string[], lang = "de_DE") => insertConfirmedSubscribers(db, emails, { lang, topicIds: [topicId] });

async function news(lang: string, title: string, publishAt = "2020-01-01T00:00:00.000Z") {
  const answer = await admin<{ id: number }[]>("POST", "/api/admin/latest-news", [
    { lang, title, coverUrl: "/api/upload/cover.png", cataId: folder[lang]!.id, isLink: 0, content: `<p>${title}</p>`, teaser: title },
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  const id = answer.result[0]!.id;
  await db.updateTable("articles").set({ publishAt }).where("id", "=", id).execute();
  return id;
}

async function issue(subject: string, lang = "de_DE") {
  const answer = await admin<NewsletterIssue>("POST", "/api/admin/newsletter/issues", {
    lang,
    topicIds: [topicId],
    subject,
    intro: "",
    articleIds: [await news(lang, `${subject} news`)],
  });
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.id;
}

const getIssue = async (id: number) => (await admin<NewsletterIssue>("GET", `/api/admin/newsletter/issues/${id}`)).result;
const messagesOf = (issueId: number) => db.selectFrom("mailOutbox").selectAll().where("cause", "=", `newsletter:${issueId}`).execute();
const clearSubscribers = () => db.deleteFrom("newsletterSubscribers").execute();

describe("sending in the background", () => {
  it("tells the issues' editors whether mail is configured", async () => {
    expect((await admin<{ configured: boolean }>("GET", "/api/admin/newsletter/mail")).result).toEqual({ configured: true });
  });

  it("answers the send at once and survives a worker stopping midway, without sending to an address twice", async () => {
    await clearSubscribers();
    await addSubscribers(Array.from({ length: 230 }, (_, index) => `restart${index}@example.org`));
    const id = await issue("Restart");
    const sent = await admin<NewsletterIssue>("POST", `/api/admin/newsletter/issues/${id}/send`);
    expect(sent.statusCode, sent.message).toBe(200);
    expect(sent.result).toMatchObject({ state: "sending", counts: { recipients: 0, remaining: 230 } });

    // The first process puts one batch into the outbox, then stops (a restart).
    const first = worker("first", { batch: 100, pauseMs: 3_600_000 });
    await eventually(async () => (await messagesOf(id)).length === 100);
    await first.close();
    expect((await getIssue(id)).counts).toMatchObject({ recipients: 100, remaining: 130 });

    // Worse: it had claimed the send again and died holding it, its cursor lost. Another process takes the send over once the claim expires.
    await db
      .updateTable("newsletterSends")
      .set({ state: "sending", claimedBy: "first", claimedUntil: "2020-01-01T00:00:00.000Z", afterSubscriberId: 0 })
      .execute();
    const second = worker("second", { batch: 100, pauseMs: 0 });
    await second.idle();
    await second.close();

    const messages = await messagesOf(id);
    const addresses = messages.flatMap((message) => JSON.parse(message.recipients) as string[]);
    expect(addresses).toHaveLength(230);
    expect(new Set(addresses).size).toBe(230);
    expect(await getIssue(id)).toMatchObject({ state: "sent", counts: { recipients: 230, remaining: 0 } });
    expect((await admin(`POST`, `/api/admin/newsletter/issues/${id}/send`)).statusCode).toBe(409);
  }, 90_000);
});

describe("bounces", () => {
  it("counts a permanent refusal as a hard bounce that suspends the subscription, and three soft ones in a row too", async () => {
    await clearSubscribers();
    await addSubscribers(["reader@example.org", "gone@example.org", "full@example.org"]);
    smtp.refusing.set("gone@example.org", 550);
    smtp.refusing.set("full@example.org", 452);
    const sendAll = async (subject: string) => {
      const id = await issue(subject);
      expect((await admin("POST", `/api/admin/newsletter/issues/${id}/send`)).statusCode).toBe(200);
      const sender = worker(`bounce-${subject}`, { pauseMs: 0 });
      await sender.idle();
      await sender.close();
      await app.outboxWorker!.sendDue();
      await eventually(
        async () => (await messagesOf(id)).every((message) => message.state === "sent" || message.state === "failed"),
        20_000,
      );
      return id;
    };
    const first = await sendAll("Bounce 1");
    const messages = await messagesOf(first);
    const to = (address: string) => messages.find((message) => message.recipients.includes(address))!;
    // The 550 ended its message at the first attempt; the 452 was tried again (the outbox's retries) before it failed.
    expect(to("gone@example.org")).toMatchObject({ state: "failed", attempts: 1 });
    expect(to("gone@example.org").lastError).toContain("550");
    expect(to("full@example.org")).toMatchObject({ state: "failed", attempts: 2 });
    expect((await getIssue(first)).counts).toMatchObject({ recipients: 3, sent: 1, failed: 2, bounced: 1 });

    const subscribers = async () =>
      new Map((await admin<NewsletterSubscriber[]>("GET", "/api/admin/newsletter/subscribers")).result.map((row) => [row.email, row]));
    let listed = await subscribers();
    expect(listed.get("gone@example.org")).toMatchObject({ state: "suspended", lastBounce: { kind: "hard" } });
    expect(listed.get("gone@example.org")!.lastBounce!.reason).toContain("550");
    expect(listed.get("full@example.org")).toMatchObject({ state: "confirmed", lastBounce: { kind: "soft" } });
    expect(listed.get("reader@example.org")).toMatchObject({ state: "confirmed", lastBounce: null });
    expect((await admin<NewsletterSubscriber[]>("GET", "/api/admin/newsletter/subscribers?state=suspended")).result).toHaveLength(1);

    // A suspended address gets no more issues; the third soft bounce in a row suspends the other.
    const second = await sendAll("Bounce 2");
    expect((await messagesOf(second)).flatMap((message) => JSON.parse(message.recipients) as string[]).sort()).toEqual([
      "full@example.org",
      "reader@example.org",
    ]);
    expect((await subscribers()).get("full@example.org")!.state).toBe("confirmed");
    await sendAll("Bounce 3");
    listed = await subscribers();
    expect(listed.get("full@example.org")!.state).toBe("suspended");
    expect(listed.get("reader@example.org")!.state).toBe("confirmed");
    smtp.refusing.clear();
  }, 90_000);
});

describe("digests", () => {
  it("falls on its weekday or day of the month at its time on the site's clock", () => {
    // Friday 4 December 2026, noon in Berlin (UTC+1).
    const friday = Date.parse("2026-12-04T11:00:00.000Z");
    expect(nextDigestTime({ frequency: "weekly", day: 1, time: "08:00" }, friday)).toBe("2026-12-07T07:00:00.000Z");
    expect(nextDigestTime({ frequency: "weekly", day: 5, time: "13:30" }, friday)).toBe("2026-12-04T12:30:00.000Z");
    expect(nextDigestTime({ frequency: "weekly", day: 5, time: "12:00" }, friday)).toBe("2026-12-11T11:00:00.000Z");
    // In summer Berlin is UTC+2.
    expect(nextDigestTime({ frequency: "monthly", day: 28, time: "09:30" }, Date.parse("2027-06-28T08:00:00.000Z"))).toBe(
      "2027-07-28T07:30:00.000Z",
    );
    expect(nextDigestTime({ frequency: "monthly", day: 1, time: "00:15" }, friday)).toBe("2026-12-31T23:15:00.000Z");
  });

  it("refuses a weekday past Sunday and a time that is not one", async () => {
    const weekday = await admin("PUT", `/api/admin/newsletter/digests/${topicId}`, { frequency: "weekly", day: 8, time: "08:00" });
    expect(weekday.statusCode).toBe(400);
    expect(weekday.errors.map((error) => error.field)).toEqual(["body.day"]);
    expect(
      (await admin("PUT", `/api/admin/newsletter/digests/${topicId}`, { frequency: "monthly", day: 3, time: "24:00" })).statusCode,
    ).toBe(400);
    expect((await admin("PUT", `/api/admin/newsletter/digests/999999`, { frequency: "monthly", day: 3, time: "08:00" })).statusCode).toBe(
      404,
    );
  });

  it("sends nothing without news, then each subscriber the period's news once in their language, though two workers look", async () => {
    await clearSubscribers();
    await addSubscribers(["digest-de@example.org"], "de_DE");
    await addSubscribers(["digest-en@example.org"], "en_US");
    await addSubscribers(["digest-zh@example.org"], "zh_CN");
    let at = Date.parse("2026-12-04T11:00:00.000Z");
    /** Moves the server's clock, and signs in again at the new time (a session idles out over days). */
    const moveTo = async (time: number) => {
      at = time;
      setClock(() => new Date(at));
      admin = apiCaller(app, await login());
    };
    await moveTo(at);
    const saved = await admin<NewsletterDigest>("PUT", `/api/admin/newsletter/digests/${topicId}`, {
      frequency: "weekly",
      day: 1,
      time: "08:00",
    });
    expect(saved.statusCode, saved.message).toBe(200);
    expect(saved.result).toMatchObject({
      setting: { frequency: "weekly", day: 1, time: "08:00" },
      nextRunTime: "2026-12-07T07:00:00.000Z",
    });
    const issuesBefore = await db.selectFrom("newsletterIssues").select("id").execute();

    // Monday: nothing was published in the topic since the digest was switched on.
    await moveTo(Date.parse("2026-12-07T07:01:00.000Z"));
    const looking = [worker("digest-a", { pauseMs: 0 }), worker("digest-b", { pauseMs: 0 })];
    await Promise.all(looking.map((one) => one.idle()));
    expect(await db.selectFrom("newsletterIssues").select("id").execute()).toHaveLength(issuesBefore.length);
    const digests = await admin<NewsletterDigest[]>("GET", "/api/admin/newsletter/digests");
    expect(digests.statusCode, digests.message).toBe(200);
    let listed = digests.result.find((one) => one.topicId === topicId)!;
    expect(listed).toMatchObject({ lastRunTime: "2026-12-07T07:01:00.000Z", nextRunTime: "2026-12-14T07:00:00.000Z" });

    // During the week: German and English news of the topic (and an old one, sent before).
    const german = await news("de_DE", "Grundsteuer neu", "2026-12-08T09:00:00.000Z");
    const english = await news("en_US", "Property tax", "2026-12-09T09:00:00.000Z");
    await news("de_DE", "Alt", "2026-12-01T09:00:00.000Z");
    await moveTo(Date.parse("2026-12-14T07:00:30.000Z"));
    await Promise.all(looking.map((one) => one.idle()));
    // A look after the run finds nothing due for the period.
    await Promise.all(looking.map((one) => one.idle()));
    await Promise.all(looking.map((one) => one.close()));

    const runs = await db.selectFrom("newsletterDigestRuns").selectAll().where("topicId", "=", topicId).execute();
    expect(runs.map((run) => [run.periodEnd, run.issues])).toEqual([
      ["2026-12-07T07:00:00.000Z", 0],
      ["2026-12-14T07:00:00.000Z", 2],
    ]);
    const made = await db.selectFrom("newsletterIssues").selectAll().where("digestRunId", "=", runs[1]!.id).orderBy("lang").execute();
    expect(made.map((row) => [row.lang, JSON.parse(row.articleIds), row.state])).toEqual([
      ["de_DE", [german], "sent"],
      ["en_US", [english], "sent"],
    ]);
    for (const row of made) {
      const messages = await messagesOf(row.id);
      expect(messages.map((message) => [JSON.parse(message.recipients), message.lang])).toEqual([
        [[row.lang === "de_DE" ? "digest-de@example.org" : "digest-en@example.org"], row.lang],
      ]);
      expect(messages[0]!.headers).toContain("List-Unsubscribe");
      expect(messages[0]!.subject).toContain("Mandanteninfo");
    }
    listed = (await admin<NewsletterDigest[]>("GET", "/api/admin/newsletter/digests")).result.find((one) => one.topicId === topicId)!;
    expect(listed.nextRunTime).toBe("2026-12-21T07:00:00.000Z");
    expect((await getIssue(made[0]!.id)).digest).toBe(true);

    const off = await admin<NewsletterDigest>("DELETE", `/api/admin/newsletter/digests/${topicId}`);
    expect(off.result).toMatchObject({ setting: null, nextRunTime: null });
    // Switching a digest on and off is in the audit log.
    const logged = await db.selectFrom("auditEntries").select("action").where("kind", "=", "newsletter").execute();
    expect(logged.map((entry) => entry.action)).toContain("delete");
  }, 60_000);
});
