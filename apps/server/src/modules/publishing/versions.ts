import {
  type AddressedKindName,
  editStampsOf,
  type EditStamp,
  type Endpoint,
  type PublishBody,
  type RevisionAction,
  type RevisionEntry,
  type SaveQuery,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { invalidRequest, notFound } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { AdminSession } from "../../http/admin-session.ts";
import type { AuditedVersion, HandlerContext } from "../../http/endpoint.ts";
import { assertMayWriteLanguage, type LanguageLimit } from "../translations/language-limit.ts";
import { inTransaction } from "../translations/translated-items.ts";
import { deleteDrafts, findDrafts, saveDraft, type DraftTable } from "./drafts.repository.ts";
import { markOffSite } from "../addresses/addresses.ts";
import { assertUnchangedSince } from "./edit-tags.ts";
import { publishStateOf, type PublicationWindow } from "./publication.ts";
import {
  addRevision,
  findBurstRevision,
  findRevision,
  listRevisions,
  replaceRevision,
  type StoredRevision,
} from "./revisions.repository.ts";
import { markVersionUpToDate, noteVersionChange, translationStateOf } from "./translation-changes.ts";

/**
 * What every publishable kind shares (docs/decisions/0035): drafts of published versions, the
 * publication window, Publish, Unpublish and Discard, and the revisions they record. A kind
 * (articles, people, practice areas) says how its versions' fields are read and written; the rules
 * are here, once.
 */

/** The account that saves (`operatorName` in the back office: its display name). */
export interface Operator {
  /** Null only for writes without an account behind them. */
  id: number | null;
  /** Its display name at the time, kept for when the account is deleted. */
  name: string;
}

/**
 * How a save writes: the back office's saves (`saveAs: "draft"`, and every save of an account
 * that may not publish) keep a published or scheduled version's public fields and store the edit
 * as its draft, and start new versions as drafts; the specification's saves write the version and
 * publish a new one at once.
 */
export interface Writer {
  operator: Operator;
  limit: LanguageLimit;
  asDraft: boolean;
  /** Revisions kept per item, the newest (`REVISIONS_PER_ITEM`). */
  keepRevisions: number;
  /** The item's edit tag as the writer read it (`If-Match`): the write is refused if it changed since (decision 0050). */
  ifMatch?: string | undefined;
}

/**
 * Who changes a version's publication, discards its draft or restores a revision: held to its
 * languages (`limit`), recorded in the revision, and told the version it changes (the audit log
 * names it).
 */
export interface Publisher extends Pick<Writer, "operator" | "limit" | "keepRevisions" | "ifMatch"> {
  changes: (version: AuditedVersion) => void;
}

/** What an item's deletion builds its kind's entity with: a deletion saves no version and records no revision. */
export const DELETION: Omit<Writer, "limit"> = { operator: { id: null, name: "" }, asDraft: false, keepRevisions: 0 };

const operatorOf = (admin: AdminSession): Operator => ({ id: admin.accountId, name: admin.userName });

/**
 * Who saves, and how: the back office asks for drafts; an account that may not publish (a
 * Translator) always saves drafts, which an Administrator or Editor publishes.
 */
export const writerOf = (
  { admin, query, ifMatch }: Pick<HandlerContext<Endpoint>, "admin" | "ifMatch"> & { query: SaveQuery },
  keepRevisions: number,
): Writer => ({
  operator: operatorOf(admin),
  limit: admin.languageLimit,
  keepRevisions,
  asDraft: query.saveAs === "draft" || !admin.rights.has("content.write"),
  ifMatch,
});

/** Who publishes, discards or restores in a call of the back office: the call's account, and its audit entry. */
export const publisherOf = (
  call: Pick<HandlerContext<Endpoint>, "admin" | "auditVersion" | "ifMatch">,
  keepRevisions: number,
): Publisher => ({
  operator: operatorOf(call.admin),
  limit: call.admin.languageLimit,
  keepRevisions,
  changes: call.auditVersion,
  ifMatch: call.ifMatch,
});

/** A version's item, language and publication window. */
export interface VersionPublication extends PublicationWindow {
  no: number;
  lang: string;
}

/**
 * How a publishable kind's versions are read and written. `TFields` is what a draft and a
 * revision keep of a version: its own columns and its connections, as a save would write them.
 */
export interface PublishableKind<TFields extends object> {
  table: DraftTable;
  /** Names the item in messages. */
  label: Message;
  /** The version's item, language and window; undefined when `id` is no version of the kind. */
  findPublication(db: Executor, id: number): Promise<VersionPublication | undefined>;
  /** The version's fields as its row and connections have them now. */
  liveFields(db: Executor, id: number): Promise<TFields | undefined>;
  /** Writes fields into the version's row and connections, as saved by `operator` at `at`. */
  writeFields(db: Executor, id: number, fields: TFields, by: { operator: Operator; at: string }): Promise<void>;
  /**
   * The fields without what was deleted since they were saved (people, practice areas), before a
   * draft is published; throws when the fields cannot be published (an article's deleted folder).
   */
  publishable(db: Executor, fields: TFields): Promise<TFields>;
  /**
   * A revision's fields as Restore writes them (`live`: the version's now), without what was
   * deleted since; `publishable` when left out.
   */
  restorable?(db: Executor, fields: TFields, live: TFields): Promise<TFields>;
  /**
   * Throws when the fields a publication would make public may not be (an article naming a client
   * without a recorded consent, decision 0066): Publish and Schedule are then refused.
   */
  assertMayPublish?(fields: TFields): void;
  /**
   * The language the fields give a version, for a kind whose language is one of its fields (a
   * banner's): Restore writes that language, so the publisher must write it as well.
   */
  languageOf?(fields: TFields): string;
  /** Whether the item dates itself by its first publication (`createTime`: articles). */
  datedByPublication: boolean;
  /** The kind's readable addresses (decision 0054), for a kind with pages of its own: a version taken off the site answers 410 there. */
  addressKind?: AddressedKindName;
  /** Makes the item's search entries again, in the change's transaction. */
  refreshSearch(db: Executor, no: number): Promise<void>;
}

export const sameFields = <TFields extends object>(a: TFields, b: TFields) =>
  (Object.keys(a) as (keyof TFields)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

/**
 * Writes a version's fields. As a draft (the back office): a published or scheduled version keeps
 * its public fields and gets the fields as its draft; an edit that brings back the public fields
 * drops the draft, and one equal to the draft it has leaves that draft (and who saved it) as it
 * is. A version that is not public, or a save of the specification's clients, is written in place
 * (the former drops a draft kept from when it was public). Whatever changed is recorded as a revision.
 */
export async function writeVersion<TFields extends object>(
  db: Executor,
  kind: PublishableKind<TFields>,
  id: number,
  fields: TFields,
  writer: Omit<Writer, "limit"> & { at: string; action: "save" | "restore" },
): Promise<void> {
  const { operator, asDraft, at, action } = writer;
  const [window, live, drafts] = await Promise.all([
    kind.findPublication(db, id),
    kind.liveFields(db, id),
    findDrafts<TFields>(db, kind.table, [id]),
  ]);
  if (!window || !live) return;
  const kept = drafts.get(id);
  // The other versions follow what the editor showed (the draft, where there is one) and what is saved now (decision 0057).
  await noteVersionChange(db, kind.table, { id, no: window.no, lang: window.lang }, kept?.fields ?? live, fields, at);
  if (asDraft && publishStateOf(window, at) !== "draft") {
    if (sameFields(fields, live)) {
      if (kept) await deleteDrafts(db, kind.table, [id]);
    } else if (!kept || !sameFields(fields, kept.fields)) {
      await saveDraft(db, kind.table, { versionId: id, fields, operatorId: operator.id, operatorName: operator.name, savedAt: at });
      await recordRevision(db, kind, id, action === "save" ? "saveDraft" : action, writer, at, fields, action === "save");
    }
    return;
  }
  // A version that is not public has nothing to protect: this save supersedes its draft.
  if (asDraft && kept) await deleteDrafts(db, kind.table, [id]);
  await kind.writeFields(db, id, fields, { operator, at });
  if (!sameFields(fields, live)) await recordRevision(db, kind, id, action, writer, at, undefined, asDraft && action === "save");
}

/**
 * How long after an account's draft save of a version its next one replaces that save's revision
 * instead of adding one (decision 0061): autosave saves every few seconds of typing, and History
 * should show the session, not each pause.
 */
export const DRAFT_BURST_MS = 10 * 60 * 1000;

/**
 * Records a revision of a version: the given fields (a draft's), else its own now, and its state
 * now. A draft save (`burst`: the back office's) replaces the version's newest revision when that
 * is the same account's draft save of the same action and state, at most `DRAFT_BURST_MS` before,
 * with no other account's revision of the item and no publication or restore since (decision 0061).
 */
export async function recordRevision<TFields extends object>(
  db: Executor,
  kind: PublishableKind<TFields>,
  id: number,
  action: RevisionAction,
  writer: Pick<Writer, "operator" | "keepRevisions">,
  at: string,
  fields?: TFields,
  burst = false,
): Promise<void> {
  const [version, current] = await Promise.all([kind.findPublication(db, id), fields ?? kind.liveFields(db, id)]);
  if (!version || !current) return;
  const revision = {
    state: publishStateOf(version, at),
    publishAt: version.publishAt,
    unpublishAt: version.unpublishAt,
    fields: current,
    operatorName: writer.operator.name,
    savedAt: at,
  };
  const operatorId = writer.operator.id;
  if (burst && operatorId !== null) {
    const since = new Date(Date.parse(at) - DRAFT_BURST_MS).toISOString();
    const previous = await findBurstRevision(db, kind.table, { itemNo: version.no, versionId: id }, { operatorId, action, since });
    if (previous && previous.state === revision.state) return replaceRevision(db, kind.table, previous.id, revision);
  }
  await addRevision(
    db,
    kind.table,
    { ...revision, itemNo: version.no, versionId: id, lang: version.lang, action, operatorId },
    writer.keepRevisions,
  );
}

/** What a publishing call answers: the item's versions as the editor reads them (a banner or a document version: itself). */
export type ItemAnswer = EditStamp | readonly EditStamp[];

/** A version's item, language and window; 404 for an id that is no version of the kind. */
export async function publicationOrNotFound<TFields extends object>(
  db: Executor,
  kind: PublishableKind<TFields>,
  id: number,
): Promise<VersionPublication> {
  const version = await kind.findPublication(db, id);
  if (!version) throw notFound(message("item.notFoundById", { entity: kind.label, id }));
  return version;
}

/**
 * The version a publishing call changes (publish, schedule, unpublish, discard, restore), once the
 * publisher may write its language: every such call of every kind passes here, so that a
 * translator changes no other language's version (403, decision 0041). 404 for an id that is no
 * version of the kind.
 */
async function versionToChange<TFields extends object>(
  db: Executor,
  kind: PublishableKind<TFields>,
  id: number,
  publisher: Publisher,
  answer: (trx: Executor, no: number) => Promise<ItemAnswer>,
): Promise<VersionPublication> {
  const version = await publicationOrNotFound(db, kind, id);
  assertMayWriteLanguage(publisher.limit, version.lang);
  await assertUnchangedSince(db, publisher.ifMatch, { label: kind.label, no: version.no, revisions: kind.table }, async () =>
    editStampsOf(await answer(db, version.no)),
  );
  publisher.changes({ id, lang: version.lang });
  return version;
}

/**
 * Makes a version's draft its fields, in the publication's transaction: the draft's author is who
 * changed it last. The fields to be public, the draft's or else the version's, must pass the kind's
 * `assertMayPublish`.
 */
async function applyDraft<TFields extends object>(trx: Executor, kind: PublishableKind<TFields>, id: number): Promise<void> {
  const draft = (await findDrafts<TFields>(trx, kind.table, [id])).get(id);
  if (kind.assertMayPublish) {
    const shown = draft?.fields ?? (await kind.liveFields(trx, id));
    if (shown) kind.assertMayPublish(shown);
  }
  if (!draft) return;
  const fields = await kind.publishable(trx, draft.fields);
  await kind.writeFields(trx, id, fields, { operator: { id: draft.operatorId, name: draft.operatorName ?? "" }, at: now() });
  await deleteDrafts(trx, kind.table, [id]);
}

/** Whether any version of the item is published or scheduled. */
async function hasPublication(db: Executor, table: DraftTable, no: number): Promise<boolean> {
  const row = await db.selectFrom(table).select("id").where("no", "=", no).where("publishAt", "is not", null).executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a version's publication window in one transaction with the search index; `answer` reads
 * what the call answers in it. An item dated by its publication none of whose versions was
 * published or scheduled takes the time of its first (`createTime`).
 */
async function changePublication<TFields extends object, T extends ItemAnswer>(
  db: Db,
  kind: PublishableKind<TFields>,
  id: number,
  publisher: Publisher,
  windowOf: (current: PublicationWindow) => PublicationWindow,
  answer: (trx: Executor, no: number) => Promise<T>,
  publishesDraft = false,
): Promise<T> {
  return inTransaction(db, kind.label, async (trx) => {
    const current = await versionToChange(trx, kind, id, publisher, answer);
    const window = windowOf(current);
    if (publishesDraft) await applyDraft(trx, kind, id);
    if (kind.datedByPublication && window.publishAt !== null && !(await hasPublication(trx, kind.table, current.no))) {
      await trx.updateTable(kind.table).set({ createdAt: window.publishAt }).where("no", "=", current.no).execute();
    }
    await trx.updateTable(kind.table).set(window).where("id", "=", id).execute();
    if (window.publishAt === null && kind.addressKind && publishStateOf(current) === "published")
      await markOffSite(trx, kind.addressKind, id);
    await recordRevision(trx, kind, id, window.publishAt === null ? "unpublish" : "publish", publisher, now());
    await kind.refreshSearch(trx, current.no);
    return answer(trx, current.no);
  });
}

/**
 * Publishes or schedules one version: from `publishAt` when given, else from now (a version that
 * is published already keeps its time), until `unpublishAt` when given, which must come after
 * both. Its draft, if it has one, becomes its public fields.
 */
export async function publishVersion<TFields extends object, T extends ItemAnswer>(
  db: Db,
  kind: PublishableKind<TFields>,
  body: PublishBody,
  publisher: Publisher,
  answer: (trx: Executor, no: number) => Promise<T>,
): Promise<T> {
  const at = now();
  const unpublishAt = body.unpublishAt ? new Date(body.unpublishAt).toISOString() : null;
  return changePublication(
    db,
    kind,
    body.id,
    publisher,
    (current) => {
      const keeps = !body.publishAt && publishStateOf(current, at) === "published";
      const publishAt = body.publishAt ? new Date(body.publishAt).toISOString() : keeps ? current.publishAt : at;
      if (unpublishAt !== null && (unpublishAt <= at || (publishAt !== null && unpublishAt <= publishAt))) {
        throw invalidRequest([{ field: "body.unpublishAt", message: message("publishing.endBeforeStart") }]);
      }
      return { publishAt, unpublishAt };
    },
    answer,
    true,
  );
}

/** Makes one version a draft at once (its draft, if any, is kept). */
export async function unpublishVersion<TFields extends object, T extends ItemAnswer>(
  db: Db,
  kind: PublishableKind<TFields>,
  id: number,
  publisher: Publisher,
  answer: (trx: Executor, no: number) => Promise<T>,
): Promise<T> {
  return changePublication(db, kind, id, publisher, () => ({ publishAt: null, unpublishAt: null }), answer);
}

/** Drops one version's draft: its public fields stay as they are. */
export async function discardDraft<TFields extends object, T extends ItemAnswer>(
  db: Db,
  kind: PublishableKind<TFields>,
  id: number,
  publisher: Publisher,
  answer: (trx: Executor, no: number) => Promise<T>,
): Promise<T> {
  return inTransaction(db, kind.label, async (trx) => {
    const current = await versionToChange(trx, kind, id, publisher, answer);
    await deleteDrafts(trx, kind.table, [id]);
    return answer(trx, current.no);
  });
}

/** A version's revisions, newest first; 404 for an id that is no version of the kind. */
export async function listVersionRevisions<TFields extends object>(
  db: Db,
  kind: PublishableKind<TFields>,
  versionId: number,
): Promise<RevisionEntry[]> {
  await publicationOrNotFound(db, kind, versionId);
  return listRevisions(db, kind.table, versionId);
}

/** One revision of a version of the kind, with its fields as stored; 404 for any other id. */
export async function readStoredRevision<TFields extends object>(
  db: Db,
  kind: PublishableKind<TFields>,
  revisionId: number,
): Promise<StoredRevision<TFields>> {
  const revision = await findRevision<TFields>(db, kind.table, revisionId);
  if (!revision || !(await kind.findPublication(db, revision.versionId))) throw notFound(message("revision.notFound", { id: revisionId }));
  return revision;
}

/**
 * Restores a revision's fields as its version's draft (a version that is not public: in place),
 * recorded as a revision `restore`, for accounts that write the version's language; what was
 * deleted since is left out (`restorable`). Nothing public changes until Publish.
 */
export async function restoreRevision<TFields extends object, T extends ItemAnswer>(
  db: Db,
  kind: PublishableKind<TFields>,
  revisionId: number,
  publisher: Publisher,
  answer: (trx: Executor, no: number) => Promise<T>,
): Promise<T> {
  return inTransaction(db, kind.label, async (trx) => {
    const revision = await findRevision<TFields>(trx, kind.table, revisionId);
    const live = revision && (await kind.liveFields(trx, revision.versionId));
    if (!revision || !live) throw notFound(message("revision.notFound", { id: revisionId }));
    // The version's language now, the revision's, and the one its fields give it (a banner's).
    await versionToChange(trx, kind, revision.versionId, publisher, answer);
    assertMayWriteLanguage(publisher.limit, revision.lang);
    if (kind.languageOf) assertMayWriteLanguage(publisher.limit, kind.languageOf(revision.fields));
    const fields = kind.restorable ? await kind.restorable(trx, revision.fields, live) : await kind.publishable(trx, revision.fields);
    await writeVersion(trx, kind, revision.versionId, fields, { ...publisher, asDraft: true, at: now(), action: "restore" });
    return answer(trx, revision.itemNo);
  });
}

/**
 * Marks a version up to date with every other version of its item (decision 0057), for accounts
 * that write its language; the audit log names it. Answers its translation state.
 */
export async function markUpToDate<TFields extends object>(db: Db, kind: PublishableKind<TFields>, id: number, publisher: Publisher) {
  return inTransaction(db, kind.label, async (trx) => {
    const version = await publicationOrNotFound(trx, kind, id);
    assertMayWriteLanguage(publisher.limit, version.lang);
    publisher.changes({ id, lang: version.lang });
    await markVersionUpToDate(trx, kind.table, id);
    return translationStateOf(trx, kind.table, { id, lang: version.lang });
  });
}
