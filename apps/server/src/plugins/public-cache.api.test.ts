import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { withTwoProcesses } from "../../test/two-processes.ts";
import { openSqliteFile } from "../db/connection.ts";

const { app, db, config, login } = await createTestApp();
const auth = { authorization: `Bearer ${await login()}` };

const banners = (lang = "en_US", timestamp = Date.now()) =>
  app.inject({ method: "GET", url: `/api/user/banner?timestamp=${timestamp}`, headers: { lang } });
const titles = (response: { json: () => unknown }) =>
  (response.json() as { result: { title: string }[] }).result.map((banner) => banner.title);

async function createBanner(title: string, lang = "en_US") {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/banner",
    headers: auth,
    payload: { lang, imgPath: "/api/upload/b.png", title },
  });
  expect(response.statusCode, response.body).toBe(200);
  await publicationClockSettled();
  return response.json<{ result: { id: number } }>().result;
}

/**
 * After a write the publication clock looks up the next scheduled change, and until it knows it
 * nothing is cached (decision 0035): on a slow database that is longer than the next request takes.
 * Settled once asking the cache no longer empties it.
 */
async function publicationClockSettled() {
  await vi.waitFor(() => {
    const generation = app.publicCache.generation;
    app.publicCache.get("publication clock settled?");
    expect(app.publicCache.generation).toBe(generation);
  });
}

describe("the public answers cache", () => {
  it("answers a public read again from the cache, whatever its timestamp, with an ETag, and lets a CDN keep it a minute", async () => {
    await createBanner("Cached");
    const first = await banners("en_US", 1);
    expect(titles(first)).toContain("Cached");
    // A change behind the product's back (not through the API) is not seen: the answer is the cached one.
    await db.updateTable("banners").set({ title: "Changed in the database" }).execute();
    const second = await banners("en_US", 2);
    expect(titles(second)).toContain("Cached");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    expect(second.headers.vary).toContain("lang");
    const unchanged = await app.inject({
      method: "GET",
      url: "/api/user/banner",
      headers: { lang: "en_US", "if-none-match": String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it("is emptied by a write of the back office before the write's answer arrives", async () => {
    await banners();
    await createBanner("Brand new");
    expect(titles(await banners())).toContain("Brand new");
  });

  it("keeps the answers of each content language apart", async () => {
    await createBanner("Nur auf Deutsch", "de_DE");
    expect(titles(await banners("de_DE"))).toContain("Nur auf Deutsch");
    expect(titles(await banners("en_US"))).not.toContain("Nur auf Deutsch");
  });

  it("keeps no answer whose reading counts a view (an article's detail)", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/latest-news",
      headers: auth,
      payload: [
        { lang: "en_US", title: "Counted", content: "<p>x</p>", coverUrl: "/api/upload/c.png", cataId: await newsFolder(), isLink: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (await db.selectFrom("articles").select("id").where("title", "=", "Counted").executeTakeFirstOrThrow()).id;
    const detail = await app.inject({ method: "GET", url: `/api/user/latest-news/${id}`, headers: { lang: "en_US" } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers["cache-control"]).toBe("no-store");
    expect(detail.headers.etag).toBeUndefined();
  });

  it("sends a public read compressed from its first answer on, and keeps its compressed form only (decision 0122)", async () => {
    for (let number = 1; number <= 8; number++) await createBanner(`Sent compressed from the first answer on, banner ${number}`);
    const first = await app.inject({ method: "GET", url: "/api/user/banner", headers: { lang: "en_US", "accept-encoding": "gzip, br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    const body = brotliDecompressSync(first.rawPayload).toString();
    expect(titles({ json: () => JSON.parse(body) })).toContain("Sent compressed from the first answer on, banner 8");
    const kept = app.publicCache.get("api en_US /api/user/banner?");
    expect(kept?.body).toBeUndefined();
    expect(kept?.compressed.get("br")?.equals(first.rawPayload)).toBe(true);
    // A client that accepts no compression gets the same answer, inflated from it.
    const plain = await banners();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect([plain.body, plain.headers.etag]).toEqual([body, first.headers.etag]);
  });

  it("never keeps back-office reads or health checks", async () => {
    const list = await app.inject({ method: "GET", url: "/api/admin/banner?pageNo=1&pageSize=10", headers: auth });
    expect(list.headers["cache-control"]).toBe("no-store");
    const health = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(health.headers.etag).toBeUndefined();
  });
});

async function newsFolder(): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/catalog",
    headers: auth,
    payload: [{ lang: "en_US", name: `Folder ${Date.now()}`, type: 0 }],
  });
  expect(response.statusCode, response.body).toBe(200);
  const row = await db.selectFrom("catalogs").select("id").where("lang", "=", "en_US").orderBy("id", "desc").executeTakeFirstOrThrow();
  return row.id;
}

// Two server processes on one PostgreSQL server (the scaled-out setup): a change made through one
// empties the other's cache at once.
const databaseUrl = process.env.TEST_DIALECT === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
describe.runIf(databaseUrl)("the cache of several server processes on one PostgreSQL database", () => {
  it("is emptied in every process by a change made through any of them", async () => {
    await withTwoProcesses(databaseUrl!, async ({ first, second, token }) => {
      const read = () => second.inject({ method: "GET", url: "/api/user/banner", headers: { lang: "en_US" } });
      expect(titles(await read())).toEqual([]);
      const created = await first.inject({
        method: "POST",
        url: "/api/admin/banner",
        headers: { authorization: `Bearer ${token}` },
        payload: { lang: "en_US", imgPath: "/api/upload/b.png", title: "From the first process" },
      });
      expect(created.statusCode, created.body).toBe(200);
      await expect.poll(async () => titles(await read()), { timeout: 2_000, interval: 20 }).toEqual(["From the first process"]);
    });
  });
});

// The notification carries the write's keys (decision 0062): the other process drops only what they reach.
describe.runIf(databaseUrl)("the cache of several server processes on one PostgreSQL database, after a write of one item", () => {
  it("drops in every other process the answers showing it, and keeps the others", async () => {
    await withTwoProcesses(databaseUrl!, async ({ first, second, token }) => {
      const headers = { authorization: `Bearer ${token}` };
      const folder = await first.inject({
        method: "POST",
        url: "/api/admin/catalog",
        headers,
        payload: [{ lang: "en_US", name: "News", type: 0 }],
      });
      expect(folder.statusCode, folder.body).toBe(200);
      const cataId = folder.json<{ result: { id: number }[] }>().result[0]!.id;
      const newsList = "/api/user/latest-news?pageNo=1&pageSize=10";
      const read = (url: string) => second.inject({ method: "GET", url, headers: { lang: "en_US" } });
      // The cache's key of a public read (`publicApiKey`): its language, path and sorted query.
      const kept = (url: string) => second.publicCache.get(`api en_US ${url.includes("?") ? url : `${url}?`}`);
      // Once the folder's change has reached the second process, both answers are kept there.
      await expect
        .poll(
          async () => {
            await read(newsList);
            await read("/api/user/banner");
            return Boolean(kept(newsList)) && Boolean(kept("/api/user/banner"));
          },
          { timeout: 2_000, interval: 20 },
        )
        .toBe(true);
      const created = await first.inject({
        method: "POST",
        url: "/api/admin/latest-news",
        headers,
        payload: [{ lang: "en_US", title: "From the first", content: "<p>x</p>", coverUrl: "/api/upload/c.png", cataId, isLink: 0 }],
      });
      expect(created.statusCode, created.body).toBe(200);
      await expect.poll(() => kept(newsList), { timeout: 2_000, interval: 20 }).toBeUndefined();
      expect(kept("/api/user/banner")).toBeDefined();
      const titlesNow = (await read(newsList)).json<{ result: { title: string }[] }>().result.map((news) => news.title);
      expect(titlesNow).toEqual(["From the first"]);
    });
  });
});

// SQLite: a seed command is another process writing to the same file.
describe.runIf(process.env.TEST_DIALECT === "sqlite")("the cache of a SQLite server", () => {
  it("is emptied when another process writes to the database file", async () => {
    await createBanner("Before the command");
    expect(titles(await banners())).toContain("Before the command");
    const other = openSqliteFile(path.join(config.dataDir, "lawfirm.sqlite"));
    try {
      other.prepare("update banners set title = 'Written by another process' where title = 'Before the command'").run();
    } finally {
      other.close();
    }
    // The server sees another connection's commit from the next turn of its event loop.
    await nextTurn();
    expect(titles(await banners())).toContain("Written by another process");
  });
});
