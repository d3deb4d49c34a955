import { sql } from "kysely";
import type { Database, Executor } from "../../db/database.ts";
import type { DraftTable } from "./drafts.repository.ts";

/** The tables with a column `TColumn`. */
type TablesWith<TColumn extends string> = { [T in keyof Database]: TColumn extends keyof Database[T] ? T : never }[keyof Database];

/** The link tables whose rows name a version of a kind, by its id in `column`. */
export interface VersionLinks<TColumn extends string> {
  column: TColumn;
  tables: readonly TablesWith<TColumn>[];
}

/**
 * The tables whose rows name a version by its table and id, with no foreign key to it: its draft,
 * its revisions, its reviews, the other versions it is behind (decision 0057).
 */
const NAMING_TABLES = ["contentDrafts", "revisions", "reviews", "translationChanges"] as const;

/** Deletes the drafts, revisions, reviews and translation marks of the given versions of `table` (the versions are being deleted). */
export async function deleteWhatNamesVersions(db: Executor, table: DraftTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const naming of NAMING_TABLES) {
    await db
      .deleteFrom(naming)
      .where("tableName", "=", table)
      .where("versionId", "in", [...ids])
      .execute();
  }
  // The versions behind a deleted one have nothing to catch up with in its language any more.
  await db
    .deleteFrom("translationChanges")
    .where("tableName", "=", table)
    .where("sourceVersionId", "in", [...ids])
    .execute();
}

/**
 * Deletes versions of a publishable kind with everything that names them: their drafts, their
 * revisions, their reviews and their rows in the link tables (`links`), then the versions themselves.
 */
export async function deleteVersionRows<TColumn extends string>(
  db: Executor,
  table: DraftTable,
  ids: readonly number[],
  links: VersionLinks<TColumn>,
): Promise<void> {
  if (ids.length === 0) return;
  await deleteWhatNamesVersions(db, table, ids);
  // Written as SQL: the query builder cannot type one statement over tables named by a type parameter.
  for (const linkTable of links.tables) {
    await sql`delete from ${sql.table(linkTable)} where ${sql.ref(links.column)} in (${sql.join(ids)})`.execute(db);
  }
  await db
    .deleteFrom(table)
    .where("id", "in", [...ids])
    .execute();
}
