import { sql, type Insertable, type Selectable } from "kysely";
import type { Executor, TranslationChangeTable } from "../../db/database.ts";
import type { DraftTable } from "./drafts.repository.ts";

/**
 * Out-of-date language versions (decision 0057): per version, the other languages whose versions
 * changed since it was last saved or marked up to date. Written by the saves' transactions.
 */

export type TranslationChangeRow = Selectable<TranslationChangeTable>;

/** The rows of the given versions (those they are behind). */
export async function findChangesOf(db: Executor, table: DraftTable, versionIds: readonly number[]): Promise<TranslationChangeRow[]> {
  if (versionIds.length === 0) return [];
  return db
    .selectFrom("translationChanges")
    .selectAll()
    .where("tableName", "=", table)
    .where("versionId", "in", [...versionIds])
    .orderBy("sourceLang")
    .execute();
}

/** The rows of every version of the given items. */
export async function findChangesOfItems(db: Executor, table: DraftTable, itemNos: readonly number[]): Promise<TranslationChangeRow[]> {
  if (itemNos.length === 0) return [];
  return db
    .selectFrom("translationChanges")
    .selectAll()
    .where("tableName", "=", table)
    .where("itemNo", "in", [...itemNos])
    .execute();
}

/** Drops a version's rows: it is up to date. */
export async function deleteChangesOf(db: Executor, table: DraftTable, versionId: number): Promise<void> {
  await db.deleteFrom("translationChanges").where("tableName", "=", table).where("versionId", "=", versionId).execute();
}

export async function insertChange(db: Executor, row: Insertable<TranslationChangeTable>): Promise<void> {
  await db.insertInto("translationChanges").values(row).execute();
}

/** Adds to a version's row of one source language: its changed fields and the time of the latest change. */
export async function updateChange(
  db: Executor,
  key: { table: DraftTable; versionId: number; sourceLang: string },
  change: { fields: string; changedAt: string; sourceVersionId: number },
): Promise<void> {
  await db
    .updateTable("translationChanges")
    .set(change)
    .where("tableName", "=", key.table)
    .where("versionId", "=", key.versionId)
    .where("sourceLang", "=", key.sourceLang)
    .execute();
}

/** The tables of translated items' versions (each version of an item has its `no`). */
export type ItemVersionsTable = "articles" | "people" | "practiceAreas";

/** Every version of the given items: id, item and language. */
export async function findItemVersions(
  db: Executor,
  table: ItemVersionsTable,
  itemNos: readonly number[],
): Promise<{ id: number; no: number; lang: string }[]> {
  if (itemNos.length === 0) return [];
  const { rows } = await sql<{ id: number; no: number; lang: string }>`
    select id, no, lang from ${sql.table(table)} where no in (${sql.join([...itemNos])}) order by lang`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), no: Number(row.no), lang: row.lang }));
}

/** The items of the given versions, by version id. */
export async function findItemsOfVersions(db: Executor, table: ItemVersionsTable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; no: number }>`
    select id, no from ${sql.table(table)} where id in (${sql.join([...ids])})`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), Number(row.no)]));
}

/** The versions of the legal document the version `id` is one of (a document's versions share its name): id and language. */
export async function findDocumentVersions(db: Executor, id: number): Promise<{ id: number; lang: string }[]> {
  return db
    .selectFrom("legalDocuments")
    .select(["id", "lang"])
    .where("name", "=", (eb) => eb.selectFrom("legalDocuments as version").select("version.name").where("version.id", "=", id))
    .orderBy("lang")
    .execute();
}
