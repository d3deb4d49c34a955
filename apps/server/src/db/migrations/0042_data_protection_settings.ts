import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The retention the firm sets (decision 0085): `retention_periods` holds a period in months per
 * kind of visitor data the firm chose (a missing row: the default), `retention_runs` when each
 * retention rule last ran and how many rows it deleted then, `data_notes` the firm's note beside
 * each of the site's forms per language (a missing row: the site's own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("retention_periods")
    .addColumn("name", "varchar(40)", (column) => column.primaryKey().notNull())
    .addColumn("months", "integer", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_by", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("retention_runs")
    .addColumn("name", "varchar(40)", (column) => column.primaryKey().notNull())
    .addColumn("ran_at", "varchar(32)", (column) => column.notNull())
    .addColumn("deleted", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("data_notes")
    .addColumn("form", "varchar(40)", (column) => column.notNull())
    .addColumn("lang", "varchar(20)", (column) => column.notNull())
    .addColumn("text", "text", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_by", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addPrimaryKeyConstraint("data_notes_pk", ["form", "lang"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("data_notes").execute();
  await db.schema.dropTable("retention_runs").execute();
  await db.schema.dropTable("retention_periods").execute();
}
