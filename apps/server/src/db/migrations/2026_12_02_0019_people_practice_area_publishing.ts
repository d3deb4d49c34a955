import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Publication windows for people and practice areas (docs/decisions/0035, slice 6): a version is
 * public from `publish_at` (null: a draft) until `unpublish_at` (null: no end). Every existing
 * version was public since it was created, and stays so. The public lists' indexes gain the
 * window, so that a list and its count check it on the index's entries (as migration 0016 did for
 * articles); the indexes of the two columns serve the look-up of the next publication change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["people", "practice_areas"]) {
    await db.schema.alterTable(table).addColumn("publish_at", "varchar(32)").execute();
    await db.schema.alterTable(table).addColumn("unpublish_at", "varchar(32)").execute();
    await sql`update ${sql.table(table)} set publish_at = created_at`.execute(db);
    await db.schema.createIndex(`${table}_publish_at_idx`).on(table).column("publish_at").execute();
    await db.schema.createIndex(`${table}_unpublish_at_idx`).on(table).column("unpublish_at").execute();
  }
  await db.schema.dropIndex("people_list_idx").execute();
  await peopleListIndex(db, ["publish_at", "unpublish_at"]);
  await db.schema.dropIndex("practice_areas_lang_sort_idx").execute();
  await practiceAreaListIndex(db, ["publish_at", "unpublish_at"]);
}

/** The people's public list (migration 0004): one language, pinned first, then by name. */
function peopleListIndex(db: Kysely<unknown>, added: readonly string[]) {
  return db.schema
    .createIndex("people_list_idx")
    .on("people")
    .columns(["lang", "top", "search_name", ...added])
    .execute();
}

/** The practice areas of one language in their order (migration 0004). */
function practiceAreaListIndex(db: Kysely<unknown>, added: readonly string[]) {
  return db.schema
    .createIndex("practice_areas_lang_sort_idx")
    .on("practice_areas")
    .columns(["lang", "sort", ...added])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("practice_areas_lang_sort_idx").execute();
  await practiceAreaListIndex(db, []);
  await db.schema.dropIndex("people_list_idx").execute();
  await peopleListIndex(db, []);
  for (const table of ["practice_areas", "people"]) {
    await db.schema.dropIndex(`${table}_unpublish_at_idx`).execute();
    await db.schema.dropIndex(`${table}_publish_at_idx`).execute();
    for (const column of ["unpublish_at", "publish_at"]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
