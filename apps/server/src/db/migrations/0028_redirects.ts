import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Redirects (decision 0053): an old address of the site (`from_path`, canonical, unique as stored:
 * letter case counts), its target (`to_target`: a site path or an https address; null for 410) and
 * the target's site path without query (`target_path`, null when it leads off the site), by which
 * a chain is found. `hits` and `last_hit_at` are written in batches by the serving processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("redirects")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("from_path", "varchar(1000)", (column) => column.notNull().unique())
    .addColumn("to_target", "varchar(2048)")
    .addColumn("target_path", "varchar(2048)")
    .addColumn("status_code", "integer", (column) => column.notNull().defaultTo(301))
    .addColumn("note", "varchar(400)")
    .addColumn("created_by", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("last_hit_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("redirects_target_path_idx").on("redirects").column("target_path").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}
