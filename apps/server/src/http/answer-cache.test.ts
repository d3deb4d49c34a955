import { randomBytes } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import {
  AnswerCache,
  cachedAnswer,
  chunkSizeFor,
  MAKING_WAIT_MS,
  precompressedAnswer,
  sendCachedAnswer,
  sendThroughCache,
  type CachedAnswer,
} from "./answer-cache.ts";

const answer = (size: number) => cachedAnswer(200, { "content-type": "text/plain" }, Buffer.alloc(size, "a"));

/** A cache of two answers, and a way to keep one in it: stored, then asked for again. */
function cacheOfTwo() {
  const cache = new AnswerCache({ maxEntries: 2 });
  const keep = (key: string) => {
    cache.set(key, answer(10), cache.generation);
    cache.get(key);
  };
  return { cache, keep };
}

describe("the answer cache", () => {
  // The second chance itself (passed over once, then forgotten) is SecondChanceMap's: its own tests.
  it("forgets the least recently used answers beyond its limits", () => {
    const { cache, keep } = cacheOfTwo();
    keep("a");
    keep("b");
    cache.get("a");
    keep("c");
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("keeps answers asked for once on probation, where a run of one-off addresses pushes out none asked for again", () => {
    const cache = new AnswerCache({ probationEntries: 3 });
    cache.set("home", answer(10), cache.generation);
    expect(cache.get("home")).toBeDefined();
    cache.set("news", answer(10), cache.generation);
    for (let query = 0; query < 10; query++) cache.set(`search?q=${query}`, answer(10), cache.generation);
    // The home page was asked for again and stays; the news page, asked for once, went with the searches before it.
    expect(cache.get("home")).toBeDefined();
    expect(cache.get("news")).toBeUndefined();
    expect(cache.size).toBe(4);
    expect(cache.get("search?q=7")).toBeDefined();
    expect(cache.get("search?q=6")).toBeUndefined();
  });

  it("limits the bytes of the answers on probation, and counts both lists in its size", () => {
    const cache = new AnswerCache({ probationBytes: 3 * 2 * 1000 });
    cache.set("kept", answer(1000), cache.generation);
    cache.get("kept");
    for (let query = 0; query < 5; query++) cache.set(`search?q=${query}`, answer(1000), cache.generation);
    expect(cache.size).toBe(4);
    expect(cache.byteSize).toBe(4 * 2 * 1000);
  });

  it("counts room for the compressed forms in its byte limit", () => {
    const big = cachedAnswer(200, {}, randomBytes(20_000));
    const cache = new AnswerCache({ probationBytes: big.bodyLength + 100 });
    cache.set("big", big, cache.generation);
    expect(cache.size).toBe(0);
  });

  it("keeps its bodies and compressed forms in memory of their own size, not in zlib's or a shared buffer", async () => {
    const kept = cachedAnswer(200, {}, Buffer.from("a short answer ".repeat(100)));
    expect(kept.body?.buffer.byteLength).toBe(kept.bodyLength);
    const app = Fastify();
    app.get("/", (request, reply) => sendCachedAnswer(request, reply, kept, new AnswerCache()));
    for (const encoding of ["br", "gzip"]) await app.inject({ url: "/", headers: { "accept-encoding": encoding } });
    await app.close();
    const sizes = [...kept.compressed.values()].map((form) => [form.length, form.buffer.byteLength]);
    expect(sizes).toHaveLength(2);
    for (const [length, held] of sizes) expect(held).toBe(length);
    const precompressed = await precompressedAnswer(200, {}, Buffer.from("a longer answer ".repeat(1_000)));
    for (const form of precompressed.compressed.values()) expect(form.buffer.byteLength).toBe(form.length);
  });

  it("does not keep an answer computed before content changed", () => {
    const cache = new AnswerCache();
    const generation = cache.generation;
    cache.clear();
    cache.set("late", answer(10), generation);
    expect(cache.get("late")).toBeUndefined();
  });

  it("drops the answers a change reaches by their tags, and keeps the others", () => {
    const cache = new AnswerCache();
    const tagged = (...tags: string[]) => cachedAnswer(200, {}, Buffer.from("x"), tags);
    cache.set("news A", tagged("news:item:1", "person:list"), cache.generation);
    cache.set("news B", tagged("news:item:2", "person:list"), cache.generation);
    cache.set("news list", tagged("news:list"), cache.generation);
    cache.set("people", tagged("person:list", "office"), cache.generation);
    cache.set("sitemap", tagged("content"), cache.generation);
    cache.set("untagged", answer(10), cache.generation);
    cache.invalidate(["news:item:1", "news:list"]);
    expect(["news A", "news B", "news list", "people", "sitemap", "untagged"].filter((key) => cache.get(key))).toEqual([
      "news B",
      "people",
    ]);
    // A key naming a whole kind reaches every tag of the kind.
    cache.invalidate(["person"]);
    expect(cache.get("news B")).toBeUndefined();
    expect(cache.get("people")).toBeUndefined();
  });

  it("keeps an answer computed while a change it does not show happened, not one computed while one it shows did", () => {
    const cache = new AnswerCache();
    const generation = cache.generation;
    cache.invalidate(["news:item:1", "news:list"]);
    cache.set("person", cachedAnswer(200, {}, Buffer.from("x"), ["person:item:3"]), generation);
    cache.set("news list", cachedAnswer(200, {}, Buffer.from("x"), ["news:list"]), generation);
    expect(cache.get("person")).toBeDefined();
    expect(cache.get("news list")).toBeUndefined();
    // Beyond the changes it remembers, it keeps nothing computed before them.
    const old = cache.generation;
    for (let change = 0; change < 300; change += 1) cache.invalidate(["banner"]);
    cache.set("another person", cachedAnswer(200, {}, Buffer.from("x"), ["person:item:4"]), old);
    expect(cache.get("another person")).toBeUndefined();
  });

  it("drops what a change elsewhere reaches (a publication falling due), and everything for a change of everything", () => {
    let changed: readonly string[] | null | undefined;
    const cache = new AnswerCache({ changedElsewhere: () => changed });
    cache.set("a", answer(10), cache.generation);
    cache.set("news", cachedAnswer(200, {}, Buffer.from("news"), ["news:list"]), cache.generation);
    cache.set("people", cachedAnswer(200, {}, Buffer.from("people"), ["person:list"]), cache.generation);
    expect(cache.get("a")).toBeDefined();
    changed = ["news:item:3", "news:list"];
    expect(cache.get("news")).toBeUndefined();
    changed = undefined;
    expect(cache.get("people")).toBeDefined();
    changed = null;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("people")).toBeUndefined();
  });
});

describe("answers asked for at the same time", () => {
  /** A server whose one address is made by `make` through the cache; answers it and how often it made the answer. */
  function serverMaking(cache: AnswerCache, make: () => Promise<CachedAnswer | undefined>) {
    const app = Fastify();
    let makes = 0;
    app.get("/", async (request, reply) => {
      const sent = await sendThroughCache(request, reply, cache, "page", () => {
        makes += 1;
        return make();
      });
      return sent ?? reply.code(404).send("none");
    });
    return { app, makes: () => makes };
  }

  /** A make that finishes when `finish` is called. */
  function heldMake(body: string) {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    return { make: () => finished.then(() => cachedAnswer(200, { "content-type": "text/plain" }, Buffer.from(body))), finish };
  }

  it("are made once: the requests that miss an answer while another makes it wait for it", async () => {
    const cache = new AnswerCache();
    const held = heldMake("made once");
    const { app, makes } = serverMaking(cache, held.make);
    const asked = [app.inject("/"), app.inject("/"), app.inject("/")];
    await vi.waitFor(() => expect(makes()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    held.finish();
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.body)).toEqual(["made once", "made once", "made once"]);
    expect(makes()).toBe(1);
  });

  it("are made again by a request that came after a content change, and by the waiting ones when none was kept", async () => {
    const cache = new AnswerCache();
    const held = heldMake("before the change");
    const { app, makes } = serverMaking(cache, held.make);
    const first = app.inject("/");
    await vi.waitFor(() => expect(makes()).toBe(1));
    cache.invalidate(null);
    const second = app.inject("/");
    await vi.waitFor(() => expect(makes()).toBe(2));
    held.finish();
    await Promise.all([first, second]);

    const missing = serverMaking(new AnswerCache(), async () => undefined);
    const answers = await Promise.all([missing.app.inject("/"), missing.app.inject("/")]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(missing.makes()).toBe(2);
  });

  it("are waited for at most a few seconds, should the request making one never end", async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache();
      void cache.lookUpOrMake("page", () => new Promise<CachedAnswer>(() => {}));
      let waitedMake = false;
      const waited = cache.lookUpOrMake("page", async () => {
        waitedMake = true;
        return undefined;
      });
      await vi.advanceTimersByTimeAsync(MAKING_WAIT_MS - 1);
      expect(waitedMake, "still waiting").toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(waited).resolves.toEqual({ answer: undefined, fromCache: false });
      expect(waitedMake).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a cached answer's compression", () => {
  /** A page-like text: repetitive markup that brotli's best quality packs tighter than its quick one. */
  const page = Buffer.from(
    Array.from(
      { length: 1500 },
      (_, index) => `<li class="card-${index % 7}"><a href="/en/news/detail/${index}">Item ${index * 7919}</a></li>`,
    ).join("\n"),
  );

  const servedOnce = () => {
    const answer = cachedAnswer(200, { "content-type": "text/html" }, page);
    const app = Fastify();
    app.get("/page", (request, reply) => sendCachedAnswer(request, reply, answer, new AnswerCache()));
    const fetchPage = () => app.inject({ method: "GET", url: "/page", headers: { "accept-encoding": "gzip, br" } });
    return { answer, app, fetchPage };
  };

  it("is quick for the first visitors, and once an answer is sent a third time, brotli's best form, made in the background, for every later one", async () => {
    const { answer, app, fetchPage } = servedOnce();
    const first = await fetchPage();
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.rawPayload).equals(page)).toBe(true);
    await fetchPage();
    await fetchPage();
    await vi.waitFor(() => expect(answer.compressed.get("br")?.length).toBeLessThan(first.rawPayload.length), { timeout: 5000 });

    const later = await fetchPage();
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(later.rawPayload).equals(page)).toBe(true);
    expect(later.headers.etag).toBe(first.headers.etag);
    await app.close();
  });

  it("makes the first visitors' brotli form at quality 1, the quickest, which still packs a page to a fifth", async () => {
    const { app, fetchPage } = servedOnce();
    const first = await fetchPage();
    const atQuality = (quality: number) => brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });
    expect(first.rawPayload.equals(atQuality(1))).toBe(true);
    expect(first.rawPayload.equals(atQuality(4))).toBe(false);
    expect(first.rawPayload.length).toBeLessThan(page.length / 5);
    await app.close();
  });

  it("keeps a precompressed answer (a sitemap page) in its compressed forms only, counted by them, and sends it whole to a client that accepts neither", async () => {
    const precompressed = await precompressedAnswer(200, { "content-type": "application/xml" }, page);
    expect(precompressed.body).toBeUndefined();
    expect(precompressed.bodyLength).toBe(page.length);
    const gzipLength = precompressed.compressed.get("gzip")?.length ?? 0;
    const roomy = new AnswerCache({ maxBytes: gzipLength * 2 });
    roomy.set("sitemap", precompressed, roomy.generation);
    expect([roomy.size, roomy.byteSize]).toEqual([1, gzipLength * 2]);

    const app = Fastify();
    app.get("/sitemap", (request, reply) => sendCachedAnswer(request, reply, precompressed, roomy));
    const fetchAs = (encoding: string) => app.inject({ method: "GET", url: "/sitemap", headers: { "accept-encoding": encoding } });
    const plain = await fetchAs("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);
    // Its brotli form sent a third time: the best form is made from the inflated body, and the cache's count stays.
    for (let send = 0; send < 3; send++) expect(brotliDecompressSync((await fetchAs("br")).rawPayload).equals(page)).toBe(true);
    await vi.waitFor(() => expect(precompressed.compressed.get("br")?.length).toBeLessThan(gzipLength), { timeout: 5000 });
    roomy.clear();
    expect(roomy.byteSize).toBe(0);
    await app.close();
  });

  it("keeps an answer compressed only once a client asked for a compressed form, and inflates it for one that accepts neither", async () => {
    const { answer, app, fetchPage } = servedOnce();
    expect(answer.body?.length).toBe(page.length);
    const counted = answer.countedBytes;
    await fetchPage();
    expect(answer.body).toBeUndefined();
    expect(answer.countedBytes).toBe(counted);
    for (const encoding of ["identity", "gzip"]) {
      const sent = await app.inject({ method: "GET", url: "/page", headers: { "accept-encoding": encoding } });
      const body = encoding === "gzip" ? gunzipSync(sent.rawPayload) : sent.rawPayload;
      expect(body.equals(page)).toBe(true);
    }
    await app.close();
  });

  it("has zlib write a form in chunks a quarter of the body, from zlib's smallest to its default of 16 KB", () => {
    expect([10, 1_000, 10_000, 64 * 1024, 1024 * 1024].map((length) => chunkSizeFor(Buffer.alloc(length)))).toEqual([
      zlibConstants.Z_MIN_CHUNK,
      250,
      2_500,
      16 * 1024,
      16 * 1024,
    ]);
  });

  it("sends whole forms that take several chunks: a body that does not compress, in brotli and in gzip", async () => {
    const noise = randomBytes(6_000);
    const app = Fastify();
    app.get("/noise", (request, reply) =>
      sendCachedAnswer(request, reply, cachedAnswer(200, { "content-type": "text/plain" }, noise), new AnswerCache()),
    );
    const brotli = await app.inject({ method: "GET", url: "/noise", headers: { "accept-encoding": "br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeGreaterThan(chunkSizeFor(noise));
    expect(brotliDecompressSync(brotli.rawPayload).equals(noise)).toBe(true);
    const gzipped = await app.inject({ method: "GET", url: "/noise", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).equals(noise)).toBe(true);
    await app.close();
  });

  it("spends nothing more on an answer sent only once or twice (a page right after a content change, a search)", async () => {
    const { answer, app, fetchPage } = servedOnce();
    const first = await fetchPage();
    await fetchPage();
    // Brotli's best form of this text takes well under this on any machine.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answer.compressed.get("br")?.length).toBe(first.rawPayload.length);
    await app.close();
  });
});

describe("a cached answer's Cache-Control", () => {
  const send = async (answer: CachedAnswer, cache = new AnswerCache()) => {
    const app = Fastify();
    app.get("/page", (request, reply) => sendCachedAnswer(request, reply, answer, cache));
    return app.inject({ method: "GET", url: "/page" });
  };

  it("lets a CDN keep an answer naming its keys a minute, a day when it is told of changes, and browsers ask again", async () => {
    const tagged = cachedAnswer(200, { "content-type": "text/html", vary: "accept-encoding" }, Buffer.from("page"), ["news:list"]);
    const unpurged = await send(tagged);
    expect(unpurged.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    expect(unpurged.headers["cache-tag"]).toBe("news:list,news:*,all");
    expect(unpurged.headers["surrogate-key"]).toBe("news:list news:* all");
    const purged = await send(tagged, new AnswerCache({ cdnPurged: true }));
    expect(purged.headers["cache-control"]).toBe("public, max-age=0, s-maxage=86400, stale-while-revalidate=30");
  });

  it("keeps no-cache for an answer without keys (a missing page) and one that varies by the visitor's cookie", async () => {
    const missing = await send(cachedAnswer(404, { "content-type": "text/html" }, Buffer.from("missing")));
    expect(missing.headers["cache-control"]).toBe("public, no-cache");
    expect(missing.headers["cache-tag"]).toBeUndefined();
    const vary = "accept-encoding, cookie, accept-language";
    const byCookie = await send(cachedAnswer(200, { "content-type": "text/html", vary }, Buffer.from("page"), ["news:list"]));
    expect(byCookie.headers["cache-control"]).toBe("public, no-cache");
  });
});
