import { describe, expect, it } from "vitest";
import { editorPath } from "./editorPaths.ts";

describe("an item's editor address", () => {
  it("names every kind's item by its number, the specification's people and practice area routes taking it as {id}", () => {
    expect(editorPath("person", 4)).toBe("/admin/people/edit/4");
    expect(editorPath("practiceArea", 7)).toBe("/admin/expertise/edit/7");
    expect(editorPath("news", 12)).toBe("/admin/articles/news/edit?no=12");
    expect(editorPath("case", 3)).toBe("/admin/articles/cases/edit?no=3");
    expect(editorPath("honor", 5)).toBe("/admin/articles/honors/edit?no=5");
  });

  it("opens the version of a language when given one, and an external news item in its own editor", () => {
    expect(editorPath("person", 4, { lang: "zh_CN" })).toBe("/admin/people/edit/4?lang=zh_CN");
    expect(editorPath("practiceArea", 7, { lang: "de_DE" })).toBe("/admin/expertise/edit/7?lang=de_DE");
    expect(editorPath("news", 12, { lang: "en_US", external: true })).toBe("/admin/articles/news/edit-external?no=12&lang=en_US");
    // Only news has external items.
    expect(editorPath("case", 3, { external: true })).toBe("/admin/articles/cases/edit?no=3");
  });
});
