import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, createFolder } from "../../../test/content-helpers.ts";
import { expectOthersServed, healthMonitor } from "../../../test/health-monitor.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { childrenNamed, onlyChild, readXml } from "../../../test/xml-reader.ts";
import { generateBulkContent } from "../../demo/bulk.ts";
import { languageRegistry } from "../languages/languages.service.ts";
import { isPublic } from "../publishing/publication.ts";
import { SITEMAP_PAGE_URL_LIMIT } from "./crawl-files.service.ts";

/**
 * The sitemap of a site with thousands of items, over a listening server: its pages hold every
 * address once and at most their limit, come from the cache, compressed, and are made without
 * holding up the requests of others (decision 0040).
 */

const NEWS = 1_000;
const CASES = 20;
const HONORS = 2;

const { app, db, storage, login } = await createTestApp();
const call = apiCaller(app, await login());
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
const { watch } = healthMonitor(origin);
afterAll(() => app.close());

/** A GET over the socket, as a crawler makes it; the body as text (fetch undoes any compression). */
async function fetchText(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const inject = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: path, headers: { host: `127.0.0.1:${port}`, ...headers } });

const pagePaths = (index: string) =>
  childrenNamed(readXml(index), "sitemap").map((entry) => new URL(onlyChild(entry, "loc").text).pathname);
const addressesOf = (page: string) => childrenNamed(readXml(page), "url").map((url) => onlyChild(url, "loc").text);

beforeAll(async () => {
  // Folders in every language, so that the generator files its items in them.
  await createFolder(call, "News", { type: 0 });
  await createFolder(call, "Cases", { type: 1 });
  await generateBulkContent(db, {
    news: NEWS,
    cases: CASES,
    honors: HONORS,
    uploads: storage.uploads,
    languages: languageRegistry(db),
    batchSize: 500,
    coversPerKind: 1,
  });
  // Written straight into the tables, past the back office: the cache is told here.
  app.publicCache.clear();
}, 120_000);

/** The detail addresses the items must give: every public version that is not external news. */
async function expectedDetailAddresses(): Promise<string[]> {
  const rows = await db
    .selectFrom("articles")
    .select(["slug", "kind", "lang", "isLink", "contentUrl"])
    .where(isPublic("articles"))
    .execute();
  const prefix: Record<string, string> = { de_DE: "de", en_US: "en", zh_CN: "zh" };
  return rows
    .filter((row) => !(row.kind === "news" && row.isLink === 1 && row.contentUrl))
    .map((row) => `${origin}/${prefix[row.lang]}/${row.kind}/${row.slug}`);
}

describe("the sitemap of thousands of items", () => {
  it("is made page by page while other requests are answered, each page within its limit, every address once", async () => {
    const watched = await watch(async () => {
      const index = await fetchText("/sitemap.xml", { "accept-encoding": "gzip" });
      // A crawler may ask for every page at once.
      const pages = await Promise.all(pagePaths(index.body).map((path) => fetchText(path, { "accept-encoding": "gzip" })));
      return { index, pages };
    });
    expectOthersServed(watched);

    const paths = pagePaths(watched.index.body);
    expect(paths).toEqual([
      "/sitemap-pages-1.xml",
      "/sitemap-news-1.xml",
      "/sitemap-news-2.xml",
      "/sitemap-case-1.xml",
      "/sitemap-honor-1.xml",
    ]);
    const listed: string[] = [];
    for (const page of watched.pages) {
      expect(page.status).toBe(200);
      const addresses = addressesOf(page.body);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.length).toBeLessThanOrEqual(SITEMAP_PAGE_URL_LIMIT);
      listed.push(...addresses);
    }
    expect(new Set(listed).size, "no address twice").toBe(listed.length);
    const lists = ["/home", "/about", "/expertises", "/people", "/news", "/case", "/honor", "/careers", "/events", "/contact"].flatMap(
      (route) => ["de", "en", "zh"].map((prefix) => `${origin}/${prefix}${route}`),
    );
    expect(listed.sort()).toEqual([...lists, ...(await expectedDetailAddresses())].sort());
  }, 60_000);

  it("sends the index and the pages compressed when the client accepts gzip", async () => {
    // The index of a few pages is too short to be worth it; its pages are not.
    for (const path of ["/sitemap-pages-1.xml", "/sitemap-news-1.xml"]) {
      const plain = await inject(path);
      const compressed = await inject(path, { "accept-encoding": "gzip" });
      expect(compressed.headers["content-encoding"], path).toBe("gzip");
      expect(gunzipSync(compressed.rawPayload).toString("utf8")).toBe(plain.body);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    }
  });

  it("answers a second request from the cache, and again after a content change in the back office", async () => {
    const index = await inject("/sitemap.xml");
    const lastNews = await inject("/sitemap-news-2.xml");
    // Past the back office the cache hears of nothing: the same answers, a 304 to a client that has them.
    // The newest news item the sitemap lists: the generator makes some news external (2 %), which it leaves out.
    const newest = await db
      .selectFrom("articles")
      .select(["id", "no"])
      .where("kind", "=", "news")
      .where("isLink", "=", 0)
      .where(isPublic("articles"))
      .orderBy("no", "desc")
      .executeTakeFirstOrThrow();
    await db.updateTable("articles").set({ updatedAt: "2040-01-01T00:00:00.000Z" }).where("no", "=", newest.no).execute();
    expect((await inject("/sitemap-news-2.xml")).body).toBe(lastNews.body);
    expect((await inject("/sitemap.xml", { "if-none-match": String(index.headers.etag) })).statusCode).toBe(304);

    // A cover the generator uploaded: a save names stored uploads only.
    const { coverUrl } = await db.selectFrom("articles").select("coverUrl").where("kind", "=", "news").executeTakeFirstOrThrow();
    const folder = await db.selectFrom("catalogs").select("id").where("lang", "=", "en_US").where("type", "=", 0).executeTakeFirstOrThrow();
    const created = await call<{ id: number; slug: string }[]>("POST", "/api/admin/latest-news", [
      {
        lang: "en_US",
        title: "Written in the back office",
        coverUrl,
        cataId: folder.id,
        isLink: 0,
        content: "<p>x</p>",
      },
    ]);
    expect(created.statusCode, created.message).toBe(200);
    const changedIndex = await inject("/sitemap.xml");
    expect(changedIndex.headers.etag).not.toBe(index.headers.etag);
    // The newest item comes last, on the last page of news; the one changed meanwhile shows its change now.
    const changedLastNews = (await inject("/sitemap-news-2.xml")).body;
    expect(addressesOf(changedLastNews).at(-1)).toBe(`${origin}/en/news/${created.result[0]!.slug}`);
    expect(changedLastNews).toContain("<lastmod>2040-01-01T00:00:00Z</lastmod>");
  });
});
