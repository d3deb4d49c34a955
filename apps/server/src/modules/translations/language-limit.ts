import { forbidden } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";

/**
 * The languages whose versions an account may write: `null` for every language (administrators
 * and editors), a translator's own languages otherwise. Every write of translated content takes
 * one, so that a writer that forgets it does not compile (docs/decisions/0024).
 */
export type LanguageLimit = ReadonlySet<string> | null;

const listOf = (limit: ReadonlySet<string>) => [...limit].sort().join(", ");

/** Refuses (403) a write of a version in a language outside the limit. */
export function assertMayWriteLanguage(limit: LanguageLimit, lang: string): void {
  if (limit && !limit.has(lang)) throw forbidden(message("rights.otherLanguage", { languages: listOf(limit), lang }));
}

/**
 * What a version holds as the back office reads it, without what changes on its own (the time of
 * the last save, who saved it, the view count).
 */
function contentOf(version: object): string {
  const { updateTime: _updateTime, operatorName: _operatorName, views: _views, ...content } = version as Record<string, unknown>;
  return JSON.stringify(content);
}

/**
 * The one check of a translator's write to an item's versions: the item's versions outside the
 * limit are the same after the write as before it, none added, none removed, none changed (a
 * change to what the versions share, such as a folder's parent or a person's spoken languages,
 * changes them all and is caught here too). `before` and `after` are the item's versions as the
 * back office reads them, read in the write's transaction, which the refusal rolls back.
 */
export function assertOtherLanguagesUnchanged(
  limit: LanguageLimit,
  before: readonly { lang: string }[],
  after: readonly { lang: string }[],
): void {
  if (!limit) return;
  const outside = (versions: readonly { lang: string }[]) =>
    new Map(versions.filter((version) => !limit.has(version.lang)).map((version) => [version.lang, contentOf(version)]));
  const was = outside(before);
  const is = outside(after);
  const languages = listOf(limit);
  for (const [lang, content] of was) {
    if (!is.has(lang)) throw forbidden(message("rights.otherLanguageRemoved", { languages, lang }));
    if (is.get(lang) !== content) throw forbidden(message("rights.otherLanguageChanged", { languages, lang }));
  }
  for (const lang of is.keys()) {
    if (!was.has(lang)) throw forbidden(message("rights.otherLanguageAdded", { languages, lang }));
  }
}
