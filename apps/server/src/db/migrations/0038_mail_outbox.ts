import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The mail outbox (decision 0070): every e-mail the server sends is first a row here, written in the
 * transaction of what caused it, then sent by a worker that claims it (`claimed_by` until
 * `claimed_until`). `recipients` is a JSON array of addresses; `cause` names what sent it
 * (`contact:12`); `state` is waiting, sending, sent or failed; `last_error` the SMTP server's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("recipients", "text", (column) => column.notNull())
    .addColumn("reply_to", "varchar(320)")
    .addColumn("subject", "varchar(400)", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("html_body", "text")
    .addColumn("lang", "varchar(20)", (column) => column.notNull())
    .addColumn("cause", "varchar(100)", (column) => column.notNull())
    .addColumn("state", "varchar(10)", (column) => column.notNull().defaultTo("waiting"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
    .addColumn("claimed_by", "varchar(100)")
    .addColumn("claimed_until", "varchar(32)")
    .addColumn("last_error", "varchar(2000)")
    .addColumn("sent_at", "varchar(32)")
    .addColumn("message_id", "varchar(400)")
    .execute();
  // The worker's question: which messages are due, by state and time.
  await db.schema.createIndex("mail_outbox_state_due_idx").on("mail_outbox").columns(["state", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_cause_idx").on("mail_outbox").column("cause").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
}
