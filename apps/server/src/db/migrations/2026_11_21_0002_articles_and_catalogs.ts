import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    );

  // The group key `no` of translated items: one row per item, its id is the `no` of all its
  // versions. An identity column hands out unique numbers under concurrency on both dialects.
  await db.schema
    .createTable("item_numbers")
    .$call(withId)
    .addColumn("scope", "varchar(32)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();

  // Folders of news (type 0) and case analyses (type 1); one row per language version.
  await db.schema
    .createTable("catalogs")
    .$call(withId)
    .addColumn("no", "integer", (column) => column.notNull().references("item_numbers.id"))
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addColumn("type", "integer", (column) => column.notNull())
    .addColumn("name", "varchar(200)", (column) => column.notNull())
    .addColumn("parent_id", "integer", (column) => column.references("catalogs.id"))
    .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("catalogs_no_lang_key", ["no", "lang"])
    .execute();
  await db.schema.createIndex("catalogs_tree_idx").on("catalogs").columns(["type", "lang", "parent_id", "sort"]).execute();
  await db.schema.createIndex("catalogs_parent_id_idx").on("catalogs").column("parent_id").execute();

  // News, case analyses and honors: one table, `kind` tells them apart; one row per language version.
  await db.schema
    .createTable("articles")
    .$call(withId)
    .addColumn("kind", "varchar(16)", (column) => column.notNull())
    .addColumn("no", "integer", (column) => column.notNull().references("item_numbers.id"))
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addColumn("title", "varchar(300)", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("cover_url", "varchar(2048)", (column) => column.notNull())
    // news and cases only
    .addColumn("cata_id", "integer", (column) => column.references("catalogs.id"))
    // news only
    .addColumn("is_link", "integer")
    .addColumn("content_url", "varchar(2048)")
    .addColumn("note", "varchar(2000)")
    .addColumn("top", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("views", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("operator_name", "varchar(100)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("articles_no_lang_key", ["no", "lang"])
    .execute();
  await db.schema.createIndex("articles_list_idx").on("articles").columns(["kind", "lang", "top", "created_at"]).execute();
  await db.schema.createIndex("articles_cata_id_idx").on("articles").column("cata_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["articles", "catalogs", "item_numbers"]) {
    await db.schema.dropTable(table).execute();
  }
}
