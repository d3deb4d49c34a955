import type { InboxState, Paging } from "@lawfirm/contract";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor, InboundMessageTable } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";
import { isPublic } from "../publishing/publication.ts";

export type InboundMessageRow = Selectable<InboundMessageTable> & { assigneeName: string | null };

/** A person's or office's name and address, when the site shows it. */
export interface RecipientRow {
  name: string;
  email: string | null;
  lang: string;
}

/** A person's language version as the site shows it (published and not ended); undefined otherwise. */
export async function findPublicPersonRecipient(db: Executor, id: number): Promise<RecipientRow | undefined> {
  return db.selectFrom("people").select(["name", "email", "lang"]).where("id", "=", id).where(isPublic("people")).executeTakeFirst();
}

export async function findOfficeRecipient(db: Executor, id: number): Promise<RecipientRow | undefined> {
  return db.selectFrom("offices").select(["name", "email", "lang"]).where("id", "=", id).executeTakeFirst();
}

/** The firm's e-mail address (the site configuration's firm-wide facts); null when none is set. */
export async function findFirmEmail(db: Executor): Promise<string | null> {
  const row = await db.selectFrom("firmFacts").select("email").where("id", "=", 1).executeTakeFirst();
  return row?.email ?? null;
}

export async function insertInboundMessage(db: Executor, values: Insertable<InboundMessageTable>): Promise<number> {
  const row = await db.insertInto("inboundMessages").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

const withAssignee = (db: Executor) =>
  db
    .selectFrom("inboundMessages")
    .leftJoin("adminAccounts", "adminAccounts.id", "inboundMessages.assigneeId")
    .selectAll("inboundMessages")
    .select("adminAccounts.userName as assigneeName");

export interface InboxFilters {
  state?: InboxState | undefined;
  recipientKind?: "firm" | "person" | "office" | undefined;
  recipientId?: number | null | undefined;
  keyword?: string | undefined;
}

/** Newest first, filtered by state, recipient and a keyword in the sender's name, address or message. */
export async function listInboundMessages(db: Executor, filters: InboxFilters, paging: Paging) {
  let query = withAssignee(db);
  if (filters.state) query = query.where("inboundMessages.state", "=", filters.state);
  if (filters.recipientKind) {
    query = query.where("inboundMessages.recipientKind", "=", filters.recipientKind);
    if (filters.recipientId != null) query = query.where("inboundMessages.recipientId", "=", filters.recipientId);
  }
  const keyword = filters.keyword?.toLowerCase();
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or(
        ["inboundMessages.name", "inboundMessages.email", "inboundMessages.message"].map((column) => lowerLikeEscaped(column, pattern)),
      ),
    );
  }
  return fetchPage(query, paging, (page) => page.orderBy("inboundMessages.id", "desc"));
}

export async function findInboundMessage(db: Executor, id: number): Promise<InboundMessageRow | undefined> {
  return withAssignee(db).where("inboundMessages.id", "=", id).executeTakeFirst();
}

export async function updateInboundMessage(db: Executor, id: number, changes: Updateable<InboundMessageTable>): Promise<void> {
  await db.updateTable("inboundMessages").set(changes).where("id", "=", id).execute();
}

/** Every recipient messages were sent to, with the name the newest of them had. */
export async function listRecipients(db: Executor) {
  return db
    .selectFrom("inboundMessages")
    .select(["recipientKind", "recipientId", (eb) => eb.fn.max("recipientName").as("recipientName")])
    .groupBy(["recipientKind", "recipientId"])
    .orderBy("recipientKind")
    .orderBy("recipientId")
    .execute();
}

/** The messages sent from `email` (lower case), oldest first. */
export async function findMessagesFrom(db: Executor, email: string): Promise<Selectable<InboundMessageTable>[]> {
  return db
    .selectFrom("inboundMessages")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .orderBy("id")
    .execute();
}

/** Deletes the messages sent from `email` (lower case); answers how many went. */
export async function deleteMessagesFrom(db: Executor, email: string): Promise<number> {
  const result = await db
    .deleteFrom("inboundMessages")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the messages received before `before`; answers how many went. */
export async function deleteMessagesBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom("inboundMessages").where("createdAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
