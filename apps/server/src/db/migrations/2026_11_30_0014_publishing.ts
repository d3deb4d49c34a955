import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Publication windows (docs/decisions/0035): a news item's, case analysis's or honor's version is
 * public from `publish_at` (null: a draft) until `unpublish_at` (null: no end). Every existing
 * version was public since it was created, and stays so. The search index keeps each entry's
 * window, so that its query applies the same rule; its ranking index gains the window, so that
 * ranking still reads no row. The new indexes serve the look-up of the next publication change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const articles = () => db.schema.alterTable("articles");
  await articles().addColumn("publish_at", "varchar(32)").execute();
  await articles().addColumn("unpublish_at", "varchar(32)").execute();
  await sql`update articles set publish_at = created_at`.execute(db);
  await db.schema.createIndex("articles_publish_at_idx").on("articles").column("publish_at").execute();
  await db.schema.createIndex("articles_unpublish_at_idx").on("articles").column("unpublish_at").execute();
  const entries = () => db.schema.alterTable("search_entries");
  await entries().addColumn("visible_from", "varchar(32)").execute();
  await entries().addColumn("visible_until", "varchar(32)").execute();
  await db.schema.dropIndex("search_entries_rank_idx").execute();
  await rankIndex(db, ["visible_from", "visible_until"]);
}

/** The search's covering index of what ranking reads (migration 0010), with the given columns added. */
function rankIndex(db: Kysely<unknown>, added: readonly string[]) {
  return db.schema
    .createIndex("search_entries_rank_idx")
    .on("search_entries")
    .columns(["lang", "kind", "id", "published_at", "title_key", "version_id", ...added])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("search_entries_rank_idx").execute();
  await rankIndex(db, []);
  for (const column of ["visible_until", "visible_from"]) await db.schema.alterTable("search_entries").dropColumn(column).execute();
  await db.schema.dropIndex("articles_unpublish_at_idx").execute();
  await db.schema.dropIndex("articles_publish_at_idx").execute();
  for (const column of ["unpublish_at", "publish_at"]) await db.schema.alterTable("articles").dropColumn(column).execute();
}
