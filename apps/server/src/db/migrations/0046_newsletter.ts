import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The newsletter (decision 0083). `mail_outbox.headers`: a message's own headers as a JSON object
 * (List-Unsubscribe and List-Unsubscribe-Post), null for none. `newsletter_topics`: the practice
 * areas and news folders the firm offers, by kind and item number, in the forms' order.
 * `newsletter_subscribers`: one row per address (lower case, unique), pending until confirmed,
 * with the consent text shown and its time and when the last confirmation mail went out;
 * `newsletter_subscriber_topics` what each chose. `newsletter_issues`: an issue's language,
 * topics and news (JSON arrays of ids), subject and intro; `newsletter_deliveries`: one row per
 * address an issue was put into the outbox for, unique per issue and address, with its message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
  await db.schema
    .createTable("newsletter_topics")
    .addColumn("id", "integer", id)
    .addColumn("kind", "varchar(20)", (column) => column.notNull())
    .addColumn("item_no", "integer", (column) => column.notNull().references("item_numbers.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addUniqueConstraint("newsletter_topics_kind_item_key", ["kind", "item_no"])
    .execute();
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", id)
    .addColumn("email", "varchar(320)", (column) => column.notNull().unique())
    .addColumn("lang", "varchar(20)", (column) => column.notNull())
    .addColumn("state", "varchar(12)", (column) => column.notNull())
    .addColumn("consent_text", "text", (column) => column.notNull())
    .addColumn("consent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("confirmation_sent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("newsletter_subscribers_state_idx").on("newsletter_subscribers").columns(["state", "created_at"]).execute();
  await db.schema
    .createTable("newsletter_subscriber_topics")
    .addColumn("subscriber_id", "integer", (column) => column.notNull().references("newsletter_subscribers.id").onDelete("cascade"))
    .addColumn("topic_id", "integer", (column) => column.notNull().references("newsletter_topics.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("newsletter_subscriber_topics_pkey", ["subscriber_id", "topic_id"])
    .execute();
  await db.schema.createIndex("newsletter_subscriber_topics_topic_idx").on("newsletter_subscriber_topics").column("topic_id").execute();
  await db.schema
    .createTable("newsletter_issues")
    .addColumn("id", "integer", id)
    .addColumn("lang", "varchar(20)", (column) => column.notNull())
    .addColumn("topic_ids", "text", (column) => column.notNull())
    .addColumn("subject", "varchar(400)", (column) => column.notNull())
    .addColumn("intro", "text", (column) => column.notNull())
    .addColumn("article_ids", "text", (column) => column.notNull())
    .addColumn("state", "varchar(10)", (column) => column.notNull())
    .addColumn("created_by", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("id", "integer", id)
    .addColumn("issue_id", "integer", (column) => column.notNull().references("newsletter_issues.id").onDelete("cascade"))
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("outbox_id", "integer")
    .addUniqueConstraint("newsletter_deliveries_issue_email_key", ["issue_id", "email"])
    .execute();
  await db.schema.createIndex("newsletter_deliveries_email_idx").on("newsletter_deliveries").column("email").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "newsletter_deliveries",
    "newsletter_issues",
    "newsletter_subscriber_topics",
    "newsletter_subscribers",
    "newsletter_topics",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
}
