import type {
  PracticeArea,
  PracticeAreaDetail,
  PracticeAreaPageTurn,
  PracticeAreaVersion,
  PublicPracticeArea,
  ReferenceItem,
} from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createPerson, createPracticeArea, createReferenceItem, versionIn } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, login } = await createTestApp();
const token = await login();
const call = apiCaller(app, token);
const anonymous = apiCaller(app, null);

const admin = "/api/admin/professionalField";
const create = (name: string, langs?: readonly string[]) => createPracticeArea<PracticeArea>(call, name, langs);
const langList = async (lang: string) => (await call<PracticeArea[]>("GET", `${admin}/lang/list?lang=${lang}`)).result;
const version = (lang: string, extra: Record<string, unknown> = {}) => ({ lang, name: `Area ${lang} ${Math.random()}`, ...extra });
const office = await createReferenceItem<ReferenceItem>(call, "office", "Area office");

describe("practice area endpoints without a session", () => {
  it.each([
    ["GET", admin],
    ["GET", `${admin}/lang/list?lang=en_US`],
    ["POST", admin],
    ["PUT", admin],
    ["PUT", `${admin}/sort`],
    ["DELETE", `${admin}/1`],
    ["GET", `${admin}/detail/1`],
    ["GET", `${admin}/item/1`],
  ] as const)("%s %s answers 401", async (method, url) => {
    const answer = await anonymous(method, url, method === "GET" || method === "DELETE" ? undefined : []);
    expect(answer.statusCode).toBe(401);
    expect(answer.message).toBe("You are not signed in. Please log in.");
  });

  it("the public endpoints need none", async () => {
    const area = await create("Open");
    expect((await anonymous("GET", "/api/user/professionalField/list")).statusCode).toBe(200);
    expect((await anonymous("GET", `/api/user/professionalField/${area.en_US!.id}`)).statusCode).toBe(200);
    expect((await anonymous("GET", `/api/user/professionalField/pageTurn/${area.en_US!.no}`)).statusCode).toBe(200);
  });
});

describe("creating practice areas", () => {
  it("creates every language version under one no, at the end of the order", async () => {
    const before = await create("Before");
    const answer = await call<PracticeArea[]>("POST", admin, [
      { lang: "en_US", name: "Tax", introduce: "<p>We advise on <strong>tax</strong>.</p>", iconUrl: "/api/upload/tax.png" },
      { lang: "de_DE", name: "Steuerrecht", iconUrl: "/api/upload/tax.png" },
    ]);
    expect(answer.statusCode).toBe(200);
    const [de, en] = [versionIn(answer.result, "de_DE"), versionIn(answer.result, "en_US")];
    expect(en).toMatchObject({ name: "Tax", introduce: "<p>We advise on <strong>tax</strong>.</p>", iconUrl: "/api/upload/tax.png" });
    expect(de).toMatchObject({ name: "Steuerrecht", introduce: "", iconUrl: "/api/upload/tax.png", no: en.no });
    expect(en.sort).toBe(before.en_US!.sort + 1);
    expect(de.sort).toBe(en.sort);
    expect(en.updateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("sanitises the introduction: no script or event handler comes back", async () => {
    const answer = await call<PracticeArea[]>("POST", admin, [
      version("en_US", { introduce: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">link</a></p>' }),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result[0]!.introduce).toBe("<p>Hi<a>link</a></p>");
  });

  it("stores a blank or missing icon as null and refuses an icon that is not a URL", async () => {
    const blank = await call<PracticeArea[]>("POST", admin, [version("en_US", { iconUrl: "  " }), version("de_DE")]);
    expect(blank.result.map((item) => item.iconUrl)).toEqual([null, null]);
    const bad = await call("POST", admin, [version("en_US", { iconUrl: "javascript:alert(1)" })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toBe(
      "Invalid request: [en_US] iconUrl must be an image on this site (an upload, /api/upload/…); images from other sites are not allowed",
    );
  });

  it("ignores server-owned fields: id, no, sort, updateTime", async () => {
    const answer = await call<PracticeArea[]>("POST", admin, [
      version("en_US", { id: 987_654, no: 987_654, sort: -1, updateTime: "2000-01-01T00:00:00.000Z" }),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result[0]).not.toMatchObject({ id: 987_654 });
    expect(answer.result[0]!.no).not.toBe(987_654);
    expect(answer.result[0]!.sort).toBeGreaterThan(0);
    expect(answer.result[0]!.updateTime).not.toBe("2000-01-01T00:00:00.000Z");
  });

  it.each([
    ["name", "[zh_CN] name is required"],
    ["lang", "lang is required"],
  ])("refuses a version without %s, naming it", async (field, text) => {
    const incomplete: Record<string, unknown> = version("zh_CN");
    delete incomplete[field];
    const answer = await call("POST", admin, [version("en_US"), incomplete]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(text);
    expect(answer.errors).toContainEqual(expect.objectContaining({ field: `body.1.${field}` }));
  });

  it("refuses a name that another practice area has in the same language", async () => {
    const taken = await create("Unique", ["en_US"]);
    const answer = await call("POST", admin, [{ lang: "en_US", name: "UNIQUE en_us" }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(`Invalid request: [en_US] name is already the name of practice area ${taken.en_US!.id} in en_US`);
  });
});

describe("reading practice areas", () => {
  it("lists one row per practice area in sort order, in the asked language, else en_US, else any", async () => {
    const germanOnly = await create("German only", ["de_DE"]);
    const everywhere = await create("Everywhere");
    const page = await call<(PracticeArea & { languages: string[] })[]>("GET", `${admin}?lang=zh_CN&pageSize=100`);
    expect(page.statusCode).toBe(200);
    expect(page.pageable).toMatchObject({ pageNo: 1, pageSize: 100 });
    const rows = page.result;
    expect(rows.find((row) => row.no === everywhere.en_US!.no)).toMatchObject({ lang: "zh_CN", languages: ["de_DE", "en_US", "zh_CN"] });
    expect(rows.find((row) => row.no === germanOnly.de_DE!.no)).toMatchObject({ lang: "de_DE", languages: ["de_DE"] });
    expect(new Set(rows.map((row) => row.no)).size).toBe(rows.length);
    expect(rows.map((row) => row.sort)).toEqual([...rows.map((row) => row.sort)].sort((a, b) => a - b));
    const english = await call<PracticeArea[]>("GET", `${admin}?page=1&pageSize=100`);
    expect(english.result.find((row) => row.no === everywhere.en_US!.no)?.lang).toBe("en_US");
    expect(page.pageable!.totalCount).toBe(english.pageable!.totalCount);
  });

  it("pages the admin list and refuses paging or a language that makes no sense", async () => {
    await create("Paging 1");
    await create("Paging 2");
    const second = await call<PracticeArea[]>("GET", `${admin}?pageNo=2&pageSize=1`);
    expect(second.result).toHaveLength(1);
    expect(second.pageable).toMatchObject({ pageNo: 2, pageSize: 1 });
    expect((await call("GET", `${admin}?pageSize=101`)).statusCode).toBe(400);
    expect((await call("GET", `${admin}?page=0`)).statusCode).toBe(400);
    expect((await call("GET", `${admin}?lang=fr_FR`)).statusCode).toBe(400);
  });

  it("lists the practice areas of one language for the people editor, en_US by default", async () => {
    const area = await create("Choice", ["de_DE", "zh_CN"]);
    const chinese = await langList("zh_CN");
    expect(chinese.every((item) => item.lang === "zh_CN")).toBe(true);
    expect(chinese.map((item) => item.id)).toContain(area.zh_CN!.id);
    const fallback = await call<PracticeArea[]>("GET", `${admin}/lang/list`);
    expect(fallback.result.every((item) => item.lang === "en_US")).toBe(true);
    expect(fallback.result.map((item) => item.no)).not.toContain(area.de_DE!.no);
    expect((await call("GET", `${admin}/lang/list?lang=xx_XX`)).statusCode).toBe(400);
  });

  it("answers one version with all versions for the editor, and 404 for an unknown id", async () => {
    const area = await create("Detail");
    const answer = await call<PracticeAreaDetail>("GET", `${admin}/detail/${area.en_US!.id}`);
    expect(answer.result).toMatchObject({ id: area.en_US!.id, name: "Detail en_US", introduce: "<p>Detail in en_US</p>" });
    expect(answer.result.versions.map((item) => [item.lang, item.id, item.name])).toEqual(
      ALL_LANGS.map((lang) => [lang, area[lang]!.id, `Detail ${lang}`]),
    );
    expect((await call("GET", `${admin}/detail/2000000000`)).statusCode).toBe(404);
    expect((await call("GET", `${admin}/detail/-4`)).statusCode).toBe(400);
  });

  it("answers the editor every version of the practice area its number names, with the item's edit tag, and 404 for an unknown number", async () => {
    const area = await create("Numbered");
    const { no } = area.en_US!;
    const answer = await call<PracticeAreaVersion[]>("GET", `${admin}/item/${no}`);
    expect(answer.result.map((item) => [item.lang, item.id, item.no, item.name])).toEqual(
      ALL_LANGS.map((lang) => [lang, area[lang]!.id, no, `Numbered ${lang}`]),
    );
    const tagOf = async (url: string) =>
      (await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } })).headers.etag;
    expect(await tagOf(`${admin}/item/${no}`)).toBe(await tagOf(`${admin}/detail/${area.zh_CN!.id}`));
    expect((await call("GET", `${admin}/item/2000000000`)).statusCode).toBe(404);
    expect((await call("GET", `${admin}/item/-4`)).statusCode).toBe(400);
  });

  it("lists for a visitor the request's language in sort order", async () => {
    const area = await create("Visible");
    const german = await anonymous<PracticeArea[]>("GET", "/api/user/professionalField/list", undefined, { lang: "de_DE" });
    expect(german.result.every((item) => item.lang === "de_DE")).toBe(true);
    expect(german.result.map((item) => item.sort)).toEqual([...german.result.map((item) => item.sort)].sort((a, b) => a - b));
    expect(german.result.map((item) => item.id)).toContain(area.de_DE!.id);
    const byQuery = await anonymous<PracticeArea[]>("GET", "/api/user/professionalField/list?lang=zh_CN");
    expect(byQuery.result.every((item) => item.lang === "zh_CN")).toBe(true);
  });

  it("answers a visitor one version with its versions and the lawyers of its language who practise it (no assistants)", async () => {
    const area = await create("With people");
    const other = await create("Without them");
    const jobs = (name: string, isLawyer: 0 | 1) =>
      call<ReferenceItem[]>(
        "POST",
        "/api/admin/job",
        ALL_LANGS.map((lang) => ({ lang, name: `${name} ${lang}`, isLawyer })),
      ).then((answer) => Object.fromEntries(answer.result.map((job) => [job.lang, job])));
    const [lawyer, assistant] = await Promise.all([jobs("Area lawyer", 1), jobs("Area assistant", 0)]);
    const pinned = await createPerson(
      call,
      { de_DE: "Zora Pinned", en_US: "Zora Pinned" },
      { office, jobs: [assistant, lawyer], practiceAreas: [area, other] },
    );
    await call("PUT", `/api/admin/lawyerTeam/${pinned.en_US!.id}/1`);
    await createPerson(call, { de_DE: "Anna Second", en_US: "Anna Second" }, { office, jobs: [lawyer], practiceAreas: [area] });
    await createPerson(call, { de_DE: "Assistant Only", en_US: "Assistant Only" }, { office, jobs: [assistant], practiceAreas: [area] });
    await createPerson(call, { de_DE: "Not practising" }, { office, jobs: [lawyer], practiceAreas: [other] });
    const answer = await anonymous<PublicPracticeArea>("GET", `/api/user/professionalField/${area.de_DE!.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toMatchObject({ id: area.de_DE!.id, lang: "de_DE", name: "With people de_DE" });
    expect(answer.result.versions).toEqual(ALL_LANGS.map((lang) => ({ lang, id: area[lang]!.id, slug: area[lang]!.slug })));
    expect(answer.result.people.map((person) => [person.name, person.lang])).toEqual([
      ["Zora Pinned", "de_DE"],
      ["Anna Second", "de_DE"],
    ]);
    expect(answer.result.people[0]!.proFields.map((field) => field.professionalFieldId)).toEqual([area.de_DE!.id, other.de_DE!.id]);
    const chinese = await anonymous<PublicPracticeArea>("GET", `/api/user/professionalField/${area.zh_CN!.id}`);
    expect(chinese.result.people).toEqual([]);
    expect((await anonymous("GET", "/api/user/professionalField/2000000000")).statusCode).toBe(404);
    expect((await anonymous("GET", "/api/user/professionalField/abc")).statusCode).toBe(400);
  });
});

describe("updating practice areas", () => {
  it("updates by id, adds a language at the item's place and removes one left out", async () => {
    const area = await create("Update", ["de_DE", "en_US"]);
    const answer = await call<PracticeArea[]>("PUT", admin, [
      { id: area.en_US!.id, lang: "en_US", name: "Updated", introduce: "<p>New</p>" },
      { lang: "zh_CN", name: "更新" },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result.map((item) => [item.lang, item.name, item.sort])).toEqual([
      ["en_US", "Updated", area.en_US!.sort],
      ["zh_CN", "更新", area.en_US!.sort],
    ]);
    expect(versionIn(answer.result, "en_US").introduce).toBe("<p>New</p>");
    expect((await call("GET", `${admin}/detail/${area.de_DE!.id}`)).statusCode).toBe(404);
  });

  it("clears an optional field left out, answers 404 for an unknown id and validates like a create", async () => {
    const area = await create("Cleared", ["en_US"]);
    const cleared = await call<PracticeArea[]>("PUT", admin, [{ id: area.en_US!.id, lang: "en_US", name: "Cleared" }]);
    expect(cleared.result[0]).toMatchObject({ introduce: "", iconUrl: null });
    expect((await call("PUT", admin, [{ id: 2_000_000_000, lang: "en_US", name: "x" }])).statusCode).toBe(404);
    const invalid = await call("PUT", admin, [{ id: area.en_US!.id, lang: "en_US", name: "" }]);
    expect(invalid.message).toBe("Invalid request: [en_US] name must not be empty");
  });

  it("refuses to drop a language a person is linked to", async () => {
    const area = await create("Linked", ["de_DE", "en_US"]);
    await createPerson(call, { de_DE: "Linked Person" }, { office, practiceAreas: [area] });
    const answer = await call("PUT", admin, [{ id: area.en_US!.id, lang: "en_US", name: "Linked" }]);
    expect(answer.statusCode).toBe(409);
    expect(answer.message).toBe(
      "The practice area is still in use: the de_DE version is linked to 1 person. Remove it from their profiles first.",
    );
  });
});

describe("ordering practice areas", () => {
  const orderOf = async (lang: string, nos: number[]) => (await langList(lang)).map((item) => item.no).filter((no) => nos.includes(no));

  it("moves a practice area to another's place in every language, up and down", async () => {
    const [a, b, c] = [await create("Sort A"), await create("Sort B"), await create("Sort C")];
    const nos = [a, b, c].map((area) => area.en_US!.no);
    const up = await call("PUT", `${admin}/sort`, { sourceId: c.zh_CN!.id, targetId: a.de_DE!.id });
    expect(up.statusCode).toBe(200);
    for (const lang of ALL_LANGS) expect(await orderOf(lang, nos), lang).toEqual([c.en_US!.no, a.en_US!.no, b.en_US!.no]);
    await call("PUT", `${admin}/sort`, { sourceId: c.en_US!.id, targetId: b.en_US!.id });
    for (const lang of ALL_LANGS) expect(await orderOf(lang, nos), lang).toEqual([a.en_US!.no, b.en_US!.no, c.en_US!.no]);
    // Every practice area (one row each, whatever its languages) is renumbered 1, 2, 3, …
    const sorts = (await call<PracticeArea[]>("GET", `${admin}?pageSize=100`)).result.map((item) => item.sort);
    expect(sorts).toEqual(sorts.map((_, index) => index + 1));
  });

  it("keeps the order for a language added later", async () => {
    const [a, b] = [await create("Late A", ["en_US"]), await create("Late B", ["en_US"])];
    await call("PUT", `${admin}/sort`, { sourceId: b.en_US!.id, targetId: a.en_US!.id });
    await call("PUT", admin, [
      { id: a.en_US!.id, lang: "en_US", name: "Late A en_US" },
      { lang: "de_DE", name: "Spät A" },
    ]);
    await call("PUT", admin, [
      { id: b.en_US!.id, lang: "en_US", name: "Late B en_US" },
      { lang: "de_DE", name: "Spät B" },
    ]);
    expect(await orderOf("de_DE", [a.en_US!.no, b.en_US!.no])).toEqual([b.en_US!.no, a.en_US!.no]);
  });

  it("answers 404 for an unknown practice area and 400 for ids that are not ids", async () => {
    const area = await create("Sort missing", ["en_US"]);
    const unknown = await call("PUT", `${admin}/sort`, { sourceId: area.en_US!.id, targetId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe("No practice area with id 2000000000");
    expect((await call("PUT", `${admin}/sort`, { sourceId: "1", targetId: area.en_US!.id })).statusCode).toBe(400);
  });
});

describe("turning pages between practice areas", () => {
  const turn = (no: number, lang: string) =>
    anonymous<PracticeAreaPageTurn>("GET", `/api/user/professionalField/pageTurn/${no}`, undefined, { lang });

  it("answers the previous and next practice area of the request's language, null at the ends", async () => {
    await create("Turn A");
    await create("Turn B");
    await create("Turn C");
    const german = await langList("de_DE");
    const [first, second, third] = german;
    const last = german.at(-1)!;
    const atFirst = await turn(first!.no, "de_DE");
    expect(atFirst.result).toEqual({
      previous: null,
      next: expect.objectContaining({ id: second!.id, lang: "de_DE", name: second!.name }),
    });
    const inMiddle = await turn(second!.no, "de_DE");
    expect(inMiddle.result.previous?.id).toBe(first!.id);
    expect(inMiddle.result.next?.id).toBe(third!.id);
    const atLast = await turn(last.no, "de_DE");
    expect(atLast.result.next).toBeNull();
    expect(atLast.result.previous?.id).toBe(german.at(-2)!.id);
    const inChinese = await turn(second!.no, "zh_CN");
    expect(inChinese.result.previous?.lang).toBe("zh_CN");
  });

  it("skips practice areas that have no version in the request's language", async () => {
    const before = await create("Turn before");
    const englishOnly = await create("Turn English only", ["en_US"]);
    const after = await create("Turn after");
    expect((await turn(before.de_DE!.no, "de_DE")).result.next?.id).toBe(after.de_DE!.id);
    expect((await turn(englishOnly.en_US!.no, "de_DE")).result).toMatchObject({
      previous: { id: before.de_DE!.id },
      next: { id: after.de_DE!.id },
    });
  });

  it("answers 404 for an unknown no and 400 for one that is not a number", async () => {
    const missing = await turn(2_000_000_000, "en_US");
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toBe("No practice area with no 2000000000");
    expect((await turn(Number.NaN, "en_US")).statusCode).toBe(400);
  });
});

describe("deleting practice areas", () => {
  it("removes every version", async () => {
    const area = await create("Delete");
    expect((await call("DELETE", `${admin}/${area.de_DE!.id}`)).statusCode).toBe(200);
    for (const lang of ALL_LANGS) expect((await call("GET", `${admin}/detail/${area[lang]!.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `${admin}/${area.de_DE!.id}`)).statusCode).toBe(404);
  });

  it("is refused with 409 while a person is linked to it, and allowed once nobody is", async () => {
    const area = await create("Delete in use");
    const person = await createPerson(call, { en_US: "Area Holder", zh_CN: "持有人" }, { office, practiceAreas: [area] });
    const answer = await call("DELETE", `${admin}/${area.de_DE!.id}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.message).toBe(
      "The practice area is still in use: the en_US version is linked to 1 person; the zh_CN version is linked to 1 person. Remove it from their profiles first.",
    );
    expect((await langList("de_DE")).map((item) => item.id)).toContain(area.de_DE!.id);
    await call("PUT", "/api/admin/lawyerTeam", [
      { id: person.en_US!.id, lang: "en_US", name: "Area Holder", office: office.en_US!.id },
      { id: person.zh_CN!.id, lang: "zh_CN", name: "持有人", office: office.zh_CN!.id },
    ]);
    expect((await call("DELETE", `${admin}/${area.de_DE!.id}`)).statusCode).toBe(200);
  });
});
