import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Drafts of published versions (docs/decisions/0035, slice 2): an edit of a published or scheduled
 * language version, kept beside its public row until it is published or discarded. One row per
 * version of any publishable table (`table_name`, `version_id`), its fields as JSON text; no
 * foreign key (the version's table varies): deleting a version deletes its draft in the same
 * transaction. The account's name is kept for when the account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_drafts")
    .addColumn("table_name", "varchar(40)", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("fields", "text", (column) => column.notNull())
    .addColumn("operator_id", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("operator_name", "varchar(100)")
    .addColumn("saved_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("content_drafts_pkey", ["table_name", "version_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_drafts").execute();
}
