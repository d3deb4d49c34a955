import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The Subscribers screen finds the addresses that begin with a text (decision 0099) from an index
 * rather than by reading every subscriber. PostgreSQL: `like 'text%'` is served by a B-tree only in
 * the "C" collation or with the pattern operator class, so the addresses get an index with
 * `varchar_pattern_ops` (the unique index of 0046 keeps serving equality). SQLite: nothing to add;
 * the search is a range of the unique index on `email`, whose order is the bytes'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index newsletter_subscribers_email_prefix_idx on newsletter_subscribers (email varchar_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists newsletter_subscribers_email_prefix_idx`.execute(db);
}
