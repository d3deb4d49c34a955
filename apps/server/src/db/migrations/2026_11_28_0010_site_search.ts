import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The site search's index (docs/decisions/0029): one row per public language version of a person,
 * practice area, news item, case analysis, honor or legal document, with its text folded for
 * matching (`title_key`, `body_key`) and the short tokens a substring index cannot find (`words`:
 * Chinese characters and character pairs, two-letter words). SQLite finds them with an FTS5 table
 * (trigram tokenizer) kept in step with the rows by triggers; PostgreSQL with pg_trgm indexes on the
 * folded text and a full-text index on the tokens. The server fills the rows (the folding is the
 * server's); an empty index is filled when the server starts. An article's publication time is
 * copied for the order of results; pins are read from the content's own tables when searching.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("search_entries")
    .addColumn("id", "integer", (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "varchar(16)", (column) => column.notNull())
    .addColumn("item_no", "integer", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    // Small columns before the long texts: ranking reads them without the texts' overflow pages.
    .addColumn("published_at", "varchar(32)")
    .addColumn("title", "varchar(500)", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("target", "varchar(2048)")
    .addColumn("title_key", "text", (column) => column.notNull())
    .addColumn("body_key", "text", (column) => column.notNull())
    .addColumn("words", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("search_entries_version_idx").on("search_entries").columns(["kind", "version_id"]).unique().execute();
  await db.schema.createIndex("search_entries_item_idx").on("search_entries").columns(["kind", "item_no"]).execute();
  // Covers what ranking reads of every match, so that it never reads the rows and their long texts.
  await db.schema
    .createIndex("search_entries_rank_idx")
    .on("search_entries")
    .columns(["lang", "kind", "id", "published_at", "title_key", "version_id"])
    .execute();

  if (postgres) {
    // pg_trgm ships with PostgreSQL and is a trusted extension (managed services allow it).
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_entries_title_trgm_idx on search_entries using gin (title_key gin_trgm_ops)`.execute(db);
    await sql`create index search_entries_body_trgm_idx on search_entries using gin (body_key gin_trgm_ops)`.execute(db);
    await sql`create index search_entries_words_idx on search_entries using gin (array_to_tsvector(string_to_array(btrim(words), ' ')))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table search_entries_fts using fts5(title_key, body_key, words, content='search_entries', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger search_entries_fts_insert after insert on search_entries begin
    insert into search_entries_fts(rowid, title_key, body_key, words) values (new.id, new.title_key, new.body_key, new.words);
  end`.execute(db);
  await sql`create trigger search_entries_fts_delete after delete on search_entries begin
    insert into search_entries_fts(search_entries_fts, rowid, title_key, body_key, words) values ('delete', old.id, old.title_key, old.body_key, old.words);
  end`.execute(db);
  await sql`create trigger search_entries_fts_update after update on search_entries begin
    insert into search_entries_fts(search_entries_fts, rowid, title_key, body_key, words) values ('delete', old.id, old.title_key, old.body_key, old.words);
    insert into search_entries_fts(rowid, title_key, body_key, words) values (new.id, new.title_key, new.body_key, new.words);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) await sql`drop table if exists search_entries_fts`.execute(db);
  await db.schema.dropTable("search_entries").execute();
}
