import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Two indexes on people that every page's first render with an emptied cache read through
 * (decision 0129):
 * - `people_order_idx`: the people list's order (pinned first, then by name, then id) per language.
 *   The older `people_list_idx` holds `top` ascending, so the order's mix of descending and
 *   ascending terms sorted every person of the language for a page of four (the home page's team).
 * - `people_numbers_idx`: the firm's headline figures count public people by number; the count
 *   reads this narrow index instead of each version's wide row (its biography, its texts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("people_order_idx").on("people").columns(["lang", "top desc", "search_name", "id"]).execute();
  await db.schema.createIndex("people_numbers_idx").on("people").columns(["no", "publish_at", "unpublish_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("people_numbers_idx").execute();
  await db.schema.dropIndex("people_order_idx").execute();
}
