import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * An article version's teaser: a short plain-text summary of its own (at most 300 characters,
 * one of the contract's `ARTICLE_TEXT_FIELDS`), which the site's cards and the page's description
 * show. Null: none, and the site cuts a summary from the text as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("articles").addColumn("teaser", "varchar(300)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("articles").dropColumn("teaser").execute();
}
