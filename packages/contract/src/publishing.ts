import { z } from "zod";
import { idSchema, timestampSchema } from "./common.ts";
import type { ContentKindRights } from "./content-kinds.ts";
import { defineEndpoint, RICH_TEXT_BODY_LIMIT, type EndpointProducing } from "./endpoint.ts";
import { versionReviewSchema, type VersionReview } from "./reviews.ts";
import { translationEndpoints, type TranslationEndpoints } from "./translation-status.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * Publishing (docs/decisions/0035): a language version is public from `publishAt` (null: a draft)
 * until `unpublishAt` (null: no end); its state is read from that window and the time. The back
 * office reads the three fields; visitors never see them (a public answer is always published).
 */

export const PUBLISH_STATES = ["draft", "scheduled", "published"] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** What the back office's answers add to every publishable version. */
export const publicationShape = {
  publishState: z.enum(PUBLISH_STATES),
  publishAt: timestampSchema.nullable(),
  unpublishAt: timestampSchema.nullable(),
};
export type Publication = z.infer<z.ZodObject<typeof publicationShape>>;
export type PublicationField = keyof Publication;

/** A time with its offset (`2026-12-01T09:00:00+01:00` or `…Z`); the server stores it in UTC. */
const publicationTimeSchema = z.iso.datetime({ offset: true, error: SCHEMA_MESSAGES.dateTime });

/**
 * Publishes one language version: now when `publishAt` is left out or past (a past time is kept,
 * as given), at `publishAt` when it is in the future; until `unpublishAt` when given, which must
 * come after `publishAt`.
 */
export const publishBodySchema = z.object({
  id: idSchema,
  publishAt: publicationTimeSchema.nullable().optional(),
  unpublishAt: publicationTimeSchema.nullable().optional(),
});
export type PublishBody = z.output<typeof publishBodySchema>;

/** The earliest date the site may show for an item (`setDate`): older is a typing mistake, not a date. */
export const EARLIEST_SHOWN_DATE = "1900-01-01T00:00:00.000Z";

/**
 * Sets the date the site shows for an item and orders it by (`createTime`, shared by its versions;
 * decision 0035), e.g. to backdate an older article: a time with its offset, from 1900 until now.
 */
export const setDateBodySchema = z.object({
  no: idSchema,
  createTime: publicationTimeSchema.refine((time) => new Date(time).toISOString() >= EARLIEST_SHOWN_DATE, {
    error: SCHEMA_MESSAGES.dateTooEarly,
  }),
});
export type SetDateBody = z.output<typeof setDateBodySchema>;

/** Makes one language version a draft at once. */
export const unpublishBodySchema = z.object({ id: idSchema });

/**
 * How the back office saves (decision 0035, slice 2): `draft` keeps the public version of a
 * published or scheduled version unchanged and stores the edit as its draft; a version never
 * published is edited in place, and a new one starts as a draft. Without it (the specification's
 * clients), a save writes the version as before and a new version is published at once.
 */
export const saveQuerySchema = z.object({ saveAs: z.literal("draft").optional() });
export type SaveQuery = z.output<typeof saveQuerySchema>;

/** Drops a version's draft (its edit not yet published); the public version stays as it is. */
export const discardDraftBodySchema = z.object({ id: idSchema });

/** Who saved a draft, and when. */
const draftSavedShape = {
  savedAt: timestampSchema,
  operatorName: z.string().nullable(),
};

/** What a revision records (decision 0035, slice 4): a save, a draft's save, a publication, its end, a restore. */
export const REVISION_ACTIONS = ["save", "saveDraft", "publish", "unpublish", "restore"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One revision of a language version, as a history lists it. */
export const revisionEntryShape = {
  id: z.number().int(),
  versionId: z.number().int(),
  lang: z.string(),
  action: z.enum(REVISION_ACTIONS),
  /** The version's state after it. */
  state: z.enum(PUBLISH_STATES),
  /** The version's publication window after it: when a scheduled version goes live (null: not kept, in older revisions). */
  publishAt: timestampSchema.nullable(),
  unpublishAt: timestampSchema.nullable(),
  savedAt: timestampSchema,
  operatorName: z.string().nullable(),
};
export type RevisionEntry = z.infer<z.ZodObject<typeof revisionEntryShape>>;

/**
 * A publishable kind's drafts and revisions over its fields' `shape` (decision 0035): a version's
 * pending edit (its fields as saved, who saved them, when) and one revision with its fields.
 */
export function draftAndRevisionSchemas<Shape extends z.ZodRawShape>(shape: Shape) {
  return {
    draft: z.object({ ...draftSavedShape, ...shape }),
    revision: z.object({ ...revisionEntryShape, fields: z.object(shape) }),
  };
}

/** A version's revisions (`id`: the version), or one revision (`id`: the revision). */
export const revisionQuerySchema = z.object({ id: idSchema });

/** Restores a revision's fields as its version's draft (or, for a version not public, as the version). */
export const restoreRevisionBodySchema = z.object({ id: idSchema });

/**
 * Who else has an item open in the editor (decision 0051): the editor says it is open every
 * `heartbeatSeconds`; an account not heard of for `staleSeconds` no longer has it open.
 */
export const EDIT_PRESENCE = { heartbeatSeconds: 30, staleSeconds: 120 } as const;

/** An item open in the editor, as its heartbeat answers it to one account. */
export const editPresenceSchema = z.object({
  /** The other accounts that have it open, who opened it first first. */
  others: z.array(z.object({ accountName: z.string(), since: timestampSchema })),
  /** Who took the item over from this account, and when; null: no one did. */
  takenOver: z.object({ by: z.string(), at: timestampSchema }).nullable(),
});
export type EditPresence = z.infer<typeof editPresenceSchema>;

/** The item of a version open in the editor (`id`: the version). */
const presenceBodySchema = z.object({ id: idSchema });

/**
 * Who else has an item open in the back office's editor (decision 0051), for an editor whose calls
 * start at `admin`: the heartbeat, leaving, and taking over (`rights.versions`, audited).
 */
export function presenceEndpoints(admin: string, rights: Pick<ContentKindRights, "versions">) {
  return {
    /** The editor's heartbeat: the account has the version's item open; answers who else has it (not audited: it changes no content). */
    presence: defineEndpoint({
      method: "PUT",
      access: "content.read",
      path: `${admin}/presence`,
      body: presenceBodySchema,
      result: editPresenceSchema,
      audited: false,
    }),
    /** The editor was left: the account no longer has the item open. */
    leave: defineEndpoint({
      method: "PUT",
      access: "content.read",
      path: `${admin}/presence/leave`,
      body: presenceBodySchema,
      result: z.null(),
      audited: false,
    }),
    /** Takes the item over from the others who have it open (their editors say so); recorded in the audit log. */
    takeOver: defineEndpoint({
      method: "PUT",
      access: rights.versions,
      path: `${admin}/presence/take-over`,
      body: presenceBodySchema,
      result: editPresenceSchema,
    }),
  };
}

/**
 * The publishing calls of a kind whose back-office calls start at `admin`: Publish (or schedule)
 * and Unpublish (its `rights.publication`) and Discard draft (its `rights.versions`: it changes
 * nothing public); each answers `versions`, the item's versions as the editor reads them.
 */
export function publishingEndpoints<TVersions extends z.ZodType>(admin: string, versions: TVersions, rights: ContentKindRights) {
  return {
    /** Publishes or schedules one language version (decision 0035); its draft becomes its fields. */
    publish: defineEndpoint({
      method: "PUT",
      access: rights.publication,
      path: `${admin}/publish`,
      body: publishBodySchema,
      result: versions,
      editTag: true,
    }),
    /** Makes one language version a draft at once. */
    unpublish: defineEndpoint({
      method: "PUT",
      access: rights.publication,
      path: `${admin}/unpublish`,
      body: unpublishBodySchema,
      result: versions,
      editTag: true,
    }),
    /** Drops one language version's draft (its unpublished edit). */
    discardDraft: defineEndpoint({
      method: "PUT",
      access: rights.versions,
      path: `${admin}/discard-draft`,
      body: discardDraftBodySchema,
      result: versions,
      editTag: true,
    }),
    ...presenceEndpoints(admin, rights),
  };
}

/**
 * The revision calls of a kind whose back-office calls start at `admin` (decision 0035, slice 4):
 * a version's revisions, one revision with its fields (`revision`: the kind's schema of it), and
 * Restore (its `rights.versions`), which answers `versions`, the item's versions as the editor reads
 * them; and the reviews its approval links brought (decision 0052), read as its revisions are.
 */
export function revisionEndpoints<TRevision extends z.ZodType, TVersions extends z.ZodType>(
  admin: string,
  revision: TRevision,
  versions: TVersions,
  rights: ContentKindRights,
) {
  return {
    /** A version's revisions, newest first (`id`: the version). */
    revisions: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/revisions`,
      query: revisionQuerySchema,
      result: z.array(z.object(revisionEntryShape)),
    }),
    /** A version's reviews from its approval links, newest first (`id`: the version). */
    reviews: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/reviews`,
      query: revisionQuerySchema,
      result: z.array(versionReviewSchema),
    }),
    /** One revision with its fields (`id`: the revision). */
    revision: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/revision`,
      query: revisionQuerySchema,
      result: revision,
    }),
    /** Restores a revision as its version's draft (a version not public: as the version). */
    restoreRevision: defineEndpoint({
      method: "PUT",
      access: rights.versions,
      path: `${admin}/restore-revision`,
      body: restoreRevisionBodySchema,
      result: versions,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      editTag: true,
    }),
    ...translationEndpoints(admin, revisionFieldsOf(revision), rights),
  };
}

/** The fields schema of a kind's revision schema (`draftAndRevisionSchemas`' `revision`). */
function revisionFieldsOf<TRevision extends z.ZodType>(revision: TRevision) {
  return (revision as unknown as z.ZodObject<{ fields: z.ZodType }>).shape.fields as z.ZodType<RevisionFieldsOf<z.output<TRevision>>>;
}
type RevisionFieldsOf<T> = T extends { fields: infer F } ? F : never;

/**
 * A kind's publishing calls by what they produce: `TVersions`, what Publish, Unpublish,
 * Discard draft and Restore answer (the item's versions as the editor reads them), and
 * `TRevisionFields`, a revision's fields. Every publishable kind's endpoint table has them
 * (`publishingEndpoints` and `revisionEndpoints`); the server registers them once for all kinds.
 */
export interface PublishingEndpoints<TVersions, TRevisionFields> extends TranslationEndpoints<TRevisionFields> {
  publish: EndpointProducing<unknown, unknown, PublishBody, TVersions>;
  unpublish: EndpointProducing<unknown, unknown, { id: number }, TVersions>;
  discardDraft: EndpointProducing<unknown, unknown, { id: number }, TVersions>;
  presence: EndpointProducing<unknown, unknown, { id: number }, EditPresence>;
  leave: EndpointProducing<unknown, unknown, { id: number }, null>;
  takeOver: EndpointProducing<unknown, unknown, { id: number }, EditPresence>;
  revisions: EndpointProducing<unknown, { id: number }, unknown, RevisionEntry[]>;
  reviews: EndpointProducing<unknown, { id: number }, unknown, VersionReview[]>;
  revision: EndpointProducing<unknown, { id: number }, unknown, RevisionEntry & { fields: TRevisionFields }>;
  restoreRevision: EndpointProducing<unknown, unknown, { id: number }, TVersions>;
}

/** An editor's presence calls (`presenceEndpoints`): every publishable kind's, and the site configuration's. */
export type PresenceEndpoints = Pick<PublishingEndpoints<unknown, unknown>, "presence" | "leave" | "takeOver">;
