import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The back office's article lists count their items from a table kept by the database itself
 * (decision 0100) instead of counting the distinct item numbers of a kind's index entries, which
 * grew with the content (22–144 ms at 50,000 news per language). `article_counts` holds, per kind,
 * the items (`lang` empty) and the items with a version in each language (`lang` set; a language
 * has at most one version of an item). Triggers on `articles` keep it exact in the transaction of
 * every write, whatever code writes (the server, the seed commands, a restore's statements): a
 * version added counts its language, and its item when it is the item's first; a version removed
 * the reverse; a version whose kind, number or language changes is both. On PostgreSQL the
 * trigger locks the kind's row before it looks for the item's other versions, so that two
 * transactions adding (or removing) versions of one item at once count it once.
 *
 * Also, for the site search (decision 0100), on SQLite: a second full-text table over the entries
 * of the kinds whose number follows the firm rather than its news (people, practice areas, job
 * openings, legal documents, honors), kept by triggers on `search_entries` like the first. The
 * search finds those kinds' matches there, all of them, without walking every match of a word
 * that most news hold; news and case analyses are found in the first table, newest first, up to
 * a bound. PostgreSQL finds each kind's entries through its indexes as before.
 */
/** The search's kinds found in `search_small_fts` (as the search names them in this version; frozen here). */
const SMALL_KINDS = sql.raw("('person', 'practiceArea', 'opening', 'document', 'honor')");

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("article_counts")
    .addColumn("kind", "varchar(32)", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("items", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("article_counts_pkey", ["kind", "lang"])
    .execute();
  await sql`insert into article_counts (kind, lang, items) select kind, lang, count(*) from articles group by kind, lang`.execute(db);
  await sql`insert into article_counts (kind, lang, items) select kind, '', count(distinct no) from articles group by kind`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function article_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update article_counts set items = items - 1 where kind = old.kind and lang = old.lang;
          perform 1 from article_counts where kind = old.kind and lang = '' for update;
          if not exists (select 1 from articles where no = old.no and id <> old.id) then
            update article_counts set items = items - 1 where kind = old.kind and lang = '';
          end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into article_counts (kind, lang, items) values (new.kind, new.lang, 1)
            on conflict (kind, lang) do update set items = article_counts.items + 1;
          insert into article_counts (kind, lang, items) values (new.kind, '', 0) on conflict (kind, lang) do nothing;
          perform 1 from article_counts where kind = new.kind and lang = '' for update;
          if not exists (select 1 from articles where no = new.no and id <> new.id) then
            update article_counts set items = items + 1 where kind = new.kind and lang = '';
          end if;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger article_counts_follow after insert or delete or update of kind, no, lang on articles
      for each row execute function article_counts_follow()`.execute(db);
    return;
  }
  const added = (row: "new") =>
    sql.raw(`insert into article_counts (kind, lang, items) values (${row}.kind, ${row}.lang, 1)
      on conflict (kind, lang) do update set items = items + 1;
    insert into article_counts (kind, lang, items)
      select ${row}.kind, '', 1 where not exists (select 1 from articles where no = ${row}.no and id <> ${row}.id)
      on conflict (kind, lang) do update set items = items + 1;`);
  const removed = (row: "old") =>
    sql.raw(`update article_counts set items = items - 1 where kind = ${row}.kind and lang = ${row}.lang;
    update article_counts set items = items - 1
      where kind = ${row}.kind and lang = '' and not exists (select 1 from articles where no = ${row}.no and id <> ${row}.id);`);
  await sql`create virtual table search_small_fts using fts5(title_key, body_key, words, content='search_entries', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into search_small_fts(rowid, title_key, body_key, words)
    select id, title_key, body_key, words from search_entries where kind in ${SMALL_KINDS}`.execute(db);
  await sql`create trigger search_small_fts_insert after insert on search_entries when new.kind in ${SMALL_KINDS} begin
    insert into search_small_fts(rowid, title_key, body_key, words) values (new.id, new.title_key, new.body_key, new.words);
  end`.execute(db);
  await sql`create trigger search_small_fts_delete after delete on search_entries when old.kind in ${SMALL_KINDS} begin
    insert into search_small_fts(search_small_fts, rowid, title_key, body_key, words) values ('delete', old.id, old.title_key, old.body_key, old.words);
  end`.execute(db);
  await sql`create trigger search_small_fts_update after update on search_entries when old.kind in ${SMALL_KINDS} or new.kind in ${SMALL_KINDS} begin
    insert into search_small_fts(search_small_fts, rowid, title_key, body_key, words)
      select 'delete', old.id, old.title_key, old.body_key, old.words where old.kind in ${SMALL_KINDS};
    insert into search_small_fts(rowid, title_key, body_key, words)
      select new.id, new.title_key, new.body_key, new.words where new.kind in ${SMALL_KINDS};
  end`.execute(db);

  await sql`create trigger article_counts_insert after insert on articles begin ${added("new")} end`.execute(db);
  await sql`create trigger article_counts_delete after delete on articles begin ${removed("old")} end`.execute(db);
  await sql`create trigger article_counts_update after update of kind, no, lang on articles begin ${removed("old")} ${added("new")} end`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists article_counts_follow on articles`.execute(db);
    await sql`drop function if exists article_counts_follow()`.execute(db);
  } else {
    for (const trigger of ["insert", "delete", "update"]) await sql.raw(`drop trigger if exists article_counts_${trigger}`).execute(db);
    for (const trigger of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists search_small_fts_${trigger}`).execute(db);
    }
    await sql`drop table if exists search_small_fts`.execute(db);
  }
  await db.schema.dropTable("article_counts").execute();
}
