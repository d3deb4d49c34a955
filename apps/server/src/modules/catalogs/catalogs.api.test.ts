import type { Catalog, CatalogDetail, CatalogNode } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, versionIn } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

const tree = async (type: number, lang: string) =>
  (await call<CatalogNode[]>("GET", `/api/admin/catalog?type=${type}&lang=${lang}`)).result;
const newsItem = (lang: string, cataId: number) => ({ lang, cataId, title: `News ${lang}`, coverUrl: "/api/upload/c.png", isLink: 0 });

describe("folder endpoints without a session", () => {
  it.each([
    ["GET", "/api/admin/catalog?type=0"],
    ["POST", "/api/admin/catalog"],
    ["PUT", "/api/admin/catalog"],
    ["PUT", "/api/admin/catalog/sort"],
    ["DELETE", "/api/admin/catalog/1"],
    ["GET", "/api/admin/catalog/1"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const answer = await anonymous(method, url, method === "GET" || method === "DELETE" ? undefined : []);
    expect(answer.statusCode).toBe(401);
    expect(answer.message).toBe("You are not signed in. Please log in.");
  });

  it("the public tree needs none", async () => {
    expect((await anonymous("GET", "/api/user/catalog?type=0")).statusCode).toBe(200);
  });
});

describe("creating folders", () => {
  it("creates every language version under one new no, at the end of its siblings", async () => {
    const first = await createFolder(call, "Create A", { type: 1 });
    const answer = await call<Catalog[]>("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "Create B", type: 1 },
      { lang: "de_DE", name: "Anlegen B", type: 1, parentId: 0 },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toHaveLength(2);
    const [de, en] = [versionIn(answer.result, "de_DE"), versionIn(answer.result, "en_US")];
    expect(de).toMatchObject({ name: "Anlegen B", type: 1, parentId: 0, no: en.no });
    expect(en.no).not.toBe(first.en_US!.no);
    expect(en.sort).toBe(first.en_US!.sort + 1);
    expect(de.sort).toBe(en.sort);
    expect(de.createTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("files a sub-folder under the parent's version of each language", async () => {
    const parent = await createFolder(call, "Parent");
    const child = await createFolder(call, "Child", { parent });
    for (const lang of ["de_DE", "en_US", "zh_CN"]) expect(child[lang]!.parentId).toBe(parent[lang]!.id);
  });

  it.each([
    ["lang", "lang is required"],
    ["name", "name is required"],
    ["type", "type is required"],
  ])("names the version and the field when %s is missing", async (field, text) => {
    const version: Record<string, unknown> = { lang: "de_DE", name: "Ordner", type: 0 };
    delete version[field];
    const answer = await call("POST", "/api/admin/catalog", [{ lang: "en_US", name: "Folder", type: 0 }, version]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(text);
    expect(answer.errors).toContainEqual(expect.objectContaining({ field: `body.1.${field}` }));
    if (field !== "lang") expect(answer.message).toContain(`[de_DE] ${text}`);
  });

  it.each([
    ["a type other than 0 or 1", { type: 3 }, "type must be one of: 0, 1"],
    ["a type given as text", { type: "0" }, "type must be one of: 0, 1"],
    ["a name that is a number", { name: 5 }, "name must be a string"],
    ["an empty name", { name: "  " }, "name must not be empty"],
    ["a name that is too long", { name: "x".repeat(201) }, "name must be at most 200 characters long"],
    ["a parentId that is text", { parentId: "x" }, "parentId must be a number"],
    ["a negative parentId", { parentId: -1 }, "parentId must be at least 0"],
  ])("refuses %s", async (_, change, text) => {
    const answer = await call("POST", "/api/admin/catalog", [{ lang: "en_US", name: "Folder", type: 0, ...change }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(`[en_US] ${text}`);
  });

  it("refuses a body that is not a list, an empty list and a language given twice", async () => {
    expect((await call("POST", "/api/admin/catalog", { lang: "en_US", name: "x", type: 0 })).message).toBe(
      "Invalid request: request must be a list",
    );
    expect((await call("POST", "/api/admin/catalog", [])).message).toBe("Invalid request: request must hold at least one language version");
    const twice = await call("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "a", type: 0 },
      { lang: "en_US", name: "b", type: 0 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.message).toBe("Invalid request: [en_US] lang is given twice: send each language once");
  });

  it("refuses a language that is not a content language", async () => {
    const answer = await call("POST", "/api/admin/catalog", [{ lang: "fr_FR", name: "Dossier", type: 0 }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: [fr_FR] lang is not a content language (de_DE, en_US, zh_CN)");
  });

  it("refuses versions of different types", async () => {
    const answer = await call("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "a", type: 0 },
      { lang: "de_DE", name: "b", type: 1 },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: [de_DE] type must be the same in every version");
  });

  it("refuses a parent in another language and points to the right version", async () => {
    const parent = await createFolder(call, "Lang parent");
    const answer = await call("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "a", type: 0, parentId: parent.en_US!.id },
      { lang: "de_DE", name: "b", type: 0, parentId: parent.en_US!.id },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      `Invalid request: [de_DE] parentId must be a de_DE folder: the de_DE version of folder ${parent.en_US!.id} is ${parent.de_DE!.id}`,
    );
  });

  it("refuses versions under different parents, an unknown parent and a parent of the other type", async () => {
    const one = await createFolder(call, "One");
    const two = await createFolder(call, "Two");
    const cases = await createFolder(call, "Cases", { type: 1 });
    const split = await call("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "a", type: 0, parentId: one.en_US!.id },
      { lang: "de_DE", name: "b", type: 0, parentId: two.de_DE!.id },
    ]);
    expect(split.message).toBe("Invalid request: [de_DE] parentId must name the same parent folder as the other versions");
    const topAndNested = await call("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "a", type: 0 },
      { lang: "de_DE", name: "b", type: 0, parentId: one.de_DE!.id },
    ]);
    expect(topAndNested.statusCode).toBe(400);
    const unknown = await call("POST", "/api/admin/catalog", [{ lang: "en_US", name: "a", type: 0, parentId: 2_000_000_000 }]);
    expect(unknown.message).toBe("Invalid request: [en_US] parentId is not the id of any folder");
    const otherType = await call("POST", "/api/admin/catalog", [{ lang: "en_US", name: "a", type: 0, parentId: cases.en_US!.id }]);
    expect(otherType.message).toBe("Invalid request: [en_US] parentId must be a news folder (type 0)");
  });

  it("ignores server-owned fields such as id, no, sort and createTime", async () => {
    const answer = await call<Catalog[]>("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "Owned", type: 0, id: 999, no: 999, sort: -5, createTime: "1999-01-01T00:00:00.000Z" },
    ]);
    expect(answer.statusCode).toBe(200);
    const [version] = answer.result;
    expect(version!.id).not.toBe(999);
    expect(version!.no).not.toBe(999);
    expect(version!.sort).toBeGreaterThan(0);
    expect(version!.createTime).not.toBe("1999-01-01T00:00:00.000Z");
  });
});

describe("reading folders", () => {
  it("answers the tree of one type and language, with sub-folders in childrenList", async () => {
    const root = await createFolder(call, "Tree root", { type: 1 });
    const leaf = await createFolder(call, "Tree leaf", { type: 1, parent: root });
    const german = await tree(1, "de_DE");
    const node = german.find((item) => item.id === root.de_DE!.id);
    expect(node).toMatchObject({ name: "Tree root de_DE", lang: "de_DE", type: 1, parentId: 0 });
    expect(node!.childrenList).toEqual([expect.objectContaining({ id: leaf.de_DE!.id, parentId: root.de_DE!.id, childrenList: [] })]);
    expect(german.every((item) => item.lang === "de_DE" && item.type === 1)).toBe(true);
    expect((await tree(0, "de_DE")).some((item) => item.id === root.de_DE!.id)).toBe(false);
  });

  it("answers en_US when no language is asked for, and refuses an unknown language or type", async () => {
    const answer = await call<CatalogNode[]>("GET", "/api/admin/catalog?type=0");
    expect(answer.statusCode).toBe(200);
    expect(answer.result.length).toBeGreaterThan(0);
    expect(answer.result.every((item) => item.lang === "en_US")).toBe(true);
    expect((await call("GET", "/api/admin/catalog?type=0&lang=xx_XX")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/catalog?type=2")).message).toBe("Invalid request: type must be one of: 0, 1");
    expect((await call("GET", "/api/admin/catalog?type=abc")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/catalog")).statusCode).toBe(400);
  });

  it("answers a visitor the tree of the request's language", async () => {
    const folder = await createFolder(call, "Public", { langs: ["de_DE", "en_US"] });
    const german = await anonymous<CatalogNode[]>("GET", "/api/user/catalog?type=0", undefined, { lang: "de_DE" });
    expect(german.result.map((item) => item.id)).toContain(folder.de_DE!.id);
    expect(german.result.every((item) => item.lang === "de_DE")).toBe(true);
    const chinese = await anonymous<CatalogNode[]>("GET", "/api/user/catalog?type=0", undefined, { lang: "zh_CN" });
    expect(chinese.result.map((item) => item.no)).not.toContain(folder.de_DE!.no);
    const fallback = await anonymous<CatalogNode[]>("GET", "/api/user/catalog?type=0", undefined, { lang: "fr_FR" });
    expect(fallback.result.every((item) => item.lang === "en_US")).toBe(true);
    expect((await anonymous("GET", "/api/user/catalog")).statusCode).toBe(400);
  });

  it("answers one folder with all its versions, and 404 for an unknown id", async () => {
    const folder = await createFolder(call, "Detail");
    const answer = await call<CatalogDetail>("GET", `/api/admin/catalog/${folder.zh_CN!.id}`);
    expect(answer.result).toMatchObject({ id: folder.zh_CN!.id, lang: "zh_CN", name: "Detail zh_CN" });
    expect(answer.result.versions.map((version) => [version.lang, version.id])).toEqual([
      ["de_DE", folder.de_DE!.id],
      ["en_US", folder.en_US!.id],
      ["zh_CN", folder.zh_CN!.id],
    ]);
    expect((await call("GET", "/api/admin/catalog/2000000000")).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/catalog/99999999999")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/catalog/abc")).statusCode).toBe(400);
  });
});

describe("updating folders", () => {
  it("renames by id, adds a language and removes a language left out", async () => {
    const folder = await createFolder(call, "Update", { langs: ["de_DE", "en_US"] });
    const answer = await call<Catalog[]>("PUT", "/api/admin/catalog", [
      { id: folder.en_US!.id, lang: "en_US", name: "Renamed", type: 0 },
      { lang: "zh_CN", name: "新", type: 0 },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result.map((version) => version.lang)).toEqual(["en_US", "zh_CN"]);
    expect(versionIn(answer.result, "en_US")).toMatchObject({ id: folder.en_US!.id, name: "Renamed", no: folder.en_US!.no });
    expect(versionIn(answer.result, "zh_CN").sort).toBe(folder.en_US!.sort);
    expect((await call("GET", `/api/admin/catalog/${folder.de_DE!.id}`)).statusCode).toBe(404);
  });

  it("moves the folder under another parent in every language", async () => {
    const parent = await createFolder(call, "New parent", { langs: ["de_DE", "en_US"] });
    const folder = await createFolder(call, "Moving", { langs: ["de_DE", "en_US"] });
    const answer = await call<Catalog[]>("PUT", "/api/admin/catalog", [
      { id: folder.en_US!.id, lang: "en_US", name: "Moving", type: 0, parentId: parent.en_US!.id },
      { id: folder.de_DE!.id, lang: "de_DE", name: "Umzug", type: 0, parentId: parent.de_DE!.id },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(versionIn(answer.result, "de_DE").parentId).toBe(parent.de_DE!.id);
    expect(versionIn(answer.result, "en_US").parentId).toBe(parent.en_US!.id);
  });

  it("refuses to make a folder its own descendant", async () => {
    const top = await createFolder(call, "Cycle top", { langs: ["en_US"] });
    const middle = await createFolder(call, "Cycle middle", { langs: ["en_US"], parent: top });
    const intoChild = await call("PUT", "/api/admin/catalog", [
      { id: top.en_US!.id, lang: "en_US", name: "x", type: 0, parentId: middle.en_US!.id },
    ]);
    expect(intoChild.statusCode).toBe(400);
    expect(intoChild.message).toBe("Invalid request: [en_US] parentId cannot be the folder itself or one of its sub-folders");
    const intoItself = await call("PUT", "/api/admin/catalog", [
      { id: top.en_US!.id, lang: "en_US", name: "x", type: 0, parentId: top.en_US!.id },
    ]);
    expect(intoItself.statusCode).toBe(400);
  });

  it("refuses to change the type", async () => {
    const folder = await createFolder(call, "Typed", { langs: ["en_US"] });
    const answer = await call("PUT", "/api/admin/catalog", [{ id: folder.en_US!.id, lang: "en_US", name: "x", type: 1 }]);
    expect(answer.message).toBe("Invalid request: [en_US] type cannot change: this is a news folder (type 0)");
  });

  it("refuses to remove a language whose version still holds articles or sub-folders", async () => {
    const folder = await createFolder(call, "Busy", { langs: ["de_DE", "en_US"] });
    await createFolder(call, "Busy child", { langs: ["de_DE"], parent: folder });
    expect((await call("POST", "/api/admin/latest-news", [newsItem("de_DE", folder.de_DE!.id)])).statusCode).toBe(200);
    const answer = await call("PUT", "/api/admin/catalog", [{ id: folder.en_US!.id, lang: "en_US", name: "Busy", type: 0 }]);
    expect(answer.statusCode).toBe(409);
    expect(answer.message).toBe(
      "The folder is still in use: the de_DE version holds 1 article(s) and 1 sub-folder(s). Move or delete them first.",
    );
    expect((await call("GET", `/api/admin/catalog/${folder.de_DE!.id}`)).statusCode).toBe(200);
  });

  it("validates an update like a create", async () => {
    const folder = await createFolder(call, "Validated", { langs: ["en_US"] });
    const answer = await call("PUT", "/api/admin/catalog", [{ id: folder.en_US!.id, lang: "en_US", type: 0 }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: [en_US] name is required");
    expect((await call("PUT", "/api/admin/catalog", [])).statusCode).toBe(400);
  });

  it("answers 404 for an unknown id and 400 without any id", async () => {
    const unknown = await call("PUT", "/api/admin/catalog", [{ id: 2_000_000_000, lang: "en_US", name: "x", type: 0 }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe("Invalid request: [en_US] id is not the id of any folder version");
    const none = await call("PUT", "/api/admin/catalog", [{ lang: "en_US", name: "x", type: 0 }]);
    expect(none.statusCode).toBe(400);
    expect(none.message).toBe("Invalid request: [en_US] id is required: an update must carry the id of at least one existing version");
    expect((await call("PUT", "/api/admin/catalog", [{ id: "abc", lang: "en_US", name: "x", type: 0 }])).statusCode).toBe(400);
  });
});

describe("deleting folders", () => {
  it("removes the folder in every language", async () => {
    const folder = await createFolder(call, "Delete me");
    const answer = await call("DELETE", `/api/admin/catalog/${folder.en_US!.id}`);
    expect(answer).toMatchObject({ statusCode: 200, result: null });
    for (const version of Object.values(folder)) expect((await call("GET", `/api/admin/catalog/${version.id}`)).statusCode).toBe(404);
    expect(await db.selectFrom("catalogs").select("id").where("no", "=", folder.en_US!.no).execute()).toEqual([]);
  });

  it("is refused with 409 while a version holds a sub-folder or an article", async () => {
    const withChild = await createFolder(call, "Has child");
    await createFolder(call, "The child", { langs: ["zh_CN"], parent: withChild });
    const refused = await call("DELETE", `/api/admin/catalog/${withChild.de_DE!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe("The folder is still in use: the zh_CN version holds 1 sub-folder(s). Move or delete them first.");

    const withArticle = await createFolder(call, "Has article");
    await call("POST", "/api/admin/latest-news", [newsItem("en_US", withArticle.en_US!.id)]);
    const alsoRefused = await call("DELETE", `/api/admin/catalog/${withArticle.de_DE!.id}`);
    expect(alsoRefused.statusCode).toBe(409);
    expect(alsoRefused.message).toContain("the en_US version holds 1 article(s)");
    expect((await call("GET", `/api/admin/catalog/${withArticle.de_DE!.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown id and 400 for an id that is not one", async () => {
    expect((await call("DELETE", "/api/admin/catalog/2000000000")).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/catalog/0")).statusCode).toBe(400);
    expect((await call("DELETE", "/api/admin/catalog/99999999999999999999")).statusCode).toBe(400);
  });
});

describe("sorting folders", () => {
  async function siblings(prefix: string, count: number, parent?: Record<string, Catalog>) {
    const folders = [];
    for (let index = 0; index < count; index += 1) {
      folders.push(
        await createFolder(call, `${prefix}${index + 1}`, { type: 1, langs: ["de_DE", "en_US"], ...(parent ? { parent } : {}) }),
      );
    }
    return folders;
  }
  const childNames = async (lang: string, parentId: number) => {
    const find = (nodes: CatalogNode[]): CatalogNode | undefined =>
      nodes.map((node) => (node.id === parentId ? node : find(node.childrenList))).find(Boolean);
    return find(await tree(1, lang))!.childrenList.map((node) => node.name.split(" ")[0]);
  };

  it("moves a folder down to its target's place, in every language", async () => {
    const box = await createFolder(call, "Box", { type: 1, langs: ["de_DE", "en_US"] });
    const [a, , c] = await siblings("S", 4, box);
    const answer = await call("PUT", "/api/admin/catalog/sort", { sourceId: a!.en_US!.id, targetId: c!.de_DE!.id });
    expect(answer).toMatchObject({ statusCode: 200, result: null });
    expect(await childNames("en_US", box.en_US!.id)).toEqual(["S2", "S3", "S1", "S4"]);
    expect(await childNames("de_DE", box.de_DE!.id)).toEqual(["S2", "S3", "S1", "S4"]);
  });

  it("moves a folder up to its target's place", async () => {
    const box = await createFolder(call, "Box up", { type: 1, langs: ["de_DE", "en_US"] });
    const [, b, , d] = await siblings("U", 4, box);
    await call("PUT", "/api/admin/catalog/sort", { sourceId: d!.en_US!.id, targetId: b!.en_US!.id });
    expect(await childNames("de_DE", box.de_DE!.id)).toEqual(["U1", "U4", "U2", "U3"]);
  });

  it("moves a folder into the target's parent when they are not siblings", async () => {
    const left = await createFolder(call, "Left", { type: 1, langs: ["de_DE", "en_US"] });
    const right = await createFolder(call, "Right", { type: 1, langs: ["de_DE", "en_US"] });
    const [l1] = await siblings("L", 1, left);
    const [, r2] = await siblings("R", 2, right);
    await call("PUT", "/api/admin/catalog/sort", { sourceId: l1!.de_DE!.id, targetId: r2!.de_DE!.id });
    expect(await childNames("en_US", right.en_US!.id)).toEqual(["R1", "L1", "R2"]);
    expect(await childNames("de_DE", right.de_DE!.id)).toEqual(["R1", "L1", "R2"]);
    expect(await childNames("en_US", left.en_US!.id)).toEqual([]);
  });

  it("refuses to move a folder into its own sub-folders", async () => {
    const outer = await createFolder(call, "Outer", { type: 1, langs: ["en_US"] });
    const inner = await createFolder(call, "Inner", { type: 1, langs: ["en_US"], parent: outer });
    const deepest = await createFolder(call, "Deepest", { type: 1, langs: ["en_US"], parent: inner });
    const answer = await call("PUT", "/api/admin/catalog/sort", { sourceId: outer.en_US!.id, targetId: deepest.en_US!.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: targetId is inside the folder being moved: a folder cannot become its own sub-folder");
  });

  it("refuses unknown folders, folders of another type and bad ids", async () => {
    const news = await createFolder(call, "Sort news", { langs: ["en_US"] });
    const cases = await createFolder(call, "Sort cases", { type: 1, langs: ["en_US"] });
    expect((await call("PUT", "/api/admin/catalog/sort", { sourceId: 2_000_000_000, targetId: news.en_US!.id })).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/catalog/sort", { sourceId: news.en_US!.id, targetId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/catalog/sort", { sourceId: news.en_US!.id, targetId: cases.en_US!.id })).statusCode).toBe(400);
    expect((await call("PUT", "/api/admin/catalog/sort", { sourceId: "a", targetId: 1 })).message).toBe(
      "Invalid request: sourceId must be a number",
    );
    expect((await call("PUT", "/api/admin/catalog/sort", { targetId: 1 })).message).toBe("Invalid request: sourceId is required");
  });
});

describe("moving folders under a parent in one call", () => {
  const sort = (body: unknown, headers?: Record<string, string>) => call("PUT", "/api/admin/catalog/sort", body, headers);
  /** Every stored version of the given folders: where it sits and when it last changed. */
  const stored = (folders: Record<string, Catalog>[]) =>
    db
      .selectFrom("catalogs")
      .select(["id", "parentId", "sort", "updatedAt"])
      .where(
        "no",
        "in",
        folders.map((folder) => Object.values(folder)[0]!.no),
      )
      .orderBy("id")
      .execute();
  const childNames = async (type: number, lang: string, parentId: number | null) => {
    const find = (nodes: CatalogNode[]): CatalogNode | undefined =>
      nodes.map((node) => (node.id === parentId ? node : find(node.childrenList))).find(Boolean);
    const nodes = await tree(type, lang);
    return (parentId === null ? nodes : find(nodes)!.childrenList).map((node) => node.name.split(" ")[0]);
  };

  it("moves a folder into a folder without sub-folders, in every language", async () => {
    const empty = await createFolder(call, "Empty", { langs: ["de_DE", "en_US"] });
    const folder = await createFolder(call, "Mover", { langs: ["de_DE", "en_US"] });
    const answer = await sort({ sourceId: folder.en_US!.id, parentId: empty.en_US!.id });
    expect(answer).toMatchObject({ statusCode: 200, result: null });
    for (const lang of ["de_DE", "en_US"]) {
      const moved = (await call<CatalogDetail>("GET", `/api/admin/catalog/${folder[lang]!.id}`)).result;
      expect(moved).toMatchObject({ parentId: empty[lang]!.id, sort: 1 });
      expect(await childNames(0, lang, empty[lang]!.id)).toEqual(["Mover"]);
    }
    expect((await tree(0, "en_US")).map((node) => node.id)).not.toContain(folder.en_US!.id);
  });

  it("puts the folder at the target's place among the parent's sub-folders, or after the last without a target", async () => {
    const box = await createFolder(call, "Shelf", { type: 1, langs: ["de_DE", "en_US"] });
    for (const name of ["P1", "P2", "P3"]) await createFolder(call, name, { type: 1, langs: ["de_DE", "en_US"], parent: box });
    const [p2] = (await tree(1, "en_US"))
      .find((node) => node.id === box.en_US!.id)!
      .childrenList.filter((node) => node.name.startsWith("P2"));
    const before = await createFolder(call, "Before", { type: 1, langs: ["de_DE", "en_US"] });
    const last = await createFolder(call, "Last", { type: 1, langs: ["de_DE", "en_US"] });

    await sort({ sourceId: before.de_DE!.id, parentId: box.de_DE!.id, targetId: p2!.id });
    expect(await childNames(1, "en_US", box.en_US!.id)).toEqual(["P1", "Before", "P2", "P3"]);
    await sort({ sourceId: last.en_US!.id, parentId: box.en_US!.id });
    expect(await childNames(1, "de_DE", box.de_DE!.id)).toEqual(["P1", "Before", "P2", "P3", "Last"]);

    // Among its own siblings: up to the first place, then down to the last (after the last one without a target).
    const first = (await tree(1, "en_US")).find((node) => node.id === box.en_US!.id)!.childrenList[0]!;
    await sort({ sourceId: last.en_US!.id, parentId: box.en_US!.id, targetId: first.id });
    expect(await childNames(1, "en_US", box.en_US!.id)).toEqual(["Last", "P1", "Before", "P2", "P3"]);
    await sort({ sourceId: last.en_US!.id, parentId: box.en_US!.id });
    expect(await childNames(1, "de_DE", box.de_DE!.id)).toEqual(["P1", "Before", "P2", "P3", "Last"]);
  });

  it("moves a folder to the top level with parentId null or 0", async () => {
    const outer = await createFolder(call, "Home", { langs: ["de_DE", "en_US"] });
    const inner = await createFolder(call, "Nested", { langs: ["de_DE", "en_US"], parent: outer });
    expect((await sort({ sourceId: inner.de_DE!.id, parentId: null })).statusCode).toBe(200);
    for (const lang of ["de_DE", "en_US"]) {
      const top = await tree(0, lang);
      expect(top.at(-1)).toMatchObject({ id: inner[lang]!.id, parentId: 0 });
      expect(top.find((node) => node.id === outer[lang]!.id)!.childrenList).toEqual([]);
    }

    await sort({ sourceId: inner.en_US!.id, parentId: outer.en_US!.id });
    expect((await sort({ sourceId: inner.en_US!.id, parentId: 0, targetId: outer.de_DE!.id })).statusCode).toBe(200);
    const names = (await tree(0, "en_US")).map((node) => node.name.split(" ")[0]);
    expect(names.indexOf("Nested")).toBe(names.indexOf("Home") - 1);
  });

  it("refuses to move a folder into itself or one of its sub-folders", async () => {
    const top = await createFolder(call, "Loop top", { langs: ["en_US"] });
    const middle = await createFolder(call, "Loop middle", { langs: ["en_US"], parent: top });
    const bottom = await createFolder(call, "Loop bottom", { langs: ["en_US"], parent: middle });
    for (const parent of [top, middle, bottom]) {
      const answer = await sort({ sourceId: top.en_US!.id, parentId: parent.en_US!.id });
      expect(answer.statusCode).toBe(400);
      expect(answer.message).toBe("Invalid request: parentId cannot be the folder itself or one of its sub-folders");
      expect(answer.errors).toEqual([expect.objectContaining({ field: "body.parentId" })]);
    }
    expect((await call<CatalogDetail>("GET", `/api/admin/catalog/${top.en_US!.id}`)).result.parentId).toBe(0);
  });

  it("refuses a parent of the other folder type", async () => {
    const news = await createFolder(call, "Typed news", { langs: ["en_US"] });
    const cases = await createFolder(call, "Typed cases", { type: 1, langs: ["en_US"] });
    const answer = await sort({ sourceId: news.en_US!.id, parentId: cases.en_US!.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe("Invalid request: parentId must be a news folder (type 0)");
    const german = await sort({ sourceId: cases.en_US!.id, parentId: news.en_US!.id }, { "accept-language": "de" });
    expect(german.message).toBe("Ungültige Anfrage: parentId muss ein Fallanalysen-Ordner sein (Typ 1)");
  });

  it("refuses an unknown parent, source or target with 404", async () => {
    const folder = await createFolder(call, "Known", { langs: ["en_US"] });
    const unknownParent = await sort({ sourceId: folder.en_US!.id, parentId: 2_000_000_000 });
    expect(unknownParent.statusCode).toBe(404);
    expect(unknownParent.message).toBe("No folder with id 2000000000");
    expect((await sort({ sourceId: 2_000_000_000, parentId: null })).statusCode).toBe(404);
    expect((await sort({ sourceId: folder.en_US!.id, parentId: null, targetId: 2_000_000_000 })).statusCode).toBe(404);
  });

  it("refuses a parent in another language and a target outside the parent", async () => {
    const parent = await createFolder(call, "Other lang parent", { langs: ["de_DE", "en_US"] });
    const folder = await createFolder(call, "Other lang child", { langs: ["de_DE", "en_US"] });
    const sibling = await createFolder(call, "Top sibling", { langs: ["de_DE", "en_US"] });
    const otherLanguage = await sort({ sourceId: folder.de_DE!.id, parentId: parent.en_US!.id });
    expect(otherLanguage.statusCode).toBe(400);
    expect(otherLanguage.message).toBe(
      `Invalid request: parentId must be a de_DE folder: the de_DE version of folder ${parent.en_US!.id} is ${parent.de_DE!.id}`,
    );
    const outside = await sort({ sourceId: folder.en_US!.id, parentId: parent.en_US!.id, targetId: sibling.en_US!.id });
    expect(outside.statusCode).toBe(400);
    expect(outside.message).toBe(
      "Invalid request: targetId must be directly inside the folder that parentId names (at the top level when parentId is null or 0)",
    );
  });

  it("validates the body", async () => {
    const folder = await createFolder(call, "Validated move", { langs: ["en_US"] });
    const source = folder.en_US!.id;
    expect((await sort({ sourceId: source, parentId: "x" })).message).toBe("Invalid request: parentId must be a number");
    expect((await sort({ sourceId: source, parentId: -1 })).message).toBe("Invalid request: parentId must be at least 0");
    expect((await sort({ sourceId: source, parentId: 1.5 })).statusCode).toBe(400);
    expect((await sort({ sourceId: source, parentId: 99_999_999_999 })).statusCode).toBe(400);
    expect((await sort({ sourceId: source, parentId: null, targetId: "x" })).message).toBe("Invalid request: targetId must be a number");
    expect((await sort({ sourceId: source, parentId: null, targetId: null })).statusCode).toBe(400);
    expect((await sort({ parentId: null })).message).toBe("Invalid request: sourceId is required");
  });

  it("keeps the order-only call as it was: a target is required and the source takes its place", async () => {
    const box = await createFolder(call, "Old call", { langs: ["de_DE", "en_US"] });
    const [a, b] = [
      await createFolder(call, "O1", { langs: ["de_DE", "en_US"], parent: box }),
      await createFolder(call, "O2", { langs: ["de_DE", "en_US"], parent: box }),
    ];
    const missing = await sort({ sourceId: a!.en_US!.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toBe("Invalid request: targetId is required");
    expect((await sort({ sourceId: b!.en_US!.id, targetId: a!.de_DE!.id })).statusCode).toBe(200);
    expect(await childNames(0, "de_DE", box.de_DE!.id)).toEqual(["O2", "O1"]);
  });

  it("changes nothing when a move is refused part-way (one transaction)", async () => {
    // The parent lacks zh_CN: the de_DE and en_US versions are moved before the zh_CN one is refused.
    const parent = await createFolder(call, "Two languages", { langs: ["de_DE", "en_US"] });
    const child = await createFolder(call, "Kept child", { langs: ["de_DE", "en_US"], parent });
    const folder = await createFolder(call, "Three languages");
    const neighbour = await createFolder(call, "Neighbour");
    const before = await stored([parent, child, folder, neighbour]);

    const answer = await sort({ sourceId: folder.en_US!.id, parentId: parent.en_US!.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      `Invalid request: [zh_CN] parentId names folder ${parent.en_US!.id}, which has no zh_CN version for the zh_CN version of the folder being moved`,
    );
    expect(answer.errors).toEqual([expect.objectContaining({ field: "body.parentId", lang: "zh_CN" })]);
    expect(await stored([parent, child, folder, neighbour])).toEqual(before);
  });
});

describe("moves at the same moment", () => {
  /** The folders whose chain of parents comes back to themselves: none in a sound tree. */
  const foldersInALoop = async (ids: number[]) => {
    const parentOf = new Map((await db.selectFrom("catalogs").select(["id", "parentId"]).execute()).map((row) => [row.id, row.parentId]));
    return ids.filter((id) => {
      const seen = new Set<number>();
      for (let at = parentOf.get(id); at != null; at = parentOf.get(at)) {
        if (at === id || seen.has(at)) return true;
        seen.add(at);
      }
      return false;
    });
  };
  const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

  it("two opposite moves under a parent (A into B, B into A): one is done, the other refused, no loop", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createFolder(call, `Race A${round}`);
      const b = await createFolder(call, `Race B${round}`);
      const answers = await Promise.all([
        call("PUT", "/api/admin/catalog/sort", { sourceId: a.en_US!.id, parentId: b.en_US!.id }),
        call("PUT", "/api/admin/catalog/sort", { sourceId: b.en_US!.id, parentId: a.en_US!.id }),
      ]);
      expect(statuses(answers)).toEqual([200, 400]);
      expect(await foldersInALoop([a, b].flatMap((folder) => Object.values(folder).map((version) => version.id)))).toEqual([]);
    }
  });

  it("a PUT that changes the parent and a move to another folder's place, in opposite directions: no loop", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createFolder(call, `Clash A${round}`, { langs: ["en_US"] });
      const b = await createFolder(call, `Clash B${round}`, { langs: ["en_US"] });
      const inB = await createFolder(call, `Clash in B${round}`, { langs: ["en_US"], parent: b });
      const answers = await Promise.all([
        // B under A, by its edit form.
        call("PUT", "/api/admin/catalog", [{ id: b.en_US!.id, lang: "en_US", name: "B", type: 0, parentId: a.en_US!.id }]),
        // A to the place of B's sub-folder, so under B.
        call("PUT", "/api/admin/catalog/sort", { sourceId: a.en_US!.id, targetId: inB.en_US!.id }),
      ]);
      expect(statuses(answers)).toEqual([200, 400]);
      expect(await foldersInALoop([a.en_US!.id, b.en_US!.id, inB.en_US!.id])).toEqual([]);
    }
  });
});
