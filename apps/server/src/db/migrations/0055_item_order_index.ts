import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Two indexes for a back-office list filtered by a title (decision 0118), whose cost grew with the
 * content: with 50,000 news per language, a frequent word's 2,800 matching items.
 * - `articles_item_order_idx`: a deep page is chosen among the matching items (decision 0105),
 *   each item's versions found by its number and ordered as the list is (pinned first, then
 *   newest). The index holds what that order reads, instead of about 8,000 versions' rows.
 * - On SQLite, `articles_numbers_by_id_idx`: the titles' trigram index finds version ids; their
 *   kind and item number are read from this narrow index instead of the titles' table's wide rows.
 *   PostgreSQL finds the titles in `articles` itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("articles_item_order_idx").on("articles").columns(["no", "kind", "top", "created_at", "lang"]).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema.createIndex("articles_numbers_by_id_idx").on("articles").columns(["id", "kind", "no"]).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("articles_numbers_by_id_idx").ifExists().execute();
  await db.schema.dropIndex("articles_item_order_idx").execute();
}
