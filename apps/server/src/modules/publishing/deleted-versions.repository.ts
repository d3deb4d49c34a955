import { sql } from "kysely";
import type { Database, Executor } from "../../db/database.ts";
import { deleteDrafts, type DraftTable } from "./drafts.repository.ts";
import { deleteReviewsOf } from "./reviews.repository.ts";
import { deleteRevisionsOf } from "./revisions.repository.ts";

/** The tables with a column `TColumn`. */
type TablesWith<TColumn extends string> = { [T in keyof Database]: TColumn extends keyof Database[T] ? T : never }[keyof Database];

/** The link tables whose rows name a version of a kind, by its id in `column`. */
export interface VersionLinks<TColumn extends string> {
  column: TColumn;
  tables: readonly TablesWith<TColumn>[];
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
  await deleteDrafts(db, table, ids);
  await deleteRevisionsOf(db, table, ids);
  await deleteReviewsOf(db, table, ids);
  // Written as SQL: the query builder cannot type one statement over tables named by a type parameter.
  for (const linkTable of links.tables) {
    await sql`delete from ${sql.table(linkTable)} where ${sql.ref(links.column)} in (${sql.join(ids)})`.execute(db);
  }
  await db
    .deleteFrom(table)
    .where("id", "in", [...ids])
    .execute();
}
