import { describe, expect, it } from "vitest";
import { SecondChanceMap } from "./second-chance-map.ts";

/** A map holding a, b and c, added in that order. */
function mapOfThree() {
  const map = new SecondChanceMap<string, number>();
  map.set("a", 1);
  map.set("b", 2);
  map.set("c", 3);
  return map;
}

describe("values whose least recently used go first, with a second chance", () => {
  it("lets the oldest go when none was asked for again, and answers nothing when empty", () => {
    const map = mapOfThree();
    expect(map.evictOldest()).toBe(1);
    expect([...map]).toEqual([
      ["b", 2],
      ["c", 3],
    ]);
    expect(map.evictOldest()).toBe(2);
    expect(map.evictOldest()).toBe(3);
    expect(map.evictOldest()).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it("passes over a value asked for since it was last passed, once, moving it to the newest end", () => {
    const map = mapOfThree();
    expect(map.get("a")).toBe(1);
    expect(map.evictOldest()).toBe(2);
    expect([...map].map(([key]) => key)).toEqual(["c", "a"]);
    expect(map.evictOldest()).toBe(3);
    // Not asked for again since its second chance: it goes when it is the oldest.
    expect(map.evictOldest()).toBe(1);
  });

  it("lets the oldest go, its mark cleared, when every value was asked for again", () => {
    const map = mapOfThree();
    for (const key of ["c", "a", "b"]) map.get(key);
    expect(map.evictOldest()).toBe(1);
    expect([...map].map(([key]) => key)).toEqual(["b", "c"]);
  });

  it("holds a value set again under its key as the newest, unmarked, and forgets a deleted one", () => {
    const map = mapOfThree();
    map.get("a");
    map.set("a", 10);
    expect([...map]).toEqual([
      ["b", 2],
      ["c", 3],
      ["a", 10],
    ]);
    expect(map.delete("b")).toBe(2);
    expect(map.delete("b")).toBeUndefined();
    expect(map.get("b")).toBeUndefined();
    expect(map.evictOldest()).toBe(3);
    expect(map.evictOldest()).toBe(10);
    map.set("d", 4);
    map.clear();
    expect(map.size).toBe(0);
  });
});
