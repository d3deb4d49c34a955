import type { PublishState, RevisionAction } from "@lawfirm/contract";
import type { ExpressionBuilder } from "kysely";
import type { Database, Executor } from "../../db/database.ts";
import type { DraftTable } from "./drafts.repository.ts";

/**
 * Revisions (docs/decisions/0035, slice 4): a version's fields after each save, publication and
 * restore. `TFields` is what the version's kind stores of a version; only that kind's service
 * writes and reads them.
 */

export interface RevisionEntry {
  id: number;
  versionId: number;
  lang: string;
  action: RevisionAction;
  state: PublishState;
  publishAt: string | null;
  unpublishAt: string | null;
  operatorName: string | null;
  savedAt: string;
}

export interface StoredRevision<TFields> extends RevisionEntry {
  itemNo: number;
  fields: TFields;
}

const entryColumns = ["id", "versionId", "lang", "action", "state", "publishAt", "unpublishAt", "savedAt"] as const;

/** The account's display name now, else the one it had then (the account deleted). */
const operatorNameNow = (eb: ExpressionBuilder<Database, "revisions">) =>
  eb.fn
    .coalesce(
      eb.selectFrom("adminAccounts").select("adminAccounts.userName").whereRef("adminAccounts.id", "=", "revisions.operatorId"),
      "revisions.operatorName",
    )
    .as("operatorName");

/** Adds a revision, then deletes the item's oldest beyond the newest `keep`. */
export async function addRevision<TFields>(
  db: Executor,
  table: DraftTable,
  revision: {
    itemNo: number;
    versionId: number;
    lang: string;
    action: RevisionAction;
    state: PublishState;
    /** The version's publication window after it. */
    publishAt: string | null;
    unpublishAt: string | null;
    fields: TFields;
    operatorId: number | null;
    operatorName: string;
    savedAt: string;
  },
  keep: number,
): Promise<void> {
  await db
    .insertInto("revisions")
    .values({ ...revision, tableName: table, fields: JSON.stringify(revision.fields) })
    .execute();
  const oldestKept = await db
    .selectFrom("revisions")
    .select("id")
    .where("tableName", "=", table)
    .where("itemNo", "=", revision.itemNo)
    .orderBy("id", "desc")
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await db
      .deleteFrom("revisions")
      .where("tableName", "=", table)
      .where("itemNo", "=", revision.itemNo)
      .where("id", "<", oldestKept.id)
      .execute();
  }
}

/** What a revision that a later save may replace is (`findBurstRevision`). */
export interface BurstRevision {
  id: number;
  action: RevisionAction;
  state: PublishState;
  operatorId: number | null;
  savedAt: string;
}

/**
 * The version's newest revision, if it is the latest step of a burst of draft saves (decision
 * 0061): of `action` (a draft save's), by the account, saved at or after `since`, followed by no
 * revision of the item's other versions by another account or of another action (a publication,
 * a restore), and named by no review. Undefined otherwise: the next save adds a revision.
 */
export async function findBurstRevision(
  db: Executor,
  table: DraftTable,
  version: { itemNo: number; versionId: number },
  by: { operatorId: number; action: RevisionAction; since: string },
): Promise<BurstRevision | undefined> {
  const newest = await db
    .selectFrom("revisions")
    .select(["id", "action", "state", "operatorId", "savedAt"])
    .where("tableName", "=", table)
    .where("versionId", "=", version.versionId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!newest || newest.operatorId !== by.operatorId || newest.action !== by.action || newest.savedAt < by.since) return undefined;
  const interrupted = await db
    .selectFrom("revisions")
    .select("id")
    .where("tableName", "=", table)
    .where("itemNo", "=", version.itemNo)
    .where("id", ">", newest.id)
    .where((eb) =>
      eb.or([eb("operatorId", "is", null), eb("operatorId", "!=", by.operatorId), eb("action", "not in", ["save", "saveDraft"])]),
    )
    .limit(1)
    .executeTakeFirst();
  if (interrupted) return undefined;
  // A review names the revision it approved or rejected (decision 0052): that one stays as it was.
  const reviewed = await db.selectFrom("reviews").select("id").where("revisionId", "=", newest.id).limit(1).executeTakeFirst();
  if (reviewed) return undefined;
  return { ...newest, action: newest.action as RevisionAction, state: newest.state as PublishState };
}

/** Makes a burst's revision the version as the burst's latest save left it: its fields, state and time. */
export async function replaceRevision<TFields>(
  db: Executor,
  table: DraftTable,
  id: number,
  revision: {
    state: PublishState;
    publishAt: string | null;
    unpublishAt: string | null;
    fields: TFields;
    operatorName: string;
    savedAt: string;
  },
): Promise<void> {
  await db
    .updateTable("revisions")
    .set({ ...revision, fields: JSON.stringify(revision.fields) })
    .where("tableName", "=", table)
    .where("id", "=", id)
    .execute();
}

/** A version's revisions, newest first. */
export async function listRevisions(db: Executor, table: DraftTable, versionId: number): Promise<RevisionEntry[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(entryColumns)
    .select(operatorNameNow)
    .where("tableName", "=", table)
    .where("versionId", "=", versionId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, action: row.action as RevisionAction, state: row.state as PublishState }));
}

/** One revision with its fields. */
export async function findRevision<TFields>(db: Executor, table: DraftTable, id: number): Promise<StoredRevision<TFields> | undefined> {
  const row = await db
    .selectFrom("revisions")
    .select([...entryColumns, "itemNo", "fields"])
    .select(operatorNameNow)
    .where("tableName", "=", table)
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && { ...row, action: row.action as RevisionAction, state: row.state as PublishState, fields: JSON.parse(row.fields) as TFields }
  );
}

/** Who recorded the item's newest revision, and when; undefined when it has none. */
export async function findLatestRevision(
  db: Executor,
  table: DraftTable,
  itemNo: number,
): Promise<{ operatorName: string | null; savedAt: string } | undefined> {
  return db
    .selectFrom("revisions")
    .select("savedAt")
    .select(operatorNameNow)
    .where("tableName", "=", table)
    .where("itemNo", "=", itemNo)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The id of a version's newest revision; undefined when it has none. */
export async function findNewestRevisionId(db: Executor, table: DraftTable, versionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("revisions")
    .select("id")
    .where("tableName", "=", table)
    .where("versionId", "=", versionId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
