import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    );
  // The columns every translated, ordered item has: one row per language version, `sort` the same in all.
  const translatedItem = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table
      .$call(withId)
      .addColumn("no", "integer", (column) => column.notNull().references("item_numbers.id"))
      .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
      .addColumn("name", "varchar(200)", (column) => column.notNull());

  // Practice areas, offices and job titles: translated items in an order of their own.
  await db.schema
    .createTable("practice_areas")
    .$call(translatedItem)
    .addColumn("introduce", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("icon_url", "varchar(2048)")
    .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("practice_areas_no_lang_key", ["no", "lang"])
    .execute();
  await db.schema.createIndex("practice_areas_lang_sort_idx").on("practice_areas").columns(["lang", "sort"]).execute();

  for (const table of ["offices", "jobs"]) {
    await db.schema
      .createTable(table)
      .$call(translatedItem)
      .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (column) => column.notNull())
      .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
      .addUniqueConstraint(`${table}_no_lang_key`, ["no", "lang"])
      .execute();
    await db.schema.createIndex(`${table}_lang_sort_idx`).on(table).columns(["lang", "sort"]).execute();
  }

  // People: one row per language version. `search_name` is the name normalised on save (lower
  // case, accents removed, German umlauts also spelled ae/oe/ue), matched with LIKE on both
  // dialects; its first line is the sort key. Lists are JSON text.
  await db.schema
    .createTable("people")
    .$call(translatedItem)
    .addColumn("search_name", "varchar(1000)", (column) => column.notNull())
    .addColumn("top", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("photo_url", "varchar(2048)")
    .addColumn("phone_number", "varchar(50)")
    .addColumn("email", "varchar(254)")
    .addColumn("office_id", "integer", (column) => column.notNull().references("offices.id"))
    .addColumn("intro", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("custom_contents", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("spoken_languages", "varchar(500)", (column) => column.notNull().defaultTo("[]"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("people_no_lang_key", ["no", "lang"])
    .execute();
  // The public list: one language, pinned first, then by name.
  await db.schema.createIndex("people_list_idx").on("people").columns(["lang", "top", "search_name"]).execute();
  await db.schema.createIndex("people_office_id_idx").on("people").column("office_id").execute();

  // Which job titles and practice areas a person version has; `position` keeps the editor's order.
  await db.schema
    .createTable("person_jobs")
    .addColumn("person_id", "integer", (column) => column.notNull().references("people.id"))
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("person_jobs_pkey", ["person_id", "job_id"])
    .execute();
  await db.schema.createIndex("person_jobs_job_id_idx").on("person_jobs").column("job_id").execute();

  await db.schema
    .createTable("person_practice_areas")
    .addColumn("person_id", "integer", (column) => column.notNull().references("people.id"))
    .addColumn("practice_area_id", "integer", (column) => column.notNull().references("practice_areas.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("person_practice_areas_pkey", ["person_id", "practice_area_id"])
    .execute();
  await db.schema
    .createIndex("person_practice_areas_practice_area_id_idx")
    .on("person_practice_areas")
    .column("practice_area_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["person_practice_areas", "person_jobs", "people", "jobs", "offices", "practice_areas"]) {
    await db.schema.dropTable(table).execute();
  }
}
