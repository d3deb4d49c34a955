import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Out-of-date language versions (decision 0057): one row per version and per other language whose
 * version changed since this one was last saved or marked up to date. One table for every kind
 * (`table_name`, as drafts and revisions name it); no foreign key to the versions (their table
 * varies): deleting a version deletes its rows in the same transaction. `fields` is the JSON list of
 * the fields that changed, `baseline` the JSON of the other version's fields as they were before
 * the first of those changes (what this version was last translated from), `since` the time of that
 * first change and `changed_at` the latest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("translation_changes")
    .addColumn("table_name", "varchar(40)", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("item_no", "integer", (column) => column.notNull())
    .addColumn("source_lang", "varchar(16)", (column) => column.notNull())
    .addColumn("source_version_id", "integer", (column) => column.notNull())
    .addColumn("fields", "text", (column) => column.notNull())
    .addColumn("baseline", "text", (column) => column.notNull())
    .addColumn("since", "varchar(32)", (column) => column.notNull())
    .addColumn("changed_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("translation_changes_pk", ["table_name", "version_id", "source_lang"])
    .execute();
  await db.schema.createIndex("translation_changes_item_idx").on("translation_changes").columns(["table_name", "item_no"]).execute();
  await db.schema.createIndex("translation_changes_lang_idx").on("translation_changes").columns(["lang", "table_name"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("translation_changes").execute();
}
