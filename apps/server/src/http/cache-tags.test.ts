import { AUDIT_KINDS } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import {
  addressTag,
  answerTags,
  cdnKeys,
  cdnPurgeKeys,
  changeKeys,
  mayJoinRelated,
  MAX_CDN_KEY_BYTES,
  MAX_UPLOAD_TAGS,
  reaches,
  uploadTag,
  uploadTags,
} from "./cache-tags.ts";

describe("the keys of a back-office write", () => {
  it("name an item and its kind's lists, a kind without numbered items whole, and nothing where none shows or the routes note it", () => {
    expect(changeKeys({ kind: "news", itemNo: 7 })).toEqual(["news:item:7", "news:list", "news:related"]);
    // An article without a practice area joins no other's related items.
    expect(changeKeys({ kind: "news", itemNo: 7, mayJoinRelated: false })).toEqual(["news:item:7", "news:list"]);
    expect(changeKeys({ kind: "person", itemNo: 3 })).toEqual(["person:item:3", "person:list"]);
    // A write that named no item (an order of practice areas) changes the whole kind.
    expect(changeKeys({ kind: "practiceArea", itemNo: null })).toEqual(["practiceArea"]);
    expect(changeKeys({ kind: "office", itemNo: 2 })).toEqual(["office"]);
    // Every page shows the site's configuration; its answer is the only one it is in.
    expect(changeKeys({ kind: "siteConfig", action: "update" })).toEqual(["siteConfig"]);
    // The newsletter's topics show in its form's answer, which no rule describes (`content`).
    expect(changeKeys({ kind: "newsletter", action: "update" })).toEqual(["newsletter"]);
    expect(
      reaches(
        ["newsletter"],
        answerTags("/api/user/newsletter/form", () => ({})),
      ),
    ).toBe(true);
    // What a picture's description, a redirect, a check-in or an erasure changes is noted by their
    // routes (an upload's key, an address's, an event's), not by their kinds.
    for (const kind of ["file", "redirect", "eventRegistration", "privacy"] as const) {
      for (const action of ["create", "update", "delete"] as const) expect(changeKeys({ kind, action })).toEqual([]);
    }
    // The icon library's entries show nowhere (a practice area names its icon's upload).
    for (const action of ["create", "delete"] as const) expect(changeKeys({ kind: "icon", action })).toEqual([]);
    // What no public answer shows, and a new file no content names yet.
    for (const kind of ["account", "inbox", "application", "mail"] as const) {
      expect(changeKeys({ kind, action: "update" })).toEqual([]);
    }
    for (const kind of ["file", "icon"] as const) expect(changeKeys({ kind, action: "upload" })).toEqual([]);
    expect(changeKeys({ kind: "privacy", action: "export" })).toEqual([]);
    // Every kind the audit log knows has its keys.
    for (const kind of AUDIT_KINDS) expect(Array.isArray(changeKeys({ kind, itemNo: 1 }))).toBe(true);
  });

  it("say an article may join others' related items unless its answer shows it without a practice area", () => {
    expect(mayJoinRelated([{ proFieldIds: [] }, { proFieldIds: [] }])).toBe(false);
    expect(mayJoinRelated([{ proFieldIds: [] }, { proFieldIds: [3] }])).toBe(true);
    expect(mayJoinRelated(null)).toBe(true);
    expect(mayJoinRelated([{ id: 1 }])).toBe(true);
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

  it("name an address whole: no address reaches another it begins, and a CDN's separators are escaped", () => {
    expect(reaches([addressTag("/en/news")], [addressTag("/en/news")])).toBe(true);
    expect(reaches([addressTag("/en/news")], [addressTag("/en/news/detail/7")])).toBe(false);
    expect(reaches([addressTag("/en/a:b")], [addressTag("/en/a")])).toBe(false);
    expect(reaches([addressTag("/en/a")], [addressTag("/en/a:b")])).toBe(false);
    expect(addressTag("/en/a:b,c d")).toBe("address:/en/a%3Ab%2Cc%20d");
    expect(
      cdnKeys([addressTag("/en/a,b")])
        .join(",")
        .split(","),
    ).toContain("address:/en/a%2Cb");
  });
});

describe("the tags of a public answer", () => {
  const result = (value: unknown) => () => value;

  it("name each upload the answer names once, a variant's as its upload's, and every upload beyond a few", () => {
    const name = (index: number) => `${index.toString(16).padStart(32, "0")}.jpg`;
    const body = JSON.stringify({
      coverUrl: `/api/upload/${name(1)}`,
      content: `<img src="/api/upload/${name(2)}" srcset="/api/upload/${name(2)}?w=480&f=avif 480w">`,
      photoUrl: `https://example.com/api/upload/${name(1)}`,
      other: "/api/upload/not-an-upload.jpg /uploads/" + name(3),
    });
    expect(uploadTags(body)).toEqual([uploadTag(name(1)), uploadTag(name(2))]);
    const many = Array.from({ length: MAX_UPLOAD_TAGS + 1 }, (_, index) => `/api/upload/${name(index)}`).join(" ");
    expect(uploadTags(many)).toEqual(["upload"]);
    // A picture's change reaches the answers naming it, or many uploads; not the others.
    expect(reaches([uploadTag(name(2))], uploadTags(body))).toBe(true);
    expect(reaches([uploadTag(name(2))], uploadTags(many))).toBe(true);
    expect(reaches([uploadTag(name(3))], uploadTags(body))).toBe(false);
  });

  it("name a detail's item, what else it shows, and an article's related items", () => {
    expect(answerTags("/api/user/latest-news/:id", result({ no: 4, proFieldIds: [], related: [] }))).toEqual([
      "news:item:4",
      "news:related",
      "person:list",
      "practiceArea:list",
      "folder",
    ]);
    expect(answerTags("/api/user/case-analysis/:id", result({ no: 4, proFieldIds: [9], related: [{ no: 8 }] }))).toEqual(
      expect.arrayContaining(["case:item:4", "case:item:8", "case:related"]),
    );
    expect(answerTags("/api/user/professionalField/:id", result({ no: 2 }))).toEqual(["practiceArea:item:2", "person:list"]);
    expect(answerTags("/api/user/professionalField/pageTurn/:no", result(null))).toEqual(["practiceArea:list", "person:list"]);
  });

  it("name a job opening's item or the openings' list, with the office and practice areas they show (decision 0071)", () => {
    expect(answerTags("/api/user/jobOpening/:id", result({ no: 5 }))).toEqual(["opening:item:5", "practiceArea:list", "office"]);
    expect(answerTags("/api/user/jobOpening", result([]))).toEqual(["opening:list", "practiceArea:list", "office"]);
    // A write of an opening reaches the careers list and its page; an office's write reaches both too.
    const written = changeKeys({ kind: "opening", itemNo: 5 });
    expect(written).toEqual(["opening:item:5", "opening:list"]);
    expect(reaches(written, answerTags("/api/user/jobOpening", result([])))).toBe(true);
    expect(reaches(written, answerTags("/api/user/jobOpening/:id", result({ no: 6 })))).toBe(false);
    expect(reaches(changeKeys({ kind: "office", itemNo: 1 }), answerTags("/api/user/jobOpening/:id", result({ no: 6 })))).toBe(true);
  });

  it("name the site's configuration for it and the languages, and everything for a read without a rule", () => {
    // It names the published legal documents (the footer's links) and shows the headline figures.
    expect(answerTags("/api/user/portal-config", result(null))).toEqual(["siteConfig", "document", "firmFigures"]);
    expect(answerTags("/api/common/language", result(null))).toEqual(["siteConfig"]);
    expect(answerTags("/api/user/unknown", result(null))).toEqual(["content"]);
    expect(answerTags("/api/user/addresses/:kind/:slug", result(null), ["news:item:3"])).toEqual(["news:item:3"]);
  });
});

describe("a CDN's keys", () => {
  const tagSets = [
    ["news:item:7"],
    ["news:item:70", "person:list"],
    ["news"],
    ["news:list", "folder"],
    ["news:related", "practiceArea:list"],
    ["content"],
    ["banner"],
    ["siteConfig", "document"],
    ["person:item:3", "office", "job"],
  ];
  const keySets = [
    ["news:item:7", "news:list", "news:related"],
    ["news:item:7", "news:list"],
    ["news"],
    ["person:item:3", "person:list"],
    ["banner"],
    ["office"],
    ["practiceArea"],
    [],
  ];

  it("purge by equal keys exactly what the server's own cache empties by beginnings", () => {
    for (const tags of tagSets) {
      const kept = new Set(cdnKeys(tags));
      for (const keys of [...keySets, null]) {
        const purged = cdnPurgeKeys(keys).some((key) => kept.has(key));
        expect(purged, `${JSON.stringify(keys)} → ${tags.join(",")}`).toBe(reaches(keys, tags));
      }
    }
  });

  it("name a change of everything `all`, and too many tags for a header `content`", () => {
    expect(cdnPurgeKeys(null)).toEqual(["all"]);
    expect(cdnKeys(["news:item:7"])).toEqual(["news:item:7", "news:*", "news:item:*", "all"]);
    const many = Array.from({ length: 1000 }, (_, no) => `news:item:${no}`);
    expect(cdnKeys(many)).toEqual(["content", "all"]);
    expect(cdnKeys(many.slice(0, 100)).join(",").length).toBeLessThanOrEqual(MAX_CDN_KEY_BYTES);
  });
});
