import type { LoaderFunctionArgs } from "react-router";
import { ApiError, documentEndpoints, type LegalDocument } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { notFound } from "../../lib/route-params";
import { isDocumentName, type DocumentName } from "./documents";

export interface DocumentData {
  name: DocumentName;
  document: LegalDocument;
}

/**
 * Unknown names are the not-found page, and so is a document without a published version in any
 * language (decision 0035: a draft is not found); the server falls back to en_US and says which
 * language it answered.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<DocumentData> {
  const { name } = params;
  const page = pageContext({ request });
  if (!isDocumentName(name)) notFound();
  try {
    return { name, document: await api.call(documentEndpoints.publicGet, { params: { name } }, page) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
