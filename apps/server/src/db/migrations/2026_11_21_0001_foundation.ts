import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    );

  await db.schema
    .createTable("languages")
    .addColumn("lang_code", "varchar(16)", (column) => column.primaryKey())
    .addColumn("lang_name", "varchar(100)", (column) => column.notNull())
    .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("roles")
    .$call(withId)
    .addColumn("code", "varchar(50)", (column) => column.notNull().unique())
    .addColumn("name", "varchar(100)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("admin_accounts")
    .$call(withId)
    .addColumn("login_account", "varchar(100)", (column) => column.notNull())
    .addColumn("user_name", "varchar(100)", (column) => column.notNull())
    .addColumn("password_hash", "varchar(255)", (column) => column.notNull())
    .addColumn("role_id", "integer", (column) => column.notNull().references("roles.id"))
    .addColumn("head_img", "varchar(2048)")
    .addColumn("last_login_time", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("admin_accounts_login_account_key")
    .on("admin_accounts")
    .expression(sql`lower(login_account)`)
    .unique()
    .execute();

  await db.schema
    .createTable("sessions")
    .$call(withId)
    .addColumn("token_hash", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("account_id", "integer", (column) => column.notNull().references("admin_accounts.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("sessions_account_id_idx").on("sessions").column("account_id").execute();

  await db.schema
    .createTable("login_attempts")
    .$call(withId)
    .addColumn("login_account", "varchar(100)", (column) => column.notNull())
    .addColumn("client_address", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("login_attempts_account_idx").on("login_attempts").columns(["login_account", "created_at"]).execute();
  await db.schema.createIndex("login_attempts_address_idx").on("login_attempts").columns(["client_address", "created_at"]).execute();

  await db.schema
    .createTable("uploaded_files")
    .$call(withId)
    .addColumn("stored_name", "varchar(100)", (column) => column.notNull().unique())
    .addColumn("original_name", "varchar(255)", (column) => column.notNull())
    .addColumn("mime_type", "varchar(100)", (column) => column.notNull())
    .addColumn("size_bytes", "integer", (column) => column.notNull())
    .addColumn("uploaded_by", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();

  await db
    .insertInto("languages" as never)
    .values([
      { lang_code: "de_DE", lang_name: "Deutsch", sort: 1 },
      { lang_code: "en_US", lang_name: "English", sort: 2 },
      { lang_code: "zh_CN", lang_name: "中文", sort: 3 },
    ] as never)
    .execute();
  await db
    .insertInto("roles" as never)
    .values({ code: "administrator", name: "Administrator" } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["uploaded_files", "login_attempts", "sessions", "admin_accounts", "roles", "languages"]) {
    await db.schema.dropTable(table).execute();
  }
}
