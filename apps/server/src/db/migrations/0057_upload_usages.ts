import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Which versions name each upload, kept by the database (decision 0140) instead of found by
 * reading every version's texts on each look (the media library's list read all of them: 0.7 s
 * at 10,000 news per language, growing with the content).
 *
 * - `upload_usage_queue`: the versions whose texts may have changed, by their table's name as the
 *   drafts and revisions name it (`articles`, `practiceAreas`, …) and their id. Triggers on each
 *   table that may hold an upload's address (its columns that may) and on `content_drafts` and
 *   `revisions` (a picture only a draft or an earlier version shows is used too) add the version,
 *   whatever code writes (the server, the seed commands, a restore's statements).
 * - `upload_usages`: each upload a version names, by its stored name, with the usage's kind (an
 *   article's own) and where the version names it first: its columns, else its draft, else a
 *   revision. The server reads a queued version's texts again before it answers usages.
 *
 * The tables and columns are those of this version (frozen here); a later field that may hold an
 * address gets its trigger in a later migration (`upload-usages.api.test.ts` compares them).
 * Every version of every place is queued here, so that the first look fills the index.
 */
const PLACES: readonly { table: string; name: string; columns: readonly string[] }[] = [
  { table: "articles", name: "articles", columns: ["kind", "cover_url", "content", "content_url", "clients_named", "share_image_url"] },
  { table: "banners", name: "banners", columns: ["link_url", "img_path"] },
  { table: "people", name: "people", columns: ["photo_url", "intro", "custom_contents", "share_image_url"] },
  { table: "practice_areas", name: "practiceAreas", columns: ["introduce", "icon_url", "share_image_url"] },
  { table: "offices", name: "offices", columns: ["picture_url"] },
  { table: "portal_configs", name: "portalConfigs", columns: ["introduce", "advantages_list", "environment_list"] },
  { table: "firm_facts", name: "firmFacts", columns: ["icon_url"] },
  { table: "legal_documents", name: "legalDocuments", columns: ["content"] },
  { table: "job_openings", name: "jobOpenings", columns: ["content", "share_image_url"] },
  { table: "events", name: "events", columns: ["content", "share_image_url"] },
  { table: "admin_accounts", name: "adminAccounts", columns: ["head_img"] },
];

/** The kept fields of a version: its draft and its revisions, each naming its version by table name and id. */
const KEPT = ["content_drafts", "revisions"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("upload_usage_queue")
    .addColumn("place", "varchar(40)", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("upload_usage_queue_pkey", ["place", "version_id"])
    .execute();
  await db.schema
    .createTable("upload_usages")
    .addColumn("place", "varchar(40)", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("stored_name", "varchar(64)", (column) => column.notNull())
    .addColumn("usage_kind", "varchar(32)", (column) => column.notNull())
    .addColumn("source", "varchar(16)", (column) => column.notNull())
    .addPrimaryKeyConstraint("upload_usages_pkey", ["place", "version_id", "stored_name"])
    .execute();
  await db.schema.createIndex("upload_usages_name_idx").on("upload_usages").columns(["stored_name"]).execute();

  if (postgres) {
    await sql`create function upload_usage_queue_version() returns trigger language plpgsql as $$
      begin
        insert into upload_usage_queue (place, version_id)
          values (tg_argv[0], case when tg_op = 'DELETE' then old.id else new.id end) on conflict do nothing;
        return null;
      end
    $$`.execute(db);
    await sql`create function upload_usage_queue_kept() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          insert into upload_usage_queue (place, version_id) values (old.table_name, old.version_id) on conflict do nothing;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into upload_usage_queue (place, version_id) values (new.table_name, new.version_id) on conflict do nothing;
        end if;
        return null;
      end
    $$`.execute(db);
    for (const { table, name, columns } of PLACES) {
      await sql`create trigger ${sql.raw(`${table}_upload_usages`)} after insert or delete or update of ${sql.raw(columns.join(", "))}
        on ${sql.table(table)} for each row execute function upload_usage_queue_version(${sql.lit(name)})`.execute(db);
    }
    for (const table of KEPT) {
      await sql`create trigger ${sql.raw(`${table}_upload_usages`)} after insert or delete or update of table_name, version_id, fields
        on ${sql.table(table)} for each row execute function upload_usage_queue_kept()`.execute(db);
    }
  } else {
    // Not `insert or ignore`: a statement's own conflict clause (a save's upsert) overrides its triggers'.
    const queue = (place: string, id: string) =>
      sql.raw(`insert into upload_usage_queue (place, version_id) select ${place}, ${id}
        where not exists (select 1 from upload_usage_queue where place = ${place} and version_id = ${id});`);
    for (const { table, name, columns } of PLACES) {
      const place = `'${name}'`;
      await sql`create trigger ${sql.raw(`${table}_upload_usages_insert`)} after insert on ${sql.table(table)}
        begin ${queue(place, "new.id")} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_upload_usages_update`)} after update of ${sql.raw(columns.join(", "))} on ${sql.table(table)}
        begin ${queue(place, "new.id")} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_upload_usages_delete`)} after delete on ${sql.table(table)}
        begin ${queue(place, "old.id")} end`.execute(db);
    }
    for (const table of KEPT) {
      await sql`create trigger ${sql.raw(`${table}_upload_usages_insert`)} after insert on ${sql.table(table)}
        begin ${queue("new.table_name", "new.version_id")} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_upload_usages_update`)} after update of table_name, version_id, fields on ${sql.table(table)}
        begin ${queue("old.table_name", "old.version_id")} ${queue("new.table_name", "new.version_id")} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_upload_usages_delete`)} after delete on ${sql.table(table)}
        begin ${queue("old.table_name", "old.version_id")} end`.execute(db);
    }
  }
  for (const { table, name } of PLACES) {
    await sql`insert into upload_usage_queue (place, version_id) select ${name}, id from ${sql.table(table)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of [...PLACES.map((place) => place.table), ...KEPT]) {
    if (postgres) await sql`drop trigger ${sql.raw(`${table}_upload_usages`)} on ${sql.table(table)}`.execute(db);
    else for (const op of ["insert", "update", "delete"]) await sql`drop trigger ${sql.raw(`${table}_upload_usages_${op}`)}`.execute(db);
  }
  if (postgres) {
    await sql`drop function upload_usage_queue_version()`.execute(db);
    await sql`drop function upload_usage_queue_kept()`.execute(db);
  }
  await db.schema.dropTable("upload_usages").execute();
  await db.schema.dropTable("upload_usage_queue").execute();
}
