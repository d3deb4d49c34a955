import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Append-only (docs/decisions/0026): nothing updates a row, and only the retention deletes.
  // No foreign key to the account: an entry outlives the account it names.
  await db.schema
    .createTable("audit_entries")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("account_id", "integer")
    .addColumn("account_name", "varchar(100)")
    .addColumn("client_address", "varchar(64)", (column) => column.notNull())
    .addColumn("action", "varchar(32)", (column) => column.notNull())
    .addColumn("kind", "varchar(32)", (column) => column.notNull())
    .addColumn("item_no", "integer")
    .addColumn("item_id", "integer")
    .addColumn("languages", "varchar(400)", (column) => column.notNull().defaultTo("[]"))
    .addColumn("summary", "varchar(400)")
    .addColumn("endpoint", "varchar(300)")
    .execute();
  await db.schema.createIndex("audit_entries_created_idx").on("audit_entries").column("created_at").execute();
  await db.schema.createIndex("audit_entries_account_idx").on("audit_entries").columns(["account_id", "created_at"]).execute();
  await db.schema.createIndex("audit_entries_kind_idx").on("audit_entries").columns(["kind", "created_at"]).execute();
  await db.schema.createIndex("audit_entries_action_idx").on("audit_entries").columns(["action", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_entries").execute();
}
