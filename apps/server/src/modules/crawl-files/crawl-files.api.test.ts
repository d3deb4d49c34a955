import type { Person, PracticeArea } from "@lawfirm/contract";
import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { readSitemapPages } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { childrenNamed, onlyChild, readXml, type XmlElement } from "../../../test/xml-reader.ts";
import { AnswerCache } from "../../http/answer-cache.ts";
import { crawlFileRoutes } from "./crawl-files.routes.ts";

// Runs isolated: the caching test's sitemap index keeps its old ETag after a new item when this file
// shares its worker's module registry with other API test files (never when it runs alone); what
// state carries over is not found yet.

const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());
const configured = await createTestApp({ PUBLIC_URL: "https://www.example-firm.de" });

const HOST = "site.test:8080";
const ORIGIN = `http://${HOST}`;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers: { host: HOST, ...headers } });

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The sitemap and the feeds come from the public answers cache: browsers and crawlers ask again, and get a 304 while nothing changed; a CDN keeps them a minute. */
const CACHED = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";
/** A change made straight in the database, past the back office, is no content change the cache hears of. */
const forgetCachedAnswers = () => app.publicCache.clear();

interface Article {
  id: number;
  no: number;
  lang: string;
  slug: string;
}
type Versions = Record<string, Article>;

async function createArticles(path: string, versions: Record<string, unknown>[]): Promise<Versions> {
  const answer = await call<Article[]>("POST", `/api/admin/${path}`, versions);
  if (answer.statusCode !== 200) throw new Error(`creating ${path} failed: ${answer.message}`);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

async function saveDocument(name: string, lang: string, title: string) {
  const answer = await call("PUT", `/api/admin/docs/${name}`, { lang, title, content: `<p>${title}</p>` });
  if (answer.statusCode !== 200) throw new Error(`saving ${name} failed: ${answer.message}`);
}

async function saveConfig(lang: string, name: string) {
  const answer = await call("POST", "/api/admin/portal-config", {
    lang,
    name,
    iconUrl: null,
    address: "Maximilianstraße 1",
    email: "office@example.com",
    tel: "+49 89 123456",
    introduce: "<p>A firm.</p>",
    lawyerCount: 1,
    isLawyerCountVisible: 1,
    totalPeople: 1,
    isTotalPeopleVisible: 1,
    branchCount: 1,
    isBranchCountVisible: 1,
    advantagesList: [],
    environmentList: [],
  });
  if (answer.statusCode !== 200) throw new Error(`saving the configuration failed: ${answer.message}`);
}

const COVER = "/api/upload/cover.png";
const EXTERNAL_URL = "https://example.org/story?a=1&b=2";
const LONG_TEXT = "word ".repeat(400);

let areaEverywhere: ByLang<PracticeArea>;
let areaTwo: ByLang<PracticeArea>;
let personEverywhere: ByLang<Person>;
let personChinese: ByLang<Person>;
let ownNews: Versions;
let externalNews: Versions;
let englishNews: Versions;
let caseAnalysis: Versions;
let honor: Versions;
let office: ByLang<{ lang: string; id: number; no: number }>;
let englishNewsFolder: number;

/** A time far ahead of any other in the database: the German version of the person, changed last. */
const LATEST_CHANGE = "2031-05-06T07:08:09.123Z";

beforeAll(async () => {
  await saveConfig("en_US", "Example & Partners");
  await saveConfig("de_DE", "Kanzlei <Müller> & Partner");
  office = await createReferenceItem<{ lang: string; id: number; no: number }>(call, "office", "Munich");
  const job = await createReferenceItem<{ lang: string; id: number; no: number }>(call, "job", "Partner");
  areaEverywhere = await createPracticeArea<PracticeArea>(call, "Tax");
  areaTwo = await createPracticeArea<PracticeArea>(call, "Labour", ["de_DE", "en_US"]);
  personEverywhere = await createPerson<Person>(
    call,
    { de_DE: "Anna Schmidt", en_US: "Anna Schmidt", zh_CN: "安娜" },
    { office, jobs: [job] },
  );
  personChinese = await createPerson<Person>(call, { zh_CN: "王伟" }, { office });

  const newsFolder = await createFolder(call, "News", { type: 0 });
  englishNewsFolder = newsFolder.en_US!.id;
  const caseFolder = await createFolder(call, "Cases", { type: 1 });
  const news = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
    lang,
    title,
    coverUrl: COVER,
    cataId: newsFolder[lang]!.id,
    isLink: 0,
    content: `<p>Hello <strong>world</strong> in ${lang}.</p><p>${LONG_TEXT}</p>`,
    ...extra,
  });
  ownNews = await createArticles("latest-news", [news("de_DE", "Eigene Meldung"), news("en_US", "Own story"), news("zh_CN", "新闻")]);
  externalNews = await createArticles("latest-news", [
    news("de_DE", "Externe Meldung", { isLink: 1, contentUrl: EXTERNAL_URL, content: "", note: "Ein Bericht anderswo" }),
    news("en_US", "External story", { isLink: 1, contentUrl: EXTERNAL_URL, content: "", note: "A report elsewhere" }),
  ]);
  englishNews = await createArticles("latest-news", [news("en_US", "Fees < 5 & > 2", { teaser: "Fee caps, in short: < 5 & > 2" })]);
  caseAnalysis = await createArticles(
    "case-analysis",
    ["en_US", "zh_CN"].map((lang) => ({ lang, title: `Case ${lang}`, coverUrl: COVER, cataId: caseFolder[lang]!.id, content: "<p>c</p>" })),
  );
  honor = await createArticles("lawfirm-honour", [{ lang: "de_DE", title: "Auszeichnung", coverUrl: COVER, content: "<p>h</p>" }]);

  await saveDocument("privacy", "en_US", "Privacy");
  await saveDocument("privacy", "de_DE", "Datenschutz");
  await saveDocument("terms", "zh_CN", "条款");

  // Publication times in a known order; the oldest item is pinned (pins do not reorder feeds).
  const publish = async (versions: Versions, createdAt: string) =>
    db.updateTable("articles").set({ createdAt }).where("no", "=", Object.values(versions)[0]!.no).execute();
  await publish(ownNews, "2026-01-01T08:00:00.000Z");
  await publish(externalNews, "2026-02-01T08:00:00.000Z");
  await publish(englishNews, "2026-03-01T08:00:00.000Z");
  await db.updateTable("articles").set({ top: 1 }).where("no", "=", ownNews.en_US!.no).execute();
  await db.updateTable("people").set({ updatedAt: LATEST_CHANGE }).where("id", "=", personEverywhere.de_DE!.id).execute();
});

interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  /** hreflang → href */
  alternates: Map<string, string>;
}

function urlEntries(root: XmlElement): Map<string, UrlEntry> {
  expect(root.name).toBe("urlset");
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  expect(root.attributes["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  const entries = new Map<string, UrlEntry>();
  for (const url of root.children) {
    expect(url.name).toBe("url");
    const loc = onlyChild(url, "loc").text;
    const lastmods = childrenNamed(url, "lastmod");
    expect(lastmods.length).toBeLessThanOrEqual(1);
    const links = childrenNamed(url, "xhtml:link");
    const alternates = new Map(links.map((link) => [link.attributes.hreflang ?? "", link.attributes.href ?? ""]));
    expect(alternates.size, `${loc}: one alternate per language`).toBe(links.length);
    for (const link of links) expect(link.attributes.rel).toBe("alternate");
    expect(entries.has(loc), `${loc} listed twice`).toBe(false);
    entries.set(loc, { loc, lastmod: lastmods[0]?.text, alternates });
  }
  return entries;
}

/** The addresses of all the sitemap's pages: none listed twice, on whichever page. */
async function readSitemap(headers: Record<string, string> = {}, read = (url: string) => get(url, headers)) {
  const pages = await readSitemapPages(read);
  const entries = new Map<string, UrlEntry>();
  for (const page of pages) {
    for (const [loc, entry] of urlEntries(readXml(page.body))) {
      expect(entries.has(loc), `${loc} listed twice`).toBe(false);
      entries.set(loc, entry);
    }
  }
  return { body: pages.map((page) => page.body).join("\n"), entries, pages };
}

const PREFIX: Record<string, string> = { de_DE: "de", en_US: "en", zh_CN: "zh" };
const at = (lang: string, path: string) => `${ORIGIN}/${PREFIX[lang]}${path}`;

/** The addresses the seeded content must give, with their x-default. */
function expectedAddresses(): Map<string, string> {
  const expected = new Map<string, string>();
  for (const page of ["/home", "/about", "/expertises", "/people", "/news", "/case", "/honor", "/careers", "/events", "/contact"]) {
    for (const lang of ["de_DE", "en_US", "zh_CN"]) expected.set(at(lang, page), `${ORIGIN}${page}`);
  }
  expected.set(at("en_US", "/docs/privacy"), `${ORIGIN}/docs/privacy`);
  expected.set(at("de_DE", "/docs/privacy"), `${ORIGIN}/docs/privacy`);
  expected.set(at("zh_CN", "/docs/terms"), `${ORIGIN}/docs/terms`);
  // Each version at its readable address (decision 0054; an office by its id), with the
  // specification's unprefixed address of the default version as x-default.
  const details: [string, string, Record<string, { id: number; slug?: string }>, string][] = [
    ["/expertises/", "/expertises/detail/", areaEverywhere, "en_US"],
    ["/expertises/", "/expertises/detail/", areaTwo, "en_US"],
    ["/people/", "/people/detail/", personEverywhere, "en_US"],
    ["/people/", "/people/detail/", personChinese, "zh_CN"],
    ["/news/", "/news/detail/", ownNews, "en_US"],
    ["/news/", "/news/detail/", englishNews, "en_US"],
    ["/case/", "/case/detail/", caseAnalysis, "en_US"],
    ["/honor/", "/honor/detail/", honor, "de_DE"],
    ["/about/offices/", "/about/offices/", office, "en_US"],
  ];
  for (const [route, byId, versions, defaultLang] of details) {
    for (const [lang, version] of Object.entries(versions)) {
      expected.set(at(lang, `${route}${version.slug ?? version.id}`), `${ORIGIN}${byId}${versions[defaultLang]!.id}`);
    }
  }
  return expected;
}

describe("robots.txt", () => {
  it("lets crawlers read the site but not the back office or the API, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Allow: /",
        "Allow: /api/upload/",
        "Disallow: /admin",
        "Disallow: /admin-login",
        "Disallow: /api/",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    // Nothing else is disallowed: the site's pages stay open.
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(3);
  });
});

describe("sitemap.xml", () => {
  it("is an index of well-formed sitemap pages, each served with its type and caching", async () => {
    const index = await get("/sitemap.xml");
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(index.headers["cache-control"]).toBe(CACHED);
    expect(index.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(index.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const root = readXml(index.body);
    expect(root.name).toBe("sitemapindex");
    expect(root.attributes.xmlns).toBe(SITEMAP_NS);
    // The list pages and documents, then one part per kind with items.
    expect(root.children.map((child) => onlyChild(child, "loc").text)).toEqual(
      ["pages", "people", "expertises", "offices", "news", "case", "honor"].map((part) => `${ORIGIN}/sitemap-${part}-1.xml`),
    );
    for (const child of root.children) expect(onlyChild(child, "lastmod").text).toMatch(W3C_DATETIME);
    for (const { path } of await readSitemapPages(get)) {
      const page = await get(path);
      expect(page.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(page.headers["cache-control"]).toBe(CACHED);
      expect(page.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    }
  });

  it("lists every public address in every language the content exists in, and nothing else", async () => {
    const { entries } = await readSitemap();
    expect([...entries.keys()].sort()).toEqual([...expectedAddresses().keys()].sort());
  });

  it("leaves external news out: it links to another site and has no page here", async () => {
    const { body, entries } = await readSitemap();
    for (const version of Object.values(externalNews)) {
      expect(body).not.toContain(`/news/${version.slug}<`);
      expect(body).not.toContain(`/news/${version.slug}"`);
      expect(body).not.toContain(`/news/detail/${version.id}"`);
    }
    expect([...entries.keys()].filter((loc) => /\/news\/[^/]+$/.test(loc))).toHaveLength(4);
  });

  it("gives every address its language versions as reciprocal alternates, itself included", async () => {
    const { entries } = await readSitemap();
    for (const entry of entries.values()) {
      const own = [...entry.alternates].filter(([hreflang, href]) => href === entry.loc && hreflang !== "x-default");
      expect(own, `${entry.loc} names itself once`).toHaveLength(1);
      const [ownLanguage] = own[0]!;
      expect(ownLanguage).toBe({ de: "de-DE", en: "en-US", zh: "zh-CN" }[entry.loc.slice(ORIGIN.length + 1, ORIGIN.length + 3)]);
      for (const [hreflang, href] of entry.alternates) {
        if (hreflang === "x-default") continue;
        const other = entries.get(href);
        expect(other, `${entry.loc} names ${href}, which is not listed`).toBeDefined();
        expect(other!.alternates.get(ownLanguage), `${href} names ${entry.loc} back`).toBe(entry.loc);
        expect(new Map(other!.alternates)).toEqual(entry.alternates);
      }
    }
    // The person and the practice area in every language: three versions and x-default.
    expect(entries.get(at("de_DE", `/people/${personEverywhere.de_DE!.slug}`))!.alternates.size).toBe(4);
    expect(entries.get(at("de_DE", "/home"))!.alternates.size).toBe(4);
    // A document written in one language only has no other version.
    expect([...entries.get(at("zh_CN", "/docs/terms"))!.alternates.keys()]).toEqual(["zh-CN", "x-default"]);
  });

  it("names the unprefixed route as x-default: the English version's id, else the first version's", async () => {
    const { entries } = await readSitemap();
    for (const [loc, xDefault] of expectedAddresses()) {
      expect(entries.get(loc)?.alternates.get("x-default"), loc).toBe(xDefault);
    }
  });

  it("gives every address its last change as a W3C datetime", async () => {
    const { entries } = await readSitemap();
    for (const entry of entries.values()) expect(entry.lastmod, entry.loc).toMatch(W3C_DATETIME);
    // A detail page: its version's last save.
    const german = at("de_DE", `/people/${personEverywhere.de_DE!.slug}`);
    expect(entries.get(german)!.lastmod).toBe("2031-05-06T07:08:09Z");
    const english = await db
      .selectFrom("people")
      .select("updatedAt")
      .where("id", "=", personEverywhere.en_US!.id)
      .executeTakeFirstOrThrow();
    expect(entries.get(at("en_US", `/people/${personEverywhere.en_US!.slug}`))!.lastmod).toBe(
      new Date(english.updatedAt).toISOString().replace(/\.\d{3}Z$/, "Z"),
    );
    // A list page: the newest change among what it shows, in its language.
    expect(entries.get(at("de_DE", "/people"))!.lastmod).toBe("2031-05-06T07:08:09Z");
    expect(entries.get(at("de_DE", "/home"))!.lastmod).toBe("2031-05-06T07:08:09Z");
    expect(entries.get(at("de_DE", "/expertises"))!.lastmod).not.toBe("2031-05-06T07:08:09Z");
    expect(entries.get(at("en_US", "/people"))!.lastmod).not.toBe("2031-05-06T07:08:09Z");
    const newestArea = await db
      .selectFrom("practiceAreas")
      .select((eb) => eb.fn.max("updatedAt").as("updatedAt"))
      .where("lang", "=", "de_DE")
      .executeTakeFirstOrThrow();
    const config = await db.selectFrom("portalConfigs").select("updatedAt").where("lang", "=", "de_DE").executeTakeFirstOrThrow();
    const expected = [newestArea.updatedAt!, config.updatedAt].sort().at(-1)!;
    expect(entries.get(at("de_DE", "/expertises"))!.lastmod).toBe(new Date(expected).toISOString().replace(/\.\d{3}Z$/, "Z"));
  });

  it("lists the honors' list page in every language, dated by that language's honors", async () => {
    const listed = async () => (await readSitemap()).entries;
    for (const lang of ["de_DE", "en_US", "zh_CN"]) {
      const entry = (await listed()).get(at(lang, "/honor"));
      expect(entry?.alternates.get("x-default"), lang).toBe(`${ORIGIN}/honor`);
      expect([...entry!.alternates.keys()].sort()).toEqual(["de-DE", "en-US", "x-default", "zh-CN"]);
    }
    await db.updateTable("articles").set({ updatedAt: "2032-02-02T02:02:02.000Z" }).where("id", "=", honor.de_DE!.id).execute();
    forgetCachedAnswers();
    const entries = await listed();
    expect(entries.get(at("de_DE", "/honor"))!.lastmod).toBe("2032-02-02T02:02:02Z");
    expect(entries.get(at("en_US", "/honor"))!.lastmod).not.toBe("2032-02-02T02:02:02Z");
  });

  it("dates the home page by its public banners only: a draft banner's save is no change there, a publication is", async () => {
    const saved = await call<{ id: number }>("POST", "/api/admin/banner?saveAs=draft", {
      lang: "zh_CN",
      imgPath: "/api/upload/b.png",
      title: "草稿横幅",
      subTitle: "",
    });
    expect(saved.statusCode, saved.message).toBe(200);
    const homeLastmod = async () => (await readSitemap()).entries.get(at("zh_CN", "/home"))!.lastmod;
    const changeBanner = async (change: { updatedAt?: string; publishAt?: string }) => {
      await db.updateTable("banners").set(change).where("id", "=", saved.result.id).execute();
      forgetCachedAnswers();
    };
    await changeBanner({ updatedAt: "2033-03-03T03:03:03.000Z" });
    expect(await homeLastmod()).not.toBe("2033-03-03T03:03:03Z");

    await changeBanner({ publishAt: "2034-04-04T04:04:04.000Z" });
    expect(await homeLastmod(), "scheduled, not yet public").not.toBe("2034-04-04T04:04:04Z");
    await changeBanner({ publishAt: "2020-02-02T02:02:02.000Z" });
    expect(await homeLastmod()).toBe("2033-03-03T03:03:03Z");
  });

  it("lists only the site's languages", async () => {
    await db.insertInto("languages").values({ langCode: "fr_FR", langName: "Français", sort: 99 }).execute();
    forgetCachedAnswers();
    try {
      const { body, entries } = await readSitemap();
      expect(entries.size).toBe(expectedAddresses().size);
      expect(body).not.toMatch(/fr-FR|fr_FR|\/undefined\//);
    } finally {
      await db.deleteFrom("languages").where("langCode", "=", "fr_FR").execute();
      forgetCachedAnswers();
    }
  });

  it("uses the request's origin when no public URL is configured, trusting no forwarded header", async () => {
    const forwarded = { "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" };
    const { body } = await readSitemap(forwarded);
    const index = (await get("/sitemap.xml", forwarded)).body;
    for (const text of [body, index]) {
      expect(text).not.toContain("evil.test");
      expect(text).not.toContain("https://");
    }
    // Each origin's files are its own, in the cache too.
    const other = await readSitemap({}, (url) => app.inject({ method: "GET", url, headers: { host: "other.test" } }));
    expect([...other.entries.keys()].every((loc) => loc.startsWith("http://other.test/"))).toBe(true);
    expect(other.entries.size).toBe(expectedAddresses().size);
  });
});

describe("the sitemap's pages", () => {
  // Two items (six addresses) to a detail page, seven addresses to a page of list pages and documents.
  const small = Fastify();
  const smallCache = new AnswerCache();
  crawlFileRoutes(small, { db, publicUrl: undefined, cache: smallCache, sitemapUrlLimit: 7 });
  afterAll(() => small.close());
  const smallGet = (url: string) => small.inject({ method: "GET", url, headers: { host: HOST } });

  it("hold at most their limit of addresses, every address on one page with all its alternates", async () => {
    const index = readXml((await smallGet("/sitemap.xml")).body);
    const paths = index.children.map((child) => onlyChild(child, "loc").text.slice(ORIGIN.length));
    // 27 list pages and 3 documents; two practice areas, two people; offices, honors one page each.
    expect(paths).toEqual([
      "/sitemap-pages-1.xml",
      "/sitemap-pages-2.xml",
      "/sitemap-pages-3.xml",
      "/sitemap-pages-4.xml",
      "/sitemap-pages-5.xml",
      "/sitemap-people-1.xml",
      "/sitemap-expertises-1.xml",
      "/sitemap-offices-1.xml",
      "/sitemap-news-1.xml",
      "/sitemap-case-1.xml",
      "/sitemap-honor-1.xml",
    ]);
    const { entries, pages } = await readSitemap({}, smallGet);
    for (const page of pages) expect(urlEntries(readXml(page.body)).size, page.path).toBeLessThanOrEqual(7);
    expect([...entries.keys()].sort()).toEqual([...expectedAddresses().keys()].sort());
    for (const [loc, xDefault] of expectedAddresses()) expect(entries.get(loc)?.alternates.get("x-default"), loc).toBe(xDefault);
  });

  it("are dated in the index by the newest change on each", async () => {
    const index = readXml((await smallGet("/sitemap.xml")).body);
    const { pages } = await readSitemap({}, smallGet);
    index.children.forEach((child, position) => {
      const lastmods = [...urlEntries(readXml(pages[position]!.body)).values()].map((entry) => entry.lastmod ?? "");
      expect(onlyChild(child, "lastmod").text, pages[position]!.path).toBe(lastmods.sort().at(-1));
    });
  });

  it("split a kind's items into pages by their numbers, the versions of an item together", async () => {
    const bulk = await db
      .insertInto("itemNumbers")
      .values(Array.from({ length: 5 }, () => ({ scope: "honor", createdAt: "2025-01-01T00:00:00.000Z" })))
      .returning("id")
      .execute();
    const honorRow = (no: number, lang: string) => ({
      kind: "honor",
      no,
      lang,
      title: `Honor ${no}`,
      slug: `honor-${no}`,
      content: "<p>h</p>",
      coverUrl: COVER,
      cataId: null,
      isLink: null,
      contentUrl: null,
      note: null,
      top: 0,
      views: 0,
      operatorName: null,
      noindex: 0,
      summary: "",
      publishAt: "2025-01-01T00:00:00.000Z",
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    });
    await db
      .insertInto("articles")
      .values(bulk.flatMap(({ id }) => ["de_DE", "zh_CN"].map((lang) => honorRow(id, lang))))
      .execute();
    smallCache.clear();
    try {
      const index = (await smallGet("/sitemap.xml")).body;
      // Six honors, two to a page.
      for (const page of [1, 2, 3]) expect(index).toContain(`${ORIGIN}/sitemap-honor-${page}.xml`);
      expect(index).not.toContain("sitemap-honor-4.xml");
      expect((await smallGet("/sitemap-honor-4.xml")).statusCode).toBe(404);
      const perPage = await Promise.all(
        [1, 2, 3].map(async (page) => [...urlEntries(readXml((await smallGet(`/sitemap-honor-${page}.xml`)).body)).keys()]),
      );
      const numbers = [honor.de_DE!.no, ...bulk.map(({ id }) => id)];
      const ids = await db
        .selectFrom("articles")
        .select(["id", "no", "slug"])
        .where("no", "in", numbers)
        .orderBy("no")
        .orderBy("id")
        .execute();
      const pageOf = (no: number) => Math.floor(numbers.indexOf(no) / 2);
      for (const { id, no, slug } of ids) {
        const onPages = perPage.map((locs) => locs.some((loc) => loc.endsWith(`/honor/${slug}`)));
        expect(onPages.indexOf(true), `honor ${no} (${id})`).toBe(pageOf(no));
        expect(onPages.filter(Boolean)).toHaveLength(1);
      }
    } finally {
      const nos = bulk.map(({ id }) => id);
      await db.deleteFrom("articles").where("no", "in", nos).execute();
      await db.deleteFrom("itemNumbers").where("id", "in", nos).execute();
      smallCache.clear();
    }
  });

  it.each([
    "/sitemap-1.xml",
    "/sitemap-news-0.xml",
    "/sitemap-news-01.xml",
    "/sitemap-news-99.xml",
    "/sitemap-pages-6.xml",
    "/sitemap-news-x.xml",
    "/sitemap-news-.xml",
    "/sitemap-news--1.xml",
    "/sitemap-unknown-1.xml",
    "/sitemap-.xml",
  ])("answers 404 for %s", async (url) => {
    expect((await smallGet(url)).statusCode).toBe(404);
  });
});

describe("news feeds", () => {
  async function readFeed(prefix: string) {
    const response = await get(`/${prefix}/news/rss.xml`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(CACHED);
    const root = readXml(response.body);
    expect(root.name).toBe("rss");
    expect(root.attributes.version).toBe("2.0");
    const channel = onlyChild(root, "channel");
    return { body: response.body, channel, items: childrenNamed(channel, "item") };
  }
  const field = (element: XmlElement, name: string) => onlyChild(element, name).text;

  it("describes the channel in its language: the firm's name, the list's address, itself", async () => {
    const { channel } = await readFeed("de");
    expect(field(channel, "title")).toBe("Kanzlei <Müller> & Partner");
    expect(field(channel, "link")).toBe(`${ORIGIN}/de/news`);
    expect(field(channel, "description")).not.toBe("");
    expect(field(channel, "language")).toBe("de-DE");
    expect(field(channel, "lastBuildDate")).toMatch(RFC_822);
    const self = onlyChild(channel, "atom:link").attributes;
    expect(self).toEqual({ href: `${ORIGIN}/de/news/rss.xml`, rel: "self", type: "application/rss+xml" });
  });

  it("falls back to the English firm name in a language without a configuration", async () => {
    const { channel } = await readFeed("zh");
    expect(field(channel, "title")).toBe("Example & Partners");
    expect(field(channel, "language")).toBe("zh-CN");
    expect(field(channel, "link")).toBe(`${ORIGIN}/zh/news`);
  });

  it("lists the language's news newest first, pinned ones in their place", async () => {
    const english = await readFeed("en");
    expect(english.items.map((item) => field(item, "title"))).toEqual(["Fees < 5 & > 2", "External story", "Own story"]);
    expect(english.items.map((item) => field(item, "pubDate"))).toEqual([
      "Sun, 01 Mar 2026 08:00:00 GMT",
      "Sun, 01 Feb 2026 08:00:00 GMT",
      "Thu, 01 Jan 2026 08:00:00 GMT",
    ]);
    const german = await readFeed("de");
    expect(german.items.map((item) => field(item, "title"))).toEqual(["Externe Meldung", "Eigene Meldung"]);
    const chinese = await readFeed("zh");
    expect(chinese.items.map((item) => field(item, "title"))).toEqual(["新闻"]);
  });

  it("links own items to their page and external ones to the article they point at", async () => {
    const { items } = await readFeed("en");
    const [fees, external, own] = items as [XmlElement, XmlElement, XmlElement];
    expect(field(own, "link")).toBe(`${ORIGIN}/en/news/${ownNews.en_US!.slug}`);
    expect(onlyChild(own, "guid")).toMatchObject({
      text: `${ORIGIN}/en/news/${ownNews.en_US!.slug}`,
      attributes: { isPermaLink: "true" },
    });
    expect(field(fees, "link")).toBe(`${ORIGIN}/en/news/${englishNews.en_US!.slug}`);
    expect(field(external, "link")).toBe(EXTERNAL_URL);
    expect(onlyChild(external, "guid").attributes.isPermaLink).toBe("false");
    expect(field(external, "guid")).not.toBe(field(own, "guid"));
  });

  it("describes each item in plain text of about 300 characters", async () => {
    const { items } = await readFeed("en");
    const own = items[2]!;
    const description = field(own, "description");
    expect(description.startsWith("Hello world in en_US. word word")).toBe(true);
    expect(description).not.toContain("<");
    expect(description.length).toBeGreaterThan(250);
    expect(description.length).toBeLessThanOrEqual(301);
    // An external item without content is described by its note.
    expect(field(items[1]!, "description")).toBe("A report elsewhere");
  });

  it("describes an item with a teaser by its teaser, as its page does", async () => {
    const { items, body } = await readFeed("en");
    expect(field(items[0]!, "description")).toBe("Fee caps, in short: < 5 & > 2");
    expect(body).toContain("<description>Fee caps, in short: &lt; 5 &amp; &gt; 2</description>");
  });

  it("escapes <, & and > in the XML", async () => {
    const english = await readFeed("en");
    expect(english.body).toContain("<title>Fees &lt; 5 &amp; &gt; 2</title>");
    expect(english.body).toContain(`<link>https://example.org/story?a=1&amp;b=2</link>`);
    const german = await readFeed("de");
    expect(german.body).toContain("<title>Kanzlei &lt;Müller&gt; &amp; Partner</title>");
  });

  it.each(["/fr/news/rss.xml", "/xx/news/rss.xml", "/news/rss.xml", "/de/news/rss"])("answers 404 for %s", async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it("holds the newest 50 items of its language", async () => {
    const numbers = await db
      .insertInto("itemNumbers")
      .values(Array.from({ length: 55 }, () => ({ scope: "news", createdAt: "2025-01-01T00:00:00.000Z" })))
      .returning("id")
      .execute();
    const folder = await db.selectFrom("catalogs").select("id").where("lang", "=", "zh_CN").where("type", "=", 0).executeTakeFirstOrThrow();
    const at = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString();
    await db
      .insertInto("articles")
      .values(
        numbers.map(({ id }, index) => ({
          kind: "news",
          no: id,
          lang: "zh_CN",
          title: `Bulk ${index}`,
          slug: `bulk-${index}`,
          content: "<p>bulk</p>",
          summary: "bulk",
          coverUrl: COVER,
          cataId: folder.id,
          isLink: 0,
          contentUrl: null,
          note: null,
          top: 0,
          views: 0,
          operatorName: null,
          noindex: 0,
          publishAt: at(index),
          createdAt: at(index),
          updatedAt: at(index),
        })),
      )
      .execute();
    forgetCachedAnswers();
    try {
      const { items } = await readFeed("zh");
      // The seeded 新闻 (2026) is the newest; then the bulk items from the newest down.
      expect(items.map((item) => field(item, "title"))).toEqual([
        "新闻",
        ...Array.from({ length: 49 }, (_, index) => `Bulk ${54 - index}`),
      ]);
    } finally {
      const nos = numbers.map(({ id }) => id);
      await db.deleteFrom("articles").where("no", "in", nos).execute();
      await db.deleteFrom("itemNumbers").where("id", "in", nos).execute();
      forgetCachedAnswers();
    }
  });
});

describe("with a public URL configured", () => {
  const read = (url: string) => configured.app.inject({ method: "GET", url, headers: { host: "127.0.0.1:8080" } });

  it("writes every absolute address with it, whatever the request's host", async () => {
    expect((await read("/robots.txt")).body).toContain("Sitemap: https://www.example-firm.de/sitemap.xml\n");
    expect((await read("/sitemap.xml")).body).toContain("<loc>https://www.example-firm.de/sitemap-pages-1.xml</loc>");
    const sitemap = (await readSitemap({}, read)).entries;
    // The ten sections' pages in three languages: the configured server has no content.
    expect(sitemap.size).toBe(30);
    for (const entry of sitemap.values()) {
      expect(entry.loc.startsWith("https://www.example-firm.de/")).toBe(true);
      for (const href of entry.alternates.values()) expect(href.startsWith("https://www.example-firm.de/")).toBe(true);
    }
    const feed = onlyChild(readXml((await read("/en/news/rss.xml")).body), "channel");
    expect(onlyChild(feed, "link").text).toBe("https://www.example-firm.de/en/news");
    expect(onlyChild(feed, "atom:link").attributes.href).toBe("https://www.example-firm.de/en/news/rss.xml");
    // No configuration at all: the catalog's name for a firm.
    expect(onlyChild(feed, "title").text).toBe("Law Firm");
    expect(childrenNamed(feed, "item")).toEqual([]);
  });
});

describe("the crawl files' caching", () => {
  const files = ["/sitemap.xml", "/sitemap-pages-1.xml", "/sitemap-news-1.xml", "/en/news/rss.xml"];

  // The index of this small site is too short to be worth compressing (the bulk test compresses it).
  it.each(files.slice(1))("sends %s compressed when the client accepts gzip", async (url) => {
    const plain = await get(url);
    const compressed = await get(url, { "accept-encoding": "gzip" });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(compressed.rawPayload).toString("utf8")).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect((await get(url, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
  });

  it.each(files)("answers %s again from the cache, and 304 to a client that has it", async (url) => {
    const first = await get(url);
    const { updatedAt } = await db.selectFrom("articles").select("updatedAt").where("id", "=", ownNews.en_US!.id).executeTakeFirstOrThrow();
    // A change past the back office: a file made again would show it, the cached one does not.
    await db.updateTable("articles").set({ title: "Retitled behind the cache's back" }).where("id", "=", englishNews.en_US!.id).execute();
    await db.updateTable("articles").set({ updatedAt: "2032-02-02T02:02:02.000Z" }).where("id", "=", ownNews.en_US!.id).execute();
    try {
      const second = await get(url);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      const revalidated = await get(url, { "if-none-match": String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
    } finally {
      await db.updateTable("articles").set({ title: "Fees < 5 & > 2" }).where("id", "=", englishNews.en_US!.id).execute();
      await db.updateTable("articles").set({ updatedAt }).where("id", "=", ownNews.en_US!.id).execute();
      forgetCachedAnswers();
    }
  });

  it("makes the sitemap and the feed again after a content change in the back office", async () => {
    // The index dates each page by its newest item's last change (its save or its publication), to
    // the second: a fixture saved or published moments ago could share the new item's second. Dated
    // back, the public ones leave the new item the newest.
    const longAgo = "2001-01-01T08:00:00.000Z";
    await db.updateTable("articles").set({ updatedAt: longAgo }).execute();
    await db.updateTable("articles").set({ publishAt: longAgo }).where("publishAt", "<=", new Date().toISOString()).execute();
    forgetCachedAnswers();
    const index = await get("/sitemap.xml");
    const feed = await get("/en/news/rss.xml");
    const created = await createArticles("latest-news", [
      { lang: "en_US", title: "Fresh from the back office", coverUrl: COVER, cataId: englishNewsFolder, isLink: 0, content: "<p>new</p>" },
    ]);
    try {
      const { entries } = await readSitemap();
      expect(entries.has(at("en_US", `/news/${created.en_US!.slug}`))).toBe(true);
      expect((await get("/sitemap.xml")).headers.etag).not.toBe(index.headers.etag);
      const changedFeed = await get("/en/news/rss.xml");
      expect(changedFeed.headers.etag).not.toBe(feed.headers.etag);
      expect(changedFeed.body).toContain("Fresh from the back office");
    } finally {
      const deleted = await call("DELETE", `/api/admin/latest-news?no=${created.en_US!.no}`);
      expect(deleted.statusCode, deleted.message).toBe(200);
    }
    expect((await readSitemap()).entries.has(at("en_US", `/news/${created.en_US!.slug}`))).toBe(false);
  });
});

describe("the tests' XML reader", () => {
  it.each([
    ["an unclosed element", "<a><b></a>"],
    ["crossed elements", "<a><b><c></b></c></a>"],
    ["a bare <", "<a>1 < 2</a>"],
    ["a bare &", "<a>you & me</a>"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["a duplicate attribute", '<a x="1" x="2"/>'],
    ["an unquoted attribute", "<a x=1/>"],
    ["a < in an attribute", '<a x="<"/>'],
    ["two roots", "<a/><b/>"],
    ["text after the root", "<a/>text"],
    ["an undeclared prefix", "<a><x:b/></a>"],
    ["a document type", "<!DOCTYPE a><a/>"],
    ["nothing", ""],
  ])("refuses %s", (_, source) => {
    expect(() => readXml(source)).toThrow(/not well-formed/);
  });

  it("reads elements, attributes, entities and declared prefixes", () => {
    const root = readXml('<?xml version="1.0"?>\n<a xmlns:x="urn:x" k=\'v &amp; w\'><x:b>1 &lt; 2 &#38; &#x3E;</x:b><c/></a>');
    expect(root).toEqual({
      name: "a",
      attributes: { "xmlns:x": "urn:x", k: "v & w" },
      text: "",
      children: [
        { name: "x:b", attributes: {}, children: [], text: "1 < 2 & >" },
        { name: "c", attributes: {}, children: [], text: "" },
      ],
    });
  });
});
