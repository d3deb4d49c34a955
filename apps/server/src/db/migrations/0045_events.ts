import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Events (decision 0082): a translated, publishable item like a job opening, one row per language
 * version, with its speakers and practice areas (each version's rows of its own language, in the
 * editor's order); the registrations belong to the item (`event_no`), whichever version the
 * visitor registered from. The outbox's messages may carry attachments (an event's calendar file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("events")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("no", "integer", (column) => column.notNull().references("item_numbers.id"))
    .addColumn("lang", "varchar(16)", (column) => column.notNull().references("languages.lang_code"))
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("slug", "varchar(80)", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("starts_at", "varchar(32)", (column) => column.notNull())
    .addColumn("ends_at", "varchar(32)", (column) => column.notNull())
    .addColumn("place_kind", "varchar(16)", (column) => column.notNull())
    .addColumn("office_id", "integer", (column) => column.references("offices.id"))
    .addColumn("venue", "varchar(500)", (column) => column.notNull().defaultTo(""))
    .addColumn("online_url", "varchar(2048)")
    .addColumn("capacity", "integer")
    .addColumn("registration_deadline", "varchar(32)")
    .addColumn("registration_open", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("registration_fields", "varchar(200)", (column) => column.notNull().defaultTo("[]"))
    .addColumn("meta_title", "varchar(120)")
    .addColumn("meta_description", "varchar(320)")
    .addColumn("share_image_url", "varchar(2048)")
    .addColumn("noindex", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("publish_at", "varchar(32)")
    .addColumn("unpublish_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("events_no_lang_key", ["no", "lang"])
    .execute();
  await db.schema.createIndex("events_slug_idx").unique().on("events").columns(["lang", "slug"]).execute();
  await db.schema.createIndex("events_list_idx").on("events").columns(["lang", "starts_at", "publish_at", "unpublish_at"]).execute();
  await db.schema.createIndex("events_office_id_idx").on("events").column("office_id").execute();
  await db.schema.createIndex("events_publish_at_idx").on("events").column("publish_at").execute();
  await db.schema.createIndex("events_unpublish_at_idx").on("events").column("unpublish_at").execute();

  for (const [table, column, target] of [
    ["event_practice_areas", "practice_area_id", "practice_areas.id"],
    ["event_speakers", "person_id", "people.id"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("event_id", "integer", (col) => col.notNull().references("events.id"))
      .addColumn(column, "integer", (col) => col.notNull().references(target))
      .addColumn("position", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ["event_id", column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }

  await db.schema
    .createTable("event_registrations")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("event_no", "integer", (column) => column.notNull().references("item_numbers.id"))
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("state", "varchar(16)", (column) => column.notNull())
    .addColumn("name", "varchar(200)", (column) => column.notNull())
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("company", "varchar(200)", (column) => column.notNull())
    .addColumn("position", "varchar(200)")
    .addColumn("phone", "varchar(50)")
    .addColumn("dietary_needs", "varchar(500)")
    .addColumn("consent_text", "varchar(2000)", (column) => column.notNull())
    .addColumn("consent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("checked_in_at", "varchar(32)")
    .addColumn("cancelled_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("event_registrations_event_idx").on("event_registrations").columns(["event_no", "state", "id"]).execute();
  await db.schema.createIndex("event_registrations_email_idx").on("event_registrations").column("email").execute();

  // JSON array of { filename, contentType, content } (the content as text); null: none.
  await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("attachments").execute();
  await db.schema.dropTable("event_registrations").execute();
  await db.schema.dropTable("event_speakers").execute();
  await db.schema.dropTable("event_practice_areas").execute();
  await db.schema.dropTable("events").execute();
}
