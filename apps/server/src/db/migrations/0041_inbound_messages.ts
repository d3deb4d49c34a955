import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Messages visitors send through the site's contact forms (decision 0077): who wrote (name,
 * e-mail, optional telephone and company), what, to whom (`recipient_kind` firm, person or office,
 * its id and the name and address it had then), in which language, the consent text the visitor
 * saw and ticked and when, and the inbox's handling: `state` (new, inProgress, done) and the
 * account it is assigned to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("inbound_messages")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("lang", "varchar(20)", (column) => column.notNull())
    .addColumn("recipient_kind", "varchar(10)", (column) => column.notNull())
    .addColumn("recipient_id", "integer")
    .addColumn("recipient_name", "varchar(400)")
    .addColumn("recipient_email", "varchar(320)")
    .addColumn("name", "varchar(400)", (column) => column.notNull())
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("phone", "varchar(100)")
    .addColumn("company", "varchar(400)")
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("consent_text", "text", (column) => column.notNull())
    .addColumn("consent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("copy_requested", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("state", "varchar(12)", (column) => column.notNull().defaultTo("new"))
    .addColumn("assignee_id", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("inbound_messages_state_idx").on("inbound_messages").columns(["state", "id"]).execute();
  await db.schema
    .createIndex("inbound_messages_recipient_idx")
    .on("inbound_messages")
    .columns(["recipient_kind", "recipient_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("inbound_messages").execute();
}
