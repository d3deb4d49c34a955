import { describe, expect, it } from "vitest";
import { excerpt } from "./expertise-data";

describe("a practice area's excerpt", () => {
  it("is the first paragraph as plain text", () => {
    expect(excerpt("<p>We advise <strong>companies</strong> &amp; founders.</p><p>Second.</p>")).toBe("We advise companies & founders.");
  });

  it("falls back to the whole text without paragraphs", () => {
    expect(excerpt("<ul><li>One</li><li>Two</li></ul>")).toBe("One Two");
  });
});
