import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.ts";

describe("--only-lighthouse", () => {
  it("reports Lighthouse's median of five runs per page unless told otherwise", () => {
    expect(parseOptions([]).lighthouseRuns).toBe(5);
    expect(parseOptions(["--lighthouse-runs", "2"]).lighthouseRuns).toBe(2);
  });

  it("measures Lighthouse alone, and cannot be asked for with Lighthouse left out", () => {
    expect(parseOptions(["--only-lighthouse"]).onlyLighthouse).toBe(true);
    expect(parseOptions([]).onlyLighthouse).toBe(false);
    expect(() => parseOptions(["--only-lighthouse", "--skip-lighthouse"])).toThrow("exclude each other");
  });
});
