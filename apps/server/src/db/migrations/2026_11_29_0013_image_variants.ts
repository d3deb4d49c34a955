import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Uploaded images gain their size in pixels (upright) and the record of their width variants:
 * the widths made (`320,480,…`; empty when none are made, as for a PDF or an animation; null
 * until they are made) and the formats each width exists in (`avif,webp,jpg`). docs/decisions/0034.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const files = () => db.schema.alterTable("uploaded_files");
  await files().addColumn("width", "integer").execute();
  await files().addColumn("height", "integer").execute();
  await files().addColumn("variant_widths", "varchar(200)").execute();
  await files().addColumn("variant_formats", "varchar(50)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["variant_formats", "variant_widths", "height", "width"]) {
    await db.schema.alterTable("uploaded_files").dropColumn(column).execute();
  }
}
