import type { Paging } from "@lawfirm/contract";
import type { Insertable } from "kysely";
import type { AuditEntryTable, Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";

export type NewAuditRow = Insertable<AuditEntryTable>;

export interface AuditFilters {
  accountId?: number | undefined;
  kind?: string | undefined;
  action?: string | undefined;
  /** ISO 8601 UTC, as stored: entries at or after it. */
  from?: string | undefined;
  /** ISO 8601 UTC: entries before it. */
  to?: string | undefined;
}

export async function insertAuditEntry(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insertInto("auditEntries").values(row).execute();
}

/** One page of entries, newest first. */
export async function listAuditEntries(db: Executor, filters: AuditFilters, paging: Paging) {
  let query = db.selectFrom("auditEntries").selectAll();
  if (filters.accountId !== undefined) query = query.where("accountId", "=", filters.accountId);
  if (filters.kind !== undefined) query = query.where("kind", "=", filters.kind);
  if (filters.action !== undefined) query = query.where("action", "=", filters.action);
  if (filters.from !== undefined) query = query.where("createdAt", ">=", filters.from);
  if (filters.to !== undefined) query = query.where("createdAt", "<", filters.to);
  return fetchPage(query, paging, (page) => page.orderBy("createdAt", "desc").orderBy("id", "desc"));
}

/** Every account the log names, with its display name now (null once deleted) and the last one recorded. */
export async function listAuditAccounts(db: Executor) {
  return db
    .selectFrom("auditEntries")
    .leftJoin("adminAccounts", "adminAccounts.id", "auditEntries.accountId")
    .select((eb) => [
      "auditEntries.accountId",
      eb.fn.max("adminAccounts.userName").as("currentName"),
      eb.fn.max("auditEntries.accountName").as("recordedName"),
    ])
    .where("auditEntries.accountId", "is not", null)
    .groupBy("auditEntries.accountId")
    .execute();
}

/** Deletes the entries older than `before`; answers how many went. Running it twice, or in two processes, deletes nothing more. */
export async function deleteAuditEntriesBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom("auditEntries").where("createdAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets the summary of every entry of `kind` about one of `itemIds` that has one; answers how many changed. */
export async function replaceAuditSummaries(
  db: Executor,
  kind: string,
  itemIds: readonly number[],
  summary: Pick<NewAuditRow, "summary" | "summaryMessages">,
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const result = await db
    .updateTable("auditEntries")
    .set(summary)
    .where("kind", "=", kind)
    .where("itemId", "in", [...itemIds])
    .where("summary", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
