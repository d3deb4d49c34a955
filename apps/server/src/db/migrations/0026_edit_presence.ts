import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Who has an item open in the back office's editor (decision 0051): one row per item and account,
 * renewed by the editor's heartbeat and stale once it stops (about two minutes). Kept in the
 * database so that every server process sees the same. `taken_over_by`: another account took the
 * item over from this one, which its editor then says.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("edit_presence")
    .addColumn("table_name", "varchar(40)", (column) => column.notNull())
    .addColumn("item_no", "integer", (column) => column.notNull())
    .addColumn("account_id", "integer", (column) => column.notNull().references("admin_accounts.id").onDelete("cascade"))
    .addColumn("account_name", "varchar(100)", (column) => column.notNull())
    .addColumn("opened_at", "varchar(32)", (column) => column.notNull())
    .addColumn("seen_at", "varchar(32)", (column) => column.notNull())
    .addColumn("taken_over_by", "varchar(100)")
    .addColumn("taken_over_at", "varchar(32)")
    .addPrimaryKeyConstraint("edit_presence_pk", ["table_name", "item_no", "account_id"])
    .execute();
  await db.schema.createIndex("edit_presence_seen_idx").on("edit_presence").column("seen_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("edit_presence").execute();
}
