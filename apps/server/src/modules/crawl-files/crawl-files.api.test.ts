import type { Person, PracticeArea } from "@lawfirm/contract";
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
import { createTestApp } from "../../../test/test-app.ts";
import { childrenNamed, onlyChild, readXml, type XmlElement } from "../../../test/xml-reader.ts";
import { crawlFileRoutes } from "./crawl-files.routes.ts";

const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());
const configured = await createTestApp({ PUBLIC_URL: "https://www.example-firm.de" });

const HOST = "site.test:8080";
const ORIGIN = `http://${HOST}`;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers: { host: HOST, ...headers } });

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

interface Article {
  id: number;
  no: number;
  lang: string;
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
  englishNews = await createArticles("latest-news", [news("en_US", "Fees < 5 & > 2")]);
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

async function readSitemap(url = "/sitemap.xml", headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { response, entries: urlEntries(readXml(response.body)) };
}

const PREFIX: Record<string, string> = { de_DE: "de", en_US: "en", zh_CN: "zh" };
const at = (lang: string, path: string) => `${ORIGIN}/${PREFIX[lang]}${path}`;

/** The addresses the seeded content must give, with their x-default. */
function expectedAddresses(): Map<string, string> {
  const expected = new Map<string, string>();
  for (const page of ["/home", "/about", "/expertises", "/people", "/news", "/case"]) {
    for (const lang of ["de_DE", "en_US", "zh_CN"]) expected.set(at(lang, page), `${ORIGIN}${page}`);
  }
  expected.set(at("en_US", "/docs/privacy"), `${ORIGIN}/docs/privacy`);
  expected.set(at("de_DE", "/docs/privacy"), `${ORIGIN}/docs/privacy`);
  expected.set(at("zh_CN", "/docs/terms"), `${ORIGIN}/docs/terms`);
  const details: [string, Record<string, { id: number }>, string][] = [
    ["/expertises/detail/", areaEverywhere, "en_US"],
    ["/expertises/detail/", areaTwo, "en_US"],
    ["/people/detail/", personEverywhere, "en_US"],
    ["/people/detail/", personChinese, "zh_CN"],
    ["/news/detail/", ownNews, "en_US"],
    ["/news/detail/", englishNews, "en_US"],
    ["/case/detail/", caseAnalysis, "en_US"],
    ["/honor/detail/", honor, "de_DE"],
    ["/about/offices/", office, "en_US"],
  ];
  for (const [route, versions, defaultLang] of details) {
    for (const [lang, version] of Object.entries(versions)) {
      expected.set(at(lang, `${route}${version.id}`), `${ORIGIN}${route}${versions[defaultLang]!.id}`);
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
  it("is well-formed sitemap XML served with its type and caching", async () => {
    const { response } = await readSitemap();
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists every public address in every language the content exists in, and nothing else", async () => {
    const { entries } = await readSitemap();
    expect([...entries.keys()].sort()).toEqual([...expectedAddresses().keys()].sort());
  });

  it("leaves external news out: it links to another site and has no page here", async () => {
    const { response, entries } = await readSitemap();
    for (const version of Object.values(externalNews)) {
      expect(response.body).not.toContain(`/news/detail/${version.id}<`);
      expect(response.body).not.toContain(`/news/detail/${version.id}"`);
    }
    expect([...entries.keys()].filter((loc) => loc.includes("/news/detail/"))).toHaveLength(4);
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
    expect(entries.get(at("de_DE", `/people/detail/${personEverywhere.de_DE!.id}`))!.alternates.size).toBe(4);
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
    const german = at("de_DE", `/people/detail/${personEverywhere.de_DE!.id}`);
    expect(entries.get(german)!.lastmod).toBe("2031-05-06T07:08:09Z");
    const english = await db
      .selectFrom("people")
      .select("updatedAt")
      .where("id", "=", personEverywhere.en_US!.id)
      .executeTakeFirstOrThrow();
    expect(entries.get(at("en_US", `/people/detail/${personEverywhere.en_US!.id}`))!.lastmod).toBe(
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

  it("dates the home page by its public banners only: a draft banner's save is no change there, a publication is", async () => {
    const saved = await call<{ id: number }>("POST", "/api/admin/banner?saveAs=draft", {
      lang: "zh_CN",
      imgPath: "/api/upload/b.png",
      title: "草稿横幅",
      subTitle: "",
    });
    expect(saved.statusCode, saved.message).toBe(200);
    const homeLastmod = async () => (await readSitemap()).entries.get(at("zh_CN", "/home"))!.lastmod;
    await db.updateTable("banners").set({ updatedAt: "2033-03-03T03:03:03.000Z" }).where("id", "=", saved.result.id).execute();
    expect(await homeLastmod()).not.toBe("2033-03-03T03:03:03Z");

    await db.updateTable("banners").set({ publishAt: "2034-04-04T04:04:04.000Z" }).where("id", "=", saved.result.id).execute();
    expect(await homeLastmod(), "scheduled, not yet public").not.toBe("2034-04-04T04:04:04Z");
    await db.updateTable("banners").set({ publishAt: "2020-02-02T02:02:02.000Z" }).where("id", "=", saved.result.id).execute();
    expect(await homeLastmod()).toBe("2033-03-03T03:03:03Z");
  });

  it("lists only the site's languages", async () => {
    await db.insertInto("languages").values({ langCode: "fr_FR", langName: "Français", sort: 99 }).execute();
    try {
      const { response, entries } = await readSitemap();
      expect(entries.size).toBe(expectedAddresses().size);
      expect(response.body).not.toMatch(/fr-FR|fr_FR|\/undefined\//);
    } finally {
      await db.deleteFrom("languages").where("langCode", "=", "fr_FR").execute();
    }
  });

  it("uses the request's origin when no public URL is configured, trusting no forwarded header", async () => {
    const { response } = await readSitemap("/sitemap.xml", { "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" });
    expect(response.body).not.toContain("evil.test");
    expect(response.body).not.toContain("https://");
    const other = await app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "other.test" } });
    expect([...urlEntries(readXml(other.body)).keys()].every((loc) => loc.startsWith("http://other.test/"))).toBe(true);
  });

  it("answers no numbered sitemap while one file holds every address", async () => {
    expect((await get("/sitemap-1.xml")).statusCode).toBe(404);
  });
});

describe("the sitemap index", () => {
  const small = Fastify();
  crawlFileRoutes(small, { db, publicUrl: undefined, sitemapUrlLimit: 10 });
  afterAll(() => small.close());
  const smallGet = (url: string) => small.inject({ method: "GET", url, headers: { host: HOST } });

  it("replaces /sitemap.xml when there are more addresses than one file may hold", async () => {
    const total = expectedAddresses().size;
    const files = Math.ceil(total / 10);
    expect(files).toBeGreaterThan(2);
    const index = await smallGet("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(index.headers["cache-control"]).toBe("public, max-age=300");
    const root = readXml(index.body);
    expect(root.name).toBe("sitemapindex");
    expect(root.attributes.xmlns).toBe(SITEMAP_NS);
    expect(root.children.map((child) => child.name)).toEqual(Array(files).fill("sitemap"));
    expect(root.children.map((child) => onlyChild(child, "loc").text)).toEqual(
      Array.from({ length: files }, (_, index) => `${ORIGIN}/sitemap-${index + 1}.xml`),
    );
    for (const child of root.children) expect(onlyChild(child, "lastmod").text).toMatch(W3C_DATETIME);

    const listed: string[] = [];
    for (let page = 1; page <= files; page += 1) {
      const file = await smallGet(`/sitemap-${page}.xml`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["cache-control"]).toBe("public, max-age=300");
      const entries = urlEntries(readXml(file.body));
      expect(entries.size).toBeLessThanOrEqual(10);
      listed.push(...entries.keys());
    }
    expect(listed.sort()).toEqual([...expectedAddresses().keys()].sort());
  });

  it.each(["/sitemap-0.xml", "/sitemap-01.xml", "/sitemap-99.xml", "/sitemap-x.xml", "/sitemap-.xml", "/sitemap--1.xml"])(
    "answers 404 for %s",
    async (url) => {
      expect((await smallGet(url)).statusCode).toBe(404);
    },
  );
});

describe("news feeds", () => {
  async function readFeed(prefix: string) {
    const response = await get(`/${prefix}/news/rss.xml`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
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
    expect(field(own, "link")).toBe(`${ORIGIN}/en/news/detail/${ownNews.en_US!.id}`);
    expect(onlyChild(own, "guid")).toMatchObject({
      text: `${ORIGIN}/en/news/detail/${ownNews.en_US!.id}`,
      attributes: { isPermaLink: "true" },
    });
    expect(field(fees, "link")).toBe(`${ORIGIN}/en/news/detail/${englishNews.en_US!.id}`);
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
          content: "<p>bulk</p>",
          coverUrl: COVER,
          cataId: folder.id,
          isLink: 0,
          contentUrl: null,
          note: null,
          top: 0,
          views: 0,
          operatorName: null,
          publishAt: at(index),
          createdAt: at(index),
          updatedAt: at(index),
        })),
      )
      .execute();
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
    }
  });
});

describe("with a public URL configured", () => {
  const read = (url: string) => configured.app.inject({ method: "GET", url, headers: { host: "127.0.0.1:8080" } });

  it("writes every absolute address with it, whatever the request's host", async () => {
    expect((await read("/robots.txt")).body).toContain("Sitemap: https://www.example-firm.de/sitemap.xml\n");
    const sitemap = urlEntries(readXml((await read("/sitemap.xml")).body));
    expect(sitemap.size).toBe(18);
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
