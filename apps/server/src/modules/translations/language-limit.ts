import type { AdminSession } from "../../http/admin-session.ts";
import { forbidden } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";

/**
 * The languages whose versions an account may write: `null` for every language (administrators
 * and editors), a translator's own languages otherwise. Every write of translated content takes
 * one, so that a writer that forgets it does not compile (docs/decisions/0024).
 */
export type LanguageLimit = AdminSession["languageLimit"];

/** No limit: the writer may write every language (the demo loader, the seed commands). */
export const EVERY_LANGUAGE: LanguageLimit = null;

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
 * Refuses (403) a replacement of an item's versions that would add or remove a version outside
 * the limit: `stored` are the item's languages, `sent` those of the body.
 */
export function assertKeepsOtherLanguages(limit: LanguageLimit, stored: readonly string[], sent: readonly string[]): void {
  if (!limit) return;
  const languages = listOf(limit);
  const removed = stored.find((lang) => !limit.has(lang) && !sent.includes(lang));
  if (removed) throw forbidden(message("rights.otherLanguageRemoved", { languages, lang: removed }));
  const added = sent.find((lang) => !limit.has(lang) && !stored.includes(lang));
  if (added) throw forbidden(message("rights.otherLanguageAdded", { languages, lang: added }));
}

/**
 * Refuses (403) a write that changed a version outside the limit: each is the same after the
 * write as before it. A change to what all versions share (a folder's parent, a person's spoken
 * languages or job titles) changes them all and is caught here too. `before` and `after` are the
 * item's versions as the back office reads them, read inside the write's transaction, which the
 * refusal rolls back.
 */
export function assertOtherLanguagesUnchanged(
  limit: LanguageLimit,
  before: readonly { lang: string }[],
  after: readonly { lang: string }[],
): void {
  if (!limit) return;
  const contentAfter = new Map(after.map((version) => [version.lang, contentOf(version)]));
  const changed = before.find((version) => !limit.has(version.lang) && contentAfter.get(version.lang) !== contentOf(version));
  if (changed) throw forbidden(message("rights.otherLanguageChanged", { languages: listOf(limit), lang: changed.lang }));
}
