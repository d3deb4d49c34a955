import { placeAt } from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import { inTransaction, type StoredVersion } from "./translated-items.ts";

/**
 * Ordering of translated items (folders, practice areas, offices, job titles), written once: the
 * order belongs to the item, so every version has the same `sort`, and `PUT …/sort` moves the
 * source item to the target item's place in every language (the contract's `placeAt`, which the
 * back office applies too). See docs/decisions/0019 and 0008.
 */

/** How one kind of ordered item is read and renumbered. */
export interface OrderedEntity<TRow extends StoredVersion> {
  /** Names the item in messages, e.g. `message("entity.folder")`. */
  label: Message;
  findByIds(db: Executor, ids: readonly number[]): Promise<TRow[]>;
  /** The items (by `no`) among which the target sits (its siblings, or all items), in their current order. */
  listGroup(db: Executor, target: TRow): Promise<number[]>;
  /** Sets the sort of every version of an item. */
  setSort(db: Executor, no: number, sort: number, at: string): Promise<void>;
  /**
   * Checks the move and does what it needs besides renumbering (a folder from another parent
   * moves under the target's parent); throws to refuse it.
   */
  beforeMove?(db: Executor, source: TRow, target: TRow, at: string): Promise<void>;
}

/** Moves the item of version `sourceId` to the place of the item of version `targetId`, in one transaction. */
export async function moveOrderedItem<TRow extends StoredVersion>(
  db: Db,
  entity: OrderedEntity<TRow>,
  sourceId: number,
  targetId: number,
): Promise<void> {
  await inTransaction(db, entity.label, async (trx) => {
    const rows = new Map((await entity.findByIds(trx, [sourceId, targetId])).map((row) => [row.id, row]));
    const source = rows.get(sourceId);
    const target = rows.get(targetId);
    if (!source) throw notFound(message("item.notFoundById", { entity: entity.label, id: sourceId }));
    if (!target) throw notFound(message("item.notFoundById", { entity: entity.label, id: targetId }));
    if (source.no === target.no) return;

    const at = now();
    // The group as it is before the move: it holds the source only when the source is already in it.
    const order = await entity.listGroup(trx, target);
    if (entity.beforeMove) await entity.beforeMove(trx, source, target, at);
    for (const [index, no] of placeAt(order, source.no, target.no).entries()) await entity.setSort(trx, no, index + 1, at);
  });
}
