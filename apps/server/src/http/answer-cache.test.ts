import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AnswerCache, cachedAnswer } from "./answer-cache.ts";

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
