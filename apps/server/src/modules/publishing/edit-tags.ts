import { editTagOf, type ArticleKindName, type EditStamp } from "@lawfirm/contract";
import { PostgresAdapter, sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import { preconditionFailed } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import { findDraftTimes, type DraftTable } from "./drafts.repository.ts";
import { findStampedVersions, type ListedTable } from "./edit-tags.repository.ts";
import { findLatestRevision } from "./revisions.repository.ts";

/**
 * Optimistic concurrency for the back office's writes (decision 0050): a read of an item answers
 * its edit tag (`editTagOf`, as `ETag`); a write that sends the tag it read (`If-Match`) is refused
 * with 412, and writes nothing, when the item changed since. A write without `If-Match` (the
 * specification's clients) writes as before.
 */

/** Whether a request's `If-Match` names the tag: one of its tags (a weak one's `W/` ignored), or any (`*`). */
export function matchesEditTag(ifMatch: string, tag: string): boolean {
  return ifMatch
    .split(",")
    .map((part) => part.trim().replace(/^W\//, ""))
    .some((part) => part === "*" || part === tag);
}

/** The item a write changes: named in messages by `label`, its revisions (a publishable kind's) in `revisions`. */
export interface EditedItem {
  label: Message;
  no: number;
  revisions?: DraftTable | undefined;
}

/** The newest change the stamps show. */
function latestChange(stamps: readonly EditStamp[]): string | undefined {
  const times = stamps.flatMap((stamp) => [stamp.updateTime, stamp.draft?.savedAt].filter((time): time is string => Boolean(time)));
  return times.sort().at(-1);
}

/**
 * Refuses (412) a write whose `If-Match` is not the item's edit tag now, naming who changed it
 * last and when. Runs in the write's transaction before it writes: on PostgreSQL it first takes the
 * item's lock until the transaction ends, so that two writes of one item run one after the other
 * and the second sees the first's change (SQLite runs one transaction at a time already).
 */
export async function assertUnchangedSince(
  trx: Executor,
  ifMatch: string | undefined,
  item: EditedItem,
  current: () => Promise<readonly EditStamp[]>,
): Promise<void> {
  if (ifMatch === undefined) return;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${item.label.key}), ${item.no})`.execute(trx);
  }
  const stamps = await current();
  if (matchesEditTag(ifMatch, editTagOf(stamps))) return;
  const revision = item.revisions ? await findLatestRevision(trx, item.revisions, item.no) : undefined;
  const time = revision?.savedAt ?? latestChange(stamps);
  if (revision?.operatorName && time) {
    throw preconditionFailed(message("item.changedMeanwhileBy", { name: revision.operatorName, entity: item.label, time: { time } }));
  }
  throw preconditionFailed(message("item.changedMeanwhile", { entity: item.label, time: time ? { time } : "—" }));
}

/**
 * The edit tag of each listed item, by its `no`: the tag of its versions as its editor reads them
 * (what a publishing call compares an `If-Match` with), so that a list row carries it and its bulk
 * call sends it back (decision 0061). Made from the columns those answers take their stamps from
 * (`EditStamp`: each version's times, window and pin) and its drafts' times, in two statements for
 * the page, not a read of each item whole: those reads were three quarters of a list's time
 * (decision 0145). `kind` narrows the articles' table to one kind's items.
 */
export async function editTagsOf(
  db: Executor,
  table: ListedTable,
  nos: readonly number[],
  kind?: ArticleKindName,
): Promise<Map<number, string>> {
  const unique = [...new Set(nos)];
  if (unique.length === 0) return new Map();
  const versions = await findStampedVersions(db, table, unique, kind);
  const drafts = await findDraftTimes(
    db,
    table,
    versions.map((version) => version.id),
  );
  const stamps = new Map<number, EditStamp[]>(unique.map((no) => [no, []]));
  for (const version of versions) {
    const savedAt = drafts.get(version.id);
    stamps.get(version.no)?.push({
      id: version.id,
      lang: version.lang,
      updateTime: version.updatedAt,
      draft: savedAt === undefined ? null : { savedAt },
      publishAt: version.publishAt,
      unpublishAt: version.unpublishAt,
      ...(version.top === null ? {} : { top: version.top }),
      createTime: version.createdAt,
    });
  }
  return new Map([...stamps].map(([no, itemStamps]) => [no, editTagOf(itemStamps)]));
}
