import { describe, expect, it } from "vitest";
import { changeMessage, readChangeMessage } from "./content-changes.ts";

describe("a content change's notification", () => {
  it("carries its sender and keys, everything when they do not fit PostgreSQL's payload", () => {
    expect(readChangeMessage(changeMessage("p1", ["news:item:1", "news:list"]))).toEqual({
      from: "p1",
      keys: ["news:item:1", "news:list"],
    });
    expect(readChangeMessage(changeMessage("p1", null))).toEqual({ from: "p1", keys: null });
    const many = Array.from({ length: 2_000 }, (_, index) => `news:item:${index}`);
    const payload = changeMessage("p1", many);
    expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(readChangeMessage(payload)).toEqual({ from: "p1", keys: null });
  });

  it("is a change of everything from anyone else (a command's announcement, an empty payload)", () => {
    expect(readChangeMessage("")).toEqual({ from: "", keys: null });
    expect(readChangeMessage("not json")).toEqual({ from: "", keys: null });
    expect(readChangeMessage(JSON.stringify({ from: "p2", keys: [1] }))).toEqual({ from: "p2", keys: null });
  });
});
