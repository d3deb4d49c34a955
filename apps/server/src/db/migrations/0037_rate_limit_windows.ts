import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Rate limits' windows (decision 0076), shared by every server process on the database: one row
 * per limit and client (`key`, e.g. `search:203.0.113.7`), the requests counted in its window and
 * when the window ends. Rows of ended windows are deleted now and then by the processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "varchar(400)", (column) => column.primaryKey().notNull())
    .addColumn("count", "integer", (column) => column.notNull())
    .addColumn("ends_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_windows_ends_at_idx").on("rate_limit_windows").column("ends_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_windows").execute();
}
