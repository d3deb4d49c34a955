import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache.ts";
import { ContentMemo } from "./content-memo.ts";

/** A memo over a cache of its own, on a clock the test moves, and a maker that counts its calls. */
function memoOf(options: { maxEntries?: number; maxAgeMs?: number; changedElsewhere?: () => readonly string[] | null | undefined } = {}) {
  const cache = new AnswerCache({ changedElsewhere: options.changedElsewhere });
  let now = 0;
  const memo = new ContentMemo(cache, { maxEntries: options.maxEntries ?? 10, maxAgeMs: options.maxAgeMs ?? 5_000, now: () => now });
  let made = 0;
  const make = (value: string) => async () => {
    made += 1;
    return value;
  };
  return { cache, memo, make, made: () => made, wait: (ms: number) => (now += ms) };
}

describe("values kept while the content they were made from is unchanged", () => {
  it("makes a value once, and again after content changed", async () => {
    const { cache, memo, make, made } = memoOf();
    expect(await memo.get("news 1", make("first"))).toBe("first");
    expect(await memo.get("news 1", make("second"))).toBe("first");
    expect(made()).toBe(1);
    cache.clear();
    expect(await memo.get("news 1", make("third"))).toBe("third");
    expect(made()).toBe(2);
  });

  it("keeps a value made with tags through a change that reaches none of them, and makes it again after one that does", async () => {
    const { cache, memo, make, made } = memoOf();
    expect(await memo.get("news count", make("first"), ["news:list"])).toBe("first");
    cache.invalidate(["practiceArea:item:3", "practiceArea:list"]);
    expect(await memo.get("news count", make("second"), ["news:list"])).toBe("first");
    expect(made()).toBe(1);
    cache.invalidate(["news:item:7", "news:list"]);
    expect(await memo.get("news count", make("third"), ["news:list"])).toBe("third");
    cache.invalidate(["practiceArea:item:3"]);
    expect(await memo.get("untagged", make("untagged"))).toBe("untagged");
    cache.invalidate(["practiceArea:item:3"]);
    expect(await memo.get("untagged", make("made again"))).toBe("made again");
  });

  it("does not keep a value made with tags while a change reaching them happened, nor after the cache was emptied", async () => {
    const { cache, memo, make } = memoOf();
    await memo.get(
      "news count",
      async () => {
        cache.invalidate(["news"]);
        return "made during a write";
      },
      ["news:list"],
    );
    expect(await memo.get("news count", make("after"), ["news:list"])).toBe("after");
    cache.clear();
    expect(await memo.get("news count", make("after emptying"), ["news:list"])).toBe("after emptying");
  });

  it("makes it again when content changed in another process or a publication fell due", async () => {
    let changed: null | undefined = undefined;
    const { memo, make } = memoOf({ changedElsewhere: () => changed });
    await memo.get("news 1", make("first"));
    changed = null;
    expect(await memo.get("news 1", make("second"))).toBe("second");
  });

  it("does not keep a value made while content changed", async () => {
    const { cache, memo } = memoOf();
    const during = await memo.get("news 1", async () => {
      cache.clear();
      return "made during a write";
    });
    expect(during).toBe("made during a write");
    expect(await memo.get("news 1", async () => "after")).toBe("after");
  });

  it("keeps a value for its longest age, and not after being emptied", async () => {
    const { memo, make, wait } = memoOf({ maxAgeMs: 5_000 });
    await memo.get("news 1", make("first"));
    wait(4_999);
    expect(await memo.get("news 1", make("second"))).toBe("first");
    wait(1);
    expect(await memo.get("news 1", make("third"))).toBe("third");
    memo.clear();
    expect(await memo.get("news 1", make("fourth"))).toBe("fourth");
  });

  it("lets the least recently used go beyond its size", async () => {
    const { memo, make } = memoOf({ maxEntries: 2 });
    await memo.get("a", make("a1"));
    await memo.get("b", make("b1"));
    await memo.get("a", make("a2"));
    await memo.get("c", make("c1"));
    expect(await memo.get("a", make("a3"))).toBe("a1");
    expect(await memo.get("b", make("b2"))).toBe("b2");
  });
});
