import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/** The display name of an account whose display name was its login name (login names are never shown). */
const DEFAULT_DISPLAY_NAME = "Administrator";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Attempts that carried a valid device cookie are counted per device, apart from anonymous ones;
  // wrong current passwords in a password change are counted too (docs/decisions/0018).
  await db.schema.alterTable("login_attempts").addColumn("device_id", "varchar(64)").execute();
  await db.schema
    .alterTable("login_attempts")
    .addColumn("purpose", "varchar(16)", (column) => column.notNull().defaultTo("login"))
    .execute();
  await db.schema.createIndex("login_attempts_created_idx").on("login_attempts").column("created_at").execute();
  await db.schema.createIndex("login_attempts_device_idx").on("login_attempts").columns(["device_id", "created_at"]).execute();

  // Keys the server processes share (the device cookies' signing key), made once on first start.
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "varchar(64)", (column) => column.primaryKey().notNull())
    .addColumn("value", "varchar(200)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();

  // Login names no longer appear as a person's name: the back office shows the display name.
  await sql`update articles set operator_name = ${DEFAULT_DISPLAY_NAME}
    where lower(operator_name) in (select lower(login_account) from admin_accounts where lower(user_name) = lower(login_account))`.execute(
    db,
  );
  await sql`update admin_accounts set user_name = ${DEFAULT_DISPLAY_NAME} where lower(user_name) = lower(login_account)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("server_secrets").execute();
  await db.schema.dropIndex("login_attempts_device_idx").execute();
  await db.schema.dropIndex("login_attempts_created_idx").execute();
  await db.schema.alterTable("login_attempts").dropColumn("purpose").execute();
  await db.schema.alterTable("login_attempts").dropColumn("device_id").execute();
}
