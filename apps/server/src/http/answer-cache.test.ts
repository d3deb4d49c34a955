import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { AnswerCache, cachedAnswer, sendCachedAnswer } from "./answer-cache.ts";

const answer = (size: number) => cachedAnswer(200, { "content-type": "text/plain" }, Buffer.alloc(size, "a"));

describe("the answer cache", () => {
  it("forgets the least recently used answers beyond its limits", () => {
    const cache = new AnswerCache({ maxEntries: 2 });
    cache.set("a", answer(10), cache.generation);
    cache.set("b", answer(10), cache.generation);
    cache.get("a");
    cache.set("c", answer(10), cache.generation);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("counts room for the compressed forms in its byte limit", () => {
    const big = cachedAnswer(200, {}, randomBytes(20_000));
    const cache = new AnswerCache({ maxBytes: big.body.length + 100 });
    cache.set("big", big, cache.generation);
    expect(cache.size).toBe(0);
  });

  it("does not keep an answer computed before content changed", () => {
    const cache = new AnswerCache();
    const generation = cache.generation;
    cache.clear();
    cache.set("late", answer(10), generation);
    expect(cache.get("late")).toBeUndefined();
  });

  it("empties itself when the database changed elsewhere", () => {
    let changed = false;
    const cache = new AnswerCache({ changedElsewhere: () => changed });
    cache.set("a", answer(10), cache.generation);
    expect(cache.get("a")).toBeDefined();
    changed = true;
    expect(cache.get("a")).toBeUndefined();
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
    app.get("/page", (request, reply) => sendCachedAnswer(request, reply, answer));
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
