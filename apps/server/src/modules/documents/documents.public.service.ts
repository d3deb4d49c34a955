import { DOCUMENT_NAMES, FALLBACK_LOCALE, type DocumentName, type LegalDocument } from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import * as documents from "./documents.repository.ts";
import { documentName, toDocument, type DocumentFields } from "./documents.presentation.ts";

/**
 * The version of `name` in `lang` a preview shows (decision 0035, slice 5), whatever its state and
 * with its draft's title and content; undefined when `id` is another document's or language's.
 */
async function previewedDocumentRow(db: Executor, name: DocumentName, lang: string, id: number) {
  const row = await documents.findDocumentById(db, id);
  if (row?.name !== name || row.lang !== lang) return undefined;
  const draft = (await findDrafts<DocumentFields>(db, "legalDocuments", [id])).get(id);
  return draft ? { ...row, ...draft.fields } : row;
}

/**
 * The published version a visitor reads: in the request's language, else en_US, else the first
 * language it has one in (`lang` says which); 404 when the document has no published version. In
 * the preview of a version of it in `lang` (`previewedId`), that version.
 */
export async function getPublicDocument(db: Db, rawName: string, lang: string, previewedId?: number): Promise<LegalDocument> {
  const name = documentName(rawName);
  const previewed = previewedId === undefined ? undefined : await previewedDocumentRow(db, name, lang, previewedId);
  const row =
    previewed ??
    (await documents.findPublicDocument(db, name, lang)) ??
    (lang === FALLBACK_LOCALE ? undefined : await documents.findPublicDocument(db, name, FALLBACK_LOCALE)) ??
    (await documents.findFirstPublicDocumentVersion(db, name));
  if (!row) throw notFound(message("document.notWritten", { name }));
  // Its pictures are served as a screen needs them, with the library's alt texts (decisions 0034 and 0036).
  const [langs, servePictures] = await Promise.all([
    documents.listDocumentLanguages(db, name, true),
    serveRichTextPictures(db, [row.content], row.lang),
  ]);
  // A previewed version not public yet is among its document's languages, as it will be.
  return toDocument(name, { ...row, content: servePictures(row.content) }, previewed && !langs.includes(lang) ? [...langs, lang] : langs);
}

/**
 * The documents a visitor can open (a published version in some language); in the preview of a
 * document's version (`previewedId`), that document too, as it will be once published.
 */
export async function listPublicDocumentNames(db: Executor, previewedId?: number): Promise<DocumentName[]> {
  const names = new Set(await documents.listPublicDocumentNames(db));
  const previewed = previewedId === undefined ? undefined : await documents.findDocumentById(db, previewedId);
  if (previewed) names.add(previewed.name);
  return DOCUMENT_NAMES.filter((name) => names.has(name));
}
