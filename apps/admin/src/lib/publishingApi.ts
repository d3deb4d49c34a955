import type {
  EditPresence,
  EndpointProducing,
  PresenceEndpoints,
  PublishBody,
  PublishingEndpoints,
  RevisionEntry,
  SaveQuery,
  TranslationSource,
  TranslationState,
  TranslationStatus,
  VersionReview,
} from "@lawfirm/contract";
import { api, inlineErrorApi } from "./api.ts";

/** One revision with the kind's fields (`F`). */
export type RevisionWithFields<F> = RevisionEntry & { fields: F };

/**
 * A publishable kind's publishing calls as the back office makes them (decision 0035): each
 * change answers the item's versions (`V`), as the editor takes them in; a revision carries the
 * kind's fields (`F`). Failures show the request layer's notification (`api`).
 */
export interface PublishingApi<V, F> {
  /** Publishes or schedules one version. */
  publish: (body: PublishBody, ifMatch?: string) => Promise<V[]>;
  /** Makes one version a draft at once (a scheduled one: cancels its schedule). */
  unpublish: (versionId: number, ifMatch?: string) => Promise<V[]>;
  /** Drops one version's unpublished changes. */
  discardDraft: (versionId: number, ifMatch?: string) => Promise<V[]>;
  /** A version's revisions, newest first. */
  revisions: (versionId: number, signal?: AbortSignal) => Promise<RevisionEntry[]>;
  /** One revision with its fields. */
  revision: (id: number, signal?: AbortSignal) => Promise<RevisionWithFields<F>>;
  /** Restores a revision as its version's draft (a version not public: as the version). */
  restoreRevision: (id: number, ifMatch?: string) => Promise<V[]>;
  /** A version's reviews from its approval links, newest first (decision 0052). */
  reviews: (versionId: number, signal?: AbortSignal) => Promise<VersionReview[]>;
  /** The editor's heartbeat on the version's item: answers who else has it open (decision 0051). */
  presence: (versionId: number) => Promise<EditPresence>;
  /** The editor of the version's item was left. */
  leave: (versionId: number) => Promise<null>;
  /** Takes the version's item over from the others who have it open (recorded in the audit log). */
  takeOver: (versionId: number) => Promise<EditPresence>;
  /** The other versions of its item a version is behind (decision 0057). */
  translation: (versionId: number, signal?: AbortSignal) => Promise<TranslationState>;
  /** Another version of the item (`source`: its language) beside the version, with what changed in it since the version was translated. */
  translationSource: (versionId: number, source: string, signal?: AbortSignal) => Promise<TranslationSource<F>>;
  /** Marks a version up to date with the other versions of its item (recorded in the audit log). */
  markUpToDate: (versionId: number) => Promise<TranslationState>;
  /** Per version (any of an item's), the languages of its item whose versions are out of date. */
  translationStatus: (versionIds: readonly number[], signal?: AbortSignal) => Promise<TranslationStatus>;
}

/**
 * A kind's publishing calls sent with the edit tag of the item as the editor holds it
 * (`editTagOf`): a change the item had meanwhile refuses them (412) rather than be overridden unseen.
 */
export function withEditTag<V, F>(api: PublishingApi<V, F>, ifMatch: string | undefined): PublishingApi<V, F> {
  return {
    ...api,
    publish: (body) => api.publish(body, ifMatch),
    unpublish: (versionId) => api.unpublish(versionId, ifMatch),
    discardDraft: (versionId) => api.discardDraft(versionId, ifMatch),
    restoreRevision: (id) => api.restoreRevision(id, ifMatch),
  };
}

/** A version a publishing call answers: a saved one, so it has its id (a legal document's default not saved yet has none). */
export type SavedVersion<V> = V & { id: number };

/**
 * The publishing calls of a kind, derived from its endpoint table (the contract's
 * `PublishingEndpoints`). A translated kind's calls answer the item's versions; a kind whose
 * items are single rows (banners, legal document versions) answers that one version, which
 * `{ single: true }` gives as the item's only version.
 */
export function publishingApi<V, F>(endpoints: PublishingEndpoints<V[], F>): PublishingApi<V, F>;
export function publishingApi<V extends { id: number | null }, F>(
  endpoints: PublishingEndpoints<V, F>,
  options: { single: true },
): PublishingApi<SavedVersion<V>, F>;
export function publishingApi(
  endpoints: PublishingEndpoints<unknown, unknown>,
  options?: { single: true },
): PublishingApi<unknown, unknown> {
  const versionsOf = (answer: unknown): unknown[] => (options?.single ? asItsItem(answer as { id: number | null }) : (answer as unknown[]));
  return {
    publish: async (body, ifMatch) => versionsOf(await api.call(endpoints.publish, { body }, { ifMatch })),
    unpublish: async (versionId, ifMatch) => versionsOf(await api.call(endpoints.unpublish, { body: { id: versionId } }, { ifMatch })),
    discardDraft: async (versionId, ifMatch) =>
      versionsOf(await api.call(endpoints.discardDraft, { body: { id: versionId } }, { ifMatch })),
    revisions: (versionId, signal) => api.call(endpoints.revisions, { query: { id: versionId } }, { signal }),
    revision: (id, signal) => api.call(endpoints.revision, { query: { id } }, { signal }),
    restoreRevision: async (id, ifMatch) => versionsOf(await api.call(endpoints.restoreRevision, { body: { id } }, { ifMatch })),
    reviews: (versionId, signal) => api.call(endpoints.reviews, { query: { id: versionId } }, { signal }),
    ...presenceApi(endpoints),
    translation: (versionId, signal) => api.call(endpoints.translation, { query: { id: versionId } }, { signal }),
    translationSource: (versionId, source, signal) =>
      api.call(endpoints.translationSource, { query: { id: versionId, source } }, { signal }),
    markUpToDate: (versionId) => api.call(endpoints.markUpToDate, { body: { id: versionId } }),
    translationStatus: (versionIds, signal) => api.call(endpoints.translationStatus, { query: { ids: [...versionIds] } }, { signal }),
  };
}

/** An editor's presence calls (decision 0051): its heartbeat, leaving it, and taking its item over. */
export function presenceApi(endpoints: PresenceEndpoints): Pick<PublishingApi<unknown, unknown>, "presence" | "leave" | "takeOver"> {
  return {
    // A heartbeat that fails (the network, a restart) says nothing: the next one tells again.
    presence: (versionId) => inlineErrorApi.call(endpoints.presence, { body: { id: versionId } }),
    leave: (versionId) => inlineErrorApi.call(endpoints.leave, { body: { id: versionId } }),
    takeOver: (versionId) => api.call(endpoints.takeOver, { body: { id: versionId } }),
  };
}

/** A single row's answer as an item's versions: itself, once saved. */
function asItsItem<V extends { id: number | null }>(answer: V): V[] {
  return answer.id === null ? [] : [answer];
}

/** A kind's save endpoints: each takes its body (`C`, `U`) and answers the saved versions (`R`). */
interface SaveEndpoints<C, U, R> {
  create: EndpointProducing<unknown, SaveQuery, C, R>;
  update: EndpointProducing<unknown, SaveQuery, U, R>;
}

/** The back office saves drafts: an edit of a published version waits for Publish (decision 0035). */
export const SAVE_AS_DRAFT = { saveAs: "draft" } as const;

/**
 * A kind's create and update as the back office makes them: as drafts, through the client without
 * notifications (the editor shows their errors at the fields).
 */
export function draftSaves<C, U, R>(
  endpoints: SaveEndpoints<C, U, R>,
): { create: (body: C) => Promise<R>; update: (body: U, ifMatch?: string) => Promise<R> } {
  return {
    create: (body) => inlineErrorApi.call(endpoints.create, { query: SAVE_AS_DRAFT, body }),
    // Sent with the item's edit tag as the editor read it: a change meanwhile refuses the save (412).
    update: (body, ifMatch) => inlineErrorApi.call(endpoints.update, { query: SAVE_AS_DRAFT, body }, { ifMatch }),
  };
}
