import type { Article, Catalog, CatalogDetail } from "@lawfirm/contract";
import { MAX_VERSIONS } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, versionIn } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The mechanism is shared by every translated item; honors (the simplest article) and folders exercise it here.
const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());

const honor = (lang: string, extra: Record<string, unknown> = {}) => ({
  lang,
  title: `Honor ${lang}`,
  coverUrl: "/api/upload/h.png",
  ...extra,
});
const createHonor = async (langs: string[]) =>
  (
    await call<Article[]>(
      "POST",
      "/api/admin/lawfirm-honour",
      langs.map((lang) => honor(lang)),
    )
  ).result;
const countArticles = async () =>
  Number(
    (
      await db
        .selectFrom("articles")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe("creating a translated item", () => {
  it("gives concurrent creations different numbers", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call<Article[]>("POST", "/api/admin/lawfirm-honour", [honor("en_US"), honor("de_DE")])),
    );
    const nos = answers.map((answer) => answer.result[0]!.no);
    expect(new Set(nos).size).toBe(8);
    for (const answer of answers) expect(new Set(answer.result.map((item) => item.no)).size).toBe(1);
  });

  it("reports the problems of every version together, each with its language", async () => {
    const answer = await call("POST", "/api/admin/lawfirm-honour", [
      honor("en_US", { title: "" }),
      honor("de_DE", { coverUrl: "nope" }),
      { lang: "zh_CN" },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors.map((error) => [error.lang, error.field])).toEqual([
      ["en_US", "body.0.title"],
      ["de_DE", "body.1.coverUrl"],
      ["zh_CN", "body.2.title"],
      ["zh_CN", "body.2.coverUrl"],
    ]);
    expect(answer.message).toContain("[en_US] title must not be empty; [de_DE] coverUrl must be an image on this site");
  });

  it("writes nothing when one version fails a check against the database", async () => {
    const folder = await createFolder(call, "Atomic", { langs: ["en_US"] });
    const before = await countArticles();
    const answer = await call("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "ok", coverUrl: "/c.png", isLink: 0, cataId: folder.en_US!.id },
      { lang: "de_DE", title: "bad", coverUrl: "/c.png", isLink: 0, cataId: folder.en_US!.id },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(await countArticles()).toBe(before);
  });

  it(`refuses more than ${MAX_VERSIONS} versions`, async () => {
    const body = Array.from({ length: MAX_VERSIONS + 1 }, (_, index) => honor(`l${index}`));
    const answer = await call("POST", "/api/admin/lawfirm-honour", body);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(`Invalid request: request must hold at most ${MAX_VERSIONS} language versions`);
  });

  it("refuses a language twice, an empty list and an unknown language", async () => {
    expect((await call("POST", "/api/admin/lawfirm-honour", [honor("de_DE"), honor("en_US"), honor("de_DE")])).errors).toEqual([
      { field: "body.2.lang", lang: "de_DE", message: "is given twice: send each language once" },
    ]);
    expect((await call("POST", "/api/admin/lawfirm-honour", [])).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/lawfirm-honour", [honor("xx_XX")])).message).toBe(
      "Invalid request: [xx_XX] lang is not a content language (de_DE, en_US, zh_CN)",
    );
  });
});

describe("replacing the versions of an item", () => {
  it("matches a version sent without id by its language and keeps its id", async () => {
    const versions = await createHonor(["de_DE", "en_US"]);
    const en = versionIn(versions, "en_US");
    const answer = await call<Article[]>("PUT", "/api/admin/lawfirm-honour", [
      honor("en_US", { id: en.id, title: "English" }),
      honor("de_DE", { title: "Deutsch" }),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result.map((item) => [item.lang, item.id, item.title])).toEqual([
      ["de_DE", versionIn(versions, "de_DE").id, "Deutsch"],
      ["en_US", en.id, "English"],
    ]);
  });

  it("finds the item by its no when no version carries an id", async () => {
    const versions = await createHonor(["en_US"]);
    const answer = await call<Article[]>("PUT", "/api/admin/lawfirm-honour", [honor("en_US", { no: versions[0]!.no, title: "By no" })]);
    expect(answer.result).toEqual([expect.objectContaining({ id: versions[0]!.id, title: "By no" })]);
    const unknown = await call("PUT", "/api/admin/lawfirm-honour", [honor("en_US", { no: 2_000_000_000 })]);
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses ids that belong to another item", async () => {
    const first = await createHonor(["de_DE", "en_US"]);
    const second = await createHonor(["de_DE"]);
    const answer = await call("PUT", "/api/admin/lawfirm-honour", [
      honor("en_US", { id: versionIn(first, "en_US").id }),
      honor("de_DE", { id: second[0]!.id }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(`Invalid request: [de_DE] id belongs to another honor (no ${second[0]!.no}, not ${first[0]!.no})`);
    const mismatchedNo = await call("PUT", "/api/admin/lawfirm-honour", [
      honor("en_US", { id: versionIn(first, "en_US").id, no: second[0]!.no }),
    ]);
    expect(mismatchedNo.statusCode).toBe(400);
    expect((await call<Article[]>("GET", `/api/admin/lawfirm-honour/${first[0]!.no}`)).result).toHaveLength(2);
  });

  it("refuses to move a version to another language", async () => {
    const versions = await createHonor(["de_DE", "en_US"]);
    const de = versionIn(versions, "de_DE");
    const answer = await call("PUT", "/api/admin/lawfirm-honour", [honor("zh_CN", { id: de.id })]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(`Invalid request: [zh_CN] lang cannot change: version ${de.id} is the de_DE version`);
  });

  it("refuses ids of another kind of item", async () => {
    const cases = await createFolder(call, "Not an honor", { type: 1, langs: ["en_US"] });
    const caseAnswer = await call<Article[]>("POST", "/api/admin/case-analysis", [
      { lang: "en_US", title: "Case", coverUrl: "/c.png", cataId: cases.en_US!.id },
    ]);
    const answer = await call("PUT", "/api/admin/lawfirm-honour", [honor("en_US", { id: caseAnswer.result[0]!.id })]);
    expect(answer.statusCode).toBe(404);
    expect(answer.message).toBe("Invalid request: [en_US] id is not the id of any honor version");
  });

  it("changes nothing when a version left out cannot be removed", async () => {
    const folder = await createFolder(call, "Kept", { langs: ["de_DE", "en_US"] });
    await createFolder(call, "Keeps it busy", { langs: ["de_DE"], parent: folder });
    const answer = await call("PUT", "/api/admin/catalog", [{ id: folder.en_US!.id, lang: "en_US", name: "Renamed", type: 0 }]);
    expect(answer.statusCode).toBe(409);
    const detail = await call<CatalogDetail>("GET", `/api/admin/catalog/${folder.en_US!.id}`);
    expect(detail.result.name).toBe("Kept en_US");
    expect(detail.result.versions.map((version: Catalog) => version.lang)).toEqual(["de_DE", "en_US"]);
  });
});

describe("bodies that are not versions", () => {
  const junk: unknown[] = [
    null,
    "text",
    5,
    {},
    [null],
    [5],
    [[]],
    [{ lang: {} }],
    [{ lang: "en_US", title: { $gt: "" } }],
    [{ lang: "en_US", id: 1e20 }],
  ];
  const writes = [
    ["POST", "/api/admin/latest-news"],
    ["PUT", "/api/admin/latest-news"],
    ["POST", "/api/admin/case-analysis"],
    ["PUT", "/api/admin/case-analysis"],
    ["POST", "/api/admin/lawfirm-honour"],
    ["PUT", "/api/admin/lawfirm-honour"],
    ["POST", "/api/admin/catalog"],
    ["PUT", "/api/admin/catalog"],
  ] as const;

  it.each(writes)("%s %s answers 400, never 500", async (method, url) => {
    for (const body of junk) {
      const answer = await call(method, url, JSON.stringify(body), { "content-type": "application/json" });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.message, JSON.stringify(body)).toMatch(/^(Invalid request|The request body)/);
    }
  });
});
