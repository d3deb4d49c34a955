import { z } from "zod";
import { idParams, pagedQuery } from "./common.ts";
import { bulkEndpoint, listRowEditTagShape } from "./bulk.ts";
import type { ContentKindRights } from "./content-kinds.ts";
import { defineEndpoint, RICH_TEXT_BODY_LIMIT } from "./endpoint.ts";
import { pageMetaAnswerShape } from "./page-meta.ts";
import {
  draftAndRevisionSchemas,
  PUBLISH_STATES,
  publicationShape,
  publishingEndpoints,
  revisionEndpoints,
  saveQuerySchema,
} from "./publishing.ts";
import { langSchema, noParams } from "./translated.ts";

/**
 * What a translated publishable kind with page fields (practice areas, job openings, events) has
 * in the back office, written once (decision 0089): its version as the editor reads it, its
 * drafts and revisions, its list's rows and the endpoint table of its back-office calls. A kind
 * declares only its own shapes: its version's answer, the fields a draft keeps, its bodies and its
 * list row's.
 */

/**
 * A version as the back office reads it (its answer `item`, what only the back office sees of it,
 * its page fields, its publication window and its draft), one version with all of them (`detail`),
 * and the draft and revision of its fields' `shape` (decision 0035).
 */
export function versionSchemas<
  TItem extends z.ZodRawShape,
  TFields extends z.ZodRawShape,
  TBackOffice extends z.ZodRawShape = Record<never, never>,
>(item: z.ZodObject<TItem>, fieldsShape: TFields, backOfficeShape: TBackOffice = {} as TBackOffice) {
  const { draft, revision } = draftAndRevisionSchemas(fieldsShape);
  const version = item.extend({ ...backOfficeShape, ...pageMetaAnswerShape, ...publicationShape, draft: draft.nullable() });
  const detail = version.extend({ versions: z.array(version) });
  return { draft, revision, version, detail };
}

/** A row of the back office's list: the row's version with its item's languages, its window, whether it has a draft, its edit tag. */
export function adminRowSchema<TRow extends z.ZodRawShape>(row: z.ZodObject<TRow>) {
  return row.extend({
    /** The languages the item exists in. */
    languages: z.array(z.string()),
    ...publicationShape,
    /** Whether the row's version has an edit not yet published. */
    hasDraft: z.boolean(),
    ...listRowEditTagShape,
  });
}

/** The back office's list query of a kind that has no filters of its own: the shown version's language and publication state. */
const adminListQuery = pagedQuery({ lang: langSchema.optional(), publishState: z.enum(PUBLISH_STATES).optional() });

/**
 * The back-office calls of such a kind under `admin` (`/admin/{segment}`): its list (one row per
 * item in the `lang` version, default en_US, else any; only items in `publishState` when given;
 * a kind with filters of its own gives its `listQuery`),
 * create and update (drafts or published at once), delete (in every language), one version with all
 * of them by id, every version by `no` (decision 0060), publishing, revisions and bulk actions.
 */
export function translatedKindEndpoints<
  TVersion extends z.ZodType,
  TDetail extends z.ZodType,
  TRevision extends z.ZodType,
  TRow extends z.ZodType,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TListQuery extends z.ZodType = typeof adminListQuery,
>(
  admin: string,
  kind: {
    schemas: { version: TVersion; detail: TDetail; revision: TRevision };
    adminRow: TRow;
    createBody: TCreate;
    updateBody: TUpdate;
    rights: ContentKindRights;
    listQuery?: TListQuery;
  },
) {
  const { schemas, rights } = kind;
  const versions = z.array(schemas.version);
  return {
    list: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: admin,
      query: (kind.listQuery ?? adminListQuery) as TListQuery,
      paged: true,
      result: z.array(kind.adminRow),
    }),
    create: defineEndpoint({
      method: "POST",
      access: rights.versions,
      path: admin,
      query: saveQuerySchema,
      body: kind.createBody,
      result: versions,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      editTag: true,
    }),
    update: defineEndpoint({
      method: "PUT",
      access: rights.versions,
      path: admin,
      query: saveQuerySchema,
      body: kind.updateBody,
      result: versions,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      editTag: true,
    }),
    remove: defineEndpoint({
      method: "DELETE",
      access: rights.structure,
      path: `${admin}/:id`,
      params: idParams,
      result: z.null(),
    }),
    detail: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/detail/:id`,
      params: idParams,
      result: schemas.detail,
      editTag: true,
    }),
    item: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/item/:no`,
      params: noParams,
      result: versions,
      editTag: true,
    }),
    ...publishingEndpoints(admin, versions, rights),
    ...revisionEndpoints(admin, schemas.revision, versions, rights),
    /** Publishes, unpublishes or deletes the selected items, one by one (decision 0056). */
    bulk: bulkEndpoint(admin, rights.versions),
  };
}
