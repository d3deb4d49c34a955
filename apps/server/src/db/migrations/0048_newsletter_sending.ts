import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The newsletter sent in the background, digests per topic and bounces (decision 0088).
 * `newsletter_sends`: one claimed row per issue being sent (the claim queue's columns, decision
 * 0084), with the origin of its links and the last subscriber id put into the outbox, so that a
 * worker that stopped is followed by another from there. `newsletter_digests`: a topic's digest
 * (weekly on a weekday or monthly on a day, at a time of Europe/Berlin), claimed when it falls due
 * (`next_attempt_at`), with the start of the next digest's window (`since_at`) and its last run;
 * `newsletter_digest_runs` one row per topic and period (unique), and the issues a run made name
 * it (`newsletter_issues.digest_run_id`). Bounces: `newsletter_deliveries.bounce` (hard or soft)
 * with its time and the SMTP answer; `newsletter_subscribers.suspended_at` (state `suspended`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const claimColumns = <T extends string>(table: CreateTableBuilder<T>) =>
    table
      .addColumn("state", "varchar(10)", (column) => column.notNull().defaultTo("waiting"))
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
      .addColumn("claimed_by", "varchar(100)")
      .addColumn("claimed_until", "varchar(32)")
      .addColumn("last_error", "varchar(2000)");

  await claimColumns(
    db.schema
      .createTable("newsletter_sends")
      .addColumn("id", "integer", id)
      .addColumn("issue_id", "integer", (column) => column.notNull().unique().references("newsletter_issues.id").onDelete("cascade"))
      .addColumn("origin", "varchar(300)", (column) => column.notNull())
      .addColumn("after_subscriber_id", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (column) => column.notNull()),
  ).execute();
  await db.schema.createIndex("newsletter_sends_state_due_idx").on("newsletter_sends").columns(["state", "next_attempt_at"]).execute();

  await claimColumns(
    db.schema
      .createTable("newsletter_digests")
      .addColumn("id", "integer", id)
      .addColumn("topic_id", "integer", (column) => column.notNull().unique().references("newsletter_topics.id").onDelete("cascade"))
      .addColumn("frequency", "varchar(10)", (column) => column.notNull())
      .addColumn("day", "integer", (column) => column.notNull())
      .addColumn("time", "varchar(5)", (column) => column.notNull())
      .addColumn("origin", "varchar(300)", (column) => column.notNull())
      .addColumn("since_at", "varchar(32)", (column) => column.notNull())
      .addColumn("last_run_at", "varchar(32)"),
  ).execute();
  await db.schema.createIndex("newsletter_digests_state_due_idx").on("newsletter_digests").columns(["state", "next_attempt_at"]).execute();

  await db.schema
    .createTable("newsletter_digest_runs")
    .addColumn("id", "integer", id)
    .addColumn("topic_id", "integer", (column) => column.notNull().references("newsletter_topics.id").onDelete("cascade"))
    .addColumn("period_end", "varchar(32)", (column) => column.notNull())
    .addColumn("issues", "integer", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("newsletter_digest_runs_topic_period_key", ["topic_id", "period_end"])
    .execute();
  await db.schema
    .alterTable("newsletter_issues")
    .addColumn("digest_run_id", "integer", (column) => column.references("newsletter_digest_runs.id").onDelete("set null"))
    .execute();

  await db.schema.alterTable("newsletter_deliveries").addColumn("bounce", "varchar(10)").execute();
  await db.schema.alterTable("newsletter_deliveries").addColumn("bounced_at", "varchar(32)").execute();
  await db.schema.alterTable("newsletter_deliveries").addColumn("bounce_reason", "varchar(2000)").execute();
  await db.schema.createIndex("newsletter_deliveries_outbox_idx").on("newsletter_deliveries").column("outbox_id").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("suspended_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").dropColumn("suspended_at").execute();
  await db.schema.dropIndex("newsletter_deliveries_outbox_idx").execute();
  for (const column of ["bounce_reason", "bounced_at", "bounce"]) {
    await db.schema.alterTable("newsletter_deliveries").dropColumn(column).execute();
  }
  await db.schema.alterTable("newsletter_issues").dropColumn("digest_run_id").execute();
  for (const table of ["newsletter_digest_runs", "newsletter_digests", "newsletter_sends"]) await db.schema.dropTable(table).execute();
}
