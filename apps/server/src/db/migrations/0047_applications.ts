import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Job applications (decision 0080): who applied (name, e-mail, optional telephone), the message,
 * the consent text shown and when it was ticked, the opening's language version applied to (null:
 * unsolicited; its title kept as it was, the row set to null when the opening goes), the language
 * of the form, and the handling: `state` (new, inReview, invited, declined, hired), when it last
 * changed (the retention counts from a decline), the assigned account. Its PDF files are objects in
 * the storage's private area (`storage_key`), listed in order; its notes are kept in order with
 * their author's name as it was. `account_rights` holds the rights an Administrator granted an
 * account beyond its role's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("id", "integer", (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      );
  await id("job_applications")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("lang", "varchar(20)", (column) => column.notNull())
    .addColumn("opening_id", "integer", (column) => column.references("job_openings.id").onDelete("set null"))
    .addColumn("opening_title", "varchar(200)")
    .addColumn("recipient_email", "varchar(320)")
    .addColumn("name", "varchar(400)", (column) => column.notNull())
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("phone", "varchar(100)")
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("consent_text", "text", (column) => column.notNull())
    .addColumn("consent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("state", "varchar(12)", (column) => column.notNull().defaultTo("new"))
    .addColumn("state_changed_at", "varchar(32)", (column) => column.notNull())
    .addColumn("assignee_id", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("job_applications_state_idx").on("job_applications").columns(["state", "state_changed_at"]).execute();
  await db.schema.createIndex("job_applications_opening_idx").on("job_applications").column("opening_id").execute();
  await id("job_application_files")
    .addColumn("application_id", "integer", (column) => column.notNull().references("job_applications.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("file_name", "varchar(400)", (column) => column.notNull())
    .addColumn("storage_key", "varchar(255)", (column) => column.notNull().unique())
    .addColumn("size", "integer", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("job_application_files_application_idx").on("job_application_files").column("application_id").execute();
  await id("job_application_notes")
    .addColumn("application_id", "integer", (column) => column.notNull().references("job_applications.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (column) => column.references("admin_accounts.id").onDelete("set null"))
    .addColumn("author_name", "varchar(400)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("text", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("job_application_notes_application_idx").on("job_application_notes").column("application_id").execute();
  await db.schema
    .createTable("account_rights")
    .addColumn("account_id", "integer", (column) => column.notNull().references("admin_accounts.id").onDelete("cascade"))
    .addColumn("right_code", "varchar(40)", (column) => column.notNull())
    .addPrimaryKeyConstraint("account_rights_pkey", ["account_id", "right_code"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_rights").execute();
  await db.schema.dropTable("job_application_notes").execute();
  await db.schema.dropTable("job_application_files").execute();
  await db.schema.dropTable("job_applications").execute();
}
