import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.ts";

describe("--only-lighthouse", () => {
  it("measures Lighthouse alone, and cannot be asked for with Lighthouse left out", () => {
    expect(parseOptions(["--only-lighthouse"]).onlyLighthouse).toBe(true);
    expect(parseOptions([]).onlyLighthouse).toBe(false);
    expect(() => parseOptions(["--only-lighthouse", "--skip-lighthouse"])).toThrow("exclude each other");
  });
});
