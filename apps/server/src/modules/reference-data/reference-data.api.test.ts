import type { ReferenceDetail, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createReferenceItem, versionIn } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

// Offices and job titles are one implementation with two configurations: every behaviour is checked for both.
describe.each([
  { segment: "office" as const, label: "office" },
  { segment: "job" as const, label: "job title" },
])("$segment", ({ segment, label }) => {
  const admin = `/api/admin/${segment}`;
  const create = (name: string, langs?: string[]) => createReferenceItem<ReferenceItem>(call, segment, name, langs);
  const list = async (lang: string) => (await call<ReferenceItem[]>("GET", `${admin}?lang=${lang}`)).result;
  /** A person who uses the given item (as office, or as job title) in the given languages. */
  const personUsing = async (item: Record<string, ReferenceItem>, langs: string[]) => {
    const office =
      segment === "office" ? item : await createReferenceItem<ReferenceItem>(call, "office", `Office for ${Object.values(item)[0]!.name}`);
    const jobs = segment === "job" ? [item] : [];
    return createPerson(call, Object.fromEntries(langs.map((lang) => [lang, `User of ${item[lang]!.name}`])), { office, jobs });
  };

  describe("without a session", () => {
    it.each([
      ["GET", admin],
      ["GET", `${admin}/detail/1`],
      ["POST", admin],
      ["PUT", admin],
      ["PUT", `${admin}/sort`],
      ["DELETE", `${admin}/1`],
    ] as const)("%s %s answers 401", async (method, url) => {
      const answer = await anonymous(method, url, method === "GET" || method === "DELETE" ? undefined : []);
      expect(answer.statusCode).toBe(401);
      expect(answer.message).toBe("You are not signed in. Please log in.");
    });

    it("the public list needs none", async () => {
      expect((await anonymous("GET", `/api/user/${segment}`)).statusCode).toBe(200);
    });
  });

  describe("creating", () => {
    it("creates every language version under one no, at the end of the order", async () => {
      const first = await create("First");
      const answer = await call<ReferenceItem[]>("POST", admin, [
        { lang: "de_DE", name: "München" },
        { lang: "en_US", name: "Munich" },
        { lang: "zh_CN", name: "慕尼黑" },
      ]);
      expect(answer.statusCode).toBe(200);
      expect(answer.result.map((version) => [version.lang, version.name])).toEqual([
        ["de_DE", "München"],
        ["en_US", "Munich"],
        ["zh_CN", "慕尼黑"],
      ]);
      expect(new Set(answer.result.map((version) => version.no)).size).toBe(1);
      expect(answer.result.every((version) => version.sort === first.en_US!.sort + 1)).toBe(true);
    });

    it("ignores server-owned fields: id, no, sort and times", async () => {
      const answer = await call<ReferenceItem[]>("POST", admin, [
        { lang: "en_US", name: "Owned", id: 999_999, no: 999_999, sort: -3, createTime: "2000-01-01T00:00:00.000Z", updateTime: "x" },
      ]);
      expect(answer.statusCode).toBe(200);
      const [version] = answer.result;
      expect(version!.id).not.toBe(999_999);
      expect(version!.no).not.toBe(999_999);
      expect(version!.sort).toBeGreaterThan(0);
      expect(version!.createTime).not.toBe("2000-01-01T00:00:00.000Z");
    });

    it.each([
      ["a missing name", { lang: "de_DE" }, "[de_DE] name is required"],
      ["an empty name", { lang: "de_DE", name: "   " }, "[de_DE] name must not be empty"],
      ["a name that is too long", { lang: "de_DE", name: "x".repeat(201) }, "[de_DE] name must be at most 200 characters long"],
      ["a name that is a number", { lang: "de_DE", name: 7 }, "[de_DE] name must be a string"],
      ["a missing language", { name: "Nameless" }, "lang is required"],
    ])("refuses %s, naming the version", async (_, version, text) => {
      const answer = await call("POST", admin, [{ lang: "en_US", name: `Valid ${text}` }, version]);
      expect(answer.statusCode).toBe(400);
      expect(answer.message).toContain(text);
    });

    it("refuses a body that is not a list and a language that is not a content language", async () => {
      expect((await call("POST", admin, { lang: "en_US", name: "x" })).message).toBe("Invalid request: request must be a list");
      const unknown = await call("POST", admin, [{ lang: "fr_FR", name: "Paris" }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.message).toBe("Invalid request: [fr_FR] lang is not a content language (de_DE, en_US, zh_CN)");
    });

    if (segment === "office") {
      it("refuses a name another office has in the same language, ignoring case and spacing", async () => {
        const taken = await create("Taken");
        const answer = await call("POST", admin, [
          { lang: "en_US", name: "  taken   EN_US " },
          { lang: "de_DE", name: "Taken en_US" },
        ]);
        expect(answer.statusCode).toBe(400);
        expect(answer.message).toBe(`Invalid request: [en_US] name is already the name of office ${taken.en_US!.id} in en_US`);
      });
    } else {
      it("takes a name another job title has in one language when another language tells them apart (Partner, Partnerin)", async () => {
        const partner = await call<ReferenceItem[]>("POST", admin, [
          { lang: "de_DE", name: "Partner" },
          { lang: "en_US", name: "Partner" },
        ]);
        expect(partner.statusCode).toBe(200);
        const partnerin = await call("POST", admin, [
          { lang: "de_DE", name: "Partnerin" },
          { lang: "en_US", name: "Partner" },
        ]);
        expect(partnerin.statusCode).toBe(200);
        // The same names in every language both have, ignoring case and spacing: the same title.
        const again = await call("POST", admin, [
          { lang: "de_DE", name: " partner " },
          { lang: "en_US", name: "PARTNER" },
          { lang: "zh_CN", name: "合伙人" },
        ]);
        expect(again.statusCode).toBe(400);
        const [de, en] = [partner.result.find((v) => v.lang === "de_DE")!.id, partner.result.find((v) => v.lang === "en_US")!.id];
        expect(again.message).toBe(
          `Invalid request: [de_DE] name is already the name of job title ${de} in de_DE; [en_US] name is already the name of job title ${en} in en_US`,
        );
      });
    }
  });

  describe("reading", () => {
    it("lists one language in sort order, en_US by default", async () => {
      const item = await create("Listed", ["de_DE", "en_US"]);
      const german = await list("de_DE");
      expect(german.every((version) => version.lang === "de_DE")).toBe(true);
      expect(german.map((version) => version.id)).toContain(item.de_DE!.id);
      expect(german.map((version) => version.sort)).toEqual([...german.map((version) => version.sort)].sort((a, b) => a - b));
      const fallback = await call<ReferenceItem[]>("GET", admin);
      expect(fallback.result.every((version) => version.lang === "en_US")).toBe(true);
      expect((await list("zh_CN")).map((version) => version.no)).not.toContain(item.en_US!.no);
    });

    it("refuses an unknown language in the admin list", async () => {
      const answer = await call("GET", `${admin}?lang=xx_XX`);
      expect(answer.statusCode).toBe(400);
      expect(answer.message).toBe("Invalid request: lang is not a content language (de_DE, en_US, zh_CN)");
    });

    it("answers a visitor the request's language, else en_US", async () => {
      const item = await create("Public");
      const chinese = await anonymous<ReferenceItem[]>("GET", `/api/user/${segment}`, undefined, { lang: "zh_CN" });
      expect(chinese.result.every((version) => version.lang === "zh_CN")).toBe(true);
      expect(chinese.result.map((version) => version.id)).toContain(item.zh_CN!.id);
      const unknown = await anonymous<ReferenceItem[]>("GET", `/api/user/${segment}`, undefined, { lang: "xx" });
      expect(unknown.result.map((version) => version.id)).toContain(item.en_US!.id);
    });

    it("answers one version with all versions, 404 for an unknown id, 400 for a bad one", async () => {
      const item = await create("Detail");
      const answer = await call<ReferenceDetail>("GET", `${admin}/detail/${item.de_DE!.id}`);
      expect(answer.result).toMatchObject({ id: item.de_DE!.id, lang: "de_DE", name: "Detail de_DE" });
      expect(answer.result.versions.map((version) => [version.lang, version.name])).toEqual([
        ["de_DE", "Detail de_DE"],
        ["en_US", "Detail en_US"],
        ["zh_CN", "Detail zh_CN"],
      ]);
      const missing = await call("GET", `${admin}/detail/2000000000`);
      expect(missing.statusCode).toBe(404);
      expect(missing.message).toBe(`No ${label} with id 2000000000`);
      expect((await call("GET", `${admin}/detail/abc`)).statusCode).toBe(400);
    });
  });

  describe("renaming", () => {
    it("renames by id, adds a language and drops one left out, keeping the place in the order", async () => {
      const item = await create("Rename", ["de_DE", "en_US"]);
      const answer = await call<ReferenceItem[]>("PUT", admin, [
        { id: item.en_US!.id, lang: "en_US", name: "Renamed" },
        { lang: "zh_CN", name: "改名" },
      ]);
      expect(answer.statusCode).toBe(200);
      expect(answer.result.map((version) => [version.lang, version.name])).toEqual([
        ["en_US", "Renamed"],
        ["zh_CN", "改名"],
      ]);
      expect(answer.result.every((version) => version.sort === item.en_US!.sort && version.no === item.en_US!.no)).toBe(true);
      expect((await call("GET", `${admin}/detail/${item.de_DE!.id}`)).statusCode).toBe(404);
    });

    it("keeps its own name when renamed to itself, and answers 404 for an unknown id", async () => {
      const item = await create("Same", ["en_US"]);
      expect((await call("PUT", admin, [{ id: item.en_US!.id, lang: "en_US", name: "same EN_US" }])).statusCode).toBe(200);
      const unknown = await call("PUT", admin, [{ id: 2_000_000_000, lang: "en_US", name: "x" }]);
      expect(unknown.statusCode).toBe(404);
    });

    it("refuses to drop a language whose version a person uses", async () => {
      const item = await create("Dropped in use", ["de_DE", "en_US"]);
      await personUsing(item, ["de_DE"]);
      const answer = await call("PUT", admin, [{ id: item.en_US!.id, lang: "en_US", name: "Only English" }]);
      expect(answer.statusCode).toBe(409);
      expect(answer.message).toContain("the de_DE version");
      expect((await call<ReferenceDetail>("GET", `${admin}/detail/${item.en_US!.id}`)).result.name).toBe("Dropped in use en_US");
    });
  });

  describe("ordering", () => {
    it("moves an item to another's place in every language", async () => {
      const a = await create("Order A");
      const b = await create("Order B");
      const c = await create("Order C");
      const moved = await call("PUT", `${admin}/sort`, { sourceId: c.de_DE!.id, targetId: a.zh_CN!.id });
      expect(moved.statusCode).toBe(200);
      for (const lang of ["de_DE", "en_US", "zh_CN"]) {
        const order = (await list(lang)).map((version) => version.no).filter((no) => [a, b, c].some((item) => item[lang]!.no === no));
        expect(order, lang).toEqual([c.en_US!.no, a.en_US!.no, b.en_US!.no]);
      }
      expect((await call("PUT", `${admin}/sort`, { sourceId: c.de_DE!.id, targetId: c.en_US!.id })).statusCode).toBe(200);
    });

    it("answers 404 for an unknown source or target and 400 for a missing one", async () => {
      const item = await create("Order missing", ["en_US"]);
      expect((await call("PUT", `${admin}/sort`, { sourceId: 2_000_000_000, targetId: item.en_US!.id })).statusCode).toBe(404);
      expect((await call("PUT", `${admin}/sort`, { sourceId: item.en_US!.id, targetId: 2_000_000_000 })).statusCode).toBe(404);
      const missing = await call("PUT", `${admin}/sort`, { sourceId: item.en_US!.id });
      expect(missing.statusCode).toBe(400);
      expect(missing.message).toBe("Invalid request: targetId is required");
    });
  });

  describe("deleting", () => {
    it("removes every version", async () => {
      const item = await create("Delete");
      expect((await call("DELETE", `${admin}/${item.zh_CN!.id}`)).statusCode).toBe(200);
      for (const version of Object.values(item)) expect((await call("GET", `${admin}/detail/${version.id}`)).statusCode).toBe(404);
      expect((await call("DELETE", `${admin}/${item.zh_CN!.id}`)).statusCode).toBe(404);
      expect((await call("DELETE", `${admin}/0`)).statusCode).toBe(400);
    });

    it(`is refused with a clear 409 while a person uses the ${label}, and allowed once nobody does`, async () => {
      const item = await create("In use");
      const person = await personUsing(item, ["de_DE", "en_US"]);
      const answer = await call("DELETE", `${admin}/${item.en_US!.id}`);
      expect(answer.statusCode).toBe(409);
      expect(answer.message).toBe(
        `The ${label} is still in use: the de_DE version is used by 1 person; the en_US version is used by 1 person. Give them another ${label} first.`,
      );
      expect((await list("de_DE")).map((version) => version.id)).toContain(item.de_DE!.id);
      expect((await call("DELETE", `/api/admin/lawyerTeam/${versionIn(Object.values(person), "en_US").id}`)).statusCode).toBe(200);
      expect((await call("DELETE", `${admin}/${item.en_US!.id}`)).statusCode).toBe(200);
    });
  });
});
