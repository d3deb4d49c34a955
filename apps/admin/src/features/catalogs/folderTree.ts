import type { CatalogNode } from "@lawfirm/contract";

/**
 * Moving folders with the server's one ordering call, `sort(sourceId, targetId)`: the source takes
 * the target's place (its index) among the target's siblings. Moving up, the target and those
 * after it move down one; moving down (same parent), those in between move up one, so the source
 * ends after the target; from another parent, the source is inserted before the target.
 */

/** One call to make: a sort, or (for a parent without sub-folders yet) a new parent. */
export type MoveStep = { kind: "sort"; sourceId: number; targetId: number } | { kind: "reparent"; sourceId: number; parentId: number };

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
 * The calls that move a folder to a position among a parent's sub-folders (`parentId` null: the
 * top level). `index` is a gap between the parent's current sub-folders (0: before the first),
 * counting the moved folder if it is among them, as a drop between two rows gives it. Answers no
 * steps when nothing changes, undefined when the move is impossible (into itself or its own
 * sub-folders).
 */
export function planMove(tree: readonly CatalogNode[], sourceId: number, parentId: number | null, index: number): MoveStep[] | undefined {
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
    return position === source.index || !target ? [] : [{ kind: "sort", sourceId, targetId: target.id }];
  }
  if (current.length === 0) return parent ? [{ kind: "reparent", sourceId, parentId: parent.id }] : [];
  const target = current[gap];
  if (target) return [{ kind: "sort", sourceId, targetId: target.id }];
  // After the last one: it goes before the last one, which then takes its place.
  const last = current[current.length - 1]!;
  return [
    { kind: "sort", sourceId, targetId: last.id },
    { kind: "sort", sourceId: last.id, targetId: sourceId },
  ];
}

/** One place up or down among its siblings (the keyboard alternative to dragging). */
export function planStep(tree: readonly CatalogNode[], sourceId: number, direction: "up" | "down"): MoveStep[] | undefined {
  const place = findPlace(tree, sourceId);
  if (!place) return undefined;
  if (direction === "up" ? place.index === 0 : place.index === place.siblings.length - 1) return undefined;
  return planMove(tree, sourceId, place.parent?.id ?? null, direction === "up" ? place.index - 1 : place.index + 2);
}

/** Applies the steps to a copy of the tree as the server will: for showing the new order at once. */
export function applySteps(tree: readonly CatalogNode[], steps: readonly MoveStep[]): CatalogNode[] {
  let result = cloneTree(tree);
  for (const step of steps) {
    const source = findPlace(result, step.sourceId);
    if (!source) continue;
    if (step.kind === "reparent") {
      if (!findPlace(result, step.parentId)) continue;
      result = removeNode(result, step.sourceId);
      findPlace(result, step.parentId)?.node.childrenList.push({ ...source.node, parentId: step.parentId });
      continue;
    }
    const target = findPlace(result, step.targetId);
    if (!target) continue;
    // The target's index among its siblings before the source leaves them (when it is one of them).
    const targetIndex = target.index;
    const parentId = target.parent?.id ?? null;
    result = removeNode(result, step.sourceId);
    const siblings = parentId === null ? result : findPlace(result, parentId)?.node.childrenList;
    siblings?.splice(targetIndex, 0, { ...source.node, parentId: parentId ?? 0 });
  }
  return result;
}

function cloneTree(tree: readonly CatalogNode[]): CatalogNode[] {
  return tree.map((node) => ({ ...node, childrenList: cloneTree(node.childrenList) }));
}

function removeNode(tree: CatalogNode[], id: number): CatalogNode[] {
  return tree.filter((node) => node.id !== id).map((node) => ({ ...node, childrenList: removeNode(node.childrenList, id) }));
}

/** Every folder of the tree, depth first (for finding one by its group key `no`). */
export function flattenTree(tree: readonly CatalogNode[]): CatalogNode[] {
  return tree.flatMap((node) => [node, ...flattenTree(node.childrenList)]);
}
