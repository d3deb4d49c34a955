import { describe, expect, it, vi } from "vitest";
import type { CatalogNode } from "@lawfirm/contract";
import type { ArticleKind, ArticleRow, ListQuery } from "./article-kinds";
import { findFolderPath, loadFirstItems } from "./article-list";

function folder(id: number, no: number, children: CatalogNode[] = []): CatalogNode {
  return {
    id,
    no,
    lang: "en_US",
    name: `Folder ${no}`,
    type: 0,
    parentId: 0,
    sort: no,
    createTime: "",
    updateTime: "",
    childrenList: children,
  };
}

describe("finding the chosen folder", () => {
  const tree = [folder(10, 1, [folder(11, 2, [folder(12, 3)])]), folder(20, 4)];

  it("answers the folder and its ancestors by the group key all its versions share", () => {
    expect(findFolderPath(tree, 3).map((node) => node.id)).toEqual([10, 11, 12]);
    expect(findFolderPath(tree, 4).map((node) => node.id)).toEqual([20]);
  });

  it("answers nothing for no folder or one that does not exist in this language", () => {
    expect(findFolderPath(tree, undefined)).toEqual([]);
    expect(findFolderPath(tree, 99)).toEqual([]);
  });
});

describe("loading the first items of a list", () => {
  const page = { locale: "de_DE" } as const;
  function kindWith(total: number) {
    const list = vi.fn(async ({ pageNo, pageSize }: ListQuery) => {
      const start = (pageNo - 1) * pageSize;
      const result = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - start)) },
        (_, index) => ({ id: start + index + 1 }) as ArticleRow,
      );
      return { result, pageable: { pageNo, pageSize, totalCount: total } };
    });
    return { kind: { list } as unknown as ArticleKind, list };
  }

  it("loads what 'load more' has shown in one call while the server's page size allows", async () => {
    const { kind, list } = kindWith(40);
    const { items, total } = await loadFirstItems(kind, 7, 36, page);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ pageNo: 1, pageSize: 36, cataId: 7 }, page);
    expect(items).toHaveLength(36);
    expect(total).toBe(40);
  });

  it("splits longer lists into pages of the server's maximum", async () => {
    const { kind, list } = kindWith(250);
    const { items } = await loadFirstItems(kind, undefined, 240, page);
    expect(list).toHaveBeenCalledTimes(3);
    expect(list).toHaveBeenNthCalledWith(3, { pageNo: 3, pageSize: 100 }, page);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 240 }, (_, index) => index + 1));
  });
});
