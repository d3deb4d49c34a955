import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseOptions } from "./options.ts";
import { readSeededMark } from "./server.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-test-"));
  folders.push(made);
  return made;
}
const admin = { account: "admin", password: "Bench-secret-1" };

describe("a kept data folder (--data)", () => {
  it("is seeded when missing or empty", () => {
    const empty = folder();
    expect(readSeededMark(empty, { news: 50_000, people: 500 })).toBeUndefined();
    expect(readSeededMark(path.join(empty, "not-yet"), { news: 50_000, people: 500 })).toBeUndefined();
  });

  it("is used again, with its administrator, when an earlier run seeded the same numbers", () => {
    const kept = folder();
    fs.writeFileSync(path.join(kept, "bench-seeded.json"), JSON.stringify({ news: 50_000, people: 500, admin }));
    fs.writeFileSync(path.join(kept, "lawfirm.sqlite"), "");
    expect(readSeededMark(kept, { news: 50_000, people: 500 })).toEqual({ news: 50_000, people: 500, admin });
    expect(() => readSeededMark(kept, { news: 10_000, people: 500 })).toThrow("holds 50000 news and 500 people, not 10000 and 500");
  });

  it("refuses a folder it did not seed, rather than writing into it", () => {
    const other = folder();
    fs.writeFileSync(path.join(other, "notes.txt"), "mine");
    expect(() => readSeededMark(other, { news: 10_000, people: 500 })).toThrow("neither empty nor a folder this bench seeded");
  });

  it("is one database of one size: not with --scale or --only-processes", () => {
    expect(parseOptions(["--data", "/tmp/x"]).data).toBe("/tmp/x");
    expect(() => parseOptions(["--data", "/tmp/x", "--scale"])).toThrow("not with --scale");
    expect(() => parseOptions(["--data", "/tmp/x", "--only-processes"])).toThrow("not with --scale or --only-processes");
    expect(() => parseOptions(["--only-lighthouse", "--skip-lighthouse"])).toThrow("exclude each other");
  });
});
