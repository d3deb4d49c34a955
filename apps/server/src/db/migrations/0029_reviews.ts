import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Reviews from approval links (decision 0052): whoever holds a version's approval link approves
 * it or asks for changes. One table for every kind (`table_name`, as drafts and revisions name
 * it, and `kind`, the configuration the link was made for); no foreign key to the version (its
 * table varies): deleting a version deletes its reviews in the same transaction. `content_stamp`
 * is a hash of the fields the preview showed (the draft's, else the version's), so that a review
 * of an earlier state reads as such; `revision_id` the version's newest revision then (no foreign
 * key: old revisions are deleted while the review stays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("reviews")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("table_name", "varchar(40)", (column) => column.notNull())
    .addColumn("kind", "varchar(40)", (column) => column.notNull())
    .addColumn("item_no", "integer", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("decision", "varchar(20)", (column) => column.notNull())
    .addColumn("comment", "text")
    .addColumn("reviewer_name", "varchar(100)")
    .addColumn("revision_id", "integer")
    .addColumn("content_stamp", "varchar(64)", (column) => column.notNull())
    .addColumn("reviewed_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("reviews_version_idx").on("reviews").columns(["table_name", "version_id", "id"]).execute();
  await db.schema.createIndex("reviews_time_idx").on("reviews").column("reviewed_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reviews").execute();
}
