import { describe, expect, it, vi } from "vitest";
import type { CatalogNode } from "@lawfirm/contract";
import { newsKind, type ArticleKind, type ArticleRow, type ListQuery } from "./article-kinds";
import { findFolderPath, loadFirstItems } from "./article-list";

const { listArticles } = vi.hoisted(() => ({ listArticles: vi.fn() }));
vi.mock("./article-api", () => ({ listArticles }));

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
  /** The server's list of a kind with `total` items. */
  function serverWith(total: number) {
    listArticles.mockReset();
    listArticles.mockImplementation(async (_kind: ArticleKind, { pageNo, pageSize }: ListQuery) => {
      const start = (pageNo - 1) * pageSize;
      const result = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - start)) },
        (_, index) => ({ id: start + index + 1 }) as ArticleRow,
      );
      return { result, pageable: { pageNo, pageSize, totalCount: total } };
    });
  }

  it("loads what 'load more' has shown in one call while the server's page size allows", async () => {
    serverWith(40);
    const { items, total } = await loadFirstItems(newsKind, 7, 36, page);
    expect(listArticles).toHaveBeenCalledTimes(1);
    expect(listArticles).toHaveBeenCalledWith(newsKind, { pageNo: 1, pageSize: 36, cataId: 7 }, page);
    expect(items).toHaveLength(36);
    expect(total).toBe(40);
  });

  it("splits longer lists into pages of the server's maximum", async () => {
    serverWith(250);
    const { items } = await loadFirstItems(newsKind, undefined, 240, page);
    expect(listArticles).toHaveBeenCalledTimes(3);
    expect(listArticles).toHaveBeenNthCalledWith(3, newsKind, { pageNo: 3, pageSize: 100 }, page);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 240 }, (_, index) => index + 1));
  });
});
