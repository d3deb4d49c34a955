import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The back office's title filter of the article lists (any version's title holding the typed text,
 * letter case ignored) answers from an index instead of reading every version's row (decision
 * 0093). PostgreSQL: a pg_trgm index on the lower-cased title (the extension is there since the
 * site search's migration), which serves `lower(title) like '%…%'` from three characters on.
 * SQLite: an FTS5 table with the trigram tokenizer holding each version's title with its item
 * number and kind, kept in step with `articles` by triggers; from three characters on its trigram
 * index finds the versions, and a shorter text scans this narrow table instead of the articles'
 * rows with their long texts.
 *
 * Also, for the site search (decision 0029): an index of its entries by language and id, holding
 * what ranking reads, so that each match of the full-text index is found in it by one lookup
 * rather than one per kind of result (on SQLite the `kind in (…)` of the search made a lookup of
 * `search_entries_rank_idx` for every kind and every match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("search_entries_match_idx")
    .on("search_entries")
    .columns(["lang", "id", "kind", "published_at", "title_key", "version_id", "visible_from", "visible_until"])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index articles_title_trgm_idx on articles using gin (lower(title) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table article_titles_fts using fts5(title, no unindexed, kind unindexed, tokenize='trigram')`.execute(db);
  await sql`insert into article_titles_fts(rowid, title, no, kind) select id, title, no, kind from articles`.execute(db);
  await sql`create trigger article_titles_fts_insert after insert on articles begin
    insert into article_titles_fts(rowid, title, no, kind) values (new.id, new.title, new.no, new.kind);
  end`.execute(db);
  await sql`create trigger article_titles_fts_delete after delete on articles begin
    delete from article_titles_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger article_titles_fts_update after update of title, no, kind on articles begin
    update article_titles_fts set title = new.title, no = new.no, kind = new.kind where rowid = old.id;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("search_entries_match_idx").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists articles_title_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ["insert", "delete", "update"]) await sql.raw(`drop trigger if exists article_titles_fts_${trigger}`).execute(db);
  await sql`drop table if exists article_titles_fts`.execute(db);
}
