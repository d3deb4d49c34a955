import { sql, type RawBuilder } from "kysely";

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
 * Orders the versions of an item for "the version to show": `lang` first, then `fallback`, then
 * the others (add `orderBy(lang)` after it for a stable choice among those).
 */
export function languagePreference(column: string, lang: string, fallback: string): RawBuilder<number> {
  return sql<number>`case when ${sql.ref(column)} = ${lang} then 0 when ${sql.ref(column)} = ${fallback} then 1 else 2 end`;
}
