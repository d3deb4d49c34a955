import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * A place's own alt text for its picture (docs/decisions/0036, "an image field can override it"):
 * on each language version of an article's cover, a person's photo, a banner's picture and an
 * office's picture. Null: the media item's alt text in that language applies, else the place's
 * contextual text.
 */
const COLUMNS = [
  ["articles", "cover_alt"],
  ["people", "photo_alt"],
  ["banners", "img_alt"],
  ["offices", "picture_alt"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).addColumn(column, "varchar(250)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
}
