import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Job openings (decision 0071): a translated, publishable item like a practice area, one row per
 * language version. The office, the level, the employment type and the start (null: by
 * arrangement) are the same in every version; the practice areas are each version's rows of its
 * own language, in the editor's order. The public list reads one language in its publication
 * window, newest first; the publication clock looks up the next change by the two times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("job_openings")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("no", "integer", (column) => column.notNull().references("item_numbers.id"))
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("slug", "varchar(80)", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("office_id", "integer", (column) => column.notNull().references("offices.id"))
    .addColumn("level", "varchar(32)", (column) => column.notNull())
    .addColumn("employment_type", "varchar(32)", (column) => column.notNull())
    .addColumn("start_date", "varchar(10)")
    .addColumn("meta_title", "varchar(120)")
    .addColumn("meta_description", "varchar(320)")
    .addColumn("share_image_url", "varchar(2048)")
    .addColumn("noindex", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("publish_at", "varchar(32)")
    .addColumn("unpublish_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("job_openings_no_lang_key", ["no", "lang"])
    .execute();
  await db.schema.createIndex("job_openings_slug_idx").unique().on("job_openings").columns(["lang", "slug"]).execute();
  await db.schema
    .createIndex("job_openings_list_idx")
    .on("job_openings")
    .columns(["lang", "created_at", "publish_at", "unpublish_at"])
    .execute();
  await db.schema.createIndex("job_openings_office_id_idx").on("job_openings").column("office_id").execute();
  await db.schema.createIndex("job_openings_publish_at_idx").on("job_openings").column("publish_at").execute();
  await db.schema.createIndex("job_openings_unpublish_at_idx").on("job_openings").column("unpublish_at").execute();

  await db.schema
    .createTable("job_opening_practice_areas")
    .addColumn("job_opening_id", "integer", (column) => column.notNull().references("job_openings.id"))
    .addColumn("practice_area_id", "integer", (column) => column.notNull().references("practice_areas.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("job_opening_practice_areas_pkey", ["job_opening_id", "practice_area_id"])
    .execute();
  await db.schema
    .createIndex("job_opening_practice_areas_practice_area_id_idx")
    .on("job_opening_practice_areas")
    .column("practice_area_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_opening_practice_areas").execute();
  await db.schema.dropTable("job_openings").execute();
}
