import type { Article, Catalog, Person, PersonCard, ReferenceItem, SearchAnswer, SearchGroup, SearchKind } from "@lawfirm/contract";
import { describe, expect, it, vi } from "vitest";
import {
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { rebuildSearchIndex } from "./search-index.ts";
import { findDocumentSources } from "./search.repository.ts";

vi.mock(import("./search.repository.ts"), async (original) => {
  const actual = await original();
  return { ...actual, findDocumentSources: vi.fn(actual.findDocumentSources) };
});

const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

let searches = 0;
/** Searches as a visitor of `lang`, each search from an address of its own (the rate limit has its own test). */
async function search(q: string, lang: string, extra = "") {
  searches++;
  const response = await app.inject({
    method: "GET",
    url: `/api/user/search?q=${encodeURIComponent(q)}&lang=${lang}${extra}`,
    remoteAddress: `10.1.${Math.floor(searches / 250)}.${searches % 250}`,
  });
  return { statusCode: response.statusCode, ...response.json<{ status: number; message: string; result: SearchAnswer }>() };
}

const group = (answer: SearchAnswer, kind: SearchKind): SearchGroup => answer.groups.find((item) => item.kind === kind)!;
/** The titles found of one kind. */
const titles = async (q: string, lang: string, kind: SearchKind) =>
  group((await search(q, lang)).result, kind).items.map((item) => item.title);
/** The text a result's hits mark. */
const marked = (text: string, hits: readonly [number, number][]) => hits.map(([start, end]) => text.slice(start, end));

const office = await createReferenceItem<ReferenceItem>(call, "office", "Munich");
const folder: ByLang<Catalog> = await createFolder(call, "Firm news");
const person = (names: ByLang<string>, extra: Record<string, unknown> = {}) => createPerson<Person>(call, names, { office }, extra);

const mueller = await person(
  { de_DE: "Dr. Katharina Müller", en_US: "Dr. Katharina Müller", zh_CN: "卡塔琳娜·穆勒" },
  { intro: "<p>Katharina advises on mergers and acquisitions.</p>" },
);
const wang = await person({ de_DE: "Wang Xiaoming", en_US: "Wang Xiaoming", zh_CN: "王小明" });
await person({ de_DE: "Jonas Schmidt", en_US: "Jonas Schmidt", zh_CN: "约纳斯·施密特" });
await createPracticeArea(call, "Arbeitsrecht");

async function createNews(versions: ByLang<{ title: string; content?: string; isLink?: 0 | 1; contentUrl?: string }>) {
  const body = Object.entries(versions).map(([lang, fields]) => ({
    lang,
    coverUrl: "/api/upload/cover.png",
    cataId: folder[lang]!.id,
    isLink: 0,
    ...fields,
  }));
  const answer = await call<Article[]>("POST", "/api/admin/latest-news", body);
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<Article>;
}

const deal = await createNews({
  de_DE: { title: "Neue Regeln für Unternehmenskäufe", content: "<p>Das Gesellschaftsrecht ändert sich; die Kanzlei berät.</p>" },
  en_US: { title: "New rules for acquisitions", content: "<p>Corporate law changes; the firm advises on M&amp;A in the EU.</p>" },
  zh_CN: { title: "并购交易的新规则", content: "<p>公司法修订后，跨境并购的审查更加严格。</p>" },
});

describe("German queries", () => {
  it.each(["mueller", "Müller", "muller", "MÜLLER"])("%s finds Katharina Müller", async (q) => {
    const answer = (await search(q, "de_DE")).result;
    const found = group(answer, "person").items;
    expect(found.map((item) => item.id)).toEqual([mueller.de_DE!.id]);
    expect(marked(found[0]!.title, found[0]!.titleHits)).toEqual(["Müller"]);
  });

  it("finds a part of a compound word: 'recht' finds Arbeitsrecht and the news on Gesellschaftsrecht", async () => {
    const answer = (await search("recht", "de_DE")).result;
    expect(group(answer, "practiceArea").items.map((item) => item.title)).toEqual(["Arbeitsrecht de_DE"]);
    const news = group(answer, "news").items[0]!;
    expect(news.id).toBe(deal.de_DE!.id);
    expect(marked(news.snippet, news.snippetHits)).toEqual(["recht"]);
    expect(news.snippet).toContain("Gesellschaftsrecht");
  });

  it("finds an umlaut written out in the text ('Unternehmenskaeufe') and every term must match", async () => {
    expect(await titles("Unternehmenskaeufe", "de_DE", "news")).toEqual(["Neue Regeln für Unternehmenskäufe"]);
    expect(await titles("Kanzlei Gesellschaftsrecht", "de_DE", "news")).toHaveLength(1);
    expect(await titles("Kanzlei Steuerrecht", "de_DE", "news")).toEqual([]);
  });
});

describe("English queries", () => {
  it("'Wang' on the English page finds the person whose Chinese version is 王小明", async () => {
    const found = group((await search("Wang", "en_US")).result, "person").items;
    expect(found.map((item) => [item.id, item.title])).toEqual([[wang.en_US!.id, "Wang Xiaoming"]]);
  });

  it("a person is found under the names of all its versions: 'Wang Xiaoming' on the Chinese page, 王小明 on the English one", async () => {
    const zh = group((await search("Wang Xiaoming", "zh_CN")).result, "person").items;
    expect(zh.map((item) => item.title)).toEqual(["王小明"]);
    expect(await titles("王小明", "en_US", "person")).toEqual(["Wang Xiaoming"]);
  });

  it("never shows another language's text: a person's snippet holds the version's own text, not its other names", async () => {
    const [english] = group((await search("王小明", "en_US")).result, "person").items;
    expect(english?.snippet).not.toMatch(/\p{Script=Han}/u);
    const [chinese] = group((await search("Wang Xiaoming", "zh_CN")).result, "person").items;
    expect(chinese?.snippet).not.toMatch(/Wang|Xiaoming/);
  });

  it("finds M&A and the two-letter word EU in the text, only in the page's language", async () => {
    expect(await titles("M&A", "en_US", "news")).toEqual(["New rules for acquisitions"]);
    expect(await titles("EU", "en_US", "news")).toEqual(["New rules for acquisitions"]);
    expect(await titles("acquisitions", "de_DE", "news")).toEqual([]);
  });

  it.each([
    ["Mueler", "Dr. Katharina Müller"],
    ["Katharina Mueler", "Dr. Katharina Müller"],
    ["Schmitt", "Jonas Schmidt"],
    ["Schmdit", "Jonas Schmidt"],
  ])("finds a name typed with a typo: %s", async (q, name) => {
    expect(await titles(q, "en_US", "person")).toEqual([name]);
  });

  it("does not take any word for a typo", async () => {
    expect(await titles("Wagner", "en_US", "person")).toEqual([]);
    expect(await titles("Yang", "en_US", "person")).toEqual([]);
    expect(await titles("Schmuck", "en_US", "person")).toEqual([]);
  });
});

describe("Chinese queries", () => {
  it("a two-character word (并购) finds its articles, with the hits marked", async () => {
    const news = group((await search("并购", "zh_CN")).result, "news").items;
    expect(news.map((item) => item.id)).toEqual([deal.zh_CN!.id]);
    expect(marked(news[0]!.title, news[0]!.titleHits)).toEqual(["并购"]);
    expect(marked(news[0]!.snippet, news[0]!.snippetHits)).toEqual(["并购"]);
  });

  it("finds longer words and single characters, and not words that are not there", async () => {
    expect(await titles("跨境并购", "zh_CN", "news")).toHaveLength(1);
    expect(await titles("王", "zh_CN", "person")).toEqual(["王小明"]);
    expect(await titles("施密特", "zh_CN", "person")).toEqual(["约纳斯·施密特"]);
    expect(await titles("破产", "zh_CN", "news")).toEqual([]);
  });
});

describe("results", () => {
  it("are grouped by kind with a count each, and each kind is paged", async () => {
    await Promise.all(Array.from({ length: 7 }, (_, index) => createNews({ en_US: { title: `Arbitration briefing ${index + 1}` } })));
    const overview = (await search("arbitration", "en_US", "&pageSize=5")).result;
    expect(overview.groups.map((item) => item.kind)).toEqual(["person", "practiceArea", "news", "case", "honor", "opening", "document"]);
    expect(group(overview, "news")).toMatchObject({ totalCount: 7, pageNo: 1, pageSize: 5 });
    expect(group(overview, "news").items).toHaveLength(5);
    const second = (await search("arbitration", "en_US", "&kind=news&pageSize=5&page=2")).result;
    expect(group(second, "news").items).toHaveLength(2);
    expect(group(second, "person")).toMatchObject({ totalCount: 0, items: [] });
  });

  it("link an external news item to its address, and carry a person's job titles and office", async () => {
    await createNews({ en_US: { title: "Interview on litigation funding", isLink: 1, contentUrl: "https://press.example/interview" } });
    const news = group((await search("litigation funding", "en_US")).result, "news").items;
    expect(news[0]).toMatchObject({ contentUrl: "https://press.example/interview" });
    const people = group((await search("Schmidt", "en_US")).result, "person").items;
    expect(people[0]).toMatchObject({ subtitle: "Munich en_US", createTime: null });
  });

  it("find a job opening by its title and text with its office and address, and not once it is deleted", async () => {
    const created = await call<{ id: number; no: number; lang: string; slug: string }[]>("POST", "/api/admin/jobOpening", [
      {
        lang: "en_US",
        title: "Associate Employment Law",
        content: "<p>You advise employers on works council negotiations.</p>",
        office: office.en_US!.id,
        proFieldIds: [],
        level: "associate",
        employmentType: "fullTime",
        startDate: null,
      },
    ]);
    expect(created.statusCode, created.message).toBe(200);
    const [found] = group((await search("works council", "en_US")).result, "opening").items;
    expect(found).toMatchObject({ title: "Associate Employment Law", subtitle: "Munich en_US", slug: created.result[0]!.slug });
    expect(marked(found!.snippet, found!.snippetHits)).toEqual(["works", "council"]);
    expect(await titles("works council", "de_DE", "opening")).toEqual([]);
    expect((await call("DELETE", `/api/admin/jobOpening/${created.result[0]!.id}`)).statusCode).toBe(200);
    expect(await titles("works council", "en_US", "opening")).toEqual([]);
  });

  it("carry the text as plain text: markup in the content never reaches a snippet", async () => {
    await createNews({ en_US: { title: "Escaping check", content: "<p>Tom &amp; Jerry wrote &lt;b&gt;bold&lt;/b&gt; in court</p>" } });
    const [item] = group((await search("Jerry", "en_US")).result, "news").items;
    expect(item!.snippet).toBe("Tom & Jerry wrote <b>bold</b> in court");
  });
});

describe("the index follows every change", () => {
  it("finds an item after it was created, its new title after an update, and nothing after it was deleted", async () => {
    const created = await createNews({ en_US: { title: "Insolvency outlook" }, de_DE: { title: "Insolvenzausblick" } });
    expect(await titles("insolvency", "en_US", "news")).toEqual(["Insolvency outlook"]);
    const update = await call("PUT", "/api/admin/latest-news", [
      {
        lang: "en_US",
        id: created.en_US!.id,
        title: "Restructuring outlook",
        coverUrl: "/api/upload/cover.png",
        cataId: folder.en_US!.id,
        isLink: 0,
      },
    ]);
    expect(update.statusCode, update.message).toBe(200);
    expect(await titles("insolvency", "en_US", "news")).toEqual([]);
    expect(await titles("restructuring", "en_US", "news")).toEqual(["Restructuring outlook"]);
    // The German version was left out of the update: it is gone, and so is its entry.
    expect(await titles("Insolvenzausblick", "de_DE", "news")).toEqual([]);
    expect((await call("DELETE", `/api/admin/latest-news?no=${created.en_US!.no}`)).statusCode).toBe(200);
    expect(await titles("restructuring", "en_US", "news")).toEqual([]);
  });

  it("renames a person everywhere: the other versions are found by the new name", async () => {
    const created = await person({ en_US: "Petra Klein", zh_CN: "佩特拉" });
    expect(await titles("Klein", "zh_CN", "person")).toEqual(["佩特拉"]);
    const body = [
      { lang: "en_US", id: created.en_US!.id, name: "Petra Gross", office: office.en_US!.id, jobIds: [], proFieldIds: [] },
      { lang: "zh_CN", id: created.zh_CN!.id, name: "佩特拉", office: office.zh_CN!.id, jobIds: [], proFieldIds: [] },
    ];
    expect((await call("PUT", "/api/admin/lawyerTeam", body)).statusCode).toBe(200);
    expect(await titles("Klein", "zh_CN", "person")).toEqual([]);
    expect(await titles("Gross", "zh_CN", "person")).toEqual(["佩特拉"]);
    expect((await call("DELETE", `/api/admin/lawyerTeam/${created.en_US!.id}`)).statusCode).toBe(200);
    expect(await titles("Gross", "en_US", "person")).toEqual([]);
  });

  it("finds a legal document once it is saved, and its new text after the next save", async () => {
    const save = (content: string) => call("PUT", "/api/admin/docs/privacy", { lang: "de_DE", title: "Datenschutzerklärung", content });
    expect((await save("<p>Wir verarbeiten Bewerbungsunterlagen.</p>")).statusCode).toBe(200);
    const [document] = group((await search("Bewerbungsunterlagen", "de_DE")).result, "document").items;
    expect(document).toMatchObject({ title: "Datenschutzerklärung", name: "privacy" });
    await save("<p>Wir verarbeiten Kontaktdaten.</p>");
    expect(await titles("Bewerbungsunterlagen", "de_DE", "document")).toEqual([]);
    expect(await titles("Kontaktdaten", "de_DE", "document")).toEqual(["Datenschutzerklärung"]);
  });

  it("reads only the saved document's text for the index, and keeps the other documents' entries", async () => {
    // A document's text may be 400,000 characters: reading every one for each save held others up (decision 0037).
    const terms = { lang: "de_DE", title: "Allgemeine Geschäftsbedingungen", content: "<p>Gerichtsstand ist München.</p>" };
    expect((await call("PUT", "/api/admin/docs/terms", terms)).statusCode).toBe(200);
    vi.mocked(findDocumentSources).mockClear();
    const privacy = { lang: "de_DE", title: "Datenschutzerklärung", content: "<p>Sie haben ein Auskunftsrecht.</p>" };
    expect((await call("PUT", "/api/admin/docs/privacy", privacy)).statusCode).toBe(200);
    expect(vi.mocked(findDocumentSources).mock.calls.map(([, ids]) => ids?.length)).toEqual([1]);
    expect(await titles("Gerichtsstand", "de_DE", "document")).toEqual(["Allgemeine Geschäftsbedingungen"]);
    expect(await titles("Auskunftsrecht", "de_DE", "document")).toEqual(["Datenschutzerklärung"]);
  });

  it("is made again from the content by a rebuild", async () => {
    await db.deleteFrom("searchEntries").execute();
    // Written past the API, as the command does: the answers cache learns of it as a server would.
    app.publicCache.clear();
    expect(await titles("Müller", "de_DE", "person")).toEqual([]);
    const entries = await rebuildSearchIndex(db);
    expect(entries).toBeGreaterThan(10);
    app.publicCache.clear();
    expect(await titles("Müller", "de_DE", "person")).toEqual(["Dr. Katharina Müller"]);
    expect(await titles("并购", "zh_CN", "news")).toEqual(["并购交易的新规则"]);
  });
});

describe("the people finder's keyword", () => {
  const finder = async (keyword: string, lang: string) =>
    (await anonymous<PersonCard[]>("GET", `/api/user/lawyerTeam?keyword=${encodeURIComponent(keyword)}`, undefined, { lang })).result.map(
      (card) => card.name,
    );

  it("matches as the search does: 'Wang' in English, 'mueller', typos; names only", async () => {
    expect(await finder("Wang", "en_US")).toEqual(["Wang Xiaoming"]);
    expect(await finder("Wang", "zh_CN")).toEqual(["王小明"]);
    expect(await finder("mueller", "de_DE")).toEqual(["Dr. Katharina Müller"]);
    expect(await finder("Schmitt", "en_US")).toEqual(["Jonas Schmidt"]);
    // The finder looks at names: a word of a profile finds nobody there.
    expect(await finder("acquisitions", "en_US")).toEqual([]);
    expect(group((await search("acquisitions", "en_US")).result, "person").items.map((item) => item.id)).toEqual([mueller.en_US!.id]);
  });
});

describe("bad input", () => {
  it.each([
    ["", "en_US", /q/],
    ["   ", "en_US", /q/],
    ["x".repeat(101), "en_US", /100/],
  ])("answers a readable 400 for q=%j", async (q, _lang, pattern) => {
    const answer = await anonymous("GET", `/api/user/search?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toMatch(pattern);
  });

  it("words the message in the reader's language", async () => {
    const answer = await anonymous("GET", "/api/user/search?q=", undefined, { "accept-language": "de-DE" });
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toMatch(/Ungültige Anfrage/);
  });

  it("refuses an unknown kind and answers no result for a query without a term", async () => {
    expect((await anonymous("GET", "/api/user/search?q=law&kind=banner")).statusCode).toBe(400);
    const empty = await search("a !", "en_US");
    expect(empty.statusCode).toBe(200);
    expect(empty.result.groups.every((item) => item.totalCount === 0)).toBe(true);
  });

  it.each(['"', "'", "*", "OR", "NEAR(a b)", "%_\\", 'a"b:c', "{title_key}: x", "(((", "😀😀"])("answers 200 for %j", async (q) => {
    expect((await search(q, "en_US")).statusCode).toBe(200);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After when one client searches too often; others may still search", async () => {
    const from = (address: string, index: number) =>
      app.inject({ method: "GET", url: `/api/user/search?q=limit${index}`, remoteAddress: address, headers: { "accept-language": "en" } });
    for (let index = 0; index < 60; index++) expect((await from("10.9.9.9", index)).statusCode).toBe(200);
    const refused = await from("10.9.9.9", 60);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/Too many searches/);
    expect((await from("10.9.9.8", 61)).statusCode).toBe(200);
  });
});
