import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The back office's article lists walk a table of their rows kept by the database (decision 0147)
 * instead of every version of a kind, each tested for being its item's shown one: page 200 of
 * 50,000 news per language read 6,000 versions and looked up 4,000 of their items' others.
 *
 * `article_list_rows` holds, for every item of `articles` and every language of `languages`, the
 * version a list in that language shows: the item's version in the language, else in English
 * (`en_US`, the lists' fallback), else its first by language, with the columns the list's default
 * order reads (pinned first, then newest, then by number). Its order index answers a page on its
 * own, as the public lists' index does.
 *
 * Triggers keep it exact in the transaction of every write, whatever code writes (the server, the
 * seed commands, a restore's statements): a version added, removed, or changed in its kind, item
 * number, language, pin or creation time chooses its item's rows again (its old item's too when it
 * moves); a language added gets its rows, a language removed loses them. On PostgreSQL one
 * transaction at a time chooses an item's rows (a lock on the item's number for the transaction),
 * so that two changing versions of one item at once (pinning two of its versions, say) do not
 * each choose without the other's change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // On SQLite the rows are kept in their key's order (`without rowid`): a row looked up by its
  // item's number and language is read from that index alone.
  await db.schema
    .createTable("article_list_rows")
    .addColumn("no", "integer", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("kind", "varchar(32)", (column) => column.notNull())
    .addColumn("version_id", "integer", (column) => column.notNull())
    .addColumn("top", "integer", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("article_list_rows_pkey", ["no", "lang"])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createIndex("article_list_rows_order_idx")
    .on("article_list_rows")
    .columns(["kind", "lang", "top", "created_at", "no", "version_id"])
    .execute();

  // The version of the item `item.no` a list in `lang` shows. On SQLite each is a look-up of the
  // unique (number, language) index, as the lists made it; PostgreSQL orders the item's few versions.
  const version = (condition: string) => `(select version.id from articles as version where version.no = item.no ${condition})`;
  const shown = (lang: string) =>
    postgres
      ? version(`order by case when version.lang = ${lang} then 0 when version.lang = 'en_US' then 1 else 2 end, version.lang limit 1`)
      : `coalesce(${version(`and version.lang = ${lang}`)}, ${version("and version.lang = 'en_US'")}, ${version("order by version.lang limit 1")})`;
  /** The rows of the items `items` (a table of their numbers) in each language, or in `newLanguage` alone. */
  const rowsOf = (items: string, newLanguage?: string) => {
    const lang = newLanguage ?? "languages.lang_code";
    return `insert into article_list_rows (no, lang, kind, version_id, top, created_at)
      select shown.no, ${lang}, shown.kind, shown.id, shown.top, shown.created_at
      from ${items} as item ${newLanguage ? "" : "cross join languages"} join articles as shown on shown.id = ${shown(lang)};`;
  };
  const everyItem = "(select distinct no from articles)";
  await sql.raw(rowsOf(everyItem)).execute(db);

  if (postgres) {
    await sql
      .raw(
        `create function article_list_rows_follow() returns trigger language plpgsql as $$
      declare
        numbers integer[] := case tg_op when 'INSERT' then array[new.no] when 'DELETE' then array[old.no] else array[old.no, new.no] end;
      begin
        perform pg_advisory_xact_lock(hashtext('article_list_rows'), item.no) from (select distinct unnest(numbers) as no order by 1) as item;
        delete from article_list_rows where no = any(numbers);
        ${rowsOf("(select distinct unnest(numbers) as no)")}
        return null;
      end
    $$`,
      )
      .execute(db);
    await sql`create trigger article_list_rows_follow after insert or delete or update of kind, no, lang, top, created_at on articles
      for each row execute function article_list_rows_follow()`.execute(db);
    await sql
      .raw(
        `create function article_list_rows_languages() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          delete from article_list_rows where lang = old.lang_code;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${rowsOf(everyItem, "new.lang_code")}
        end if;
        return null;
      end
    $$`,
      )
      .execute(db);
    await sql`create trigger article_list_rows_languages after insert or delete or update of lang_code on languages
      for each row execute function article_list_rows_languages()`.execute(db);
    return;
  }
  const chosenAgain = (...numbers: string[]) =>
    `delete from article_list_rows where no in (${numbers.join(", ")});
    ${rowsOf(`(${numbers.map((no) => `select ${no} as no`).join(" union ")})`)}`;
  const trigger = (name: string, when: string, body: string) =>
    sql.raw(`create trigger article_list_rows_${name} ${when} begin ${body} end`).execute(db);
  await trigger("insert", "after insert on articles", chosenAgain("new.no"));
  await trigger("delete", "after delete on articles", chosenAgain("old.no"));
  await trigger("update", "after update of kind, no, lang, top, created_at on articles", chosenAgain("old.no", "new.no"));
  const languageGone = "delete from article_list_rows where lang = old.lang_code;";
  await trigger("language_insert", "after insert on languages", rowsOf(everyItem, "new.lang_code"));
  await trigger("language_delete", "after delete on languages", languageGone);
  await trigger("language_update", "after update of lang_code on languages", `${languageGone} ${rowsOf(everyItem, "new.lang_code")}`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists article_list_rows_follow on articles`.execute(db);
    await sql`drop trigger if exists article_list_rows_languages on languages`.execute(db);
    await sql`drop function if exists article_list_rows_follow()`.execute(db);
    await sql`drop function if exists article_list_rows_languages()`.execute(db);
  } else {
    for (const trigger of ["insert", "delete", "update", "language_insert", "language_delete", "language_update"]) {
      await sql.raw(`drop trigger if exists article_list_rows_${trigger}`).execute(db);
    }
  }
  await db.schema.dropTable("article_list_rows").execute();
}
