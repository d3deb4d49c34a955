import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The clients an article names and their consents (decision 0066): a JSON list on each version
 * (the same list in every version of the item, as its connections), null for none; and the uploads
 * chosen as a consent's document, which only signed-in accounts are served (`consent_document` 1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("articles").addColumn("clients_named", "text").execute();
  await db.schema
    .alterTable("uploaded_files")
    .addColumn("consent_document", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("uploaded_files").dropColumn("consent_document").execute();
  await db.schema.alterTable("articles").dropColumn("clients_named").execute();
}
