import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The CDN's purge queue (decision 0078): the keys of every change that empties the public cache,
 * sent to `PURGE_WEBHOOK_URL` by a worker that claims each row (`claimed_by` until `claimed_until`),
 * like the mail outbox. `keys` is a JSON array of the CDN's keys; `cause` names a change that every
 * process sees (a scheduled publication, `publication:{time}`), unique so that it is queued once;
 * null for a write's change. `state` is waiting, sending, sent or failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("purge_queue")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("keys", "text", (column) => column.notNull())
    .addColumn("cause", "varchar(100)")
    .addColumn("state", "varchar(10)", (column) => column.notNull().defaultTo("waiting"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
    .addColumn("claimed_by", "varchar(100)")
    .addColumn("claimed_until", "varchar(32)")
    .addColumn("last_error", "varchar(2000)")
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("purge_queue_state_due_idx").on("purge_queue").columns(["state", "next_attempt_at"]).execute();
  await db.schema.createIndex("purge_queue_cause_idx").on("purge_queue").column("cause").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("purge_queue").execute();
}
