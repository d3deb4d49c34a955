import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * An index of the articles that holds all a sitemap page reads of them (docs/decisions/0040): the
 * items of a kind in the order of their numbers, each version's language, publication window and
 * last save, and whether it is a link. A sitemap page then finds its items and their versions on
 * the index's entries instead of reading every article's row (on SQLite a row holds its content:
 * with 10,000 news in three languages, reading them all took some 300 ms of a blocked process).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("articles_sitemap_idx")
    .on("articles")
    .columns(["kind", "no", "lang", "publish_at", "unpublish_at", "updated_at", "is_link"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("articles_sitemap_idx").execute();
}
