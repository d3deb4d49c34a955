import { z } from "zod";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { defineEndpoint, RICH_TEXT_BODY_LIMIT } from "./endpoint.ts";
import { richTextSchema } from "./rich-text.ts";
import { singleLineText, timestampSchema } from "./common.ts";
import { draftAndRevisionSchemas, publicationShape, publishingEndpoints, revisionEndpoints, saveQuerySchema } from "./publishing.ts";

/** The legal documents: privacy policy, terms and conditions, the German legal notice and the accessibility statement (decision 0067). */
export const DOCUMENT_NAMES = ["privacy", "terms", "impressum", "accessibility"] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export function isDocumentName(value: unknown): value is DocumentName {
  return typeof value === "string" && (DOCUMENT_NAMES as readonly string[]).includes(value);
}

export const DOCUMENT_TITLE_MAX = 200;
/** Within the rich-text body limit (RICH_TEXT_BODY_LIMIT), so that the field says when it is too long. */
export const DOCUMENT_CONTENT_MAX = 400_000;

/** One language version of a legal document. */
export const legalDocumentSchema = z.object({
  name: z.enum(DOCUMENT_NAMES),
  /** The language of this version (on the public endpoint: the one answered, maybe a fallback). */
  lang: z.string(),
  title: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
  /** When this version was last saved; null for the empty default of a version not saved yet. */
  updateTime: timestampSchema.nullable(),
  /** Every language this document has a saved version in. */
  langs: z.array(z.string()),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** What a document version's drafts and revisions keep: its title and content (their facts: `DOCUMENT_FIELDS`, content-kinds.ts). */
const documentFieldsShape = {
  title: z.string(),
  content: z.string(),
};
export type LegalDocumentFields = z.infer<z.ZodObject<typeof documentFieldsShape>>;

const { draft: documentDraftSchema, revision: documentRevisionSchema } = draftAndRevisionSchemas(documentFieldsShape);
export type LegalDocumentDraft = z.infer<typeof documentDraftSchema>;
export type LegalDocumentRevision = z.infer<typeof documentRevisionSchema>;

/**
 * One language version as the back office reads it: its id (null for the empty default of a
 * version not saved yet, a draft), publication window and draft (decision 0035); `langs` names
 * every saved version, public or not. Visitors get none of these and only public versions' `langs`.
 */
export const legalDocumentVersionSchema = legalDocumentSchema.extend({
  id: z.number().int().nullable(),
  ...publicationShape,
  draft: documentDraftSchema.nullable(),
});
export type LegalDocumentVersion = z.infer<typeof legalDocumentVersionSchema>;

/**
 * The document's name: checked by the server, which answers 404 for a name that is not one of
 * `DOCUMENT_NAMES` (a missing page, not a malformed request).
 */
export const documentParams = z.object({ name: z.string() });

export const documentAdminQuery = z.object({ lang: z.string().trim().min(1).max(16) });
export const documentPublicQuery = z.object({ lang: z.string().optional() });

/** `PUT /admin/docs/{name}`: creates or replaces one language version. */
export const documentBody = z.object({
  lang: z.string().trim().min(1).max(16),
  title: singleLineText(DOCUMENT_TITLE_MAX).min(1),
  content: richTextSchema(DOCUMENT_CONTENT_MAX).trim().min(1),
});
export type DocumentInput = z.output<typeof documentBody>;

/** What its writes need, as `CONTENT_KINDS` declares it. */
const { rights } = CONTENT_KINDS.document;

export const documentEndpoints = {
  /** One language version; an empty default (updateTime null) when it was not saved yet. */
  get: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/docs/:name",
    params: documentParams,
    query: documentAdminQuery,
    result: legalDocumentVersionSchema,
    editTag: true,
  }),
  /**
   * Creates or replaces one language version: with `saveAs=draft` (the back office) a new version
   * is a draft and an edit of a published one its draft; without it, published at once (decision 0035).
   */
  save: defineEndpoint({
    method: "PUT",
    access: rights.versions,
    path: "/admin/docs/:name",
    params: documentParams,
    query: saveQuerySchema,
    body: documentBody,
    result: legalDocumentVersionSchema,
    bodyLimit: RICH_TEXT_BODY_LIMIT,
    editTag: true,
  }),
  /** `PUT /admin/docs/publish` and the others: by the version's id; the static paths come before `:name`. */
  ...publishingEndpoints("/admin/docs", legalDocumentVersionSchema, rights),
  /** `GET /admin/docs/revisions`, `/revision` and `PUT /admin/docs/restore-revision`: static paths too; Restore answers the version. */
  ...revisionEndpoints("/admin/docs", documentRevisionSchema, legalDocumentVersionSchema, rights),
  /**
   * The published version in the request's language, else en_US, else any language (`lang` says
   * which); 404 when the document has no published version at all.
   */
  publicGet: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/docs/:name",
    params: documentParams,
    query: documentPublicQuery,
    result: legalDocumentSchema,
  }),
};
