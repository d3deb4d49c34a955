import { z } from "zod";
import { blankAsNull, flagSchema, idParams, multiLineText, singleLineText, siteImageSchema, timestampSchema } from "./common.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { defineEndpoint } from "./endpoint.ts";
import { imageDescriptionSchema, placeAltSchema } from "./media.ts";
import { itemSortBody, langSchema, translatedBody, versionKeyShape, versionSchema } from "./translated.ts";

/**
 * Reference data: offices and job titles. Each is a translated item (one row per language,
 * linked by `no`, written with array bodies), so that "München", "Munich" and "慕尼黑" are one
 * office. Both share the name, the order and one endpoint table (`referenceEndpointTable`); each
 * adds fields of its own. Fields that belong to the item (an office's address, telephone, e-mail
 * and picture; a job title's "is a lawyer" flag) are the same in every version: versions that send
 * one must agree, versions that leave it out take it from the others, and when no version sends
 * it the stored value stays (docs/decisions/0030).
 */

export const REFERENCE_NAME_MAX = 200;

export const OFFICE_LIMITS = {
  address: 300,
  postalCode: 20,
  city: 100,
  phoneNumber: 50,
  email: 254,
  openingNote: 1000,
} as const;

const referenceItemShape = {
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  name: z.string(),
  /** Position in lists, 1 first; reordered with `PUT …/sort`. */
  sort: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
};

/** What every office and job title version has. `sort` is the same in every version. */
export const referenceItemSchema = z.object(referenceItemShape);
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

/**
 * One language version of an office. `name` and `openingNote` are the version's own; the postal
 * address (`address`, `postalCode`, `city`, `country` as an ISO 3166-1 alpha-2 code, shown in the
 * reader's language), `phoneNumber`, `email` and `pictureUrl` are the office's, the same in every
 * version. Empty texts when not filled in.
 */
export const officeSchema = z.object({
  ...referenceItemShape,
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  /** The picture's own alt text in this version (decision 0036); null: the media item's. */
  pictureAlt: z.string().nullable(),
  openingNote: z.string(),
});
export type Office = z.infer<typeof officeSchema>;

/** One language version of a job title; `isLawyer` (1: people with it are lawyers) is the title's, in every version. */
export const jobSchema = z.object({ ...referenceItemShape, isLawyer: flagSchema });
export type Job = z.infer<typeof jobSchema>;

/** One version with all versions of the same item, for the editor. */
export const officeDetailSchema = officeSchema.extend({ versions: z.array(officeSchema) });
export type OfficeDetail = z.infer<typeof officeDetailSchema>;
export const jobDetailSchema = jobSchema.extend({ versions: z.array(jobSchema) });
export type JobDetail = z.infer<typeof jobDetailSchema>;
export type ReferenceDetail = OfficeDetail | JobDetail;

/** A field of the item in a version: left out, the item keeps it (or takes it from another version). */
const itemField = <S extends z.ZodType>(schema: S) => schema.optional();

const officeVersionShape = {
  lang: langSchema,
  name: singleLineText(REFERENCE_NAME_MAX).min(1),
  /** The version's own: opening hours or how to find the entrance; plain text. */
  openingNote: multiLineText(OFFICE_LIMITS.openingNote)
    .nullish()
    .transform((value) => value ?? ""),
  address: itemField(singleLineText(OFFICE_LIMITS.address)),
  postalCode: itemField(singleLineText(OFFICE_LIMITS.postalCode).regex(/^[0-9A-Za-z -]*$/, SCHEMA_MESSAGES.postalCode)),
  city: itemField(singleLineText(OFFICE_LIMITS.city)),
  country: itemField(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, SCHEMA_MESSAGES.countryCode),
  ),
  phoneNumber: itemField(
    blankAsNull(
      z
        .string()
        .trim()
        .max(OFFICE_LIMITS.phoneNumber)
        .regex(/^\+?[0-9][0-9 ()./-]*$/, SCHEMA_MESSAGES.phoneNumber)
        .nullish(),
    ),
  ),
  email: itemField(blankAsNull(z.email({ error: SCHEMA_MESSAGES.email }).max(OFFICE_LIMITS.email).nullish())),
  pictureUrl: itemField(blankAsNull(siteImageSchema.nullish())),
  /** The version's own alt text for the picture (decision 0036); left out, the stored one stays. */
  pictureAlt: placeAltSchema,
};

const jobVersionShape = {
  lang: langSchema,
  name: singleLineText(REFERENCE_NAME_MAX).min(1),
  isLawyer: itemField(z.literal([0, 1], { error: SCHEMA_MESSAGES.flag })),
};

export const officeCreateBody = translatedBody(z.object(officeVersionShape));
export const officeUpdateBody = translatedBody(z.object({ ...officeVersionShape, ...versionKeyShape }));
export type OfficeVersionInput = z.output<typeof officeUpdateBody>[number];
export const jobCreateBody = translatedBody(z.object(jobVersionShape));
export const jobUpdateBody = translatedBody(z.object({ ...jobVersionShape, ...versionKeyShape }));
export type JobVersionInput = z.output<typeof jobUpdateBody>[number];

/** The language of a list; the back office's default is en_US, the site's the request's language. */
const langQuery = z.object({ lang: langSchema.optional() });

function referenceEndpointTable<TItem extends z.ZodType, TDetail extends z.ZodType, TCreate extends z.ZodType, TUpdate extends z.ZodType>(
  segment: "office" | "job",
  schemas: { item: TItem; detail: TDetail; create: TCreate; update: TUpdate },
) {
  const admin = `/admin/${segment}`;
  return {
    /** The items of one language (`lang`, default en_US), in `sort` order. */
    list: defineEndpoint({ method: "GET", access: "content.read", path: admin, query: langQuery, result: z.array(schemas.item) }),
    /** One version with all versions of the item. */
    detail: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/detail/:id`,
      params: idParams,
      result: schemas.detail,
    }),
    /** All versions of a new item; it goes to the end of the list. */
    create: defineEndpoint({
      method: "POST",
      access: "content.translate",
      path: admin,
      body: schemas.create,
      result: z.array(schemas.item),
    }),
    /** The full set of versions (rename, add or remove a language). */
    update: defineEndpoint({
      method: "PUT",
      access: "content.translate",
      path: admin,
      body: schemas.update,
      result: z.array(schemas.item),
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
      result: z.array(schemas.item),
    }),
  };
}

/** What an office's page gets: the version and the ids of its other versions. */
export const publicOfficeSchema = officeSchema.omit({ pictureAlt: true }).extend({
  versions: z.array(versionSchema),
  /** How the site draws the picture (when it is an upload, or has its own alt text: decision 0036). */
  pictureDescription: imageDescriptionSchema.optional(),
});
export type PublicOffice = z.infer<typeof publicOfficeSchema>;

export const officeEndpoints = {
  ...referenceEndpointTable("office", {
    item: officeSchema,
    detail: officeDetailSchema,
    create: officeCreateBody,
    update: officeUpdateBody,
  }),
  /** One version for the office's page, with the ids of the office's other versions; 404 for an unknown id. */
  publicDetail: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/office/detail/:id",
    params: idParams,
    result: publicOfficeSchema,
  }),
};
export const jobEndpoints = referenceEndpointTable("job", {
  item: jobSchema,
  detail: jobDetailSchema,
  create: jobCreateBody,
  update: jobUpdateBody,
});
export type ReferenceEndpoints = ReturnType<typeof referenceEndpointTable>;
