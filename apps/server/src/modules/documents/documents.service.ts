import { FALLBACK_LOCALE, isDocumentName, type DocumentInput, type DocumentName, type LegalDocument } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { invalidRequest, notFound } from "../../errors.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { assertMayWriteLanguage, type LanguageLimit } from "../translations/language-limit.ts";
import * as documents from "./documents.repository.ts";
import { refreshSearchDocuments } from "../search/search-index.ts";

/** A name that is not one of the legal documents is a page that does not exist. */
function documentName(name: string): DocumentName {
  if (!isDocumentName(name)) throw notFound(message("document.unknownName", { name: name.slice(0, 100) }));
  return name;
}

function toDocument(name: DocumentName, row: documents.DocumentRow, langs: string[]): LegalDocument {
  return { name, lang: row.lang, title: row.title, content: row.content, updateTime: row.updatedAt, langs };
}

/** One language version for the editor; an empty default when it was not saved yet. */
export async function getDocument(db: Db, languages: LanguageRegistry, rawName: string, lang: string): Promise<LegalDocument> {
  const name = documentName(rawName);
  await languages.assertKnown(lang, "query.lang");
  const [row, langs] = await Promise.all([documents.findDocument(db, name, lang), documents.listDocumentLanguages(db, name)]);
  return row ? toDocument(name, row, langs) : { name, lang, title: "", content: "", updateTime: null, langs };
}

/** Creates or replaces one language version (a translator's only in its languages); the content is sanitised before it is stored. */
export async function saveDocument(
  db: Db,
  languages: LanguageRegistry,
  rawName: string,
  input: DocumentInput,
  limit: LanguageLimit,
): Promise<LegalDocument> {
  const name = documentName(rawName);
  assertMayWriteLanguage(limit, input.lang);
  await languages.assertKnown(input.lang);
  const content = sanitizeRichText(input.content);
  if (!content) {
    throw invalidRequest([{ field: "body.content", message: message("document.emptyAfterCleaning") }]);
  }
  await db.transaction().execute(async (trx) => {
    await documents.upsertDocument(trx, { name, lang: input.lang, title: input.title, content }, now());
    await refreshSearchDocuments(trx);
  });
  return getDocument(db, languages, name, input.lang);
}

/**
 * The version a visitor reads: in the request's language, else en_US, else the first language it
 * has (`lang` says which); 404 when the document has no version at all.
 */
export async function getPublicDocument(db: Db, rawName: string, lang: string): Promise<LegalDocument> {
  const name = documentName(rawName);
  const row =
    (await documents.findDocument(db, name, lang)) ??
    (lang === FALLBACK_LOCALE ? undefined : await documents.findDocument(db, name, FALLBACK_LOCALE)) ??
    (await documents.findFirstDocumentVersion(db, name));
  if (!row) throw notFound(message("document.notWritten", { name }));
  return toDocument(name, row, await documents.listDocumentLanguages(db, name));
}
