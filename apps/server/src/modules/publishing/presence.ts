import { EDIT_PRESENCE, type EditPresence, type PresenceEndpoints } from "@lawfirm/contract";
import { now, nowMs, type Db, type Executor } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { DraftTable } from "./drafts.repository.ts";

/**
 * Who has an item open in the back office's editor (decision 0051): a soft lock, for comfort. Each
 * open editor says so every `EDIT_PRESENCE.heartbeatSeconds`; an account not heard of for
 * `staleSeconds` no longer counts. Nothing is refused because of it: the edit tags (decision 0050)
 * keep saves from overwriting each other.
 */

/** The item open in the editor: its kind's table and its number (a banner's or a document's row: its id). */
export interface OpenItem {
  table: DraftTable;
  no: number;
}

/** The account that has the editor open. */
export interface Editor {
  accountId: number;
  name: string;
}

const staleBefore = () => new Date(nowMs() - EDIT_PRESENCE.staleSeconds * 1000).toISOString();

/** Forgets every editor not heard of for too long (any item): its browser closed without saying so. */
async function forgetStale(db: Executor): Promise<void> {
  await db.deleteFrom("editPresence").where("seenAt", "<", staleBefore()).execute();
}

/** The item as `editor` sees it: who else has it open, and whether someone took it over from `editor`. */
async function presenceFor(db: Executor, item: OpenItem, editor: Editor): Promise<EditPresence> {
  const rows = await db
    .selectFrom("editPresence")
    .select(["accountId", "accountName", "openedAt", "takenOverBy", "takenOverAt"])
    .where("tableName", "=", item.table)
    .where("itemNo", "=", item.no)
    .orderBy("openedAt")
    .execute();
  const own = rows.find((row) => row.accountId === editor.accountId);
  return {
    // Those an item was taken over from no longer count as having it open.
    others: rows
      .filter((row) => row.accountId !== editor.accountId && row.takenOverBy === null)
      .map((row) => ({ accountName: row.accountName, since: row.openedAt })),
    takenOver: own?.takenOverBy && own.takenOverAt ? { by: own.takenOverBy, at: own.takenOverAt } : null,
  };
}

/** Says that `editor` has the item open (since its first heartbeat); answers who else has. */
async function stillOpen(db: Executor, item: OpenItem, editor: Editor, at: string): Promise<void> {
  await db
    .insertInto("editPresence")
    .values({ tableName: item.table, itemNo: item.no, accountId: editor.accountId, accountName: editor.name, openedAt: at, seenAt: at })
    .onConflict((conflict) => conflict.columns(["tableName", "itemNo", "accountId"]).doUpdateSet({ seenAt: at, accountName: editor.name }))
    .execute();
}

/** The editor's heartbeat: `editor` has the item open; answers who else has it, and whether it was taken over. */
export async function markOpen(db: Db, item: OpenItem, editor: Editor): Promise<EditPresence> {
  return db.transaction().execute(async (trx) => {
    await forgetStale(trx);
    await stillOpen(trx, item, editor, now());
    return presenceFor(trx, item, editor);
  });
}

/** `editor` left the item's editor. */
export async function markLeft(db: Executor, item: OpenItem, editor: Editor): Promise<void> {
  await db
    .deleteFrom("editPresence")
    .where("tableName", "=", item.table)
    .where("itemNo", "=", item.no)
    .where("accountId", "=", editor.accountId)
    .execute();
}

/** `editor` takes the item over: every other editor open on it is told so on its next heartbeat. */
export async function takeOver(db: Db, item: OpenItem, editor: Editor): Promise<EditPresence> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    await forgetStale(trx);
    await stillOpen(trx, item, editor, at);
    const ofItem = trx.updateTable("editPresence").where("tableName", "=", item.table).where("itemNo", "=", item.no);
    // Taken back by one it was taken over from: it has the item again.
    await ofItem.set({ takenOverBy: null, takenOverAt: null }).where("accountId", "=", editor.accountId).execute();
    await ofItem
      .set({ takenOverBy: editor.name, takenOverAt: at })
      .where("accountId", "!=", editor.accountId)
      .where("takenOverBy", "is", null)
      .execute();
    return presenceFor(trx, item, editor);
  });
}

/**
 * Registers an editor's presence calls: `openItemOf` answers the item the named version belongs to,
 * and the version's language for the audit log's take-over entry (or throws the 404 of its kind).
 */
export function presenceRoutes(
  route: EndpointRegistrar,
  endpoints: PresenceEndpoints,
  db: Db,
  openItemOf: (versionId: number) => Promise<{ item: OpenItem; lang: string }>,
) {
  const editorOf = (admin: { accountId: number; userName: string }): Editor => ({ accountId: admin.accountId, name: admin.userName });
  route(endpoints.presence, async ({ body, admin }) => markOpen(db, (await openItemOf(body.id)).item, editorOf(admin)));
  route(endpoints.leave, async ({ body, admin }) => {
    await markLeft(db, (await openItemOf(body.id)).item, editorOf(admin));
    return null;
  });
  route(endpoints.takeOver, async (call) => {
    const { item, lang } = await openItemOf(call.body.id);
    call.auditVersion({ id: call.body.id, lang });
    return takeOver(db, item, editorOf(call.admin));
  });
}
