import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/** The language rows of the kinds with pages of their own. */
const TABLES = ["articles", "people", "practice_areas"] as const;

/** The articles' sitemap index (migration 0024), before and after it holds `noindex`. */
const SITEMAP_INDEX = "articles_sitemap_idx";
const SITEMAP_COLUMNS = ["kind", "no", "lang", "publish_at", "unpublish_at", "updated_at", "is_link"];

/**
 * What a version's page says to search engines and shares (decision 0055): its own title for
 * search results and shares (at most 120 characters), its description (at most 320), the picture a
 * share shows, and whether search engines are asked not to index it. Null and 0: the page's
 * defaults, as before. The sitemap leaves out the pages kept out of search engines: the articles'
 * sitemap index gains `noindex`, so that counting a sitemap's pages still reads only the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("meta_title", "varchar(120)").execute();
    await db.schema.alterTable(table).addColumn("meta_description", "varchar(320)").execute();
    await db.schema.alterTable(table).addColumn("share_image_url", "varchar(2048)").execute();
    await db.schema
      .alterTable(table)
      .addColumn("noindex", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.dropIndex(SITEMAP_INDEX).execute();
  await db.schema
    .createIndex(SITEMAP_INDEX)
    .on("articles")
    .columns([...SITEMAP_COLUMNS, "noindex"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(SITEMAP_INDEX).execute();
  await db.schema.createIndex(SITEMAP_INDEX).on("articles").columns(SITEMAP_COLUMNS).execute();
  for (const table of TABLES) {
    for (const column of ["meta_title", "meta_description", "share_image_url", "noindex"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
