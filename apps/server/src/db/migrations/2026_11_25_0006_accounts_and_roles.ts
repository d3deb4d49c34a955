import { type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The roles beside the administrator; what each may do is declared in the contract (rights.ts).
  await db
    .insertInto("roles" as never)
    .values([
      { code: "editor", name: "Editor" },
      { code: "translator", name: "Translator" },
    ] as never)
    .execute();

  // A disabled account keeps its data but cannot sign in, and its sessions do not work.
  await db.schema
    .alterTable("admin_accounts")
    .addColumn("disabled", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("admin_accounts").addColumn("email", "varchar(254)").execute();
  // A one-time set-password link: only the SHA-256 hash of its token is kept, with its expiry.
  await db.schema.alterTable("admin_accounts").addColumn("password_link_hash", "varchar(64)").execute();
  await db.schema.alterTable("admin_accounts").addColumn("password_link_expires_at", "varchar(32)").execute();
  await db.schema.createIndex("admin_accounts_password_link_hash_key").on("admin_accounts").column("password_link_hash").unique().execute();

  // The languages a translator writes.
  await db.schema
    .createTable("account_languages")
    .addColumn("account_id", "integer", (column) => column.notNull().references("admin_accounts.id").onDelete("cascade"))
    .addColumn("lang_code", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addPrimaryKeyConstraint("account_languages_pkey", ["account_id", "lang_code"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_languages").execute();
  await db.schema.dropIndex("admin_accounts_password_link_hash_key").execute();
  for (const column of ["password_link_expires_at", "password_link_hash", "email", "disabled"]) {
    await db.schema.alterTable("admin_accounts").dropColumn(column).execute();
  }
  await db
    .deleteFrom("roles" as never)
    .where("code" as never, "in", ["editor", "translator"] as never)
    .execute();
}
