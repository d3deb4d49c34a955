import { describe, expect, it } from "vitest";
import { CATALOG_TYPE, type CatalogNode } from "@lawfirm/contract";
import { applySteps, planMove, planStep } from "./folderTree.ts";

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

describe("moving folders with the server's sort call", () => {
  it("moves a folder up by taking its neighbour's place", () => {
    expect(planStep(tree, 3, "up")).toEqual([{ kind: "sort", sourceId: 3, targetId: 2 }]);
    expect(shape(applySteps(tree, planStep(tree, 3, "up")!))).toEqual([1, 3, { 2: [21, 22] }, 4]);
  });

  it("moves a folder down by taking its neighbour's place, which puts it after the neighbour", () => {
    expect(planStep(tree, 21, "down")).toEqual([{ kind: "sort", sourceId: 21, targetId: 22 }]);
    expect(shape(applySteps(tree, planStep(tree, 21, "down")!))).toEqual([1, { 2: [22, 21] }, 3, 4]);
  });

  it("cannot move the first folder up or the last one down", () => {
    expect(planStep(tree, 1, "up")).toBeUndefined();
    expect(planStep(tree, 22, "down")).toBeUndefined();
  });

  it("moves a folder before another when dropped in front of it", () => {
    const steps = planMove(tree, 4, null, 1);
    expect(steps).toEqual([{ kind: "sort", sourceId: 4, targetId: 2 }]);
    expect(shape(applySteps(tree, steps!))).toEqual([1, 4, { 2: [21, 22] }, 3]);
  });

  it("moves a folder further down among its siblings, counting its old place", () => {
    // Dropped between 3 and 4: gap 3 among [1, 2, 3, 4]; it takes the place of 3, which moves up.
    const steps = planMove(tree, 1, null, 3);
    expect(steps).toEqual([{ kind: "sort", sourceId: 1, targetId: 3 }]);
    expect(shape(applySteps(tree, steps!))).toEqual([{ 2: [21, 22] }, 3, 1, 4]);
  });

  it("moves a folder to the end of its siblings by taking the last one's place", () => {
    const steps = planMove(tree, 1, null, 4);
    expect(steps).toEqual([{ kind: "sort", sourceId: 1, targetId: 4 }]);
    expect(shape(applySteps(tree, steps!))).toEqual([{ 2: [21, 22] }, 3, 4, 1]);
  });

  it("moves a folder from another parent to the end with two sorts", () => {
    const steps = planMove(tree, 21, null, 4);
    expect(steps).toEqual([
      { kind: "sort", sourceId: 21, targetId: 4 },
      { kind: "sort", sourceId: 4, targetId: 21 },
    ]);
    expect(shape(applySteps(tree, steps!))).toEqual([1, { 2: [22] }, 3, 4, 21]);
  });

  it("moves a folder into another folder that has sub-folders", () => {
    const steps = planMove(tree, 3, 2, 0);
    expect(steps).toEqual([{ kind: "sort", sourceId: 3, targetId: 21 }]);
    expect(shape(applySteps(tree, steps!))).toEqual([1, { 2: [3, 21, 22] }, 4]);
  });

  it("moves a folder into an empty folder by giving it a new parent", () => {
    const steps = planMove(tree, 1, 4, 0);
    expect(steps).toEqual([{ kind: "reparent", sourceId: 1, parentId: 4 }]);
    expect(shape(applySteps(tree, steps!))).toEqual([{ 2: [21, 22] }, 3, { 4: [1] }]);
  });

  it("moves a sub-folder out to the top level", () => {
    const steps = planMove(tree, 22, null, 0);
    expect(steps).toEqual([{ kind: "sort", sourceId: 22, targetId: 1 }]);
    expect(shape(applySteps(tree, steps!))).toEqual([22, 1, { 2: [21] }, 3, 4]);
  });

  it("does nothing when a folder is dropped where it is", () => {
    expect(planMove(tree, 2, null, 1)).toEqual([]);
    expect(planMove(tree, 2, null, 2)).toEqual([]);
  });

  it("refuses to put a folder into itself or its own sub-folders", () => {
    expect(planMove(tree, 2, 2, 0)).toBeUndefined();
    expect(planMove(tree, 2, 21, 0)).toBeUndefined();
  });
});
