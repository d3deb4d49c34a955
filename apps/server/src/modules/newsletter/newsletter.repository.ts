import { CATALOG_TYPE, type Paging } from "@lawfirm/contract";
import type { Insertable, Selectable } from "kysely";
import type { Executor, NewsletterIssueTable, NewsletterSubscriberTable, NewsletterTopicTable } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { isPublic } from "../publishing/publication.ts";

export type TopicRow = Selectable<NewsletterTopicTable>;
export type SubscriberRow = Selectable<NewsletterSubscriberTable>;
export type IssueRow = Selectable<NewsletterIssueTable>;

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

export async function listSubscribers(db: Executor, state: SubscriberRow["state"] | undefined, paging: Paging) {
  const all = db.selectFrom("newsletterSubscribers").selectAll();
  return fetchPage(state ? all.where("state", "=", state) : all, paging, (page) => page.orderBy("id", "desc"));
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

/** Confirmed subscribers of `lang` who chose one of `topicIds`, by id, after `afterId`: a batch of a send. */
export async function recipientsAfter(db: Executor, lang: string, topicIds: readonly number[], afterId: number, limit: number) {
  return db
    .selectFrom("newsletterSubscribers")
    .select(["id", "email", "lang"])
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
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Published news of `lang` among `ids`. */
export async function findPublishedNews(db: Executor, lang: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("articles")
    .select(["id", "title", "slug", "teaser", "publishAt"])
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

/** Marks a draft (or an interrupted send) as being sent; false when it was sent already. */
export async function startSending(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable("newsletterIssues")
    .set({ state: "sending" })
    .where("id", "=", id)
    .where("state", "in", ["draft", "sending"])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
    .select(["newsletterDeliveries.issueId", "mailOutbox.state", (eb) => eb.fn.countAll<number>().as("count")])
    .where("newsletterDeliveries.issueId", "in", issueIds)
    .groupBy(["newsletterDeliveries.issueId", "mailOutbox.state"])
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
