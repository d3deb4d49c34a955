import { z } from "zod";
import { timestampSchema } from "./common.ts";
import { KIND_CONFIGURATIONS, type KindConfigurationName, type TranslatedKindName } from "./content-kinds.ts";
import { DOCUMENT_NAMES } from "./documents.ts";
import { defineEndpoint } from "./endpoint.ts";
import { LEGAL_NOTICE_REQUIRED } from "./legal-notice.ts";
import { PUBLISH_STATES, REVISION_ACTIONS } from "./publishing.ts";
import { REVIEW_DECISIONS } from "./reviews.ts";

/**
 * The back office's landing page (decision 0035, slice 7): what waits for publishing, what is
 * scheduled, what changed lately, what reviewers said through approval links (decision 0052), and
 * per language the items that lack a version in it.
 */

/**
 * The kinds of content the dashboard names: every configuration of the publishable kinds
 * (`KIND_CONFIGURATIONS`), in the declaration's order (news, case, honor, person, practiceArea,
 * banner, document). A banner's or legal document's row is an item of its own.
 */
export const DASHBOARD_KINDS = Object.keys(KIND_CONFIGURATIONS) as [KindConfigurationName, ...KindConfigurationName[]];
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

/**
 * The translated kinds, those whose items are numbered under an `itemScope` (news, case, honor,
 * person, practiceArea): each item has a version per language, so the translation gaps count them.
 */
export const DASHBOARD_GAP_KINDS = DASHBOARD_KINDS.filter((kind) => KIND_CONFIGURATIONS[kind].itemScope !== null) as [
  TranslatedKindName,
  ...TranslatedKindName[],
];
export type DashboardGapKind = (typeof DASHBOARD_GAP_KINDS)[number];

/**
 * The kinds the translations to do count (decision 0061): the translated kinds and the legal
 * documents, whose versions (one per language) share their document's name as a translated item's
 * share its number.
 */
export const DASHBOARD_TRANSLATION_KINDS = [...DASHBOARD_GAP_KINDS, "document"] as [
  DashboardTranslationKind,
  ...DashboardTranslationKind[],
];
export type DashboardTranslationKind = DashboardGapKind | "document";

/** One language version, as the dashboard links to it. */
const versionRefShape = {
  kind: z.enum(DASHBOARD_KINDS),
  /** The item (all its versions); a banner's or document version's own id (each is an item of its own). */
  no: z.number().int(),
  /** The version; the editors of people, practice areas and banners open a version. */
  id: z.number().int(),
  lang: z.string(),
  /** The version's title or name; a document version's title, else the document's name. */
  title: z.string(),
  /** A legal document version's document (kind `document`): the documents page opens it in `lang`. */
  name: z.enum(DOCUMENT_NAMES).optional(),
};

/** How many there are in all, and the first ones. */
const someOf = <T extends z.ZodType>(entry: T) => z.object({ total: z.number().int(), entries: z.array(entry) });

export const dashboardSchema = z.object({
  /** Versions waiting for someone to publish them: never published (`draft`) or edits of published ones (`changes`); newest first. */
  waiting: someOf(
    z.object({
      ...versionRefShape,
      waiting: z.enum(["draft", "changes"]),
      since: timestampSchema,
      operatorName: z.string().nullable(),
    }),
  ),
  /** Publications and their ends to come, soonest first. */
  scheduled: someOf(z.object({ ...versionRefShape, change: z.enum(["publish", "unpublish"]), at: timestampSchema })),
  /**
   * The latest changes of content (revisions), newest first, with the version's state and the
   * time it goes live after each (a publication with state `scheduled` is a schedule).
   */
  recent: z.array(
    z.object({
      ...versionRefShape,
      action: z.enum(REVISION_ACTIONS),
      state: z.enum(PUBLISH_STATES),
      publishAt: timestampSchema.nullable(),
      savedAt: timestampSchema,
      operatorName: z.string().nullable(),
    }),
  ),
  /**
   * The newest reviews from approval links (decision 0052), newest first: approvals and requests
   * for changes, with the reviewer's name and comment; `current` is false once the version changed since.
   */
  reviews: z.array(
    z.object({
      ...versionRefShape,
      decision: z.enum(REVIEW_DECISIONS),
      comment: z.string().nullable(),
      reviewerName: z.string().nullable(),
      reviewedAt: timestampSchema,
      current: z.boolean(),
    }),
  ),
  /**
   * The news items, case analyses and honors that name a client without a recorded consent
   * (decision 0066), in their versions or their drafts, newest change first: each in one of its
   * versions (English when it has one), with those clients' names. None of them can be published.
   */
  clientsWithoutConsent: someOf(z.object({ ...versionRefShape, clients: z.array(z.string()) })),
  /**
   * Per language (a translator's own only), the translations to do: the items without a version in
   * it, how many of each kind and the first ones (titled in another language); and its versions
   * that are out of date (decision 0057), how many of each kind and those whose source changed
   * last (titled in their own language). The legal documents count as a kind (decision 0061): a
   * document saved in another language but not in this one is missing here.
   */
  gaps: z.array(
    z.object({
      lang: z.string(),
      counts: z.record(z.enum(DASHBOARD_TRANSLATION_KINDS), z.number().int()),
      entries: z.array(z.object(versionRefShape)),
      outdated: z.record(z.enum(DASHBOARD_TRANSLATION_KINDS), z.number().int()),
      outdatedEntries: z.array(z.object(versionRefShape)),
    }),
  ),
  /**
   * The facts the live legal notice lacks (decision 0067): warnings for the back office, which the
   * site never shows (it leaves a missing fact out).
   */
  legalNoticeMissing: z.array(z.enum(LEGAL_NOTICE_REQUIRED)),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How many of each list the dashboard shows. */
export const DASHBOARD_LIMITS = {
  waiting: 10,
  scheduled: 10,
  recent: 10,
  reviews: 8,
  gapsPerLanguage: 8,
  clientsWithoutConsent: 10,
} as const;

export const dashboardEndpoints = {
  get: defineEndpoint({ method: "GET", access: "content.read", path: "/admin/dashboard", result: dashboardSchema }),
};
