import { placeAt, type CatalogNode } from "@lawfirm/contract";

/**
 * Moving folders with the server's one ordering call, `sort`: the folder goes under `parentId`
 * (null: the top level), at the place of the target among the parent's sub-folders, or after the
 * last one when there is no target. Among its own siblings, moving up, the target and those after
 * it move down one; moving down, those in between move up one, so the folder ends after the
 * target; from another parent, it is inserted before the target. Every move is one call.
 */

/** The body of one `sort` call. */
export interface FolderMove {
  sourceId: number;
  /** null: the top level. */
  parentId: number | null;
  /** Absent: after the parent's last sub-folder. */
  targetId?: number;
}

export interface NodePlace {
  node: CatalogNode;
  /** null at the top level. */
  parent: CatalogNode | null;
  siblings: CatalogNode[];
  index: number;
}

/** Where a folder sits in the tree, by id. */
export function findPlace(tree: readonly CatalogNode[], id: number, parent: CatalogNode | null = null): NodePlace | undefined {
  for (const [index, node] of tree.entries()) {
    if (node.id === id) return { node, parent, siblings: [...tree], index };
    const inside = findPlace(node.childrenList, id, node);
    if (inside) return inside;
  }
  return undefined;
}

/** Whether `id` is the folder `ancestor` itself or one of its sub-folders (at any depth). */
export function isWithin(ancestor: CatalogNode, id: number): boolean {
  return ancestor.id === id || ancestor.childrenList.some((child) => isWithin(child, id));
}

/**
 * The call that moves a folder to a position among a parent's sub-folders (`parentId` null: the
 * top level). `index` is a gap between the parent's current sub-folders (0: before the first),
 * counting the moved folder if it is among them, as a drop between two rows gives it. Answers null
 * when nothing changes, undefined when the move is impossible (into itself or its own sub-folders).
 */
export function planMove(
  tree: readonly CatalogNode[],
  sourceId: number,
  parentId: number | null,
  index: number,
): FolderMove | null | undefined {
  const source = findPlace(tree, sourceId);
  if (!source) return undefined;
  let parent: CatalogNode | null = null;
  if (parentId !== null) {
    const found = findPlace(tree, parentId);
    if (!found || isWithin(source.node, parentId)) return undefined;
    parent = found.node;
  }
  const current = parent ? parent.childrenList : [...tree];
  const gap = Math.max(0, Math.min(index, current.length));

  if ((source.parent?.id ?? null) === parentId) {
    // Among its own siblings: the position it ends at is that of the folder it lands on.
    const position = gap > source.index ? gap - 1 : gap;
    const target = current[position];
    return position === source.index || !target ? null : { sourceId, parentId, targetId: target.id };
  }
  const target = current[gap];
  return target ? { sourceId, parentId, targetId: target.id } : { sourceId, parentId };
}

/** One place up or down among its siblings (the keyboard alternative to dragging). */
export function planStep(tree: readonly CatalogNode[], sourceId: number, direction: "up" | "down"): FolderMove | null | undefined {
  const place = findPlace(tree, sourceId);
  if (!place) return undefined;
  if (direction === "up" ? place.index === 0 : place.index === place.siblings.length - 1) return undefined;
  return planMove(tree, sourceId, place.parent?.id ?? null, direction === "up" ? place.index - 1 : place.index + 2);
}

/**
 * Applies a move to a copy of the tree as the server will (the contract's `placeAt`, the rule the
 * server stores the order by): for showing the new order at once.
 */
export function applyMove(tree: readonly CatalogNode[], move: FolderMove): CatalogNode[] {
  const source = findPlace(tree, move.sourceId);
  const parent = move.parentId === null ? null : findPlace(tree, move.parentId)?.node;
  if (!source || parent === undefined) return [...tree];
  // The order is worked out on the parent's sub-folders as they are before the move, as the server does.
  const order = placeAt(
    (parent ? parent.childrenList : tree).map((node) => node.id),
    move.sourceId,
    move.targetId,
  );
  const withoutSource = removeNode(tree, move.sourceId);
  const siblings = parent ? (findPlace(withoutSource, parent.id)?.node.childrenList ?? []) : withoutSource;
  const byId = new Map([...siblings, { ...source.node, parentId: move.parentId ?? 0 }].map((node) => [node.id, node]));
  const children = order.flatMap((id) => byId.get(id) ?? []);
  return parent ? replaceChildren(withoutSource, parent.id, children) : children;
}

function removeNode(tree: readonly CatalogNode[], id: number): CatalogNode[] {
  return tree.filter((node) => node.id !== id).map((node) => ({ ...node, childrenList: removeNode(node.childrenList, id) }));
}

function replaceChildren(tree: readonly CatalogNode[], parentId: number, children: CatalogNode[]): CatalogNode[] {
  return tree.map((node) => ({
    ...node,
    childrenList: node.id === parentId ? children : replaceChildren(node.childrenList, parentId, children),
  }));
}

/** Every folder of the tree, depth first (for finding one by its group key `no`). */
export function flattenTree(tree: readonly CatalogNode[]): CatalogNode[] {
  return tree.flatMap((node) => [node, ...flattenTree(node.childrenList)]);
}
