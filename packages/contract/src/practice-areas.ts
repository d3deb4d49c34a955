import { z } from "zod";
import { adminRowSchema, translatedKindEndpoints, versionSchemas } from "./translated-kinds.ts";
import { blankAsNull, idParams, singleLineText, siteIconSchema, timestampSchema } from "./common.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { defineEndpoint } from "./endpoint.ts";
import { richTextSchema } from "./rich-text.ts";
import { imageDescriptionSchema } from "./media.ts";
import { personCardSchema } from "./people.ts";
import { connectedPersonSchema, connectionIdList } from "./connections.ts";
import { addressedVersionSchema, slugInputSchema } from "./addresses.ts";
import { pageMetaAnswerShape, pageMetaDraftShape, pageMetaInputShape } from "./page-meta.ts";
import { itemSortBody, langSchema, noParams, translatedBody, versionKeyShape } from "./translated.ts";

/**
 * Practice areas (the wire calls them `professionalField`): a translated item, one row per
 * language, linked by `no`; ordered by `sort`, the same in every language.
 */

export const PRACTICE_AREA_LIMITS = { name: 200, introduce: 200_000 } as const;

/** One language version of a practice area. */
export const practiceAreaSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  name: z.string(),
  /** Its readable address in its language (decision 0054): `/{lang}/{section}/{slug}`. */
  slug: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  introduce: z.string(),
  /** Its icon: an uploaded file (`/api/upload/…`) or an absolute URL; null when none. */
  iconUrl: z.string().nullable(),
  /** How the site draws the icon (public answers, when it is an upload). */
  iconDescription: imageDescriptionSchema.optional(),
  /** Position in lists, 1 first; reordered with `PUT …/sort`. */
  sort: z.number().int(),
  /** Its key contacts in order (decision 0031): people of this language, the same in every version. */
  keyContactIds: z.array(z.number().int()),
  keyContacts: z.array(connectedPersonSchema),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type PracticeArea = z.infer<typeof practiceAreaSchema>;

/** A practice area as a link (the previous and next of a detail page). */
export const practiceAreaLinkSchema = practiceAreaSchema.pick({
  id: true,
  no: true,
  lang: true,
  name: true,
  slug: true,
  iconUrl: true,
  sort: true,
});
export type PracticeAreaLink = z.infer<typeof practiceAreaLinkSchema>;

/** The fields an editor writes of a practice area version: a draft's (decision 0035); their facts: `PRACTICE_AREA_FIELDS` (content-kinds.ts). */
const practiceAreaFieldsShape = {
  name: z.string(),
  /** Its address (decision 0054); missing in drafts and revisions kept before addresses existed. */
  slug: z.string().optional(),
  introduce: z.string(),
  iconUrl: z.string().nullable(),
  keyContactIds: z.array(z.number().int()),
  /** The page's search-engine and sharing fields (decision 0055); missing in drafts and revisions kept before they existed. */
  ...pageMetaDraftShape,
};
export type PracticeAreaFields = z.infer<z.ZodObject<typeof practiceAreaFieldsShape>>;

/** A version as the back office reads it: with its publication window and its draft (decision 0035); visitors get neither. */
const practiceAreaSchemas = versionSchemas(practiceAreaSchema, practiceAreaFieldsShape);
export const { version: practiceAreaVersionSchema, detail: practiceAreaDetailSchema } = practiceAreaSchemas;
export type PracticeAreaVersionDraft = z.infer<typeof practiceAreaSchemas.draft>;
export type PracticeAreaRevision = z.infer<typeof practiceAreaSchemas.revision>;
export type PracticeAreaVersion = z.infer<typeof practiceAreaVersionSchema>;
export type PracticeAreaDetail = z.infer<typeof practiceAreaDetailSchema>;

/** What a visitor's detail page gets: the version, its other versions, its key contacts and its lawyers. */
export const publicPracticeAreaSchema = practiceAreaSchema.extend({
  /** What the page says to search engines and shares (decision 0055). */
  ...pageMetaAnswerShape,
  versions: z.array(addressedVersionSchema),
  /** The key contacts in order, as cards. */
  keyContacts: z.array(personCardSchema),
  /** The other lawyers of this language linked to it (a job title marked as a lawyer's), pinned first, then by name. */
  people: z.array(personCardSchema),
});
export type PublicPracticeArea = z.infer<typeof publicPracticeAreaSchema>;

export const practiceAreaPageTurnSchema = z.object({
  /** The practice area before it in sort order, in the request's language; null at the start. */
  previous: practiceAreaLinkSchema.nullable(),
  /** The one after it; null at the end. */
  next: practiceAreaLinkSchema.nullable(),
});
export type PracticeAreaPageTurn = z.infer<typeof practiceAreaPageTurnSchema>;

const practiceAreaVersionShape = {
  lang: langSchema,
  name: singleLineText(PRACTICE_AREA_LIMITS.name).min(1),
  /** Its address (decision 0054): left out, kept (a new version's is made from its title); empty, made from its title. */
  slug: slugInputSchema,
  /** Rich text; sanitised by the server when saved. */
  introduce: richTextSchema(PRACTICE_AREA_LIMITS.introduce)
    .nullish()
    .transform((value) => value ?? ""),
  iconUrl: blankAsNull(siteIconSchema.nullish()),
  /** People of this version's language, in order; left out, the stored ones stay (decision 0031). */
  keyContactIds: connectionIdList,
  /** The page's search-engine and sharing fields (decision 0055); each left out, the stored one stays. */
  ...pageMetaInputShape,
};

/** POST: the versions of a new practice area; it goes to the end of the order. */
export const practiceAreaCreateBody = translatedBody(z.object(practiceAreaVersionShape));
/** PUT: the full set of versions of one practice area; existing versions carry their id. */
export const practiceAreaUpdateBody = translatedBody(z.object({ ...practiceAreaVersionShape, ...versionKeyShape }));
export type PracticeAreaVersionInput = z.output<typeof practiceAreaUpdateBody>[number];

export const practiceAreaAdminRowSchema = adminRowSchema(practiceAreaSchema);
export type PracticeAreaAdminRow = z.infer<typeof practiceAreaAdminRowSchema>;

const langQuery = z.object({ lang: langSchema.optional() });

/** What its writes need, as `CONTENT_KINDS` declares it. */
const { rights } = CONTENT_KINDS.practiceArea;

export const practiceAreaEndpoints = {
  /**
   * The list: one row per practice area in sort order. Deleting one is refused (409) while a person is
   * linked to any of its versions.
   */
  ...translatedKindEndpoints("/admin/professionalField", {
    schemas: practiceAreaSchemas,
    adminRow: practiceAreaAdminRowSchema,
    createBody: practiceAreaCreateBody,
    updateBody: practiceAreaUpdateBody,
    rights,
  }),
  /** The practice areas of one language (`lang`, default en_US) in sort order: the people editor's choices. */
  langList: defineEndpoint({
    method: "GET",
    access: "content.read",
    path: "/admin/professionalField/lang/list",
    query: langQuery,
    result: z.array(practiceAreaSchema),
  }),
  /** Moves a practice area to another's place; the order is the same in every language. */
  sort: defineEndpoint({
    method: "PUT",
    access: rights.structure,
    path: "/admin/professionalField/sort",
    body: itemSortBody,
    result: z.null(),
  }),
  /** The practice areas of the request's language, in sort order. */
  publicList: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/professionalField/list",
    query: langQuery,
    result: z.array(practiceAreaSchema),
  }),
  /** One version with its other versions and its people. */
  publicDetail: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/professionalField/:id",
    params: idParams,
    result: publicPracticeAreaSchema,
  }),
  /** The previous and next practice area around the one numbered `no`, in the request's language. */
  pageTurn: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/professionalField/pageTurn/:no",
    params: noParams,
    query: langQuery,
    result: practiceAreaPageTurnSchema,
  }),
};
