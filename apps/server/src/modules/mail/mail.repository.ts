import type { Paging } from "@lawfirm/contract";
import type { ExpressionBuilder, Insertable, Selectable } from "kysely";
import type { Database, Executor, MailOutboxTable } from "../../db/database.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";
import { fetchPage } from "../../db/paging.ts";
import * as claims from "../../jobs/claims.repository.ts";

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
  return claims.countByState(db, "mailOutbox");
}

/** Records a message sent by the worker that holds it; false when its claim had expired and another worker holds it. */
export async function markSent(db: Executor, id: number, worker: string, sentAt: string, messageId: string): Promise<boolean> {
  return (await claims.finishClaim(db, "mailOutbox", [id], worker, { state: "sent", sentAt, messageId })) > 0;
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
