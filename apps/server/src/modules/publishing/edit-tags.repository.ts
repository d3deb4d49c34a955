import type { ArticleKindName } from "@lawfirm/contract";
import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import type { PublishableTable } from "../translations/translations.repository.ts";

/** The tables of the kinds whose back-office lists carry edit tags; articles hold several kinds. */
export type ListedTable = PublishableTable | "articles";

/** Those whose answers show a version's pin (`top`). */
const PINNED_TABLES: ReadonlySet<ListedTable> = new Set(["articles", "people"]);

/**
 * Every version of the items numbered `nos` with the columns their answers take their edit stamps
 * from (decision 0145); `top` is null for a kind without a pin. `kind` narrows the articles' table
 * to one kind's items.
 */
export function findStampedVersions(db: Executor, table: ListedTable, nos: readonly number[], kind?: ArticleKindName) {
  return db
    .selectFrom(table)
    .select(["id", "no", "lang", "updatedAt", "createdAt", "publishAt", "unpublishAt"])
    .select((PINNED_TABLES.has(table) ? sql<number | null>`${sql.ref("top")}` : sql<number | null>`null`).as("top"))
    .$if(kind !== undefined, (query) => query.where(sql.ref("kind"), "=", kind))
    .where("no", "in", [...nos])
    .execute();
}
