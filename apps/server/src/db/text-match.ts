import { sql, type RawBuilder } from "kysely";
import { isPostgres, type Executor } from "./database.ts";

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern that finds `term` anywhere; `%`, `_` and `\` in the term match themselves (use with `escape '\'`). */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A LIKE pattern that finds what begins with `term`; `%`, `_` and `\` in the term match themselves (use with `escape '\'`). */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

/** `column like pattern escape '\'`, the same on SQLite and PostgreSQL. */
export function likeEscaped(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** `lower(column) like pattern escape '\'`: letter case ignored (give the pattern in lower case). */
export function lowerLikeEscaped(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * The id of the version of the item numbered `no` to show from `table`: its version in `lang`, else
 * in `fallback`, else the first of its others by language, as a list asks it for each of its rows.
 * On SQLite each is one look-up of the table's unique (number, language) index, with no sort
 * (decision 0118); PostgreSQL orders the item's few versions, which its planner weighs as one row
 * (three look-ups there make it guess the walk of a list longer than it is).
 */
export function shownVersionId(db: Executor, table: "articles" | "people", no: string, lang: string, fallback: string): RawBuilder<number> {
  const version = (condition: RawBuilder<unknown>) =>
    sql<number>`(select shown.id from ${sql.table(table)} as shown where shown.no = ${sql.ref(no)} ${condition})`;
  return isPostgres(db)
    ? version(sql`order by ${languagePreference("shown.lang", lang, fallback)}, shown.lang limit 1`)
    : sql<number>`coalesce(${version(sql`and shown.lang = ${lang}`)}, ${version(sql`and shown.lang = ${fallback}`)}, ${version(sql`order by shown.lang limit 1`)})`;
}

/**
 * Whether a row of `table` (its `id`, `no` and `lang`) is the version of its item to show
 * (`shownVersionId`). A version in `lang` always is: SQLite tests that first and looks nothing up
 * for it, so that a list's walk looks up its other rows alone (decision 0145; the people's list,
 * while the article lists walk the rows the database keeps, decision 0147). PostgreSQL plans the
 * comparison alone.
 */
export function isShownVersion(db: Executor, table: "articles" | "people", lang: string, fallback: string): RawBuilder<boolean> {
  const shown = sql<boolean>`${sql.ref(`${table}.id`)} = ${shownVersionId(db, table, `${table}.no`, lang, fallback)}`;
  return isPostgres(db) ? shown : sql<boolean>`(${sql.ref(`${table}.lang`)} = ${lang} or ${shown})`;
}

/**
 * Orders the versions of an item for "the version to show": `lang` first, then `fallback`, then
 * the others (add `orderBy(lang)` after it for a stable choice among those).
 */
export function languagePreference(column: string, lang: string, fallback: string): RawBuilder<number> {
  return sql<number>`case when ${sql.ref(column)} = ${lang} then 0 when ${sql.ref(column)} = ${fallback} then 1 else 2 end`;
}
