import { z } from "zod";
import { idFilterSchema, idParams, pagedQuery, singleLineText, timestampSchema } from "./common.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { defineEndpoint } from "./endpoint.ts";
import { richTextSchema } from "./rich-text.ts";
import { connectedPracticeAreaSchema } from "./connections.ts";
import { addressedVersionSchema, slugInputSchema } from "./addresses.ts";
import { pageMetaAnswerShape, pageMetaDraftShape, pageMetaInputShape } from "./page-meta.ts";
import { langSchema, refIdSchema, translatedBody, versionKeyShape } from "./translated.ts";
import { JOB_LEVELS, EMPLOYMENT_TYPES } from "./job-opening-facts.ts";
import { adminRowSchema, translatedKindEndpoints, versionSchemas } from "./translated-kinds.ts";

/**
 * Job openings (the wire calls them `jobOpening`, decision 0071): a translated item, one row per
 * language, linked by `no`. The office, practice areas, level, employment type and start belong to
 * the item; the title, address, text and page fields are each version's own.
 */

export const JOB_OPENING_LIMITS = { title: 200, content: 200_000, practiceAreas: 10 } as const;

/** An opening's office as its page names it: the office's version in the opening's language, with its address. */
export const jobOpeningOfficeSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, or empty. */
  country: z.string(),
});
export type JobOpeningOffice = z.infer<typeof jobOpeningOfficeSchema>;

/** One language version of a job opening. */
export const jobOpeningSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  title: z.string(),
  /** Its readable address in its language (decision 0054): `/{lang}/careers/{slug}`. */
  slug: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
  /** The office: its version in this version's language. */
  office: z.number().int(),
  officeName: z.string(),
  /** Practice areas of this version's language, in the editor's order. */
  proFieldIds: z.array(z.number().int()),
  proFields: z.array(connectedPracticeAreaSchema),
  level: z.enum(JOB_LEVELS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** The first working day (`YYYY-MM-DD`); null: by arrangement. */
  startDate: z.string().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

/** The fields an editor writes of an opening's version: a draft's (decision 0035); their facts: `JOB_OPENING_FIELDS` (content-kinds.ts). */
const jobOpeningFieldsShape = {
  title: z.string(),
  slug: z.string().optional(),
  content: z.string(),
  office: z.number().int(),
  proFieldIds: z.array(z.number().int()),
  level: z.enum(JOB_LEVELS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  startDate: z.string().nullable(),
  ...pageMetaDraftShape,
};
export type JobOpeningFields = z.infer<z.ZodObject<typeof jobOpeningFieldsShape>>;

/** A version as the back office reads it: with its publication window and its draft (decision 0035). */
const jobOpeningSchemas = versionSchemas(jobOpeningSchema, jobOpeningFieldsShape);
export const { version: jobOpeningVersionSchema, detail: jobOpeningDetailSchema } = jobOpeningSchemas;
export type JobOpeningDraft = z.infer<typeof jobOpeningSchemas.draft>;
export type JobOpeningRevision = z.infer<typeof jobOpeningSchemas.revision>;
export type JobOpeningVersion = z.infer<typeof jobOpeningVersionSchema>;
export type JobOpeningDetail = z.infer<typeof jobOpeningDetailSchema>;

/** An opening in the site's list: no text. */
export const jobOpeningCardSchema = jobOpeningSchema.omit({ content: true }).extend({
  /** When it went public, and until when (null: no end). */
  publishAt: z.string(),
  unpublishAt: z.string().nullable(),
});
export type JobOpeningCard = z.infer<typeof jobOpeningCardSchema>;

/** What a visitor's page gets: the version, its other versions, its office's address and its window (the posting's dates). */
export const publicJobOpeningSchema = jobOpeningCardSchema.extend({
  content: z.string(),
  ...pageMetaAnswerShape,
  officeAddress: jobOpeningOfficeSchema.nullable(),
  versions: z.array(addressedVersionSchema),
});
export type PublicJobOpening = z.infer<typeof publicJobOpeningSchema>;

const jobOpeningVersionShape = {
  lang: langSchema,
  title: singleLineText(JOB_OPENING_LIMITS.title).min(1),
  /** Its address (decision 0054): left out, kept (a new version's is made from its title); empty, made from its title. */
  slug: slugInputSchema,
  /** Rich text; sanitised by the server when saved. */
  content: richTextSchema(JOB_OPENING_LIMITS.content)
    .nullish()
    .transform((value) => value ?? ""),
  /** The office: its version in this version's language. */
  office: refIdSchema,
  /** Practice areas of this version's language; repeated ids count once, the order is kept. */
  proFieldIds: z
    .array(refIdSchema)
    .max(JOB_OPENING_LIMITS.practiceAreas)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  level: z.enum(JOB_LEVELS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** `YYYY-MM-DD`; null or left out: by arrangement. */
  startDate: z.iso
    .date()
    .nullish()
    .transform((value) => value ?? null),
  ...pageMetaInputShape,
};

/** POST: the versions of a new opening. */
export const jobOpeningCreateBody = translatedBody(z.object(jobOpeningVersionShape));
/** PUT: the full set of versions of one opening; existing versions carry their id. */
export const jobOpeningUpdateBody = translatedBody(z.object({ ...jobOpeningVersionShape, ...versionKeyShape }));
export type JobOpeningVersionInput = z.output<typeof jobOpeningUpdateBody>[number];

export const jobOpeningAdminRowSchema = adminRowSchema(jobOpeningSchema.omit({ content: true }));
export type JobOpeningAdminRow = z.infer<typeof jobOpeningAdminRowSchema>;

/** The site's list: the request's language; the filters combine, each from the address (a GET form). */
export const jobOpeningPublicQuery = pagedQuery({
  /** An office (any of its versions). */
  office: idFilterSchema,
  /** A practice area (any of its versions). */
  practiceAreaId: idFilterSchema,
  level: z.preprocess((value) => (value === "" ? undefined : value), z.enum(JOB_LEVELS).optional()),
  lang: z.string().max(16).optional(),
});

/** What its writes need, as `CONTENT_KINDS` declares it. */
const { rights } = CONTENT_KINDS.opening;

export const jobOpeningEndpoints = {
  /** The list: one row per opening, newest first. */
  ...translatedKindEndpoints("/admin/jobOpening", {
    schemas: jobOpeningSchemas,
    adminRow: jobOpeningAdminRowSchema,
    createBody: jobOpeningCreateBody,
    updateBody: jobOpeningUpdateBody,
    rights,
  }),
  /** The open positions of the request's language, newest first, filtered by office, practice area and level. */
  publicList: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/jobOpening",
    query: jobOpeningPublicQuery,
    paged: true,
    result: z.array(jobOpeningCardSchema),
  }),
  /** One public version with its other versions and its office's address. */
  publicDetail: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/jobOpening/:id",
    params: idParams,
    result: publicJobOpeningSchema,
  }),
};
