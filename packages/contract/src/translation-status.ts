import { z } from "zod";
import { idSchema, timestampSchema } from "./common.ts";
import type { ContentKindRights } from "./content-kinds.ts";
import { defineEndpoint, type EndpointProducing } from "./endpoint.ts";

/**
 * Out-of-date language versions (decision 0057): a version is behind another version of its item
 * when that one's own fields (those History compares; not what every version shares) were saved
 * changed since this one was last saved or marked up to date. Kept in the database per version and
 * per other language; back-office calls only, beside each kind's revision calls.
 */

/** One other version a version is behind: its language and id, the fields that changed, from when and until when. */
export const translationLagSchema = z.object({
  sourceLang: z.string(),
  sourceId: z.number().int(),
  /** The fields that changed, by their declared names (`CONTENT_KINDS`' `fields`), in their declared order. */
  fields: z.array(z.string()),
  /** When the first change this version has not caught up with was saved, and the latest. */
  since: timestampSchema,
  changedAt: timestampSchema,
});
export type TranslationLag = z.infer<typeof translationLagSchema>;

/** A version's translation state: the other versions it is behind (none: up to date). */
export const translationStateSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  behind: z.array(translationLagSchema),
});
export type TranslationState = z.infer<typeof translationStateSchema>;

/** Per listed version (`id`), the languages of its item whose versions are out of date. */
export const translationStatusSchema = z.array(z.object({ id: z.number().int(), outdated: z.array(z.string()) }));
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

/** At most this many versions' status in one call: a list's page. */
export const TRANSLATION_STATUS_IDS = 200;

const idListSchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((text) => [...new Set(text.split(",").map(Number))])
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(TRANSLATION_STATUS_IDS));

/**
 * The source beside a translation: the other version's fields now (its draft's, where it has one),
 * and, when the translation is behind it, its fields as they were when the translation was last
 * brought up to date (`baseline`) and the fields changed since.
 */
export function translationSourceSchema<TFields extends z.ZodType>(fields: TFields) {
  return z.object({
    id: z.number().int(),
    lang: z.string(),
    fields,
    baseline: fields.nullable(),
    changed: z.array(z.string()),
    changedAt: timestampSchema.nullable(),
  });
}

/**
 * A kind's translation calls, starting at `admin` like its revision calls: a version's state,
 * the source beside it (`fields`: the kind's revision fields), Mark as up to date (its
 * `rights.versions`, audited) and the status of a list's versions.
 */
export function translationEndpoints<TFields extends z.ZodType>(admin: string, fields: TFields, rights: ContentKindRights) {
  return {
    /** The other versions one version is behind (`id`: the version). */
    translation: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/translation`,
      query: z.object({ id: idSchema }),
      result: translationStateSchema,
    }),
    /** Another version of the item (`source`: its language) beside the version `id`, with what changed in it since. */
    translationSource: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/translation-source`,
      query: z.object({ id: idSchema, source: z.string().min(1).max(16) }),
      result: translationSourceSchema(fields),
    }),
    /** Marks a version up to date with every other version of its item. */
    markUpToDate: defineEndpoint({
      method: "PUT",
      access: rights.versions,
      path: `${admin}/up-to-date`,
      body: z.object({ id: idSchema }),
      result: translationStateSchema,
    }),
    /** Per version (`ids`, comma-separated, of any items), the languages of its item whose versions are out of date. */
    translationStatus: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/translation-status`,
      query: z.object({ ids: idListSchema }),
      result: translationStatusSchema,
    }),
  };
}

/** A kind's translation calls by what they produce (`TFields`: a revision's fields). */
export interface TranslationEndpoints<TFields> {
  translation: EndpointProducing<unknown, { id: number }, unknown, TranslationState>;
  translationSource: EndpointProducing<unknown, { id: number; source: string }, unknown, TranslationSource<TFields>>;
  markUpToDate: EndpointProducing<unknown, unknown, { id: number }, TranslationState>;
  translationStatus: EndpointProducing<unknown, { ids: number[] }, unknown, TranslationStatus>;
}

export interface TranslationSource<TFields> {
  id: number;
  lang: string;
  fields: TFields;
  baseline: TFields | null;
  changed: string[];
  changedAt: string | null;
}
