import { createHash } from "node:crypto";
import {
  contentKindOf,
  type AuditAction,
  type PreviewKind,
  type ReviewDecision,
  type ReviewInput,
  type VersionReview,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { recordAuditEntry, type AuditLog } from "../audit/audit.service.ts";
import { findDrafts } from "./drafts.repository.ts";
import { PUBLISHABLE_KINDS } from "./publishable-kinds.ts";
import { insertReview, listReviews } from "./reviews.repository.ts";
import { findNewestRevisionId } from "./revisions.repository.ts";
import { publicationOrNotFound, type PublishableKind } from "./versions.ts";

/**
 * Reviews from approval links (decision 0052): the reader of a version's approval link approves
 * it or asks for changes. A review records what the preview showed (a stamp of its fields), so
 * that the editor sees whether the version still shows it; it publishes nothing.
 */

/** A value as JSON with every object's keys in order and no undefined field: the same fields give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The stamp of a version's fields: a SHA-256 of their canonical JSON (not a secret; equal fields, equal stamps). */
export function contentStampOf(fields: object): string {
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}

/** The fields a version's preview shows: its draft's (its unpublished changes), else its own; undefined for no version. */
async function shownFields<TFields extends object>(db: Executor, kind: PublishableKind<TFields>, id: number): Promise<TFields | undefined> {
  const draft = (await findDrafts<TFields>(db, kind.table, [id])).get(id);
  return draft?.fields ?? kind.liveFields(db, id);
}

/** The stamp of what a version shows now (undefined for no version): a review with another stamp reviewed an earlier state. */
export async function shownContentStamp<TFields extends object>(
  db: Executor,
  kind: PublishableKind<TFields>,
  id: number,
): Promise<string | undefined> {
  const fields = await shownFields(db, kind, id);
  return fields && contentStampOf(fields);
}

/** The version a review is about: its kind's versions, the configuration its approval link names, and its id. */
export interface ReviewedVersion<TFields extends object> {
  kind: PublishableKind<TFields>;
  previewKind: PreviewKind;
  id: number;
}

/** Where a review came from, for the audit log: the client's address and the call. */
export interface ReviewOrigin {
  clientAddress: string;
  endpoint: string;
}

const AUDIT_ACTION_OF: Record<ReviewDecision, AuditAction> = { approved: "approve", changesRequested: "requestChanges" };

/**
 * Records a review of the version as it shows now (its draft, else its fields) in one transaction,
 * then its audit entry (no account: the reviewer's name, if given, is in its summary). 404 when
 * the version no longer exists; nothing is written then.
 */
export async function recordReview<TFields extends object>(
  target: AuditLog,
  version: ReviewedVersion<TFields>,
  input: ReviewInput,
  origin: ReviewOrigin,
): Promise<{ decision: ReviewDecision; reviewedAt: string }> {
  const { db } = target;
  const reviewedAt = now();
  const reviewerName = input.reviewerName || null;
  const { table, titleColumn, ownItem } = PUBLISHABLE_KINDS[contentKindOf(version.previewKind)];
  const reviewed = await db.transaction().execute(async (trx) => {
    const [publication, fields, revisionId] = await Promise.all([
      version.kind.findPublication(trx, version.id),
      shownFields(trx, version.kind, version.id),
      findNewestRevisionId(trx, table, version.id),
    ]);
    if (!publication || !fields) throw notFound(message("preview.notFound"));
    await insertReview(trx, {
      tableName: table,
      kind: version.previewKind,
      itemNo: publication.no,
      versionId: version.id,
      lang: publication.lang,
      decision: input.decision,
      comment: input.comment || null,
      reviewerName,
      revisionId: revisionId ?? null,
      contentStamp: contentStampOf(fields),
      reviewedAt,
    });
    const title = (fields as Record<string, unknown>)[titleColumn];
    return { publication, title: typeof title === "string" ? title.trim() : "" };
  });
  await recordAuditEntry(
    target,
    { accountId: null, accountName: null, clientAddress: origin.clientAddress },
    {
      action: AUDIT_ACTION_OF[input.decision],
      kind: version.previewKind,
      itemNo: ownItem ? null : reviewed.publication.no,
      itemId: version.id,
      languages: [reviewed.publication.lang],
      summary: [reviewed.title, reviewerName].filter(Boolean).join(" · ") || null,
      endpoint: origin.endpoint,
    },
  );
  return { decision: input.decision, reviewedAt };
}

/** A version's reviews, newest first, each saying whether the version still shows what it reviewed; 404 for an id that is no version of the kind. */
export async function listVersionReviews<TFields extends object>(
  db: Db,
  kind: PublishableKind<TFields>,
  versionId: number,
): Promise<VersionReview[]> {
  await publicationOrNotFound(db, kind, versionId);
  const [rows, stamp] = await Promise.all([listReviews(db, kind.table, versionId), shownContentStamp(db, kind, versionId)]);
  return rows.map(({ contentStamp, decision, ...row }) => ({
    ...row,
    decision: decision as ReviewDecision,
    current: contentStamp === stamp,
  }));
}
