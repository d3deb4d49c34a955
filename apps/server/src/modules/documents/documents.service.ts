import {
  DOCUMENT_CONTENT_MAX,
  DOCUMENT_NAMES,
  documentEndpoints,
  FALLBACK_LOCALE,
  isDocumentName,
  type DocumentInput,
  type DocumentName,
  type LegalDocument,
  type LegalDocumentVersion,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { invalidRequest, notFound } from "../../errors.ts";
import { cleanRichText } from "../../http/rich-text.ts";
import { message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { assertSavedUploads, richTextPicturesAt } from "../media/saved-uploads.ts";
import { assertMayWriteLanguage } from "../translations/language-limit.ts";
import { inTransaction } from "../translations/translated-items.ts";
import { draftAnswer, findDrafts } from "../publishing/drafts.repository.ts";
import { publicationOf } from "../publishing/publication.ts";
import * as publishing from "../publishing/versions.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PublishableKind, Writer } from "../publishing/versions.ts";
import { fieldsAsStored, type KindPublishing } from "../publishing/publishing.routes.ts";
import * as documents from "./documents.repository.ts";
import { refreshSearchDocuments } from "../search/search-index.ts";

const LABEL = message("entity.document");

/** What a document version's draft and revisions keep. */
interface DocumentFields {
  title: string;
  content: string;
}

/** A name that is not one of the legal documents is a page that does not exist. */
function documentName(name: string): DocumentName {
  if (!isDocumentName(name)) throw notFound(message("document.unknownName", { name: name.slice(0, 100) }));
  return name;
}

function toDocument(name: DocumentName, row: documents.DocumentRow, langs: string[]): LegalDocument {
  return { name, lang: row.lang, title: row.title, content: row.content, updateTime: row.updatedAt, langs };
}

/**
 * Legal document versions as the publishing rules read and write them (decision 0035): each
 * language's version is a row of its own, its id the item's number.
 */
const documentVersions: PublishableKind<DocumentFields> = {
  table: PUBLISHABLE_KINDS.document.table,
  label: LABEL,
  findPublication: (db, id) => documents.findPublication(db, id),
  async liveFields(db, id) {
    const row = await documents.findDocumentById(db, id);
    return row && { title: row.title, content: row.content };
  },
  writeFields: (db, id, fields, { at }) => documents.updateDocument(db, id, fields, at),
  publishable: async (_db, fields) => fields,
  datedByPublication: false,
  refreshSearch: (db, id) => refreshSearchDocuments(db, [id]),
};

/** A saved version as the back office reads it: with its id, window, draft and every saved language. */
async function versionOf(db: Executor, row: documents.DocumentRow): Promise<LegalDocumentVersion> {
  const name = documentName(row.name);
  const [langs, drafts] = await Promise.all([
    documents.listDocumentLanguages(db, name, false),
    findDrafts<DocumentFields>(db, "legalDocuments", [row.id]),
  ]);
  return { ...toDocument(name, row, langs), id: row.id, ...publicationOf(row), draft: draftAnswer(drafts.get(row.id)) };
}

async function versionById(db: Executor, id: number): Promise<LegalDocumentVersion> {
  const row = await documents.findDocumentById(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  return versionOf(db, row);
}

/** The publishing calls of legal documents (decision 0035): each answers the version, its own item. */
export const documentPublishing: KindPublishing<DocumentFields, LegalDocumentVersion, DocumentFields> = {
  kind: documentVersions,
  versions: versionById,
  revisionFields: fieldsAsStored,
  endpoints: documentEndpoints,
};

/** One language version for the editor; an empty default (a draft without id) when it was not saved yet. */
export async function getDocument(db: Db, languages: LanguageRegistry, rawName: string, lang: string): Promise<LegalDocumentVersion> {
  const name = documentName(rawName);
  await languages.assertKnown(lang, "query.lang");
  const row = await documents.findDocument(db, name, lang);
  if (row) return versionOf(db, row);
  const langs = await documents.listDocumentLanguages(db, name, false);
  return {
    name,
    lang,
    title: "",
    content: "",
    updateTime: null,
    langs,
    id: null,
    publishState: "draft",
    publishAt: null,
    unpublishAt: null,
    draft: null,
  };
}

/**
 * Creates or replaces one language version (a translator's only in its languages); the content is
 * sanitised before it is stored. A new version is a draft when `writer` saves drafts, else public
 * at once; an edit of a published or scheduled version is then its draft (decision 0035).
 */
export async function saveDocument(
  db: Db,
  languages: LanguageRegistry,
  rawName: string,
  input: DocumentInput,
  writer: Writer,
): Promise<LegalDocumentVersion> {
  const name = documentName(rawName);
  assertMayWriteLanguage(writer.limit, input.lang);
  await languages.assertKnown(input.lang);
  const content = await cleanRichText({ html: input.content, field: "body.content", lang: input.lang, maxLength: DOCUMENT_CONTENT_MAX });
  if (!content) {
    throw invalidRequest([{ field: "body.content", message: message("document.emptyAfterCleaning") }]);
  }
  const fields = { title: input.title, content };
  return inTransaction(db, LABEL, async (trx) => {
    const at = now();
    const stored = await documents.findDocument(trx, name, input.lang);
    let id: number;
    if (stored) {
      id = stored.id;
      await publishing.writeVersion(trx, documentVersions, id, fields, { ...writer, at, action: "save" });
    } else {
      id = await documents.insertDocument(trx, { name, lang: input.lang, ...fields, publishAt: writer.asDraft ? null : at }, at);
      await publishing.recordRevision(trx, documentVersions, id, "save", writer, at);
    }
    await assertSavedUploads(trx, richTextPicturesAt("body.content", content));
    await refreshSearchDocuments(trx, [id]);
    return versionById(trx, id);
  });
}

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
