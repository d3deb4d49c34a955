import { DOCUMENT_CONTENT_MAX, documentEndpoints, type DocumentInput, type LegalDocumentVersion } from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { invalidRequest, notFound } from "../../errors.ts";
import { cleanRichText } from "../../http/rich-text.ts";
import { message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { assertSavedUploads, richTextPicturesAt } from "../media/saved-uploads.ts";
import { assertMayWriteLanguage } from "../translations/language-limit.ts";
import { inTransaction } from "../translations/translated-items.ts";
import { draftAnswer, findDrafts } from "../publishing/drafts.repository.ts";
import { publicationOf } from "../publishing/publication.ts";
import { assertUnchangedSince } from "../publishing/edit-tags.ts";
import * as publishing from "../publishing/versions.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PublishableKind, Writer } from "../publishing/versions.ts";
import { fieldsAsStored, type KindPublishing } from "../publishing/publishing.routes.ts";
import * as documents from "./documents.repository.ts";
import { documentName, toDocument, type DocumentFields } from "./documents.presentation.ts";
import { refreshSearchDocuments } from "../search/search-index.ts";

const LABEL = message("entity.document");

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
    // A version not saved yet is its empty default to the editor (`getDocument`).
    await assertUnchangedSince(trx, writer.ifMatch, { label: LABEL, no: stored?.id ?? 0, revisions: documentVersions.table }, async () => [
      stored ? await versionById(trx, stored.id) : { id: null, lang: input.lang, updateTime: null },
    ]);
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
