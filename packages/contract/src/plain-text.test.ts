import { describe, expect, it } from "vitest";
import { articleDescription, plainText } from "./plain-text.ts";

describe("plain text from rich text", () => {
  it("drops tags, decodes the usual entities and shortens at a word", () => {
    expect(plainText("<h2>Title</h2><p>Tom &amp; Jerry&nbsp;say <b>hi</b>.</p>")).toBe("Title Tom & Jerry say hi .");
    const long = plainText(`<p>${"word ".repeat(60)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(41);
    expect(long.endsWith("…")).toBe(true);
  });

  it("describes an article by its teaser, else its note, else the start of its text", () => {
    expect(articleDescription({ teaser: " Short. ", note: "Note", content: "<p>Text</p>" })).toBe("Short.");
    expect(articleDescription({ teaser: null, note: "Note", content: "<p>Text</p>" })).toBe("Note");
    expect(articleDescription({ teaser: "", note: null, content: "<p>Text</p>" })).toBe("Text");
  });
});
