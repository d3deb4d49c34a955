import {
  type Locale,
  NEWSLETTER_LIMITS,
  type NewsletterDigest,
  type NewsletterDigestInput,
  type NewsletterConfirmation,
  type NewsletterForm,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type NewsletterBounceKind,
  type NewsletterReport,
  type NewsletterReportKind,
  type NewsletterSuspendCause,
  type NewsletterPreferences,
  type NewsletterPreferencesInput,
  type NewsletterPickableNews,
  type NewsletterPreview,
  type NewsletterSubscribeInput,
  type NewsletterSubscriber,
  type NewsletterTopic,
  type NewsletterTopicChoice,
  type Paging,
  siteWallClockAt,
} from "@lawfirm/contract";
import type { Selectable } from "kysely";
import { now, nowMs, type Db, type Executor, type NewsletterDigestTable, type NewsletterSendTable } from "../../db/database.ts";
import * as claims from "../../jobs/claims.repository.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { message, renderMessage } from "../../i18n/messages.ts";
import { daysBefore, type RetentionRule } from "../../operations/retention.ts";
import type { ContactTickets } from "../contact/contact-ticket.ts";
import { enqueueMail } from "../mail/mail.service.ts";
import type { RecipientRefusal } from "../mail/smtp-sender.ts";
import type { SubjectStore } from "../privacy/privacy.service.ts";
import type { SubscriberLinks } from "./newsletter-links.ts";
import {
  alreadySubscribedMail,
  confirmationMail,
  issueMail,
  subscriberLink,
  unsubscribeHeaders,
  type IssueArticle,
} from "./newsletter-mail.ts";
import * as store from "./newsletter.repository.ts";
import { dataNoteOf } from "../privacy/data-notes.ts";
import { summaryOf } from "../articles/article-summary.ts";

/**
 * The newsletter (decision 0083): topics the firm offers, subscriptions confirmed by a signed link
 * (double opt-in) and managed by another, issues of published news sent through the outbox, one
 * message per subscriber, never two to one address.
 */

/** Days an unconfirmed subscription waits for its confirmation; then it is deleted (a retention rule). */
export const PENDING_KEPT_DAYS = 7;
/** At most one confirmation (or "already subscribed") mail to an address in this time, however often it is entered. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;
export interface NewsletterDeps {
  db: Db;
  links: SubscriberLinks;
  /** Tells this process's newsletter worker that a send was queued. */
  wakeSends?: () => void;
}

const firmName = async (db: Executor, lang: string) =>
  (await db.selectFrom("portalConfigs").select("name").where("lang", "=", lang).executeTakeFirst())?.name ?? "";

/** Every practice area and news folder that can be a topic, each with its names by language (the published versions'). */
async function topicNames(db: Executor) {
  const names = new Map<string, { kind: store.TopicRow["kind"]; no: number; names: Record<string, string> }>();
  for (const row of await store.listTopicNames(db)) {
    const key = `${row.kind}:${row.no}`;
    const entry = names.get(key) ?? { kind: row.kind, no: row.no, names: {} };
    entry.names[row.lang] = row.name;
    names.set(key, entry);
  }
  return names;
}

/** A topic's name in `lang`, else in the first language it has one in. */
const nameIn = (names: Record<string, string>, lang: string) => names[lang] ?? Object.values(names)[0];

/** The topics offered, named in `lang`: the ones whose practice area or folder the site still shows. */
export async function offeredTopics(db: Executor, lang: string): Promise<NewsletterTopicChoice[]> {
  const names = await topicNames(db);
  return (await store.listTopics(db)).flatMap((topic) => {
    const entry = names.get(`${topic.kind}:${topic.itemNo}`);
    const name = entry && nameIn(entry.names, lang);
    return name ? [{ id: topic.id, name }] : [];
  });
}

/** Refuses topic ids that are not offered (400 at the field). */
async function checkOffered(db: Executor, topicIds: readonly number[], field: string) {
  const offered = new Set((await offeredTopics(db, "")).map((topic) => topic.id));
  const wrong = topicIds.find((id) => !offered.has(id));
  if (wrong !== undefined) {
    const problem = message("newsletter.topicNotOffered", { id: wrong });
    throw badRequest(problem, [{ field, message: problem }]);
  }
}

/** The back office's topics: every candidate, the offered ones first in their order, with their subscribers. */
export async function listTopicSetting(db: Db): Promise<NewsletterTopic[]> {
  const names = await topicNames(db);
  const counts = await store.countConfirmedByTopic(db);
  const offered = await store.listTopics(db);
  const offeredKeys = new Map(offered.map((topic) => [`${topic.kind}:${topic.itemNo}`, topic.id]));
  const first = offered.flatMap((topic) => {
    const entry = names.get(`${topic.kind}:${topic.itemNo}`);
    return entry ? [{ ...entry, id: topic.id, subscribers: counts.get(topic.id) ?? 0 }] : [];
  });
  const rest = [...names.entries()].filter(([key]) => !offeredKeys.has(key)).map(([, entry]) => ({ ...entry, id: null, subscribers: 0 }));
  return [...first, ...rest];
}

export async function saveTopicSetting(
  db: Db,
  topics: readonly { kind: store.TopicRow["kind"]; no: number }[],
): Promise<NewsletterTopic[]> {
  const names = await topicNames(db);
  const unknown = topics.findIndex((topic) => !names.has(`${topic.kind}:${topic.no}`));
  if (unknown >= 0) {
    const problem = message("newsletter.topicUnknown");
    throw badRequest(problem, [{ field: `body.topics.${unknown}`, message: problem }]);
  }
  await db.transaction().execute((trx) => store.replaceTopics(trx, topics));
  return listTopicSetting(db);
}

/** The consent line of the subscription form in a language: stored with each subscription as shown. */
export const newsletterConsentText = (lang: Locale) => renderMessage(lang, message("newsletter.consentText"));

export async function subscriptionForm(db: Db, tickets: ContactTickets, lang: Locale): Promise<NewsletterForm> {
  return {
    ticket: tickets.issue(),
    consentText: newsletterConsentText(lang),
    dataNote: await dataNoteOf(db, "newsletter", lang),
    topics: await offeredTopics(db, lang),
  };
}

const resendDue = (sentAt: string) => nowMs() - Date.parse(sentAt) >= CONFIRMATION_RESEND_MS;

/**
 * A subscription that passed the form's checks. A new address is stored pending and sent its
 * confirmation link; an unconfirmed one takes the new choice and is sent the link again; a
 * confirmed one is changed by nothing but is told how to reach its preferences. The answer is the
 * same in each case, and an address gets at most one such mail in CONFIRMATION_RESEND_MS.
 */
export async function subscribe(deps: NewsletterDeps, input: NewsletterSubscribeInput, origin: string): Promise<void> {
  const { db, links } = deps;
  await checkOffered(db, input.topicIds, "body.topicIds");
  const email = input.email.toLowerCase();
  const at = now();
  const consent = { lang: input.lang, consentText: newsletterConsentText(input.lang), consentAt: at };
  await db.transaction().execute(async (trx) => {
    const subscriber = await store.findSubscriberByEmail(trx, email);
    if (!subscriber) {
      const id = await store.insertSubscriber(trx, { email, state: "pending", ...consent, confirmationSentAt: at, createdAt: at });
      if (id === undefined) return; // Entered twice at the same moment: the other request sends the mail.
      await store.setSubscriberTopics(trx, id, input.topicIds);
      return sendConfirmation(trx, links, { id, email, lang: input.lang }, input.topicIds, origin);
    }
    if (!resendDue(subscriber.confirmationSentAt)) return;
    await store.updateSubscriber(trx, subscriber.id, { confirmationSentAt: at });
    if (subscriber.state === "confirmed") {
      const lang = subscriber.lang as Locale;
      const mail = alreadySubscribedMail(
        lang,
        await firmName(trx, lang),
        subscriberLink(origin, lang, "preferences", links.sign("manage", subscriber)),
      );
      await enqueueMail(trx, { to: email, ...mail, lang, cause: `newsletter-subscriber:${subscriber.id}` });
      return;
    }
    await store.updateSubscriber(trx, subscriber.id, consent);
    await store.setSubscriberTopics(trx, subscriber.id, input.topicIds);
    await sendConfirmation(trx, links, { id: subscriber.id, email, lang: input.lang }, input.topicIds, origin);
  });
}

async function sendConfirmation(
  trx: Executor,
  links: SubscriberLinks,
  subscriber: { id: number; email: string; lang: Locale },
  topicIds: readonly number[],
  origin: string,
) {
  const { lang } = subscriber;
  const topics = (await offeredTopics(trx, lang)).filter((topic) => topicIds.includes(topic.id)).map((topic) => topic.name);
  const mail = confirmationMail(
    lang,
    await firmName(trx, lang),
    topics,
    subscriberLink(origin, lang, "confirm", links.sign("confirm", subscriber)),
  );
  await enqueueMail(trx, { to: subscriber.email, ...mail, lang, cause: `newsletter-subscriber:${subscriber.id}` });
}

/** The subscription a link's token names and proves; 404 for a forged token or one of a subscription that no longer exists. */
async function subscriberOf(db: Executor, links: SubscriberLinks, token: string, purpose: "confirm" | "manage") {
  const id = links.idOf(token);
  const subscriber = id === undefined ? undefined : await store.findSubscriber(db, id);
  if (!subscriber || !links.verify(token, purpose, subscriber)) throw notFound(message("newsletter.linkInvalid"));
  return subscriber;
}

async function preferencesOf(deps: NewsletterDeps, subscriber: store.SubscriberRow, lang: Locale): Promise<NewsletterPreferences> {
  const topicIds = (await store.topicIdsOf(deps.db, [subscriber.id])).get(subscriber.id) ?? [];
  return {
    email: subscriber.email,
    lang: subscriber.lang as Locale,
    topicIds,
    topics: await offeredTopics(deps.db, lang),
    token: deps.links.sign("manage", subscriber),
  };
}

/** What a confirmation link's page shows: its address and whether it is confirmed; changes nothing (decision 0088). */
export async function confirmation(deps: NewsletterDeps, token: string): Promise<NewsletterConfirmation> {
  const subscriber = await subscriberOf(deps.db, deps.links, token, "confirm");
  const confirmed = subscriber.state !== "pending";
  return { email: subscriber.email, confirmed, token: confirmed ? deps.links.sign("manage", subscriber) : null };
}

/** Confirms the subscription of a confirmation link's button (again: no change); answers its preferences in its language. */
export async function confirm(deps: NewsletterDeps, token: string, lang: Locale): Promise<NewsletterPreferences> {
  const subscriber = await subscriberOf(deps.db, deps.links, token, "confirm");
  if (subscriber.state === "pending") await store.updateSubscriber(deps.db, subscriber.id, { state: "confirmed", confirmedAt: now() });
  return preferencesOf(deps, subscriber, lang);
}

export async function preferences(deps: NewsletterDeps, token: string, lang: Locale): Promise<NewsletterPreferences> {
  return preferencesOf(deps, await subscriberOf(deps.db, deps.links, token, "manage"), lang);
}

/** Changes a subscription's language and topics (at least one: no topic is the unsubscribe's). */
export async function savePreferences(deps: NewsletterDeps, input: NewsletterPreferencesInput): Promise<NewsletterPreferences> {
  const { db } = deps;
  const subscriber = await subscriberOf(db, deps.links, input.s, "manage");
  if (input.topicIds.length === 0) {
    const problem = message("validation.newsletterTopics");
    throw badRequest(problem, [{ field: "body.topicIds", message: problem }]);
  }
  await checkOffered(db, input.topicIds, "body.topicIds");
  await db.transaction().execute(async (trx) => {
    await store.updateSubscriber(trx, subscriber.id, { lang: input.lang });
    await store.setSubscriberTopics(trx, subscriber.id, input.topicIds);
  });
  return preferencesOf(deps, { ...subscriber, lang: input.lang }, input.lang);
}

/**
 * Ends a subscription by its link and deletes it with its choice. A link of a subscription that
 * is gone already answers the same (a second click, a mail client's retry); a forged one is refused.
 */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  const id = deps.links.idOf(token);
  const subscriber = id === undefined ? undefined : await store.findSubscriber(deps.db, id);
  if (!subscriber) {
    if (id === undefined) throw notFound(message("newsletter.linkInvalid"));
    return;
  }
  if (!deps.links.verify(token, "manage", subscriber)) throw notFound(message("newsletter.linkInvalid"));
  await store.deleteSubscriber(deps.db, subscriber.id);
}

export async function listSubscribers(
  db: Db,
  query: Paging & { state?: store.SubscriberRow["state"] | undefined; email?: string | undefined },
) {
  const { rows, pageable } = await store.listSubscribers(db, query, query);
  return { result: await toSubscribers(db, rows), pageable };
}

async function toSubscribers(db: Executor, rows: readonly store.SubscriberRow[]): Promise<NewsletterSubscriber[]> {
  const topics = await store.topicIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const bounces = await store.lastBouncesOf(
    db,
    rows.map((row) => row.email),
  );
  const lastBounce = (email: string) => {
    const bounce = bounces.get(email);
    return bounce ? { kind: bounce.bounce, time: bounce.bouncedAt, reason: bounce.bounceReason } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    lang: row.lang,
    state: row.state,
    topicIds: topics.get(row.id) ?? [],
    consentText: row.consentText,
    consentTime: row.consentAt,
    confirmTime: row.confirmedAt,
    createTime: row.createdAt,
    lastBounce: lastBounce(row.email),
    suspendTime: row.suspendedAt,
    suspendCause: row.suspendCause,
  }));
}

// Issues.

async function toIssues(db: Executor, rows: readonly store.IssueRow[]): Promise<NewsletterIssue[]> {
  const ids = rows.map((row) => row.id);
  const states = await store.deliveryStates(db, ids);
  const cursors = await store.sendCursors(db, ids);
  return Promise.all(
    rows.map(async (row) => {
      const counts = { recipients: 0, sent: 0, failed: 0, waiting: 0, bounced: 0, remaining: 0 };
      for (const entry of states.filter((state) => state.issueId === row.id)) {
        const count = Number(entry.count);
        counts.recipients += count;
        if (entry.state === "failed") counts.failed += count;
        else if (entry.state === "waiting" || entry.state === "sending") counts.waiting += count;
        else counts.sent += count;
        if (entry.bounce === "hard") counts.bounced += count;
      }
      const topicIds = JSON.parse(row.topicIds) as number[];
      if (row.state === "sending") counts.remaining = await store.countRecipientsAfter(db, row.lang, topicIds, cursors.get(row.id) ?? 0);
      return {
        id: row.id,
        lang: row.lang,
        topicIds,
        subject: row.subject,
        intro: row.intro,
        articleIds: JSON.parse(row.articleIds) as number[],
        state: row.state,
        createTime: row.createdAt,
        sentTime: row.sentAt,
        digest: row.digestRunId !== null,
        counts,
      };
    }),
  );
}

export async function listIssues(db: Db, paging: Paging) {
  const { rows, pageable } = await store.listIssues(db, paging);
  return { result: await toIssues(db, rows), pageable };
}

async function issueRow(db: Executor, id: number) {
  const row = await store.findIssue(db, id);
  if (!row) throw notFound(message("newsletter.issueNotFound"));
  return row;
}

export async function getIssue(db: Db, id: number): Promise<NewsletterIssue> {
  return (await toIssues(db, [await issueRow(db, id)]))[0]!;
}

/** The issue's news in its order; refuses (400 at the field) one that is not a published news item of its language. */
async function issueArticles(db: Executor, lang: string, articleIds: readonly number[]): Promise<IssueArticle[]> {
  const found = new Map((await store.findPublishedNews(db, lang, articleIds)).map((row) => [row.id, row]));
  return articleIds.map((id, index) => {
    const row = found.get(id);
    if (!row) {
      const problem = message("newsletter.articleNotPublished", { id });
      throw badRequest(problem, [{ field: `body.articleIds.${index}`, message: problem }]);
    }
    return { title: row.title, slug: row.slug, summary: row.teaser?.trim() || summaryOf(row.content), publishAt: row.publishAt };
  });
}

async function checkIssue(db: Executor, input: NewsletterIssueInput) {
  await checkOffered(db, input.topicIds, "body.topicIds");
  await issueArticles(db, input.lang, input.articleIds);
  return {
    lang: input.lang,
    topicIds: JSON.stringify(input.topicIds),
    subject: input.subject,
    intro: input.intro,
    articleIds: JSON.stringify(input.articleIds),
  };
}

/** How many subscribers an issue of `lang` for `topicIds` goes to if sent now (each once; none without a topic). */
export async function countRecipients(db: Db, lang: Locale, topicIds: readonly number[]): Promise<{ count: number }> {
  return { count: topicIds.length === 0 ? 0 : await store.countRecipientsAfter(db, lang, topicIds, 0) };
}

/**
 * The news the composer offers in `lang`: those of `topicIds` (all news without any), newest first,
 * and the issue's chosen `ids` whatever their topics, so that the picker can name them.
 */
export async function pickableNews(
  db: Db,
  query: { lang: Locale; topicIds: readonly number[]; ids: readonly number[] },
): Promise<NewsletterPickableNews[]> {
  const topics = query.topicIds.length === 0 ? undefined : await store.findTopics(db, query.topicIds);
  const rows = await store.pickableNews(db, query.lang, topics, query.ids, NEWSLETTER_LIMITS.pickable);
  return rows.map((row) => ({ id: row.id, title: row.title, publishTime: row.publishAt }));
}

export async function createIssue(db: Db, input: NewsletterIssueInput, accountId: number): Promise<NewsletterIssue> {
  const values = await checkIssue(db, input);
  const id = await store.insertIssue(db, { ...values, state: "draft", createdBy: accountId, createdAt: now() });
  return getIssue(db, id);
}

export async function updateIssue(db: Db, id: number, input: NewsletterIssueInput): Promise<NewsletterIssue> {
  const row = await issueRow(db, id);
  if (row.state !== "draft") throw conflict(message("newsletter.issueSent"));
  await store.updateIssue(db, id, await checkIssue(db, input));
  return getIssue(db, id);
}

/** The issue's mail for one subscriber (or, for a preview and a test, a sample one with links that open nothing). */
async function issueMailFor(db: Executor, row: store.IssueRow, origin: string, links: { preferences: string; unsubscribe: string }) {
  const lang = row.lang as Locale;
  const articles = await issueArticles(db, lang, JSON.parse(row.articleIds) as number[]);
  return issueMail(lang, await firmName(db, lang), { subject: row.subject, intro: row.intro, articles }, origin, links);
}

const sampleLinks = (origin: string, lang: Locale) => ({
  preferences: subscriberLink(origin, lang, "preferences", "preview"),
  unsubscribe: subscriberLink(origin, lang, "unsubscribe", "preview"),
});

export async function previewIssue(db: Db, id: number, origin: string): Promise<NewsletterPreview> {
  const row = await issueRow(db, id);
  return issueMailFor(db, row, origin, sampleLinks(origin, row.lang as Locale));
}

/** Mails the issue to the signed-in account's own address, marked as a test. */
export async function sendTestIssue(db: Db, id: number, accountId: number, origin: string): Promise<{ to: string }> {
  const row = await issueRow(db, id);
  const to = await store.findAccountEmail(db, accountId);
  if (!to) throw badRequest(message("newsletter.noAccountEmail"));
  const lang = row.lang as Locale;
  const mail = await issueMailFor(db, row, origin, sampleLinks(origin, lang));
  await db.transaction().execute((trx) =>
    enqueueMail(trx, {
      to,
      ...mail,
      subject: renderMessage(lang, message("newsletter.testSubject", { subject: mail.subject })),
      lang,
      cause: `newsletter-test:${id}`,
    }),
  );
  return { to };
}

/**
 * Starts sending an issue (decision 0088): it is "sending" and a send is queued for the workers,
 * which put its subscribers into the outbox a batch at a time (`sendNextBatch`). The request
 * writes two rows, however many subscribers there are.
 */
export async function sendIssue(deps: NewsletterDeps, id: number, origin: string): Promise<NewsletterIssue> {
  const { db } = deps;
  const row = await issueRow(db, id);
  await issueArticles(db, row.lang, JSON.parse(row.articleIds) as number[]);
  const started = await db.transaction().execute(async (trx) => {
    if (!(await store.startSending(trx, id))) return false;
    await store.insertSend(trx, id, origin, now());
    return true;
  });
  if (!started) throw conflict(message("newsletter.issueSent"));
  deps.wakeSends?.();
  return getIssue(db, id);
}

/**
 * Puts the next batch of a send's subscribers into the outbox: one outbox message per confirmed
 * subscriber of the issue's language who chose one of its topics, each with the subscriber's own
 * links and the one-click unsubscribe headers. One transaction records the deliveries (unique per
 * issue and address: an address recorded before is skipped), enqueues their messages and moves
 * the send's cursor on, while `worker` still holds its claim; the send then waits `pauseMs` before
 * its next batch (the steady rate). With no subscriber left the issue is sent and its send done.
 */
export async function sendNextBatch(
  deps: NewsletterDeps,
  send: Selectable<NewsletterSendTable>,
  worker: string,
  pace: { batch: number; pauseMs: number },
): Promise<void> {
  const { db, links } = deps;
  const row = await issueRow(db, send.issueId);
  const lang = row.lang as Locale;
  const topicIds = JSON.parse(row.topicIds) as number[];
  const batch = await store.recipientsAfter(db, lang, topicIds, send.afterSubscriberId, pace.batch);
  const held = async (trx: Executor, values: Parameters<typeof claims.finishClaim>[4]) => {
    // Another worker took the send over (this one's claim expired): this batch is not written.
    if ((await claims.finishClaim(trx, "newsletterSends", [send.id], worker, values)) === 0) throw new Error("the send's claim was lost");
  };
  if (batch.length === 0) {
    await db.transaction().execute(async (trx) => {
      await store.updateIssue(trx, row.id, { state: "sent", sentAt: now() });
      await held(trx, { state: "sent" });
    });
    return;
  }
  const articles = await issueArticles(db, lang, JSON.parse(row.articleIds) as number[]);
  const firm = await firmName(db, lang);
  const { origin } = send;
  await db.transaction().execute(async (trx) => {
    const fresh = await store.claimDeliveries(
      trx,
      row.id,
      batch.map((subscriber) => subscriber.email),
    );
    const byEmail = new Map(batch.map((subscriber) => [subscriber.email, subscriber]));
    for (const delivery of fresh) {
      const subscriber = byEmail.get(delivery.email)!;
      const token = links.sign("manage", subscriber);
      const own = {
        preferences: subscriberLink(origin, lang, "preferences", token),
        unsubscribe: subscriberLink(origin, lang, "unsubscribe", token),
      };
      const mail = issueMail(lang, firm, { subject: row.subject, intro: row.intro, articles }, origin, own);
      const outboxId = await enqueueMail(trx, {
        to: subscriber.email,
        ...mail,
        lang,
        cause: `newsletter:${row.id}`,
        headers: unsubscribeHeaders(own.unsubscribe),
      });
      await store.setDeliveryMessage(trx, delivery.id, outboxId);
    }
    await held(trx, {
      state: "waiting",
      attempts: 0,
      afterSubscriberId: batch.at(-1)!.id,
      nextAttemptAt: new Date(nowMs() + pace.pauseMs).toISOString(),
    });
  });
}

// Digests (decision 0088).

/** The instant at which the site's clock (Europe/Berlin) reads `wall` (a wall-clock time written as UTC). */
function siteInstantOf(wall: number): number {
  let instant = wall - (siteWallClockAt(wall) - wall);
  // Once more with the offset at the instant found: right across a change of daylight saving time.
  instant = wall - (siteWallClockAt(instant) - instant);
  return instant;
}

/** When a digest is due next after `after`: its weekday or day of the month, at its time on the site's clock. */
export function nextDigestTime(setting: Pick<NewsletterDigestInput, "frequency" | "day" | "time">, after: number): string {
  const today = new Date(siteWallClockAt(after));
  const [hours = 0, minutes = 0] = setting.time.split(":").map(Number);
  // A month and a bit holds every day of the month up to the 28th and every weekday.
  for (let ahead = 0; ahead < 40; ahead++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ahead, hours, minutes));
    const matches = setting.frequency === "weekly" ? (day.getUTCDay() || 7) === setting.day : day.getUTCDate() === setting.day;
    const instant = siteInstantOf(day.getTime());
    if (matches && instant > after) return new Date(instant).toISOString();
  }
  throw new Error("no day of the digest within forty days");
}

async function topicOf(db: Executor, topicId: number) {
  const topic = await store.findTopic(db, topicId);
  if (!topic) throw notFound(message("newsletter.topicNotOffered", { id: topicId }));
  return topic;
}

export async function listDigests(db: Db): Promise<NewsletterDigest[]> {
  const names = await topicNames(db);
  const digests = new Map((await store.listDigests(db)).map((digest) => [digest.topicId, digest]));
  return (await store.listTopics(db)).flatMap((topic) => {
    const entry = names.get(`${topic.kind}:${topic.itemNo}`);
    if (!entry) return [];
    const digest = digests.get(topic.id);
    return [
      {
        topicId: topic.id,
        names: entry.names,
        setting: digest ? { frequency: digest.frequency, day: digest.day, time: digest.time } : null,
        lastRunTime: digest?.lastRunAt ?? null,
        nextRunTime: digest?.nextAttemptAt ?? null,
        lastError: digest?.state === "waiting" ? digest.lastError : null,
      },
    ];
  });
}

const digestOf = async (db: Db, topicId: number) => (await listDigests(db)).find((digest) => digest.topicId === topicId)!;

/** Switches a topic's digest on (its first collects the news published from now) or changes its days and time. */
export async function saveDigest(db: Db, topicId: number, input: NewsletterDigestInput, origin: string): Promise<NewsletterDigest> {
  await topicOf(db, topicId);
  const at = now();
  await store.saveDigest(db, { topicId, ...input, origin, sinceAt: at, nextAttemptAt: nextDigestTime(input, nowMs()) });
  return digestOf(db, topicId);
}

export async function removeDigest(db: Db, topicId: number): Promise<NewsletterDigest> {
  await topicOf(db, topicId);
  await store.deleteDigest(db, topicId);
  return digestOf(db, topicId);
}

/**
 * A topic's digest that fell due, claimed by `worker`: in one transaction, records the period
 * (unique per topic and period end: a period another process recorded is not sent again), makes
 * one issue per language with news of the topic published in the period (at most an issue's
 * items, the newest) and queues its send, then moves the digest to its next time. A language
 * without news gets nothing; neither does a topic without any.
 */
export async function runDigest(deps: NewsletterDeps, digest: Selectable<NewsletterDigestTable>, worker: string): Promise<void> {
  const { db } = deps;
  const periodEnd = digest.nextAttemptAt;
  const at = now();
  const made = await db.transaction().execute(async (trx) => {
    let issues = 0;
    const topic = await store.findTopic(trx, digest.topicId);
    const runId = topic && (await store.insertDigestRun(trx, digest.topicId, periodEnd, at));
    if (topic && runId !== undefined) {
      const byLang = new Map<string, number[]>();
      for (const news of await store.newsOfTopicBetween(trx, topic, digest.sinceAt, periodEnd)) {
        byLang.set(news.lang, [...(byLang.get(news.lang) ?? []), news.id]);
      }
      for (const [lang, ids] of byLang) {
        const locale = lang as Locale;
        const name = (await offeredTopics(trx, locale)).find((one) => one.id === topic.id)?.name ?? "";
        const firm = await firmName(trx, locale);
        const issueId = await store.insertIssue(trx, {
          lang,
          topicIds: JSON.stringify([topic.id]),
          subject: renderMessage(locale, message("newsletter.digest.subject", { topic: name, firm })),
          intro: renderMessage(locale, message("newsletter.digest.intro", { topic: name })),
          articleIds: JSON.stringify(ids.slice(0, NEWSLETTER_LIMITS.items)),
          state: "sending",
          createdBy: null,
          createdAt: at,
          digestRunId: runId,
        });
        await store.insertSend(trx, issueId, digest.origin, at);
        issues++;
      }
      await store.setDigestRunIssues(trx, runId, issues);
    }
    const next = nextDigestTime(digest, Math.max(nowMs(), Date.parse(periodEnd)));
    const values = { state: "waiting" as const, attempts: 0, nextAttemptAt: next, sinceAt: periodEnd, lastRunAt: at };
    if ((await claims.finishClaim(trx, "newsletterDigests", [digest.id], worker, values)) === 0)
      throw new Error("the digest's claim was lost");
    return issues;
  });
  if (made > 0) deps.wakeSends?.();
}

// Bounces (decision 0088) and the mail provider's reports (decision 0091).

/** Soft bounces of an address's latest deliveries in a row that suspend its subscription (a hard one suspends it at once). */
export const SOFT_BOUNCE_LIMIT = 3;

/**
 * Records a bounce or complaint on a delivery, and suspends the address's subscription when it
 * calls for it: a hard bounce or a complaint at once, soft bounces once its SOFT_BOUNCE_LIMIT
 * latest deliveries since it was last reactivated each bounced. `known`: the delivery had it
 * already (the same report again), which changes nothing. A delivery from before the subscription
 * was reactivated keeps the bounce but suspends nothing: the editor decided about those.
 */
async function recordBounce(
  trx: Executor,
  delivery: store.DeliveryRow,
  kind: NewsletterBounceKind,
  reason: string,
  at: string,
): Promise<"known" | "recorded" | "suspended"> {
  if (!(await store.markBounce(trx, delivery.id, kind, reason, at))) return "known";
  const subscriber = await store.findSubscriberByEmail(trx, delivery.email);
  if (!subscriber || delivery.id <= subscriber.bouncesAfterDeliveryId) return "recorded";
  let cause: NewsletterSuspendCause | undefined = kind === "hard" ? "hardBounce" : kind === "complaint" ? "complaint" : undefined;
  if (!cause) {
    const latest = await store.latestBounces(trx, delivery.email, subscriber.bouncesAfterDeliveryId, SOFT_BOUNCE_LIMIT);
    if (latest.length === SOFT_BOUNCE_LIMIT && latest.every((one) => one.bounce !== null)) cause = "softBounces";
  }
  return cause && (await store.suspendSubscriber(trx, delivery.email, at, cause)) ? "suspended" : "recorded";
}

/**
 * The receiving server refused a newsletter delivery's address (the outbox worker tells it): a
 * permanent refusal (5xx) is a hard bounce, which ends the message failed and suspends the
 * subscription; a temporary one (4xx) a soft bounce, which leaves the message to the outbox's
 * retries and counts toward SOFT_BOUNCE_LIMIT. Another message's refusal is the outbox's alone.
 */
export async function recordRefusal(
  db: Db,
  outboxMessage: { id: number; cause: string },
  refusal: RecipientRefusal,
): Promise<"final" | "retry"> {
  if (!outboxMessage.cause.startsWith("newsletter:")) return "retry";
  const delivery = await store.findDeliveryOfMessage(db, outboxMessage.id);
  if (!delivery) return "retry";
  const at = now();
  await db.transaction().execute((trx) => recordBounce(trx, delivery, refusal.permanent ? "hard" : "soft", refusal.reason, at));
  return refusal.permanent ? "final" : "retry";
}

const BOUNCE_OF_REPORT: Readonly<Record<NewsletterReportKind, NewsletterBounceKind>> = {
  hardBounce: "hard",
  softBounce: "soft",
  complaint: "complaint",
};

/**
 * How long after its message went out (or, not marked sent yet, was queued: a send cut short after
 * the relay took it) an address's latest delivery takes a report that names no message (decision
 * 0099): providers report bounces within minutes to hours and complaints mostly within a day, while
 * a weekly digest's next issue is days away. Later, such a report is unmatched.
 */
export const UNNAMED_REPORT_WINDOW_MS = 72 * 3_600_000;

/**
 * The mail provider's reports, in one transaction: each is recorded on the delivery it names (by
 * its Message-ID, else the address's latest while it went out within UNNAMED_REPORT_WINDOW_MS), as
 * a bounce during the SMTP conversation would be. A report that names no delivery of the
 * newsletter, or that its delivery has already, is ignored, but for a complaint about a subscriber
 * who has had no issue yet (`complaintBeforeAnyIssue`); `unmatched` counts the ignored ones naming
 * no message whose address's latest delivery is older (or no longer in the outbox).
 */
export async function recordReports(db: Db, reports: readonly NewsletterReport[]) {
  const at = now();
  const counts = { recorded: 0, ignored: 0, suspended: 0, unmatched: 0 };
  await db.transaction().execute(async (trx) => {
    for (const report of reports) {
      const address = report.address.toLowerCase();
      const delivery = await store.findDeliveryReported(trx, address, report.messageId);
      if (delivery && report.messageId === undefined && !madeWithin(delivery.sentAt ?? delivery.queuedAt, UNNAMED_REPORT_WINDOW_MS)) {
        counts.ignored += 1;
        counts.unmatched += 1;
        continue;
      }
      const outcome = delivery
        ? await recordBounce(trx, delivery, BOUNCE_OF_REPORT[report.kind], report.reason ?? "", at)
        : await complaintBeforeAnyIssue(trx, address, report, at);
      if (outcome === "known") counts.ignored += 1;
      else counts.recorded += 1;
      if (outcome === "suspended") counts.suspended += 1;
    }
  });
  return counts;
}

const madeWithin = (at: string | null, ms: number) => at !== null && nowMs() - Date.parse(at) <= ms;

/**
 * A complaint naming no message, about an address the newsletter has sent no issue yet (its
 * confirmation mail, say): the subscriber does not want its mail, so the subscription is
 * suspended all the same. Any other report without a delivery is someone else's: ignored.
 */
async function complaintBeforeAnyIssue(
  trx: Executor,
  address: string,
  report: NewsletterReport,
  at: string,
): Promise<"known" | "suspended"> {
  if (report.kind !== "complaint" || report.messageId !== undefined) return "known";
  return (await store.suspendSubscriber(trx, address, at, "complaint")) ? "suspended" : "known";
}

/** Puts a suspended subscription back to confirmed, with its topics and language; its earlier bounces no longer count. */
export async function reactivateSubscriber(db: Db, id: number): Promise<NewsletterSubscriber> {
  await db.transaction().execute(async (trx) => {
    const subscriber = await store.findSubscriber(trx, id);
    if (!subscriber) throw notFound(message("newsletter.subscriberNotFound"));
    if (!(await store.reactivateSubscriber(trx, id, subscriber.email))) throw conflict(message("newsletter.notSuspended"));
  });
  const row = await store.findSubscriber(db, id);
  if (!row) throw notFound(message("newsletter.subscriberNotFound"));
  return (await toSubscribers(db, [row]))[0]!;
}

/** Unconfirmed subscriptions go PENDING_KEPT_DAYS after their last confirmation mail. */
export const pendingSubscriptionRetention: RetentionRule = {
  name: "pendingSubscriptions",
  what: "unconfirmed newsletter subscriptions",
  deleteExpired: (db, at) => store.deletePendingBefore(db, daysBefore(at, PENDING_KEPT_DAYS)),
};

/** The newsletter's part of a data subject's requests: the subscription of the address, with its topics. */
export const newsletterSubjectStore: SubjectStore = {
  find: async (db, email) => {
    const row = await store.findSubscriberByEmail(db, email);
    if (!row) return [];
    const topicIds = (await store.topicIdsOf(db, [row.id])).get(row.id) ?? [];
    return [{ id: row.id, time: row.createdAt, summary: `${row.state}, ${row.lang}`, data: { ...row, topicIds } }];
  },
  erase: async (trx, email) => {
    const row = await store.findSubscriberByEmail(trx, email);
    if (!row) return 0;
    await store.deleteSubscriber(trx, row.id);
    return 1;
  },
};

/** The issues an address was sent: a record per issue (the messages themselves are the outbox's). */
export const newsletterDeliverySubjectStore: SubjectStore = {
  find: async (db, email) =>
    (await store.findDeliveriesTo(db, email)).map((row) => ({
      id: row.id,
      time: row.sentAt ?? row.createdAt,
      summary: row.subject,
      data: { ...row },
    })),
  erase: (trx, email) => store.deleteDeliveriesTo(trx, email),
};
