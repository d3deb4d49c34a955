import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    );

  await db.schema
    .createTable("banners")
    .$call(withId)
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addColumn("img_path", "varchar(2048)", (column) => column.notNull())
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("sub_title", "varchar(500)", (column) => column.notNull())
    .addColumn("top", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("link_url", "varchar(2048)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("banners_lang_order_idx").on("banners").columns(["lang", "top", "created_at"]).execute();

  // One row per language; the two lists are JSON text (small, always read and written whole).
  await db.schema
    .createTable("portal_configs")
    .$call(withId)
    .addColumn("lang", "varchar(16)", (column) => column.notNull().unique().references("languages.lang_code"))
    .addColumn("name", "varchar(200)", (column) => column.notNull())
    .addColumn("icon_url", "varchar(2048)")
    .addColumn("address", "varchar(500)", (column) => column.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("tel", "varchar(50)", (column) => column.notNull())
    .addColumn("introduce", "text", (column) => column.notNull())
    .addColumn("lawyer_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_lawyer_count_visible", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("total_people", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_total_people_visible", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("branch_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_branch_count_visible", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("advantages_list", "text", (column) => column.notNull())
    .addColumn("environment_list", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("legal_documents")
    .$call(withId)
    .addColumn("name", "varchar(32)", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("legal_documents_name_lang_key", ["name", "lang"])
    .execute();

  await db.schema
    .createTable("icons")
    .$call(withId)
    .addColumn("name", "varchar(100)", (column) => column.notNull())
    .addColumn("file_id", "integer", (column) => column.notNull().references("uploaded_files.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["icons", "legal_documents", "portal_configs", "banners"]) {
    await db.schema.dropTable(table).execute();
  }
}
