import type { Paging } from "@lawfirm/contract";
import type { ExpressionBuilder, Insertable, Selectable } from "kysely";
import type { Database, Executor, MailOutboxTable } from "../../db/database.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";
import { fetchPage } from "../../db/paging.ts";

export type OutboxRow = Selectable<MailOutboxTable>;
export type OutboxState = OutboxRow["state"];

export async function insertMessage(db: Executor, values: Insertable<MailOutboxTable>): Promise<number> {
  const row = await db.insertInto("mailOutbox").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first; every column but the bodies. */
export async function listMessages(db: Executor, state: OutboxState | undefined, paging: Paging) {
  const all = db
    .selectFrom("mailOutbox")
    .select([
      "id",
      "createdAt",
      "recipients",
      "replyTo",
      "subject",
      "lang",
      "cause",
      "state",
      "attempts",
      "nextAttemptAt",
      "lastError",
      "sentAt",
      "messageId",
    ]);
  const query = state ? all.where("state", "=", state) : all;
  return fetchPage(query, paging, (page) => page.orderBy("id", "desc"));
}

export async function findMessage(db: Executor, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom("mailOutbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** How many messages are in each state. */
export async function countByState(db: Executor): Promise<Partial<Record<OutboxState, number>>> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

/** The ids of up to `limit` messages due at `at`, the longest due first. */
export async function dueMessageIds(db: Executor, at: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "waiting"), eb("nextAttemptAt", "<=", at)]),
        eb.and([eb("state", "=", "sending"), eb("claimedUntil", "<=", at)]),
      ]),
    )
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due message for `worker` until `until`, counting the attempt; false when it is no longer
 * due (another worker claimed it first). One conditional update: on PostgreSQL a concurrent claim
 * waits for the first to commit and then finds the row no longer due, so only one worker wins.
 */
export async function claimMessage(db: Executor, id: number, worker: string, at: string, until: string): Promise<OutboxRow | undefined> {
  return db
    .updateTable("mailOutbox")
    .set((eb) => ({ state: "sending", claimedBy: worker, claimedUntil: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "waiting"), eb("nextAttemptAt", "<=", at)]),
        eb.and([eb("state", "=", "sending"), eb("claimedUntil", "<=", at)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Records a message sent by the worker that holds it. */
export async function markSent(db: Executor, id: number, worker: string, sentAt: string, messageId: string): Promise<boolean> {
  const result = await db
    .updateTable("mailOutbox")
    .set({ state: "sent", sentAt, messageId, claimedBy: null, claimedUntil: null })
    .where("id", "=", id)
    .where("claimedBy", "=", worker)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt of the worker that holds the message: waiting until `nextAttemptAt`, or failed for good when that is null. */
export async function markAttemptFailed(db: Executor, id: number, worker: string, error: string, nextAttemptAt: string | null) {
  await db
    .updateTable("mailOutbox")
    .set({
      state: nextAttemptAt === null ? "failed" : "waiting",
      lastError: error,
      claimedBy: null,
      claimedUntil: null,
      ...(nextAttemptAt === null ? {} : { nextAttemptAt }),
    })
    .where("id", "=", id)
    .where("claimedBy", "=", worker)
    .execute();
}

/** When the next message falls due: the earliest waiting one's time or expiring claim; undefined when none waits. */
export async function nextDueTime(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom("mailOutbox")
    .select((eb) => [
      eb.fn.min<string | null>(eb.case().when("state", "=", "waiting").then(eb.ref("nextAttemptAt")).end()).as("waiting"),
      eb.fn.min<string | null>(eb.case().when("state", "=", "sending").then(eb.ref("claimedUntil")).end()).as("claimed"),
    ])
    .where("state", "in", ["waiting", "sending"])
    .executeTakeFirst();
  const times = [row?.waiting, row?.claimed].filter((time): time is string => typeof time === "string");
  return times.sort()[0];
}

/** A failed message waits again, due at `at`, its attempts counted anew; false when it was not failed. */
export async function requeueFailed(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("mailOutbox")
    .set({ state: "waiting", attempts: 0, nextAttemptAt: at })
    .where("id", "=", id)
    .where("state", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the messages sent before `sentBefore` and the failed ones queued before `failedBefore`; answers how many. */
export async function deleteExpiredMessages(db: Executor, sentBefore: string, failedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("mailOutbox")
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "sent"), eb("sentAt", "<", sentBefore)]),
        eb.and([eb("state", "=", "failed"), eb("createdAt", "<", failedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The messages to or answering to `email` (lower case): one of the recipients, or the Reply-To. */
function aboutAddress(email: string) {
  // The recipients are a JSON array of strings: the address between its quotes.
  const recipient = containsPattern(JSON.stringify(email));
  return (eb: ExpressionBuilder<Database, "mailOutbox">) =>
    eb.or([eb(eb.fn("lower", ["replyTo"]), "=", email), lowerLikeEscaped("recipients", recipient)]);
}

/** The messages about `email` (lower case), oldest first. */
export async function findMessagesAbout(db: Executor, email: string): Promise<OutboxRow[]> {
  return db.selectFrom("mailOutbox").selectAll().where(aboutAddress(email)).orderBy("id").execute();
}

/** Deletes the messages about `email` (lower case); answers how many went. */
export async function deleteMessagesAbout(db: Executor, email: string): Promise<number> {
  const result = await db.deleteFrom("mailOutbox").where(aboutAddress(email)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
