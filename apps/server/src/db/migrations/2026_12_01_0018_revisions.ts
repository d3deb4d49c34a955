import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Revisions (docs/decisions/0035, slice 4): every save, publication and restore of a publishable
 * version keeps the version's fields as they then were, with the account, the time, what was done
 * (`action`) and the version's state after it. One table for every kind (`table_name`); no foreign
 * key to the version (its table varies): deleting a version deletes its revisions in the same
 * transaction. The newest revisions of an item are kept, up to a configured count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("revisions")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("table_name", "varchar(40)", (column) => column.notNull())
    .addColumn("item_no", "integer", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("action", "varchar(16)", (column) => column.notNull())
    .addColumn("state", "varchar(16)", (column) => column.notNull())
    .addColumn("fields", "text", (column) => column.notNull())
    .addColumn("operator_id", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("operator_name", "varchar(100)")
    .addColumn("saved_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("revisions_version_idx").on("revisions").columns(["table_name", "version_id", "id"]).execute();
  await db.schema.createIndex("revisions_item_idx").on("revisions").columns(["table_name", "item_no", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("revisions").execute();
}
