import { CATALOG_TYPE, type Paging } from "@lawfirm/contract";
import type { ExpressionBuilder, Insertable, Selectable } from "kysely";
import {
  isPostgres,
  type Database,
  type Executor,
  type NewsletterDeliveryTable,
  type NewsletterDigestTable,
  type NewsletterIssueTable,
  type NewsletterSubscriberTable,
  type NewsletterTopicTable,
} from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { likeEscaped, prefixPattern } from "../../db/text-match.ts";
import { isPublic } from "../publishing/publication.ts";

export type TopicRow = Selectable<NewsletterTopicTable>;
export type SubscriberRow = Selectable<NewsletterSubscriberTable>;
export type IssueRow = Selectable<NewsletterIssueTable>;
export type DigestRow = Selectable<NewsletterDigestTable>;
export type DeliveryRow = Selectable<NewsletterDeliveryTable>;

/** A practice area's or news folder's name in one language. */
export interface TopicNameRow {
  kind: TopicRow["kind"];
  no: number;
  lang: string;
  name: string;
}

/** The topics offered, in the forms' order. */
export async function listTopics(db: Executor): Promise<TopicRow[]> {
  return db.selectFrom("newsletterTopics").selectAll().orderBy("position").orderBy("id").execute();
}

/**
 * Every name a topic can have: the published practice areas' language versions and the news
 * folders' (the folders have no publication of their own), each by item number and language.
 */
export async function listTopicNames(db: Executor): Promise<TopicNameRow[]> {
  const areas = await db
    .selectFrom("practiceAreas")
    .select(["no", "lang", "name"])
    .where(isPublic("practice_areas"))
    .orderBy("sort")
    .orderBy("no")
    .execute();
  const folders = await db
    .selectFrom("catalogs")
    .select(["no", "lang", "name"])
    .where("type", "=", CATALOG_TYPE.NEWS)
    .orderBy("sort")
    .orderBy("no")
    .execute();
  return [
    ...areas.map((row) => ({ kind: "practiceArea" as const, ...row })),
    ...folders.map((row) => ({ kind: "newsFolder" as const, ...row })),
  ];
}

/** Confirmed subscribers per topic id. */
export async function countConfirmedByTopic(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("newsletterSubscriberTopics")
    .innerJoin("newsletterSubscribers", "newsletterSubscribers.id", "newsletterSubscriberTopics.subscriberId")
    .select(["newsletterSubscriberTopics.topicId", (eb) => eb.fn.countAll<number>().as("count")])
    .where("newsletterSubscribers.state", "=", "confirmed")
    .groupBy("newsletterSubscriberTopics.topicId")
    .execute();
  return new Map(rows.map((row) => [row.topicId, Number(row.count)]));
}

/** Offers exactly `topics`, in their order: the ones no longer offered go with their subscriptions; kept ones keep their ids. */
export async function replaceTopics(trx: Executor, topics: readonly { kind: TopicRow["kind"]; no: number }[]): Promise<void> {
  const existing = await listTopics(trx);
  const key = (topic: { kind: string; itemNo?: number; no?: number }) => `${topic.kind}:${topic.itemNo ?? topic.no}`;
  const wanted = new Set(topics.map(key));
  const gone = existing.filter((topic) => !wanted.has(key(topic))).map((topic) => topic.id);
  if (gone.length > 0) await trx.deleteFrom("newsletterTopics").where("id", "in", gone).execute();
  const byKey = new Map(existing.map((topic) => [key(topic), topic]));
  for (const [position, topic] of topics.entries()) {
    const kept = byKey.get(key(topic));
    if (kept) await trx.updateTable("newsletterTopics").set({ position }).where("id", "=", kept.id).execute();
    else await trx.insertInto("newsletterTopics").values({ kind: topic.kind, itemNo: topic.no, position }).execute();
  }
}

export async function findSubscriberByEmail(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletterSubscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findSubscriber(db: Executor, id: number): Promise<SubscriberRow | undefined> {
  return db.selectFrom("newsletterSubscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Adds a pending subscriber; undefined when the address was added at the same moment by another request. */
export async function insertSubscriber(db: Executor, values: Insertable<NewsletterSubscriberTable>): Promise<number | undefined> {
  const row = await db
    .insertInto("newsletterSubscribers")
    .values(values)
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function updateSubscriber(db: Executor, id: number, changes: Partial<Insertable<NewsletterSubscriberTable>>): Promise<void> {
  await db.updateTable("newsletterSubscribers").set(changes).where("id", "=", id).execute();
}

export async function deleteSubscriber(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("newsletterSubscribers").where("id", "=", id).execute();
}

export async function topicIdsOf(db: Executor, subscriberIds: readonly number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(subscriberIds.map((id) => [id, []]));
  if (subscriberIds.length === 0) return found;
  const rows = await db
    .selectFrom("newsletterSubscriberTopics")
    .innerJoin("newsletterTopics", "newsletterTopics.id", "newsletterSubscriberTopics.topicId")
    .select(["newsletterSubscriberTopics.subscriberId", "newsletterSubscriberTopics.topicId"])
    .where("newsletterSubscriberTopics.subscriberId", "in", subscriberIds)
    .orderBy("newsletterTopics.position")
    .execute();
  for (const row of rows) found.get(row.subscriberId)?.push(row.topicId);
  return found;
}

export async function setSubscriberTopics(trx: Executor, subscriberId: number, topicIds: readonly number[]): Promise<void> {
  await trx.deleteFrom("newsletterSubscriberTopics").where("subscriberId", "=", subscriberId).execute();
  if (topicIds.length > 0) {
    await trx
      .insertInto("newsletterSubscriberTopics")
      .values(topicIds.map((topicId) => ({ subscriberId, topicId })))
      .execute();
  }
}

/**
 * The subscribers whose address begins with `prefix` (in lower case, as addresses are stored), found
 * in an index rather than by reading every row: on SQLite a range of the unique index on `email`
 * (its order is the bytes', so the range holds exactly the addresses beginning so); on PostgreSQL
 * `like`, which `newsletter_subscribers_email_prefix_idx` (`varchar_pattern_ops`) serves in any collation.
 */
function emailBeginsWith(db: Executor, eb: ExpressionBuilder<Database, "newsletterSubscribers">, prefix: string) {
  const pattern = likeEscaped("email", prefixPattern(prefix));
  if (isPostgres(db)) return pattern;
  // U+10FFFF, the last code point, sorts after every character an address can hold.
  return eb.and([eb("email", ">=", prefix), eb("email", "<", `${prefix}\u{10FFFF}`), pattern]);
}

export async function listSubscribers(
  db: Executor,
  filters: { state?: SubscriberRow["state"] | undefined; email?: string | undefined },
  paging: Paging,
) {
  let query = db.selectFrom("newsletterSubscribers").selectAll();
  if (filters.state) query = query.where("state", "=", filters.state);
  const { email } = filters;
  if (email) query = query.where((eb) => emailBeginsWith(db, eb, email));
  return fetchPage(query, paging, (page) => page.orderBy("id", "desc"));
}

/** Deletes the subscriptions still unconfirmed whose last confirmation mail went out before `before`. */
export async function deletePendingBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom("newsletterSubscribers")
    .where("state", "=", "pending")
    .where("confirmationSentAt", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Confirmed subscribers of `lang` who chose one of `topicIds`, after `afterId`. */
const recipients = (db: Executor, lang: string, topicIds: readonly number[], afterId: number) =>
  db
    .selectFrom("newsletterSubscribers")
    .where("state", "=", "confirmed")
    .where("lang", "=", lang)
    .where("id", ">", afterId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("newsletterSubscriberTopics")
          .select("topicId")
          .whereRef("newsletterSubscriberTopics.subscriberId", "=", "newsletterSubscribers.id")
          .where("newsletterSubscriberTopics.topicId", "in", topicIds),
      ),
    );

/** The next batch of a send: recipients by id after `afterId`. */
export async function recipientsAfter(db: Executor, lang: string, topicIds: readonly number[], afterId: number, limit: number) {
  return recipients(db, lang, topicIds, afterId).select(["id", "email", "lang"]).orderBy("id").limit(limit).execute();
}

/** How many recipients a send has still to put into the outbox. */
export async function countRecipientsAfter(db: Executor, lang: string, topicIds: readonly number[], afterId: number): Promise<number> {
  const row = await recipients(db, lang, topicIds, afterId)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Published news of `lang` among `ids`. */
export async function findPublishedNews(db: Executor, lang: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("articles")
    .select(["id", "title", "slug", "teaser", "content", "publishAt"])
    .where("kind", "=", "news")
    .where("lang", "=", lang)
    .where("id", "in", ids)
    .where(isPublic("articles"))
    .execute();
}

export async function insertIssue(db: Executor, values: Insertable<NewsletterIssueTable>): Promise<number> {
  const row = await db.insertInto("newsletterIssues").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function findIssue(db: Executor, id: number): Promise<IssueRow | undefined> {
  return db.selectFrom("newsletterIssues").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateIssue(db: Executor, id: number, changes: Partial<Insertable<NewsletterIssueTable>>): Promise<void> {
  await db.updateTable("newsletterIssues").set(changes).where("id", "=", id).execute();
}

/** Marks a draft as being sent; false when it is being sent or was sent already. */
export async function startSending(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable("newsletterIssues")
    .set({ state: "sending" })
    .where("id", "=", id)
    .where("state", "=", "draft")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Queues the send of an issue for the workers, due now (decision 0088). */
export async function insertSend(db: Executor, issueId: number, origin: string, at: string): Promise<void> {
  await db.insertInto("newsletterSends").values({ issueId, origin, nextAttemptAt: at, createdAt: at }).execute();
}

/** Where the sends of these issues stand: the last subscriber put into the outbox, by issue. */
export async function sendCursors(db: Executor, issueIds: readonly number[]): Promise<Map<number, number>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db.selectFrom("newsletterSends").select(["issueId", "afterSubscriberId"]).where("issueId", "in", issueIds).execute();
  return new Map(rows.map((row) => [row.issueId, row.afterSubscriberId]));
}

export async function listIssues(db: Executor, paging: Paging) {
  return fetchPage(db.selectFrom("newsletterIssues").selectAll(), paging, (page) => page.orderBy("id", "desc"));
}

/** An issue's messages by the outbox's state (null: the outbox no longer keeps it). */
export async function deliveryStates(db: Executor, issueIds: readonly number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom("newsletterDeliveries")
    .leftJoin("mailOutbox", "mailOutbox.id", "newsletterDeliveries.outboxId")
    .select([
      "newsletterDeliveries.issueId",
      "mailOutbox.state",
      "newsletterDeliveries.bounce",
      (eb) => eb.fn.countAll<number>().as("count"),
    ])
    .where("newsletterDeliveries.issueId", "in", issueIds)
    .groupBy(["newsletterDeliveries.issueId", "mailOutbox.state", "newsletterDeliveries.bounce"])
    .execute();
}

/** Records that the issue goes to these addresses; answers the ones not recorded before (the others had it already). */
export async function claimDeliveries(trx: Executor, issueId: number, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return trx
    .insertInto("newsletterDeliveries")
    .values(emails.map((email) => ({ issueId, email })))
    .onConflict((conflict) => conflict.columns(["issueId", "email"]).doNothing())
    .returning(["id", "email"])
    .execute();
}

export async function setDeliveryMessage(trx: Executor, id: number, outboxId: number): Promise<void> {
  await trx.updateTable("newsletterDeliveries").set({ outboxId }).where("id", "=", id).execute();
}

export async function findDeliveriesTo(db: Executor, email: string) {
  return db
    .selectFrom("newsletterDeliveries")
    .innerJoin("newsletterIssues", "newsletterIssues.id", "newsletterDeliveries.issueId")
    .select([
      "newsletterDeliveries.id",
      "newsletterDeliveries.issueId",
      "newsletterDeliveries.email",
      "newsletterIssues.subject",
      "newsletterIssues.sentAt",
      "newsletterIssues.createdAt",
    ])
    .where("newsletterDeliveries.email", "=", email)
    .orderBy("newsletterDeliveries.id")
    .execute();
}

export async function deleteDeliveriesTo(db: Executor, email: string): Promise<number> {
  const result = await db.deleteFrom("newsletterDeliveries").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findAccountEmail(db: Executor, accountId: number): Promise<string | null> {
  const row = await db.selectFrom("adminAccounts").select("email").where("id", "=", accountId).executeTakeFirst();
  return row?.email ?? null;
}

// Digests (decision 0088).

export async function listDigests(db: Executor): Promise<DigestRow[]> {
  return db.selectFrom("newsletterDigests").selectAll().execute();
}

export async function findDigest(db: Executor, topicId: number): Promise<DigestRow | undefined> {
  return db.selectFrom("newsletterDigests").selectAll().where("topicId", "=", topicId).executeTakeFirst();
}

/** Switches a topic's digest on, or changes it: due next at `nextAttemptAt`, collecting the news after `sinceAt`. */
export async function saveDigest(
  db: Executor,
  values: Pick<DigestRow, "topicId" | "frequency" | "day" | "time" | "origin" | "sinceAt" | "nextAttemptAt">,
): Promise<void> {
  await db
    .insertInto("newsletterDigests")
    .values(values)
    .onConflict((conflict) =>
      conflict.column("topicId").doUpdateSet({
        frequency: values.frequency,
        day: values.day,
        time: values.time,
        origin: values.origin,
        nextAttemptAt: values.nextAttemptAt,
        state: "waiting",
        attempts: 0,
        lastError: null,
      }),
    )
    .execute();
}

export async function deleteDigest(db: Executor, topicId: number): Promise<void> {
  await db.deleteFrom("newsletterDigests").where("topicId", "=", topicId).execute();
}

export async function findTopic(db: Executor, id: number): Promise<TopicRow | undefined> {
  return db.selectFrom("newsletterTopics").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findTopics(db: Executor, ids: readonly number[]): Promise<TopicRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("newsletterTopics").selectAll().where("id", "in", ids).execute();
}

/** Records a topic's digest of the period ending at `periodEnd`; undefined when it was recorded before (by any process). */
export async function insertDigestRun(db: Executor, topicId: number, periodEnd: string, at: string): Promise<number | undefined> {
  const row = await db
    .insertInto("newsletterDigestRuns")
    .values({ topicId, periodEnd, issues: 0, createdAt: at })
    .onConflict((conflict) => conflict.columns(["topicId", "periodEnd"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function setDigestRunIssues(db: Executor, id: number, issues: number): Promise<void> {
  await db.updateTable("newsletterDigestRuns").set({ issues }).where("id", "=", id).execute();
}

/** The news versions of `topics` (any of them): a practice area's are those naming one of its versions, a news folder's those filed in it. */
function ofTopics(eb: ExpressionBuilder<Database, "articles">, topics: readonly TopicRow[]) {
  const areas = topics.filter((topic) => topic.kind === "practiceArea").map((topic) => topic.itemNo);
  const folders = topics.filter((topic) => topic.kind === "newsFolder").map((topic) => topic.itemNo);
  return eb.or([
    ...(areas.length > 0
      ? [
          eb.exists(
            eb
              .selectFrom("articlePracticeAreas")
              .innerJoin("practiceAreas", "practiceAreas.id", "articlePracticeAreas.practiceAreaId")
              .select("articlePracticeAreas.articleId")
              .whereRef("articlePracticeAreas.articleId", "=", "articles.id")
              .where("practiceAreas.no", "in", areas),
          ),
        ]
      : []),
    ...(folders.length > 0
      ? [eb("articles.cataId", "in", eb.selectFrom("catalogs").select("catalogs.id").where("catalogs.no", "in", folders))]
      : []),
  ]);
}

/** The published news of `lang` (public now), newest first: what the composer offers. */
const publishedNews = (db: Executor, lang: string) =>
  db
    .selectFrom("articles")
    .select(["articles.id", "articles.title", "articles.publishAt"])
    .where("articles.kind", "=", "news")
    .where("articles.lang", "=", lang)
    .where(isPublic("articles"));

/**
 * The composer's news: the newest `limit` published news of `lang`, of `topics` when given (any of
 * them; none offered matches nothing), and the news `ids` whatever their topics, newest first.
 */
export async function pickableNews(
  db: Executor,
  lang: string,
  topics: readonly TopicRow[] | undefined,
  ids: readonly number[],
  limit: number,
) {
  const newest = (topics ? publishedNews(db, lang).where((eb) => ofTopics(eb, topics)) : publishedNews(db, lang))
    .orderBy("articles.publishAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit)
    .execute();
  const [rows, chosen] = await Promise.all([
    newest,
    ids.length > 0 ? publishedNews(db, lang).where("articles.id", "in", ids).execute() : [],
  ]);
  const known = new Set(rows.map((row) => row.id));
  const all = [...rows, ...chosen.filter((row) => !known.has(row.id))];
  return all.sort((a, b) => (b.publishAt ?? "").localeCompare(a.publishAt ?? "") || b.id - a.id);
}

/**
 * The news of a topic published after `since` and up to `until` and public now, newest first, by
 * language: a practice area's are those that name one of its versions, a news folder's those filed in it.
 */
export async function newsOfTopicBetween(db: Executor, topic: TopicRow, since: string, until: string) {
  return db
    .selectFrom("articles")
    .select(["articles.id", "articles.lang"])
    .where("articles.kind", "=", "news")
    .where("articles.publishAt", ">", since)
    .where("articles.publishAt", "<=", until)
    .where(isPublic("articles"))
    .where((eb) => ofTopics(eb, [topic]))
    .orderBy("articles.publishAt", "desc")
    .orderBy("articles.id", "desc")
    .execute();
}

// Bounces (decision 0088).

export async function findDeliveryOfMessage(db: Executor, outboxId: number) {
  return db.selectFrom("newsletterDeliveries").selectAll().where("outboxId", "=", outboxId).executeTakeFirst();
}

/**
 * The delivery of an address a provider's report is about: the one whose outbox message carried
 * `messageId` (with or without its angle brackets), else, without one, the latest to the address,
 * with when its message was sent and queued (null: not sent yet; both null: the outbox no longer keeps it).
 */
export async function findDeliveryReported(db: Executor, email: string, messageId: string | undefined) {
  const deliveries = db
    .selectFrom("newsletterDeliveries")
    .selectAll("newsletterDeliveries")
    .where("newsletterDeliveries.email", "=", email);
  if (messageId === undefined) {
    return deliveries
      .leftJoin("mailOutbox", "mailOutbox.id", "newsletterDeliveries.outboxId")
      .select(["mailOutbox.sentAt", "mailOutbox.createdAt as queuedAt"])
      .orderBy("newsletterDeliveries.id", "desc")
      .limit(1)
      .executeTakeFirst();
  }
  const bare = messageId.replace(/^<(.*)>$/, "$1");
  return deliveries
    .innerJoin("mailOutbox", "mailOutbox.id", "newsletterDeliveries.outboxId")
    .where("mailOutbox.messageId", "in", [bare, `<${bare}>`])
    .select(["mailOutbox.sentAt", "mailOutbox.createdAt as queuedAt"])
    .executeTakeFirst();
}

/** Records a delivery's bounce; a hard one or a complaint replaces a soft one, never the other way. Whether it changed the delivery. */
export async function markBounce(db: Executor, id: number, bounce: NonNullable<DeliveryRow["bounce"]>, reason: string, at: string) {
  const result = await db
    .updateTable("newsletterDeliveries")
    .set({ bounce, bounceReason: reason, bouncedAt: at })
    .where("id", "=", id)
    .where((eb) => (bounce === "soft" ? eb("bounce", "is", null) : eb.or([eb("bounce", "is", null), eb("bounce", "=", "soft")])))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The bounces of an address's latest deliveries after `afterId`, newest first (null: went through, or not refused). */
export async function latestBounces(db: Executor, email: string, afterId: number, limit: number) {
  return db
    .selectFrom("newsletterDeliveries")
    .select(["bounce"])
    .where("email", "=", email)
    .where("id", ">", afterId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Suspends a confirmed subscription, saying why: it gets no more sends. Whether it was confirmed. */
export async function suspendSubscriber(db: Executor, email: string, at: string, cause: NonNullable<SubscriberRow["suspendCause"]>) {
  const result = await db
    .updateTable("newsletterSubscribers")
    .set({ state: "suspended", suspendedAt: at, suspendCause: cause })
    .where("email", "=", email)
    .where("state", "=", "confirmed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Puts a suspended subscription back to confirmed; the soft-bounce rule then counts only the
 * deliveries after the address's latest one. Whether it was suspended.
 */
export async function reactivateSubscriber(trx: Executor, id: number, email: string) {
  const latest = await trx
    .selectFrom("newsletterDeliveries")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("email", "=", email)
    .executeTakeFirst();
  const result = await trx
    .updateTable("newsletterSubscribers")
    .set({ state: "confirmed", suspendedAt: null, suspendCause: null, bouncesAfterDeliveryId: Number(latest?.id ?? 0) })
    .where("id", "=", id)
    .where("state", "=", "suspended")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The latest bounce of each of these addresses. */
export async function lastBouncesOf(db: Executor, emails: readonly string[]) {
  if (emails.length === 0)
    return new Map<string, { bounce: NonNullable<DeliveryRow["bounce"]>; bouncedAt: string; bounceReason: string }>();
  const rows = await db
    .selectFrom("newsletterDeliveries")
    .select(["email", "bounce", "bouncedAt", "bounceReason"])
    .where("email", "in", emails)
    .where("bounce", "is not", null)
    .orderBy("bouncedAt")
    .execute();
  return new Map(rows.map((row) => [row.email, { bounce: row.bounce!, bouncedAt: row.bouncedAt!, bounceReason: row.bounceReason ?? "" }]));
}
