import { z } from "zod";
import { idParams, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { itemSortBody, langSchema, translatedBody, versionKeyShape } from "./translated.ts";

/** Folder (catalog) types: which kind of article a folder holds. */
export const CATALOG_TYPE = { NEWS: 0, CASES: 1 } as const;
export type CatalogType = (typeof CATALOG_TYPE)[keyof typeof CATALOG_TYPE];

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
  name: z.string().trim().min(1).max(CATALOG_NAME_MAX),
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

/** The folder to move takes the target folder's place among the target's siblings. */
export const catalogSortBody = itemSortBody;

export const catalogEndpoints = {
  tree: defineEndpoint({ method: "GET", path: "/admin/catalog", query: catalogTreeQuery, result: z.array(catalogNodeSchema) }),
  create: defineEndpoint({ method: "POST", path: "/admin/catalog", body: catalogCreateBody, result: z.array(catalogSchema) }),
  update: defineEndpoint({ method: "PUT", path: "/admin/catalog", body: catalogUpdateBody, result: z.array(catalogSchema) }),
  /** Moves a folder to another's place; the order is the same in every language. */
  sort: defineEndpoint({ method: "PUT", path: "/admin/catalog/sort", body: catalogSortBody, result: z.null() }),
  /** Removes the folder in every language; refused while any version holds articles or sub-folders. */
  remove: defineEndpoint({ method: "DELETE", path: "/admin/catalog/:id", params: idParams, result: z.null() }),
  detail: defineEndpoint({ method: "GET", path: "/admin/catalog/:id", params: idParams, result: catalogDetailSchema }),
  /** The folder tree of the request's language (`lang` header). */
  publicTree: defineEndpoint({
    method: "GET",
    path: "/user/catalog",
    query: z.object({ type: catalogTypeQuery }),
    result: z.array(catalogNodeSchema),
  }),
};
