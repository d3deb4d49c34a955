import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Every upload is a media item (docs/decisions/0036): it gains a focal point (`focal_x`,
 * `focal_y`, 0..1 from the left and the top; null: the centre) and whether it is decorative
 * (0 or 1), and `media_texts` holds its alt text and caption per language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const files = () => db.schema.alterTable("uploaded_files");
  await files().addColumn("focal_x", "real").execute();
  await files().addColumn("focal_y", "real").execute();
  await files()
    .addColumn("decorative", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("media_texts")
    .addColumn("file_id", "integer", (column) => column.notNull().references("uploaded_files.id").onDelete("cascade"))
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code").onDelete("cascade"))
    .addColumn("alt", "varchar(250)", (column) => column.notNull().defaultTo(""))
    .addColumn("caption", "varchar(500)", (column) => column.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("media_texts_pkey", ["file_id", "lang"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_texts").execute();
  for (const column of ["decorative", "focal_y", "focal_x"]) {
    await db.schema.alterTable("uploaded_files").dropColumn(column).execute();
  }
}
