import { z } from "zod";
import { CATALOG_TYPE } from "./article-kinds.ts";
import { idParams, singleLineText, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { langSchema, refIdSchema, translatedBody, versionKeyShape } from "./translated.ts";

export const CATALOG_NAME_MAX = 200;

/** `type` in a JSON body. */
const catalogTypeSchema = z.literal([CATALOG_TYPE.NEWS, CATALOG_TYPE.CASES]);
/** `type` in a query string. */
const catalogTypeQuery = z.coerce.number().pipe(catalogTypeSchema);

/** One language version of a folder. `parentId` 0 means top level. */
export const catalogSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  name: z.string(),
  type: catalogTypeSchema,
  parentId: z.number().int(),
  sort: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Catalog = z.infer<typeof catalogSchema>;

/** A folder with its sub-folders, as the trees of one language answer it. */
export interface CatalogNode extends Catalog {
  childrenList: CatalogNode[];
}
export const catalogNodeSchema: z.ZodType<CatalogNode> = catalogSchema.extend({
  get childrenList() {
    return z.array(catalogNodeSchema);
  },
});

/** One folder version with all versions of the same folder, for the editor. */
export const catalogDetailSchema = catalogSchema.extend({ versions: z.array(catalogSchema) });
export type CatalogDetail = z.infer<typeof catalogDetailSchema>;

const catalogVersionShape = {
  lang: langSchema,
  name: singleLineText(CATALOG_NAME_MAX).min(1),
  type: catalogTypeSchema,
  /** The parent folder's version in the same language; 0 or absent: top level. */
  parentId: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
};

/** POST: the versions of a new folder. */
export const catalogCreateBody = translatedBody(z.object(catalogVersionShape));
/** PUT: the full set of versions of one folder; existing versions carry their id. */
export const catalogUpdateBody = translatedBody(z.object({ ...catalogVersionShape, ...versionKeyShape }));
export type CatalogVersionInput = z.output<typeof catalogUpdateBody>[number];

export const catalogTreeQuery = z.object({
  type: catalogTypeQuery,
  /** The language of the tree; default en_US. */
  lang: langSchema.optional(),
});

/**
 * `PUT /admin/catalog/sort`. With `sourceId` and `targetId` only (the specification's call): the
 * source folder takes the target folder's place among the target's siblings. With `parentId` too,
 * the move is explicit: the source goes under that folder (null or 0: the top level), at the
 * target's place among its sub-folders, or after the last one when no target is given (the only
 * way into a folder without sub-folders). Either way it is one write, in every language.
 */
export const catalogSortBody = z
  .object({
    /** The folder to move (any of its versions). */
    sourceId: refIdSchema,
    /** The folder whose place it takes (any of its versions); optional only with `parentId`. */
    targetId: refIdSchema.optional(),
    /** The new parent: its version in the source version's language; null or 0: top level. */
    parentId: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.targetId === undefined && body.parentId === undefined) {
      // Worded like any missing field: "targetId is required".
      context.addIssue({ code: "invalid_type", expected: "number", input: undefined, path: ["targetId"] });
    }
  });
export type CatalogSortInput = z.output<typeof catalogSortBody>;

export const catalogEndpoints = {
  tree: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/catalog",
    query: catalogTreeQuery,
    result: z.array(catalogNodeSchema),
  }),
  create: defineEndpoint({
    method: "POST",
    access: "content.write",
    path: "/admin/catalog",
    body: catalogCreateBody,
    result: z.array(catalogSchema),
  }),
  update: defineEndpoint({
    method: "PUT",
    access: "content.translate",
    path: "/admin/catalog",
    body: catalogUpdateBody,
    result: z.array(catalogSchema),
  }),
  /** Moves a folder to another's place, or under a given parent; the order is the same in every language. */
  sort: defineEndpoint({ method: "PUT", access: "content.write", path: "/admin/catalog/sort", body: catalogSortBody, result: z.null() }),
  /** Removes the folder in every language; refused while any version holds articles or sub-folders. */
  remove: defineEndpoint({ method: "DELETE", access: "content.write", path: "/admin/catalog/:id", params: idParams, result: z.null() }),
  detail: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/catalog/:id",
    params: idParams,
    result: catalogDetailSchema,
  }),
  /** The folder tree of the request's language (`lang` header). */
  publicTree: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/catalog",
    query: z.object({ type: catalogTypeQuery }),
    result: z.array(catalogNodeSchema),
  }),
};
