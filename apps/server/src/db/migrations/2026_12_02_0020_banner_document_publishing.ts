import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Publication windows for banners and legal documents (docs/decisions/0035, slice 6): a row (one
 * language's banner, one language's version of a document) is public from `publish_at` (null: a
 * draft) until `unpublish_at` (null: no end). Every existing row was public since it was created,
 * and stays so. The indexes of the two columns serve the look-up of the next publication change;
 * the public reads select a handful of rows by language (and name), whose window is checked on them.
 */
const TABLES = ["banners", "legal_documents"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("publish_at", "varchar(32)").execute();
    await db.schema.alterTable(table).addColumn("unpublish_at", "varchar(32)").execute();
    await sql`update ${sql.table(table)} set publish_at = created_at`.execute(db);
    await db.schema.createIndex(`${table}_publish_at_idx`).on(table).column("publish_at").execute();
    await db.schema.createIndex(`${table}_unpublish_at_idx`).on(table).column("unpublish_at").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_unpublish_at_idx`).execute();
    await db.schema.dropIndex(`${table}_publish_at_idx`).execute();
    for (const column of ["unpublish_at", "publish_at"]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
