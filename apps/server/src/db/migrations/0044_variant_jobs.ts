import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Image variants as claimed jobs (decision 0084): one row per upload waiting for its variants,
 * written in the upload's transaction and claimed by one worker of the processes sharing the
 * database (`claimed_by` until `claimed_until`), like the mail outbox; deleted once the variants
 * are made. `state` is waiting, sending (being made) or failed; `last_error` why an attempt failed.
 * The uploads that lack variants get their jobs when a server starts (`addMissing`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("variant_jobs")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("stored_name", "varchar(100)", (column) => column.notNull().unique())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("state", "varchar(10)", (column) => column.notNull().defaultTo("waiting"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
    .addColumn("claimed_by", "varchar(100)")
    .addColumn("claimed_until", "varchar(32)")
    .addColumn("last_error", "varchar(2000)")
    .execute();
  await db.schema.createIndex("variant_jobs_state_due_idx").on("variant_jobs").columns(["state", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("variant_jobs").execute();
}
