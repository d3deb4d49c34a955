import type { AnyArticle, Catalog, PracticeArea, PublicPracticeArea, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import {
  ALL_LANGS,
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  versionIn,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// Connections between content (decision 0031): the people and practice areas a news item, case
// analysis or honor names, and a practice area's key contacts.

const { app, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const UNKNOWN = 2_000_000_000;

type Item = { id: number; no: number; lang: string };
type Article = AnyArticle & { related?: AnyArticle[] };

const office = await createReferenceItem<ReferenceItem>(call, "office", "Connections office");
/** A job title in every language; `isLawyer` marks a lawyer's (a practice area's page lists only lawyers). */
async function jobTitle(name: string, isLawyer: 0 | 1): Promise<ByLang<ReferenceItem>> {
  const answer = await call<ReferenceItem[]>(
    "POST",
    "/api/admin/job",
    ALL_LANGS.map((lang) => ({ lang, name: `${name} ${lang}`, isLawyer })),
  );
  return Object.fromEntries(answer.result.map((job) => [job.lang, job]));
}
const partner = await jobTitle("Connections partner", 1);
const assistant = await jobTitle("Connections assistant", 0);
const folder: ByLang<Catalog> = await createFolder(call, "Connections news", { type: 0 });
const caseFolder: ByLang<Catalog> = await createFolder(call, "Connections cases", { type: 1 });
const mergers = await createPracticeArea<PracticeArea>(call, "Connections M&A");
const tax = await createPracticeArea<PracticeArea>(call, "Connections tax");

const person = (name: string, langs: readonly string[] = ALL_LANGS) =>
  createPerson<Item>(call, Object.fromEntries(langs.map((lang) => [lang, `${name} ${lang}`])), { office, jobs: [partner] });
const anna = await person("Anna Alpha");
const bernd = await person("Bernd Beta");

const ids = (items: readonly ByLang<Item>[], lang: string) => items.map((item) => item[lang]!.id);

/** A news version in one language, naming the given people and practice areas (left out when undefined). */
function news(lang: string, links: { people?: ByLang<Item>[]; areas?: ByLang<Item>[] } = {}, extra: Record<string, unknown> = {}) {
  return {
    lang,
    title: `Connected news ${lang}`,
    coverUrl: "/api/upload/cover.png",
    cataId: folder[lang]!.id,
    isLink: 0,
    ...(links.people ? { personIds: ids(links.people, lang) } : {}),
    ...(links.areas ? { proFieldIds: ids(links.areas, lang) } : {}),
    ...extra,
  };
}

async function createNews(links: { people?: ByLang<Item>[]; areas?: ByLang<Item>[] }, langs: readonly string[] = ALL_LANGS) {
  const answer = await call<Article[]>(
    "POST",
    "/api/admin/latest-news",
    langs.map((lang) => news(lang, links)),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<Article>;
}

async function createCase(links: { people?: ByLang<Item>[]; areas?: ByLang<Item>[] }, langs: readonly string[] = ALL_LANGS) {
  const body = langs.map((lang) => ({
    lang,
    title: `Connected deal ${lang}`,
    coverUrl: "/api/upload/cover.png",
    cataId: caseFolder[lang]!.id,
    ...(links.people ? { personIds: ids(links.people, lang) } : {}),
    ...(links.areas ? { proFieldIds: ids(links.areas, lang) } : {}),
  }));
  const answer = await call<Article[]>("POST", "/api/admin/case-analysis", body);
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<Article>;
}

const detail = async (no: number) => (await call<Article[]>("GET", `/api/admin/latest-news/${no}`)).result;

describe("people and practice areas of an article", () => {
  it("are stored per version in the version's language and answered with names", async () => {
    const created = await createNews({ people: [bernd, anna], areas: [tax] });
    for (const lang of ALL_LANGS) {
      const version = created[lang]!;
      expect(version.personIds).toEqual([bernd[lang]!.id, anna[lang]!.id]);
      expect(version.people.map((named) => named.name)).toEqual([`Bernd Beta ${lang}`, `Anna Alpha ${lang}`]);
      expect(version.people[0]).toMatchObject({ no: bernd[lang]!.no, jobName: `Connections partner ${lang}`, photoUrl: null });
      expect(version.proFields).toEqual([
        {
          id: tax[lang]!.id,
          no: tax[lang]!.no,
          name: `Connections tax ${lang}`,
          slug: `connections-tax-${lang.toLowerCase().replace("_", "-")}`,
        },
      ]);
    }
    const visitor = await anonymous<Article>("GET", `/api/user/latest-news/${created.de_DE!.id}`);
    expect(visitor.result.people.map((named) => named.id)).toEqual([bernd.de_DE!.id, anna.de_DE!.id]);
  });

  it("an edit in one language changes every language: versions that leave the links out take them", async () => {
    const created = await createNews({ people: [anna] });
    const body = ALL_LANGS.map((lang) => ({
      ...news(lang, lang === "de_DE" ? { people: [bernd], areas: [mergers] } : {}),
      id: created[lang]!.id,
    }));
    const answer = await call<Article[]>("PUT", "/api/admin/latest-news", body);
    expect(answer.statusCode, answer.message).toBe(200);
    for (const lang of ALL_LANGS) {
      const version = versionIn(answer.result, lang);
      expect(version.personIds).toEqual([bernd[lang]!.id]);
      expect(version.proFieldIds).toEqual([mergers[lang]!.id]);
    }
  });

  it("an update without the fields keeps the stored links; an empty list or null removes them", async () => {
    const created = await createNews({ people: [anna], areas: [tax] });
    const keep = await call<Article[]>(
      "PUT",
      "/api/admin/latest-news",
      ALL_LANGS.map((lang) => ({ ...news(lang, {}, { title: `Renamed ${lang}` }), id: created[lang]!.id })),
    );
    expect(keep.statusCode, keep.message).toBe(200);
    expect(versionIn(keep.result, "zh_CN")).toMatchObject({
      title: "Renamed zh_CN",
      personIds: [anna.zh_CN!.id],
      proFieldIds: [tax.zh_CN!.id],
    });

    const clear = await call<Article[]>(
      "PUT",
      "/api/admin/latest-news",
      ALL_LANGS.map((lang) => ({ ...news(lang), id: created[lang]!.id, personIds: [], proFieldIds: null })),
    );
    expect(clear.statusCode, clear.message).toBe(200);
    for (const version of clear.result) expect([version.personIds, version.proFieldIds]).toEqual([[], []]);
  });

  it("a language added later takes the item's links in its own language", async () => {
    const created = await createNews({ people: [anna] }, ["de_DE"]);
    const answer = await call<Article[]>("PUT", "/api/admin/latest-news", [{ ...news("de_DE"), id: created.de_DE!.id }, news("en_US")]);
    expect(answer.statusCode, answer.message).toBe(200);
    expect(versionIn(answer.result, "en_US").personIds).toEqual([anna.en_US!.id]);
  });

  it("refuses unknown ids, another language's ids and different people per version with readable messages", async () => {
    const unknown = await call("POST", "/api/admin/latest-news", [news("en_US", {}, { personIds: [UNKNOWN] })]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.message).toContain("[en_US] personIds holds");
    expect(unknown.message).toContain(String(UNKNOWN));

    const otherLanguage = await call("POST", "/api/admin/latest-news", [news("en_US", {}, { proFieldIds: [tax.de_DE!.id] })]);
    expect(otherLanguage.statusCode).toBe(400);
    expect(otherLanguage.message).toContain(`its en_US version is ${tax.en_US!.id}`);

    const differ = await call("POST", "/api/admin/latest-news", [news("en_US", { people: [anna] }), news("de_DE", { people: [bernd] })]);
    expect(differ.statusCode).toBe(400);
    expect(differ.message).toContain("[de_DE] personIds");

    const german = await call("POST", "/api/admin/latest-news", [news("en_US", {}, { personIds: [UNKNOWN] })], { "accept-language": "de" });
    expect(german.message).toMatch(/Person/);
  });

  it("refuses a person without a version in one of the article's languages", async () => {
    const englishOnly = await person("Only English", ["en_US"]);
    const answer = await call("POST", "/api/admin/latest-news", [news("en_US", { people: [englishOnly] }), news("de_DE")]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain("de_DE");
  });
});

describe("deleting what articles name", () => {
  it("deleting a person removes them from the articles; the articles stay", async () => {
    const leaving = await person("Leaving Lawyer");
    const created = await createNews({ people: [leaving, anna] });
    expect((await call("DELETE", `/api/admin/lawyerTeam/${leaving.en_US!.id}`)).statusCode).toBe(200);
    for (const version of await detail(created.en_US!.no)) expect(version.people.map((named) => named.no)).toEqual([anna.en_US!.no]);
  });

  it("deleting a practice area removes it from the articles", async () => {
    const closing = await createPracticeArea<PracticeArea>(call, "Closing area");
    const created = await createNews({ areas: [closing, tax] });
    expect((await call("DELETE", `/api/admin/professionalField/${closing.de_DE!.id}`)).statusCode).toBe(200);
    for (const version of await detail(created.en_US!.no)) expect(version.proFields.map((area) => area.no)).toEqual([tax.en_US!.no]);
  });

  it("refuses to drop a language version that an article names, saying why", async () => {
    const named = await person("Named Lawyer");
    await createNews({ people: [named] });
    const body = ["de_DE", "en_US"].map((lang) => ({ id: named[lang]!.id, lang, name: `Named ${lang}`, office: office[lang]!.id }));
    const answer = await call("PUT", "/api/admin/lawyerTeam", body);
    expect(answer.statusCode).toBe(409);
    expect(answer.message).toContain("zh_CN");
    expect(answer.message).toContain("news items, case analyses or honors");
  });
});

describe("key contacts of a practice area", () => {
  const areaVersion = (area: ByLang<Item>, lang: string, extra: Record<string, unknown> = {}) => ({
    id: area[lang]!.id,
    lang,
    name: `Contacts area ${area[lang]!.no} ${lang}`,
    ...extra,
  });

  it("are kept in order and the same in every language; a body without them keeps them", async () => {
    const area = await createPracticeArea<PracticeArea>(call, "Contacts area");
    const set = await call<PracticeArea[]>(
      "PUT",
      "/api/admin/professionalField",
      ALL_LANGS.map((lang) => areaVersion(area, lang, lang === "en_US" ? { keyContactIds: [bernd.en_US!.id, anna.en_US!.id] } : {})),
    );
    expect(set.statusCode, set.message).toBe(200);
    for (const lang of ALL_LANGS) {
      const version = versionIn(set.result, lang);
      expect(version.keyContactIds).toEqual([bernd[lang]!.id, anna[lang]!.id]);
      expect(version.keyContacts[0]).toMatchObject({ name: `Bernd Beta ${lang}`, jobName: `Connections partner ${lang}` });
    }
    const kept = await call<PracticeArea[]>(
      "PUT",
      "/api/admin/professionalField",
      ALL_LANGS.map((lang) => areaVersion(area, lang)),
    );
    expect(versionIn(kept.result, "de_DE").keyContactIds).toEqual([bernd.de_DE!.id, anna.de_DE!.id]);
  });

  it("the public page lists the key contacts first, in order, then the other lawyers (no assistants, no key contact twice)", async () => {
    const area = await createPracticeArea<PracticeArea>(call, "Page area");
    const practising = await Promise.all(
      ["Carla Gamma", "Dora Delta"].map((name) =>
        createPerson<Item>(call, Object.fromEntries(ALL_LANGS.map((lang) => [lang, `${name} ${lang}`])), {
          office,
          jobs: [partner],
          practiceAreas: [area],
        }),
      ),
    );
    const [carla, dora] = practising as [ByLang<Item>, ByLang<Item>];
    await createPerson<Item>(call, Object.fromEntries(ALL_LANGS.map((lang) => [lang, `Erik Assistant ${lang}`])), {
      office,
      jobs: [assistant],
      practiceAreas: [area],
    });
    await call(
      "PUT",
      "/api/admin/professionalField",
      ALL_LANGS.map((lang) => areaVersion(area, lang, { keyContactIds: [dora[lang]!.id, anna[lang]!.id] })),
    );
    const page = await anonymous<PublicPracticeArea>("GET", `/api/user/professionalField/${area.zh_CN!.id}`);
    expect(page.result.keyContacts.map((contact) => contact.name)).toEqual(["Dora Delta zh_CN", "Anna Alpha zh_CN"]);
    expect(page.result.people.map((member) => member.id)).toEqual([carla.zh_CN!.id]);
  });

  it("refuses unknown people, and refuses to delete a key contact, naming the practice area", async () => {
    const area = await createPracticeArea<PracticeArea>(call, "Guarded area");
    const unknown = await call(
      "PUT",
      "/api/admin/professionalField",
      ALL_LANGS.map((lang) => areaVersion(area, lang, { keyContactIds: [UNKNOWN] })),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.message).toContain("keyContactIds holds 2000000000, which is not the id of any person");

    const contact = await person("Key Contact");
    await call(
      "PUT",
      "/api/admin/professionalField",
      ALL_LANGS.map((lang) => areaVersion(area, lang, { keyContactIds: [contact[lang]!.id] })),
    );
    const refused = await call("DELETE", `/api/admin/lawyerTeam/${contact.en_US!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain(`Contacts area ${area.en_US!.no} en_US`);
    expect(refused.message).toContain("key contact");

    expect((await call("DELETE", `/api/admin/professionalField/${area.en_US!.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/lawyerTeam/${contact.en_US!.id}`)).statusCode).toBe(200);
  });
});

describe("a visitor's lists and related items", () => {
  it("filters a kind's list by a person or a practice area (any version), newest first, in the page's language", async () => {
    const subject = await person("Filter Subject");
    const older = await createNews({ people: [subject], areas: [mergers] });
    const unrelated = await createNews({ people: [anna] });
    const newer = await createNews({ people: [subject] });
    await call("PUT", `/api/admin/latest-news/pin?no=${older.en_US!.no}`);

    const byPerson = await anonymous<Article[]>("GET", `/api/user/latest-news?personId=${subject.de_DE!.id}`, undefined, { lang: "en_US" });
    expect(byPerson.result.map((row) => row.id)).toEqual([newer.en_US!.id, older.en_US!.id]);
    expect(byPerson.pageable?.totalCount).toBe(2);
    expect(byPerson.result.map((row) => row.id)).not.toContain(unrelated.en_US!.id);

    const byArea = await anonymous<Article[]>("GET", `/api/user/latest-news?practiceAreaId=${mergers.zh_CN!.id}&pageSize=100`, undefined, {
      lang: "zh_CN",
    });
    expect(byArea.result.map((row) => row.id)).toContain(older.zh_CN!.id);
    expect(byArea.result.every((row) => row.lang === "zh_CN")).toBe(true);

    const none = await anonymous<Article[]>("GET", `/api/user/case-analysis?personId=${subject.en_US!.id}`);
    expect(none.result).toEqual([]);
    const invalid = await anonymous("GET", "/api/user/latest-news?personId=abc");
    expect(invalid.statusCode).toBe(400);
  });

  it("a detail answers related items: same kind and language, sharing a practice area, newest first, itself left out", async () => {
    const area = await createPracticeArea<PracticeArea>(call, "Related area");
    const first = await createCase({ areas: [area] });
    const second = await createCase({ areas: [area, tax] });
    const taxOnly = await createCase({ areas: [tax] });
    await createNews({ areas: [area] });
    const third = await createCase({ areas: [area] }, ["de_DE", "en_US"]);
    const fourth = await createCase({ areas: [area] });
    const fifth = await createCase({ areas: [area] });

    const answer = await anonymous<Article>("GET", `/api/user/case-analysis/${first.en_US!.id}`);
    expect(answer.result.related!.map((row) => row.id)).toEqual([fifth.en_US!.id, fourth.en_US!.id, third.en_US!.id]);

    const chinese = await anonymous<Article>("GET", `/api/user/case-analysis/${second.zh_CN!.id}`);
    expect(chinese.result.related!.map((row) => row.id)).toEqual([fifth.zh_CN!.id, fourth.zh_CN!.id, taxOnly.zh_CN!.id]);
    expect(chinese.result.related!.every((row) => row.lang === "zh_CN" && !("content" in row))).toBe(true);

    const alone = await createCase({});
    expect((await anonymous<Article>("GET", `/api/user/case-analysis/${alone.en_US!.id}`)).result.related).toEqual([]);
  });
});
