import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who last saved an article, as the account's id: a renamed account shows its new name. The
  // name at the time stays in operator_name, shown once the account is deleted.
  await db.schema
    .alterTable("articles")
    .addColumn("operator_id", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("articles_operator_id_idx").on("articles").column("operator_id").execute();
  // Saves before this named the account by its display name; the one account of that name, if it is unique.
  await sql`update articles set operator_id = (select min(id) from admin_accounts where admin_accounts.user_name = articles.operator_name)
    where (select count(*) from admin_accounts where admin_accounts.user_name = articles.operator_name) = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("articles_operator_id_idx").execute();
  await db.schema.alterTable("articles").dropColumn("operator_id").execute();
}
