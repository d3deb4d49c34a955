import { describe, expect, it } from "vitest";
import { placeAt } from "./ordering.ts";

describe("placeAt, the ordering of the server and the back office", () => {
  const order = [1, 2, 3, 4];

  it("moves an item up to the target's place, pushing the target and those after it down", () => {
    expect(placeAt(order, 3, 1)).toEqual([3, 1, 2, 4]);
  });

  it("moves an item down to just after the target, pulling those between up", () => {
    expect(placeAt(order, 1, 3)).toEqual([2, 3, 1, 4]);
    expect(placeAt(order, 1, 4)).toEqual([2, 3, 4, 1]);
  });

  it("inserts an item from elsewhere at the target's place", () => {
    expect(placeAt(order, 9, 3)).toEqual([1, 2, 9, 3, 4]);
  });

  it("puts the item last without a target, or with a target not in the order", () => {
    expect(placeAt(order, 2, undefined)).toEqual([1, 3, 4, 2]);
    expect(placeAt(order, 9, undefined)).toEqual([1, 2, 3, 4, 9]);
    expect(placeAt(order, 2, 7)).toEqual([1, 3, 4, 2]);
  });

  it("leaves the order as it is when the item is its own target, and never changes the order it is given", () => {
    const given = [...order];
    expect(placeAt(given, 2, 2)).toEqual(order);
    expect(given).toEqual(order);
  });
});
