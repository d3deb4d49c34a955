import type { Article } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createPracticeArea } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// A news item's public detail, and a public list's count, are made once and kept until content
// changes (`articleMemo`): a change made in the database behind the server's back shows only after
// a write through the back office, which is how content changes.

const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

async function publicTitle(id: number): Promise<string> {
  const answer = await anonymous<Article>("GET", `/api/user/latest-news/${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.result.title;
}

describe("a news item's public detail", () => {
  it("is kept while content is unchanged, and made again after a write and after its views are written", async () => {
    const folder = (await createFolder(call, "Kept", { type: 0, langs: ["en_US"] })).en_US!.id;
    const created = await call<Article[]>("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "As saved", coverUrl: "/api/upload/cover.png", content: "<p>Text</p>", cataId: folder, isLink: 0 },
    ]);
    expect(created.statusCode).toBe(200);
    const id = created.result[0]!.id;
    expect(await publicTitle(id)).toBe("As saved");

    await db.updateTable("articles").set({ title: "Behind its back" }).where("id", "=", id).execute();
    expect(await publicTitle(id)).toBe("As saved");

    // Views written by this process make it anew.
    await app.articleViews.flush();
    expect(await publicTitle(id)).toBe("Behind its back");

    await db.updateTable("articles").set({ title: "Behind its back again" }).where("id", "=", id).execute();
    expect(await publicTitle(id)).toBe("Behind its back");
    // Any write of content empties it.
    expect((await createFolder(call, "Another", { type: 0, langs: ["en_US"] })).en_US).toBeDefined();
    expect(await publicTitle(id)).toBe("Behind its back again");
  });

  it("keeps a public list's count for its other pages until content changes", async () => {
    const folder = (await createFolder(call, "Counted", { type: 0, langs: ["en_US"] })).en_US!.id;
    const ids: number[] = [];
    for (const title of ["One", "Two", "Three"]) {
      const created = await call<Article[]>("POST", "/api/admin/latest-news", [
        { lang: "en_US", title, coverUrl: "/api/upload/cover.png", content: "<p>Text</p>", cataId: folder, isLink: 0 },
      ]);
      ids.push(created.result[0]!.id);
    }
    const countOf = async (page: number) => {
      const answer = await anonymous<Article[]>("GET", `/api/user/latest-news?lang=en_US&cataId=${folder}&pageSize=2&page=${page}`);
      expect(answer.statusCode).toBe(200);
      return answer.pageable!.totalCount;
    };
    expect(await countOf(1)).toBe(3);
    // Moved to another language behind the server's back: the count kept from page 1 holds.
    await db.updateTable("articles").set({ lang: "de_DE" }).where("id", "=", ids[0]!).execute();
    expect(await countOf(2)).toBe(3);
    expect((await createFolder(call, "Yet another", { type: 0, langs: ["en_US"] })).en_US).toBeDefined();
    expect(await countOf(2)).toBe(2);
  });

  it("keeps a public list's count through a write its rows show but its count does not (a practice area's), not a write of its kind", async () => {
    const folder = (await createFolder(call, "Counted through", { type: 0, langs: ["en_US"] })).en_US!.id;
    const elsewhere = (await createFolder(call, "Elsewhere", { type: 0, langs: ["en_US"] })).en_US!.id;
    const create = (title: string, cataId = folder) =>
      call<Article[]>("POST", "/api/admin/latest-news", [
        { lang: "en_US", title, coverUrl: "/api/upload/cover.png", content: "<p>Text</p>", cataId, isLink: 0 },
      ]);
    const ids: number[] = [];
    for (const title of ["First kept", "Second kept", "Third kept"]) ids.push((await create(title)).result[0]!.id);
    const countOf = async (page: number) => {
      const answer = await anonymous<Article[]>("GET", `/api/user/latest-news?lang=en_US&cataId=${folder}&pageSize=1&page=${page}`);
      expect(answer.statusCode).toBe(200);
      return answer.pageable!.totalCount;
    };
    expect(await countOf(1)).toBe(3);
    await db.updateTable("articles").set({ lang: "de_DE" }).where("id", "=", ids[0]!).execute();
    // A practice area's save drops the list's answers (their rows name practice areas), not its count.
    await createPracticeArea(call, "Not counted", ["en_US"]);
    expect(await countOf(2)).toBe(3);
    // A news item's save, even in another folder, makes it again.
    expect((await create("Four", elsewhere)).statusCode).toBe(200);
    expect(await countOf(2)).toBe(2);
  });
});
