import { z } from "zod";
import { idParams, timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { itemSortBody, langSchema, translatedBody, versionKeyShape } from "./translated.ts";

/**
 * Reference data: offices and job titles. Each is a translated item (one row per language,
 * linked by `no`, written with array bodies), so that "München", "Munich" and "慕尼黑" are one
 * office. Both have the same fields and the same endpoint table (`referenceEndpointTable`).
 */

export const REFERENCE_NAME_MAX = 200;

/** One language version of an office or a job title. `sort` is the same in every version. */
export const referenceItemSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  name: z.string(),
  /** Position in lists, 1 first; reordered with `PUT …/sort`. */
  sort: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export type Office = ReferenceItem;
export type Job = ReferenceItem;

/** One version with all versions of the same item, for the editor. */
export const referenceDetailSchema = referenceItemSchema.extend({ versions: z.array(referenceItemSchema) });
export type ReferenceDetail = z.infer<typeof referenceDetailSchema>;

const referenceVersionShape = {
  lang: langSchema,
  name: z.string().trim().min(1).max(REFERENCE_NAME_MAX),
};

export const referenceCreateBody = translatedBody(z.object(referenceVersionShape));
export const referenceUpdateBody = translatedBody(z.object({ ...referenceVersionShape, ...versionKeyShape }));
export type ReferenceVersionInput = z.output<typeof referenceUpdateBody>[number];

/** The language of a list; the back office's default is en_US, the site's the request's language. */
const langQuery = z.object({ lang: langSchema.optional() });

function referenceEndpointTable(segment: "office" | "job") {
  const admin = `/admin/${segment}`;
  return {
    /** The items of one language (`lang`, default en_US), in `sort` order. */
    list: defineEndpoint({ method: "GET", access: "content.read", path: admin, query: langQuery, result: z.array(referenceItemSchema) }),
    /** One version with all versions of the item. */
    detail: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/detail/:id`,
      params: idParams,
      result: referenceDetailSchema,
    }),
    /** All versions of a new item; it goes to the end of the list. */
    create: defineEndpoint({
      method: "POST",
      access: "content.translate",
      path: admin,
      body: referenceCreateBody,
      result: z.array(referenceItemSchema),
    }),
    /** The full set of versions (rename, add or remove a language). */
    update: defineEndpoint({
      method: "PUT",
      access: "content.translate",
      path: admin,
      body: referenceUpdateBody,
      result: z.array(referenceItemSchema),
    }),
    /** Moves an item to another's place, in every language. */
    sort: defineEndpoint({ method: "PUT", access: "content.write", path: `${admin}/sort`, body: itemSortBody, result: z.null() }),
    /** Removes the item in every language; refused (409) while a person refers to any version. */
    remove: defineEndpoint({ method: "DELETE", access: "content.write", path: `${admin}/:id`, params: idParams, result: z.null() }),
    /** The items of the request's language, in `sort` order (the site's filters). */
    publicList: defineEndpoint({
      method: "GET",
      access: "public",
      path: `/user/${segment}`,
      query: langQuery,
      result: z.array(referenceItemSchema),
    }),
  };
}

export const officeEndpoints = referenceEndpointTable("office");
export const jobEndpoints = referenceEndpointTable("job");
export type ReferenceEndpoints = typeof officeEndpoints;
