import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import {
  blankAsNull,
  flagSchema,
  httpUrlSchema,
  idFilterSchema,
  idParams,
  pagedQuery,
  pinParams,
  singleLineText,
  siteImageSchema,
  timestampSchema,
} from "./common.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { adminRowSchema, translatedKindEndpoints } from "./translated-kinds.ts";
import { MAX_SPECIALIST_TITLES, SPECIALIST_TITLES } from "./specialist-titles.ts";
import { defineEndpoint } from "./endpoint.ts";
import { imageDescriptionSchema, placeAltSchema } from "./media.ts";
import { richTextSchema } from "./rich-text.ts";
import { addressedVersionSchema, slugInputSchema } from "./addresses.ts";
import { pageMetaAnswerShape, pageMetaDraftShape, pageMetaInputShape } from "./page-meta.ts";
import { langSchema, refIdSchema, translatedBody, versionKeyShape } from "./translated.ts";
import { draftAndRevisionSchemas, PUBLISH_STATES, publicationShape } from "./publishing.ts";

/**
 * People (the wire calls them `lawyerTeam`): a translated item, one row per language, linked by
 * `no`. A version's `office`, `jobIds` and `proFieldIds` name rows of its own language.
 */

export const PERSON_LIMITS = {
  name: 200,
  phoneNumber: 50,
  email: 254,
  intro: 200_000,
  /** Job titles and practice areas one person may have. */
  refs: 50,
  customContents: 30,
  customTitle: 200,
  customContent: 100_000,
  spokenLanguages: 30,
  keyword: 200,
  /** Entries of each list of a full profile (admissions, education, memberships, publications, rankings). */
  profileEntries: 50,
  /** One line of a profile's entry (a jurisdiction, a degree, a membership, a publication's title …). */
  profileText: 500,
  /** The years a profile's entry may name. */
  firstYear: 1900,
  lastYear: 2100,
} as const;

/** ISO 639-1 language codes, for the languages a person speaks. */
export const ISO_639_1_CODES = [
  "aa",
  "ab",
  "ae",
  "af",
  "ak",
  "am",
  "an",
  "ar",
  "as",
  "av",
  "ay",
  "az",
  "ba",
  "be",
  "bg",
  "bh",
  "bi",
  "bm",
  "bn",
  "bo",
  "br",
  "bs",
  "ca",
  "ce",
  "ch",
  "co",
  "cr",
  "cs",
  "cu",
  "cv",
  "cy",
  "da",
  "de",
  "dv",
  "dz",
  "ee",
  "el",
  "en",
  "eo",
  "es",
  "et",
  "eu",
  "fa",
  "ff",
  "fi",
  "fj",
  "fo",
  "fr",
  "fy",
  "ga",
  "gd",
  "gl",
  "gn",
  "gu",
  "gv",
  "ha",
  "he",
  "hi",
  "ho",
  "hr",
  "ht",
  "hu",
  "hy",
  "hz",
  "ia",
  "id",
  "ie",
  "ig",
  "ii",
  "ik",
  "io",
  "is",
  "it",
  "iu",
  "ja",
  "jv",
  "ka",
  "kg",
  "ki",
  "kj",
  "kk",
  "kl",
  "km",
  "kn",
  "ko",
  "kr",
  "ks",
  "ku",
  "kv",
  "kw",
  "ky",
  "la",
  "lb",
  "lg",
  "li",
  "ln",
  "lo",
  "lt",
  "lu",
  "lv",
  "mg",
  "mh",
  "mi",
  "mk",
  "ml",
  "mn",
  "mr",
  "ms",
  "mt",
  "my",
  "na",
  "nb",
  "nd",
  "ne",
  "ng",
  "nl",
  "nn",
  "no",
  "nr",
  "nv",
  "ny",
  "oc",
  "oj",
  "om",
  "or",
  "os",
  "pa",
  "pi",
  "pl",
  "ps",
  "pt",
  "qu",
  "rm",
  "rn",
  "ro",
  "ru",
  "rw",
  "sa",
  "sc",
  "sd",
  "se",
  "sg",
  "si",
  "sk",
  "sl",
  "sm",
  "sn",
  "so",
  "sq",
  "sr",
  "ss",
  "st",
  "su",
  "sv",
  "sw",
  "ta",
  "te",
  "tg",
  "th",
  "ti",
  "tk",
  "tl",
  "tn",
  "to",
  "tr",
  "ts",
  "tt",
  "tw",
  "ty",
  "ug",
  "uk",
  "ur",
  "uz",
  "ve",
  "vi",
  "vo",
  "wa",
  "wo",
  "xh",
  "yi",
  "yo",
  "za",
  "zh",
  "zu",
] as const;
const ISO_639_1 = new Set<string>(ISO_639_1_CODES);

/** A job title of a person version, in the version's language. */
export const personJobSchema = z.object({ jobId: z.number().int(), lawyerTeamId: z.number().int(), name: z.string(), lang: z.string() });
export type PersonJob = z.infer<typeof personJobSchema>;

/** A practice area of a person version, in the version's language. */
export const personProFieldSchema = z.object({
  professionalFieldId: z.number().int(),
  lawyerTeamId: z.number().int(),
  name: z.string(),
  /** The practice area version's readable address (decision 0054). */
  slug: z.string(),
  lang: z.string(),
});
export type PersonProField = z.infer<typeof personProFieldSchema>;

/** A titled section of a biography (education, admissions, memberships …). */
export const customContentSchema = z.object({
  title: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
});
export type CustomContent = z.infer<typeof customContentSchema>;

/** A bar admission: where, and since when (decision 0068). */
export const barAdmissionSchema = z.object({ jurisdiction: z.string(), year: z.number().int() });
export type BarAdmission = z.infer<typeof barAdmissionSchema>;

/** A degree: what, where, and when. */
export const educationEntrySchema = z.object({ degree: z.string(), institution: z.string(), year: z.number().int() });
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** A publication: its title, where it appeared, its year and where to read it (null: nowhere online). */
export const publicationSchema = z.object({ title: z.string(), where: z.string(), year: z.number().int(), url: z.string().nullable() });
export type PersonPublication = z.infer<typeof publicationSchema>;

/** An individual ranking ("JUVE Handbuch 2025: frequently recommended"), its year and its source online (null: none). */
export const rankingSchema = z.object({ text: z.string(), year: z.number().int(), url: z.string().nullable() });
export type Ranking = z.infer<typeof rankingSchema>;

/**
 * A full profile's facts (decision 0068): the specialist titles belong to the person (codes, the
 * same in every version); the other lists are each version's, written in its language.
 */
const personProfileShape = {
  /** Codes of `SPECIALIST_TITLES`, at most three. */
  specialistTitles: z.array(z.string()),
  barAdmissions: z.array(barAdmissionSchema),
  education: z.array(educationEntrySchema),
  /** One line each. */
  memberships: z.array(z.string()),
  publications: z.array(publicationSchema),
  rankings: z.array(rankingSchema),
};

/** What lists show of a person: everything but the biography. */
const personCardShape = {
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  /** 1: pinned, listed before the others; the same in every version. */
  top: flagSchema,
  photoUrl: z.string().nullable(),
  /** How the site draws the photo (public answers, when it is an upload). */
  photoDescription: imageDescriptionSchema.optional(),
  name: z.string(),
  /** Its readable address in its language (decision 0054): `/{lang}/{section}/{slug}`. */
  slug: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** The office (its version in this language). */
  office: z.number().int(),
  officeName: z.string(),
  /** Job titles in the order the editor gave them, the main one first. */
  jobIds: z.array(z.number().int()),
  jobs: z.array(personJobSchema),
  proFieldIds: z.array(z.number().int()),
  proFields: z.array(personProFieldSchema),
  /** ISO 639-1 codes of the languages the person speaks; the same in every version. */
  spokenLanguages: z.array(z.string()),
  createTime: timestampSchema,
  updateTime: timestampSchema,
};
export const personCardSchema = z.object(personCardShape);
export type PersonCard = z.infer<typeof personCardSchema>;

/** One language version of a person. */
export const personSchema = z.object({
  ...personCardShape,
  /** The biography: rich text (HTML), sanitised by the server. */
  intro: z.string(),
  customContents: z.array(customContentSchema),
  ...personProfileShape,
  /** What the page says to search engines and shares (decision 0055). */
  ...pageMetaAnswerShape,
});
export type Person = z.infer<typeof personSchema>;

/** The fields an editor writes of a person version: a draft's (decision 0035); their facts: `PERSON_FIELDS` (content-kinds.ts). */
const personFieldsShape = {
  name: z.string(),
  /** Its address (decision 0054); missing in drafts and revisions kept before addresses existed. */
  slug: z.string().optional(),
  photoUrl: z.string().nullable(),
  /** The photo's own alt text in this version (decision 0036); null: the media item's. Missing in drafts and revisions kept before it existed. */
  photoAlt: z.string().nullable().optional(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  office: z.number().int(),
  intro: z.string(),
  customContents: z.array(customContentSchema),
  jobIds: z.array(z.number().int()),
  proFieldIds: z.array(z.number().int()),
  spokenLanguages: z.array(z.string()),
  /** The full profile's facts (decision 0068); missing in drafts and revisions kept before they existed. */
  specialistTitles: personProfileShape.specialistTitles.optional(),
  barAdmissions: personProfileShape.barAdmissions.optional(),
  education: personProfileShape.education.optional(),
  memberships: personProfileShape.memberships.optional(),
  publications: personProfileShape.publications.optional(),
  rankings: personProfileShape.rankings.optional(),
  /** The page's search-engine and sharing fields (decision 0055); missing in drafts and revisions kept before they existed. */
  ...pageMetaDraftShape,
};
export type PersonFields = z.infer<z.ZodObject<typeof personFieldsShape>>;

const { draft: personDraftSchema, revision: personRevisionSchema } = draftAndRevisionSchemas(personFieldsShape);
export type PersonVersionDraft = z.infer<typeof personDraftSchema>;
export type PersonRevision = z.infer<typeof personRevisionSchema>;

/** A version as the back office reads it: with its publication window and its draft (decision 0035); visitors get neither. */
export const personVersionSchema = personSchema.extend({
  /** The photo's own alt text (decision 0036); visitors get it as `photoDescription.alt`. */
  photoAlt: z.string().nullable(),
  ...publicationShape,
  draft: personDraftSchema.nullable(),
});
export type PersonVersion = z.infer<typeof personVersionSchema>;

/** One version with all versions of the same person, for the editor. */
export const personDetailSchema = personVersionSchema.extend({ versions: z.array(personVersionSchema) });
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** A list of ids in a body: each a row id, repeated ids count once, the order is kept. */
const idList = z
  .array(refIdSchema)
  .max(PERSON_LIMITS.refs)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

const spokenLanguages = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((code) => ISO_639_1.has(code), SCHEMA_MESSAGES.spokenLanguages),
  )
  .max(PERSON_LIMITS.spokenLanguages)
  .transform((codes) => [...new Set(codes)]);

const SPECIALIST_TITLE_SET = new Set<string>(Object.keys(SPECIALIST_TITLES));

/** Codes of specialist titles, each once, at most three (§ 43c BRAO). */
const specialistTitles = z
  .array(
    z
      .string()
      .trim()
      .refine((code) => SPECIALIST_TITLE_SET.has(code), SCHEMA_MESSAGES.specialistTitle),
  )
  .max(MAX_SPECIALIST_TITLES, { error: SCHEMA_MESSAGES.specialistTitlesMax })
  .transform((codes) => [...new Set(codes)]);

const profileLine = singleLineText(PERSON_LIMITS.profileText);
const profileYear = z
  .number({ error: SCHEMA_MESSAGES.profileYear })
  .int(SCHEMA_MESSAGES.profileYear)
  .min(PERSON_LIMITS.firstYear, SCHEMA_MESSAGES.profileYear)
  .max(PERSON_LIMITS.lastYear, SCHEMA_MESSAGES.profileYear);
const profileLink = blankAsNull(httpUrlSchema.nullish());
/** A list of a profile: left out, empty. */
const profileList = <S extends z.ZodType>(entry: S) =>
  z
    .array(entry)
    .max(PERSON_LIMITS.profileEntries)
    .nullish()
    .transform((entries): z.output<S>[] => entries ?? []);

const personVersionShape = {
  lang: langSchema,
  name: singleLineText(PERSON_LIMITS.name).min(1),
  /** Its address (decision 0054): left out, kept (a new version's is made from its title); empty, made from its title. */
  slug: slugInputSchema,
  photoUrl: blankAsNull(siteImageSchema.nullish()),
  /** The photo's own alt text (decision 0036); left out, the stored one stays. */
  photoAlt: placeAltSchema,
  phoneNumber: blankAsNull(
    z
      .string()
      .trim()
      .max(PERSON_LIMITS.phoneNumber)
      .regex(/^\+?[0-9][0-9 ()./-]*$/, SCHEMA_MESSAGES.phoneNumber)
      .nullish(),
  ),
  email: blankAsNull(z.email({ error: SCHEMA_MESSAGES.email }).max(PERSON_LIMITS.email).nullish()),
  /** The office: its version in this version's language. */
  office: refIdSchema,
  /** Rich text; sanitised by the server when saved. */
  intro: richTextSchema(PERSON_LIMITS.intro)
    .nullish()
    .transform((value) => value ?? ""),
  /** Job titles of this version's language, the main one first. */
  jobIds: idList,
  /** Practice areas of this version's language. */
  proFieldIds: idList,
  customContents: z
    .array(z.object({ title: singleLineText(PERSON_LIMITS.customTitle).min(1), content: richTextSchema(PERSON_LIMITS.customContent) }))
    .max(PERSON_LIMITS.customContents)
    .nullish()
    .transform((value) => value ?? []),
  /**
   * ISO 639-1 codes; they belong to the person, not to a version: versions that send them must
   * agree, versions that leave them out take them from the others.
   */
  spokenLanguages: spokenLanguages.nullish().transform((value) => value ?? undefined),
  /** Codes of `SPECIALIST_TITLES`; like the spoken languages, they belong to the person: versions that send them must agree. */
  specialistTitles: specialistTitles.nullish().transform((value) => value ?? undefined),
  /** The full profile's lists (decision 0068), each version's own, in its language. */
  barAdmissions: profileList(z.object({ jurisdiction: profileLine.min(1), year: profileYear })),
  education: profileList(z.object({ degree: profileLine.min(1), institution: profileLine.min(1), year: profileYear })),
  memberships: profileList(profileLine.min(1)),
  publications: profileList(z.object({ title: profileLine.min(1), where: profileLine, year: profileYear, url: profileLink })),
  rankings: profileList(z.object({ text: profileLine.min(1), year: profileYear, url: profileLink })),
  /** The page's search-engine and sharing fields (decision 0055); each left out, the stored one stays. */
  ...pageMetaInputShape,
};

/** POST: the language versions of a new person. `top`, `id`, times are the server's. */
export const personCreateBody = translatedBody(z.object(personVersionShape));
/** PUT: the full set of versions of one person; existing versions carry their id. */
export const personUpdateBody = translatedBody(z.object({ ...personVersionShape, ...versionKeyShape }));
export type PersonVersionInput = z.output<typeof personUpdateBody>[number];

/** The columns the back office's list of people sorts by (decision 0056). */
export const PERSON_SORTS = ["name", "updated"] as const;

export const personAdminQuery = pagedQuery({
  /** Part of the name, in any version; case and accents are ignored. */
  name: z.string().trim().max(PERSON_LIMITS.keyword).optional(),
  /** An office (any of its versions). */
  office: idFilterSchema,
  /** The version to show; default en_US, else whichever exists. */
  lang: langSchema.optional(),
  /** Only rows whose shown version is in this state (decision 0035). */
  publishState: z.enum(PUBLISH_STATES).optional(),
  /** Only people with a version in this language, each shown in it (decision 0056). */
  hasLang: langSchema.optional(),
  /** The order of the rows: by name (from A) or last change (newest first); pinned first, then by name, when left out. */
  sort: z.enum(PERSON_SORTS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});

/** Public list: the request's language; all filters combine. */
export const personPublicQuery = pagedQuery({
  /** Part of the name (in any version of the person); case and accents are ignored. */
  keyword: z.string().trim().max(PERSON_LIMITS.keyword).optional(),
  /** A practice area (any of its versions). */
  practiceAreaId: idFilterSchema,
  /** A job title (any of its versions). */
  jobId: idFilterSchema,
  /** An office (any of its versions). */
  office: idFilterSchema,
  lang: z.string().max(16).optional(),
});

export const personAdminRowSchema = adminRowSchema(personCardSchema);
export type PersonAdminRow = z.infer<typeof personAdminRowSchema>;

export const personEndpoints = {
  /**
   * The back office's calls (decision 0089): the list (one row per person, pinned first, then by
   * name, with the filters and orders of `personAdminQuery`), create, update, delete in every
   * language, a version with all of them, every version by `no`, publishing, revisions, and bulk
   * actions (publish, unpublish, pin, unpin, delete).
   */
  ...translatedKindEndpoints("/admin/lawyerTeam", {
    schemas: { version: personVersionSchema, detail: personDetailSchema, revision: personRevisionSchema },
    adminRow: personAdminRowSchema,
    createBody: personCreateBody,
    updateBody: personUpdateBody,
    rights: CONTENT_KINDS.person.rights,
    listQuery: personAdminQuery,
  }),
  /** Pins (1) or unpins (0) the person in every language; answers the version named. */
  setTop: defineEndpoint({
    method: "PUT",
    access: CONTENT_KINDS.person.rights.structure,
    path: "/admin/lawyerTeam/:id/:top",
    params: pinParams,
    result: personVersionSchema,
  }),
  /** The request's language; pinned first, then by name. */
  publicList: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/lawyerTeam",
    query: personPublicQuery,
    paged: true,
    result: z.array(personCardSchema),
  }),
  /** One version with the person's other versions (`lang`, `id`). */
  publicDetail: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/lawyerTeam/:id",
    params: idParams,
    result: personSchema.extend({ versions: z.array(addressedVersionSchema) }),
  }),
};
