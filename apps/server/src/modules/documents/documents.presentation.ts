// What the back office's and the site's answers about legal documents share: the names and a row as the contract's document.
import { isDocumentName, type DocumentName, type LegalDocument } from "@lawfirm/contract";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import type * as documents from "./documents.repository.ts";

/** What a document version's draft and revisions keep. */
export interface DocumentFields {
  title: string;
  content: string;
}

/** A name that is not one of the legal documents is a page that does not exist. */
export function documentName(name: string): DocumentName {
  if (!isDocumentName(name)) throw notFound(message("document.unknownName", { name: name.slice(0, 100) }));
  return name;
}

export function toDocument(name: DocumentName, row: documents.DocumentRow, langs: string[]): LegalDocument {
  return { name, lang: row.lang, title: row.title, content: row.content, updateTime: row.updatedAt, langs };
}
