import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { defineEndpoint, RICH_TEXT_BODY_LIMIT } from "./endpoint.ts";
import { imageDescriptionSchema, placeAltSchema } from "./media.ts";
import { richTextSchema } from "./rich-text.ts";
import { blankAsNull, flagSchema, multiLineText, singleLineText, siteImageSchema, timestampSchema } from "./common.ts";
import { DOCUMENT_NAMES } from "./documents.ts";
import { legalNoticeBody, legalNoticeSchema, NO_LEGAL_NOTICE } from "./legal-notice.ts";
import {
  discardDraftBodySchema,
  presenceEndpoints,
  PUBLISH_STATES,
  restoreRevisionBodySchema,
  revisionEntryShape,
  revisionQuerySchema,
  saveQuerySchema,
  unpublishBodySchema,
} from "./publishing.ts";

export const PORTAL_LIST_MAX_ITEMS = 50;
/** Upper bound of the headline figures; they are counts, never negative. */
export const PORTAL_COUNT_MAX = 1_000_000_000;
/** Most characters of the configuration's rich texts. */
export const PORTAL_TEXT_LIMITS = { introduce: 200_000, advantageContent: 20_000 } as const;

export const advantageSchema = z.object({
  title: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
});
export type Advantage = z.infer<typeof advantageSchema>;

export const environmentSchema = z.object({
  title: z.string(),
  /** A picture of the office: an uploaded file (`/api/upload/…`) or an absolute URL. */
  coverUrl: z.string(),
  /** The picture's own alt text in this language (decision 0036; the back office's answers only); missing: the media item's. */
  alt: z.string().optional(),
  /** How the site draws the picture (public answers, when it is an upload or has its own alt text). */
  coverDescription: imageDescriptionSchema.optional(),
});
export type EnvironmentItem = z.infer<typeof environmentSchema>;

const portalConfigShape = {
  lang: z.string(),
  /** The firm's name, shown in the header. */
  name: z.string(),
  /** The logo: an uploaded file (`/api/upload/…`) or an absolute URL; null when none is set. */
  iconUrl: z.string().nullable(),
  address: z.string(),
  email: z.string().nullable(),
  tel: z.string(),
  /** The legal notice's facts (decision 0067), firm-wide; the site renders them on the Impressum. */
  legalNotice: legalNoticeSchema,
  /** The firm's introduction: rich text (HTML), sanitised by the server. */
  introduce: z.string(),
  lawyerCount: z.number().int(),
  isLawyerCountVisible: flagSchema,
  totalPeople: z.number().int(),
  isTotalPeopleVisible: flagSchema,
  branchCount: z.number().int(),
  isBranchCountVisible: flagSchema,
  advantagesList: z.array(advantageSchema),
  environmentList: z.array(environmentSchema),
  /** When the configuration was last saved; null when it never was (an empty default). */
  updateTime: timestampSchema.nullable(),
};

/** A headline figure as computed from the data, and the override that replaces it (null: none). */
export const headlineFigureSchema = z.object({ computed: z.number().int(), override: z.number().int().nullable() });
export type HeadlineFigure = z.infer<typeof headlineFigureSchema>;

/** The headline figures, by the configuration's field names (decision 0028). */
export const HEADLINE_FIGURES = ["lawyerCount", "totalPeople", "branchCount"] as const;
export type HeadlineFigureName = (typeof HEADLINE_FIGURES)[number];

/**
 * What a language's configuration shows, as its drafts and revisions keep it (decision 0059): its
 * own texts and the firm-wide facts, each figure as its override (null: computed from the data).
 */
export const siteConfigFieldsSchema = z.object({
  name: z.string(),
  introduce: z.string(),
  advantagesList: z.array(advantageSchema),
  environmentList: z.array(environmentSchema),
  iconUrl: z.string().nullable(),
  address: z.string(),
  email: z.string().nullable(),
  tel: z.string(),
  legalNotice: legalNoticeSchema,
  lawyerCount: z.number().int().nullable(),
  isLawyerCountVisible: flagSchema,
  totalPeople: z.number().int().nullable(),
  isTotalPeopleVisible: flagSchema,
  branchCount: z.number().int().nullable(),
  isBranchCountVisible: flagSchema,
});
export type SiteConfigFields = z.infer<typeof siteConfigFieldsSchema>;

/** The firm-wide facts among them: one draft for every language (decision 0059). */
export const FIRM_FACT_FIELDS = [
  "iconUrl",
  "address",
  "email",
  "tel",
  "legalNotice",
  "lawyerCount",
  "isLawyerCountVisible",
  "totalPeople",
  "isTotalPeopleVisible",
  "branchCount",
  "isBranchCountVisible",
] as const satisfies readonly (keyof SiteConfigFields)[];
export type FirmFactFieldName = (typeof FIRM_FACT_FIELDS)[number];

/** A configuration's unpublished changes: the fields as the editor saved them, who saved them last and when. */
export const siteConfigDraftSchema = siteConfigFieldsSchema.extend({
  savedAt: timestampSchema,
  operatorName: z.string().nullable(),
  /** Whether the firm-wide facts have unpublished changes (shared by every language's draft). */
  factsChanged: z.boolean(),
});
export type SiteConfigDraft = z.infer<typeof siteConfigDraftSchema>;

/** One revision of a language's configuration with its fields. */
export const siteConfigRevisionSchema = z.object({ ...revisionEntryShape, fields: siteConfigFieldsSchema });
export type SiteConfigRevision = z.infer<typeof siteConfigRevisionSchema>;

/**
 * The site configuration of one language, as the back office edits it. `iconUrl`, `address`,
 * `email`, `tel`, `legalNotice`, the figures and their visibility are the firm's, the same in every language;
 * each figure answers its override, else its computed value, and `figures` says which is which.
 */
export const portalConfigSchema = z.object({
  ...portalConfigShape,
  figures: z.object({ lawyerCount: headlineFigureSchema, totalPeople: headlineFigureSchema, branchCount: headlineFigureSchema }),
  /** The language's configuration's id; null while it was never saved (decision 0059). */
  id: z.number().int().nullable(),
  /** `draft` until the language's configuration is first published; the site shows another language's meanwhile. */
  publishState: z.enum(PUBLISH_STATES),
  /** Since when it is live; null for a draft. */
  publishAt: timestampSchema.nullable(),
  /** Always null: a configuration's publication has no end. */
  unpublishAt: timestampSchema.nullable(),
  /** Its unpublished changes (its texts', the firm-wide facts'), or null. */
  draft: siteConfigDraftSchema.nullable(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/**
 * The site configuration as the public site receives it: a headline figure marked invisible
 * is left out of the answer (the key is absent), so that it cannot be shown by mistake.
 * `lang` is the language answered, which can differ from the one asked for (fallback).
 */
export const publicPortalConfigSchema = z.object({
  ...portalConfigShape,
  /** How the site draws the logo (when it is an upload). */
  iconDescription: imageDescriptionSchema.optional(),
  lawyerCount: z.number().int().optional(),
  totalPeople: z.number().int().optional(),
  branchCount: z.number().int().optional(),
  /**
   * The legal documents that have a published version (in any language: the public read falls
   * back to another), for the footer's links: a document whose only versions are drafts is a
   * missing page (decision 0035).
   */
  documents: z.array(z.enum(DOCUMENT_NAMES)),
});
export type PublicPortalConfig = z.infer<typeof publicPortalConfigSchema>;

/** Optional plain text (one line, or several): missing or null is stored as the empty string. */
const text = (schema: z.ZodString) => schema.nullish().transform((value) => value ?? "");

const richText = (max: number) =>
  richTextSchema(max)
    .trim()
    .nullish()
    .transform((value) => value ?? "");

/** A headline figure's override; left out, blank or null means "computed from the data". */
const figureOverride = z
  .number()
  .int()
  .min(0)
  .max(PORTAL_COUNT_MAX)
  .nullish()
  .transform((value) => value ?? null);

const visibility = z
  .literal([0, 1], { error: SCHEMA_MESSAGES.flag })
  .nullish()
  .transform((value): 0 | 1 => value ?? 0);

/**
 * A firm-wide fact: left out, it keeps its stored value, since a save in one language must not
 * empty what every language shows; sent (null or blank included), it replaces it.
 */
const firmFact = <S extends z.ZodType>(schema: S) => schema.optional();

/**
 * `POST /admin/portal-config`: the whole configuration of one language (an upsert that replaces
 * it) together with the firm-wide facts, which every language shares (saving them in one language
 * changes them in all). Only `lang` and `name` are required; a missing text of the language is
 * saved empty (lists empty), a missing firm-wide fact keeps its stored value (none stored yet:
 * empty, figures computed and hidden).
 */
export const portalConfigBody = z.object({
  lang: z.string().trim().min(1).max(16),
  name: singleLineText(200).min(1),
  iconUrl: firmFact(blankAsNull(siteImageSchema.nullish())),
  /** Typed in a text area: its lines are the address's lines. */
  address: firmFact(text(multiLineText(500))),
  email: firmFact(blankAsNull(z.email({ error: SCHEMA_MESSAGES.email }).max(254).nullish())),
  tel: firmFact(text(singleLineText(50))),
  /** The legal notice's facts (decision 0067): sent, they replace the stored ones whole. */
  legalNotice: firmFact(legalNoticeBody.nullable().transform((value) => value ?? NO_LEGAL_NOTICE)),
  introduce: richText(PORTAL_TEXT_LIMITS.introduce),
  lawyerCount: firmFact(figureOverride),
  isLawyerCountVisible: firmFact(visibility),
  totalPeople: firmFact(figureOverride),
  isTotalPeopleVisible: firmFact(visibility),
  branchCount: firmFact(figureOverride),
  isBranchCountVisible: firmFact(visibility),
  advantagesList: z
    .array(z.object({ title: singleLineText(200).min(1), content: richText(PORTAL_TEXT_LIMITS.advantageContent) }))
    .max(PORTAL_LIST_MAX_ITEMS)
    .nullish()
    .transform((value) => value ?? []),
  environmentList: z
    .array(z.object({ title: text(singleLineText(200)), coverUrl: siteImageSchema, alt: placeAltSchema }))
    .max(PORTAL_LIST_MAX_ITEMS)
    .nullish()
    .transform((value) => value ?? []),
});
export type PortalConfigInput = z.output<typeof portalConfigBody>;

export const portalConfigAdminQuery = z.object({ lang: z.string().trim().min(1).max(16) });
export const portalConfigPublicQuery = z.object({ lang: z.string().optional() });

export const portalConfigEndpoints = {
  /** The configuration of `lang`; an empty default (updateTime null) when none was saved yet. */
  get: defineEndpoint({
    method: "GET",
    access: "config.manage",
    path: "/admin/portal-config",
    query: portalConfigAdminQuery,
    result: portalConfigSchema,
    editTag: true,
  }),
  /** Creates or replaces the configuration of the body's `lang`; answers what was saved. */
  save: defineEndpoint({
    method: "POST",
    access: "config.manage",
    path: "/admin/portal-config",
    /** `saveAs=draft` (the back office): the save is a draft, the website unchanged until Publish (decision 0059). */
    query: saveQuerySchema,
    body: portalConfigBody,
    result: portalConfigSchema,
    bodyLimit: RICH_TEXT_BODY_LIMIT,
    editTag: true,
  }),
  /**
   * Publishes a language's configuration (`id`): its draft of its texts and the firm-wide facts'
   * draft go live together; a configuration never published becomes the language's (decision 0059).
   */
  publish: defineEndpoint({
    method: "PUT",
    access: "config.manage",
    path: "/admin/portal-config/publish",
    body: unpublishBodySchema,
    result: portalConfigSchema,
    editTag: true,
  }),
  /** Drops a language's unpublished changes and the firm-wide facts' (shared by every language). */
  discardDraft: defineEndpoint({
    method: "PUT",
    access: "config.manage",
    path: "/admin/portal-config/discard-draft",
    body: discardDraftBodySchema,
    result: portalConfigSchema,
    editTag: true,
  }),
  /**
   * Who else has the site configuration open (decision 0051): one item for every language, whose
   * firm-wide facts they share (`id`: a language's configuration).
   */
  ...presenceEndpoints("/admin/portal-config", { versions: "config.manage" }),
  /** A language's configuration's revisions, newest first (`id`: the configuration's). */
  revisions: defineEndpoint({
    method: "GET",
    access: "config.manage",
    path: "/admin/portal-config/revisions",
    query: revisionQuerySchema,
    result: z.array(z.object(revisionEntryShape)),
  }),
  /** One revision with its fields (`id`: the revision's). */
  revision: defineEndpoint({
    method: "GET",
    access: "config.manage",
    path: "/admin/portal-config/revision",
    query: revisionQuerySchema,
    result: siteConfigRevisionSchema,
  }),
  /** Restores a revision as the configuration's unpublished changes (a configuration never published: in place). */
  restoreRevision: defineEndpoint({
    method: "PUT",
    access: "config.manage",
    path: "/admin/portal-config/restore-revision",
    body: restoreRevisionBodySchema,
    result: portalConfigSchema,
    bodyLimit: RICH_TEXT_BODY_LIMIT,
    editTag: true,
  }),
  /**
   * The configuration of the request's language, else en_US, else any language; an empty default
   * when there is none at all. Invisible figures are left out.
   */
  publicGet: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/portal-config",
    query: portalConfigPublicQuery,
    result: publicPortalConfigSchema,
  }),
};
