import { describe, expect, it } from "vitest";
import { CATALOG_TYPE, type CatalogNode } from "@lawfirm/contract";
import { applyMove, planMove, planStep } from "./folderTree.ts";

function folder(id: number, children: CatalogNode[] = []): CatalogNode {
  return {
    id,
    no: id * 10,
    lang: "en_US",
    name: `Folder ${id}`,
    type: CATALOG_TYPE.NEWS,
    parentId: 0,
    sort: id,
    createTime: "",
    updateTime: "",
    childrenList: children,
  };
}

/** The tree's shape as nested ids, for comparing orders. */
const shape = (tree: readonly CatalogNode[]): unknown[] =>
  tree.map((node) => (node.childrenList.length ? { [node.id]: shape(node.childrenList) } : node.id));

// 1, 2 (with 21 and 22), 3, 4 (empty)
const tree = [folder(1), folder(2, [folder(21), folder(22)]), folder(3), folder(4)];

describe("moving folders with the server's one sort call", () => {
  it("moves a folder up by taking its neighbour's place", () => {
    expect(planStep(tree, 3, "up")).toEqual({ sourceId: 3, parentId: null, targetId: 2 });
    expect(shape(applyMove(tree, planStep(tree, 3, "up")!))).toEqual([1, 3, { 2: [21, 22] }, 4]);
  });

  it("moves a folder down by taking its neighbour's place, which puts it after the neighbour", () => {
    expect(planStep(tree, 21, "down")).toEqual({ sourceId: 21, parentId: 2, targetId: 22 });
    expect(shape(applyMove(tree, planStep(tree, 21, "down")!))).toEqual([1, { 2: [22, 21] }, 3, 4]);
  });

  it("cannot move the first folder up or the last one down", () => {
    expect(planStep(tree, 1, "up")).toBeUndefined();
    expect(planStep(tree, 22, "down")).toBeUndefined();
  });

  it("moves a folder before another when dropped in front of it", () => {
    const move = planMove(tree, 4, null, 1);
    expect(move).toEqual({ sourceId: 4, parentId: null, targetId: 2 });
    expect(shape(applyMove(tree, move!))).toEqual([1, 4, { 2: [21, 22] }, 3]);
  });

  it("moves a folder further down among its siblings, counting its old place", () => {
    // Dropped between 3 and 4: gap 3 among [1, 2, 3, 4]; it takes the place of 3, which moves up.
    const move = planMove(tree, 1, null, 3);
    expect(move).toEqual({ sourceId: 1, parentId: null, targetId: 3 });
    expect(shape(applyMove(tree, move!))).toEqual([{ 2: [21, 22] }, 3, 1, 4]);
  });

  it("moves a folder to the end of its siblings by taking the last one's place", () => {
    const move = planMove(tree, 1, null, 4);
    expect(move).toEqual({ sourceId: 1, parentId: null, targetId: 4 });
    expect(shape(applyMove(tree, move!))).toEqual([{ 2: [21, 22] }, 3, 4, 1]);
  });

  it("moves a folder from another parent to the end in one call, without a target", () => {
    const move = planMove(tree, 21, null, 4);
    expect(move).toEqual({ sourceId: 21, parentId: null });
    expect(shape(applyMove(tree, move!))).toEqual([1, { 2: [22] }, 3, 4, 21]);
  });

  it("moves a folder into another folder that has sub-folders, before the first", () => {
    const move = planMove(tree, 3, 2, 0);
    expect(move).toEqual({ sourceId: 3, parentId: 2, targetId: 21 });
    expect(shape(applyMove(tree, move!))).toEqual([1, { 2: [3, 21, 22] }, 4]);
  });

  it("moves a folder after the last sub-folder of another folder", () => {
    const move = planMove(tree, 3, 2, 2);
    expect(move).toEqual({ sourceId: 3, parentId: 2 });
    expect(shape(applyMove(tree, move!))).toEqual([1, { 2: [21, 22, 3] }, 4]);
  });

  it("moves a folder into an empty folder with the same one call", () => {
    const move = planMove(tree, 1, 4, 0);
    expect(move).toEqual({ sourceId: 1, parentId: 4 });
    expect(shape(applyMove(tree, move!))).toEqual([{ 2: [21, 22] }, 3, { 4: [1] }]);
    expect(applyMove(tree, move!).at(-1)!.childrenList[0]).toMatchObject({ id: 1, parentId: 4 });
  });

  it("moves a sub-folder out to the top level", () => {
    const move = planMove(tree, 22, null, 0);
    expect(move).toEqual({ sourceId: 22, parentId: null, targetId: 1 });
    const moved = applyMove(tree, move!);
    expect(shape(moved)).toEqual([22, 1, { 2: [21] }, 3, 4]);
    expect(moved[0]).toMatchObject({ id: 22, parentId: 0 });
  });

  it("does nothing when a folder is dropped where it is", () => {
    expect(planMove(tree, 2, null, 1)).toBeNull();
    expect(planMove(tree, 2, null, 2)).toBeNull();
  });

  it("refuses to put a folder into itself or its own sub-folders", () => {
    expect(planMove(tree, 2, 2, 0)).toBeUndefined();
    expect(planMove(tree, 2, 21, 0)).toBeUndefined();
  });

  it("leaves the tree it is given untouched", () => {
    const before = JSON.stringify(tree);
    applyMove(tree, { sourceId: 1, parentId: 4 });
    applyMove(tree, { sourceId: 22, parentId: null, targetId: 1 });
    expect(JSON.stringify(tree)).toBe(before);
  });
});
