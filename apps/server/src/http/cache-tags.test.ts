import { AUDIT_KINDS } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { answerTags, changeKeys, reaches } from "./cache-tags.ts";

describe("the keys of a back-office write", () => {
  it("name an item and its kind's lists, a kind without numbered items whole, and everything for the rest", () => {
    expect(changeKeys({ kind: "news", itemNo: 7 })).toEqual(["news:item:7", "news:list"]);
    expect(changeKeys({ kind: "person", itemNo: 3 })).toEqual(["person:item:3", "person:list"]);
    // A write that named no item (an order of practice areas) changes the whole kind.
    expect(changeKeys({ kind: "practiceArea", itemNo: null })).toEqual(["practiceArea"]);
    expect(changeKeys({ kind: "office", itemNo: 2 })).toEqual(["office"]);
    for (const kind of ["siteConfig", "redirect", "account", "file", "icon"] as const) expect(changeKeys({ kind })).toBeNull();
    // Every kind the audit log knows has its keys (or everything).
    for (const kind of AUDIT_KINDS) expect(() => changeKeys({ kind, itemNo: 1 })).not.toThrow();
  });

  it("reach the tags they equal, begin or that begin them, and every answer tagged content or untagged", () => {
    expect(reaches(["news:item:7", "news:list"], ["news:item:7"])).toBe(true);
    expect(reaches(["news:item:7", "news:list"], ["news:item:70"])).toBe(false);
    expect(reaches(["news:item:7", "news:list"], ["news"])).toBe(true);
    expect(reaches(["news"], ["news:item:70"])).toBe(true);
    expect(reaches(["news:item:7", "news:list"], ["person:list", "newsletter"])).toBe(false);
    expect(reaches(["banner"], ["content"])).toBe(true);
    expect(reaches(["banner"], undefined)).toBe(true);
    expect(reaches(null, ["banner"])).toBe(true);
  });
});

describe("the tags of a public answer", () => {
  const result = (value: unknown) => () => value;

  it("name a detail's item, what else it shows, and its kind's list when related items are among it", () => {
    expect(answerTags("/api/user/latest-news/:id", result({ no: 4, proFieldIds: [], related: [] }))).toEqual([
      "news:item:4",
      "person:list",
      "practiceArea:list",
      "folder",
    ]);
    expect(answerTags("/api/user/case-analysis/:id", result({ no: 4, proFieldIds: [9], related: [] }))).toContain("case:list");
    expect(answerTags("/api/user/professionalField/:id", result({ no: 2 }))).toEqual(["practiceArea:item:2", "person:list"]);
    expect(answerTags("/api/user/professionalField/pageTurn/:no", result(null))).toEqual(["practiceArea:list", "person:list"]);
  });

  it("name the site's configuration for it and the languages, and everything for a read without a rule", () => {
    expect(answerTags("/api/user/portal-config", result(null))).toEqual(["siteConfig"]);
    expect(answerTags("/api/common/language", result(null))).toEqual(["siteConfig"]);
    expect(answerTags("/api/user/unknown", result(null))).toEqual(["content"]);
    expect(answerTags("/api/user/addresses/:kind/:slug", result(null), ["news:item:3"])).toEqual(["news:item:3"]);
  });
});
