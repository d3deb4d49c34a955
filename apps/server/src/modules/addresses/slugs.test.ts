import { isSlug, SLUG_MAX_LENGTH } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugOf } from "./slugs.ts";

describe("slugOf", () => {
  it.each([
    ["Größere Übernahme: Straße & Café", "de_DE", "groessere-uebernahme-strasse-und-cafe"],
    ["Mergers & Acquisitions", "en_US", "mergers-and-acquisitions"],
    ["Déjà vu — Œuvre, naïve", "en_US", "deja-vu-oeuvre-naive"],
    ["并购交易中的数据保护", "zh_CN", "bing-gou-jiao-yi-zhong-de-shu-ju-bao-hu"],
    ["DSGVO 合规：新规则", "zh_CN", "dsgvo-he-gui-xin-gui-ze"],
    ["2026", "en_US", "news-2026"],
    ["!!!", "en_US", "news"],
  ])("makes %s (%s) %s", (title, lang, slug) => {
    expect(slugOf(title, lang, "news")).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it("cuts a long title between words, within the limit", () => {
    const slug = slugOf(`${"word ".repeat(30)}end`, "en_US", "news");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-word")).toBe(true);
    expect(slugOf("x".repeat(200), "en_US", "news")).toBe("x".repeat(SLUG_MAX_LENGTH));
  });
});

describe("firstFreeSlug", () => {
  it("takes the slug, else the first free number after it, still within the limit", () => {
    expect(firstFreeSlug("report", new Set())).toBe("report");
    expect(firstFreeSlug("report", new Set(["report", "report-2"]))).toBe("report-3");
    const long = "a".repeat(SLUG_MAX_LENGTH);
    const next = firstFreeSlug(long, new Set([long]));
    expect(next).toBe(`${"a".repeat(SLUG_MAX_LENGTH - 2)}-2`);
  });
});
