import type { PublishingEndpoints } from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message } from "../../i18n/messages.ts";
import * as presence from "./presence.ts";
import { listVersionReviews } from "./reviews.ts";
import { lagBehind, translationStateOf, translationStatusOf, versionsOfItem } from "./translation-changes.ts";
import { findDrafts } from "./drafts.repository.ts";
import {
  discardDraft,
  listVersionRevisions,
  markUpToDate,
  publicationOrNotFound,
  publisherOf,
  publishVersion,
  readStoredRevision,
  restoreRevision,
  unpublishVersion,
  type ItemAnswer,
  type PublishableKind,
} from "./versions.ts";

/**
 * A kind's publishing calls, declared once per kind (decision 0035): Publish, Unpublish, Discard
 * draft, its versions' revisions, one revision, Restore, and its versions' reviews (decision 0052). The rules are versions.ts's; a kind
 * says only how its versions are read and written, what the calls answer, and where they are.
 */
export interface KindPublishing<TFields extends object, TVersions extends ItemAnswer, TRevisionFields> {
  kind: PublishableKind<TFields>;
  /**
   * What Publish, Unpublish, Discard draft and Restore answer, read in their transaction: the
   * item's versions as the editor reads them (a banner or a document version, its own item: itself).
   */
  versions(trx: Executor, no: number): Promise<TVersions>;
  /** A revision's stored fields as the contract's revision schema has them. */
  revisionFields(db: Executor, fields: TFields): Promise<TRevisionFields>;
  /** The kind's endpoint table (the contract's `publishingEndpoints` and `revisionEndpoints`). */
  endpoints: PublishingEndpoints<TVersions, TRevisionFields>;
}

/** `revisionFields` of a kind whose revisions answer their fields as stored. */
export const fieldsAsStored = async <TFields>(_db: Executor, fields: TFields): Promise<TFields> => fields;

/**
 * Registers a kind's publishing calls. Each call that changes something is the signed-in
 * account's (`publisherOf`): held to its languages, recorded in the revision and named to the audit log.
 */
export function publishingRoutes<TFields extends object, TVersions extends ItemAnswer, TRevisionFields>(
  route: EndpointRegistrar,
  { kind, versions, revisionFields, endpoints }: KindPublishing<TFields, TVersions, TRevisionFields>,
  { db, keepRevisions }: { db: Db; keepRevisions: number },
) {
  route(endpoints.publish, async (call) => publishVersion(db, kind, call.body, publisherOf(call, keepRevisions), versions));
  route(endpoints.unpublish, async (call) => unpublishVersion(db, kind, call.body.id, publisherOf(call, keepRevisions), versions));
  route(endpoints.discardDraft, async (call) => discardDraft(db, kind, call.body.id, publisherOf(call, keepRevisions), versions));
  route(endpoints.revisions, async ({ query }) => listVersionRevisions(db, kind, query.id));
  route(endpoints.revision, async ({ query }) => {
    const { itemNo: _itemNo, fields, ...entry } = await readStoredRevision(db, kind, query.id);
    return { ...entry, fields: await revisionFields(db, fields) };
  });
  route(endpoints.restoreRevision, async (call) => restoreRevision(db, kind, call.body.id, publisherOf(call, keepRevisions), versions));
  route(endpoints.reviews, async ({ query }) => listVersionReviews(db, kind, query.id));

  // Out-of-date versions and the source beside a translation (decision 0057).
  route(endpoints.translation, async ({ query }) => {
    const version = await publicationOrNotFound(db, kind, query.id);
    return translationStateOf(db, kind.table, { id: query.id, lang: version.lang });
  });
  route(endpoints.translationSource, async ({ query }) => {
    const version = await publicationOrNotFound(db, kind, query.id);
    const source = (await versionsOfItem(db, kind.table, { id: query.id, no: version.no })).find(
      (other) => other.lang === query.source && other.id !== query.id,
    );
    if (!source) throw notFound(message("translation.noSource", { entity: kind.label, lang: query.source }));
    const [draft, live, lag] = await Promise.all([
      findDrafts<TFields>(db, kind.table, [source.id]),
      kind.liveFields(db, source.id),
      lagBehind<TFields>(db, kind.table, query.id, query.source),
    ]);
    const fields = draft.get(source.id)?.fields ?? live;
    if (!fields) throw notFound(message("translation.noSource", { entity: kind.label, lang: query.source }));
    return {
      id: source.id,
      lang: source.lang,
      fields: await revisionFields(db, fields),
      baseline: lag ? await revisionFields(db, lag.baseline) : null,
      changed: lag?.fields ?? [],
      changedAt: lag?.changedAt ?? null,
    };
  });
  route(endpoints.markUpToDate, async (call) => markUpToDate(db, kind, call.body.id, publisherOf(call, keepRevisions)));
  route(endpoints.translationStatus, async ({ query }) => translationStatusOf(db, kind.table, query.ids));

  // Who else has the item open (decision 0051): 404 for an id that is no version of the kind.
  presence.presenceRoutes(route, endpoints, db, async (id) => {
    const version = await kind.findPublication(db, id);
    if (!version) throw notFound(message("item.notFoundById", { entity: kind.label, id }));
    return { item: { table: kind.table, no: version.no }, lang: version.lang };
  });
}
