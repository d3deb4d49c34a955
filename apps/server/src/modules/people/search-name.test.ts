import { describe, expect, it } from "vitest";
import { foldForSearch, searchNameOf, searchSpellings } from "./search-name.ts";

describe("names normalised for search", () => {
  it("ignores case and accents", () => {
    expect(foldForSearch("Dr. Katharina MÜLLER")).toBe("dr. katharina muller");
    expect(foldForSearch("Åsa Lindqvist-Bäcker")).toBe("asa lindqvist-backer");
    expect(foldForSearch("François Lefèvre")).toBe("francois lefevre");
  });

  it("spells ß as ss and folds letters Unicode does not decompose", () => {
    expect(foldForSearch("Weiß")).toBe("weiss");
    expect(foldForSearch("GROẞ")).toBe("gross");
    expect(foldForSearch("Søren Łukasz")).toBe("soren lukasz");
  });

  it("treats decomposed and composed input alike and collapses white space", () => {
    expect(foldForSearch("Mu\u0308ller \t  Jörg")).toBe("muller jorg");
    expect(searchSpellings("Mu\u0308ller")).toEqual(["muller", "mueller"]);
  });

  it("stores both spellings of a German umlaut, one per line", () => {
    expect(searchNameOf("Müller")).toBe("muller\nmueller");
    expect(searchNameOf("Mueller")).toBe("mueller");
    expect(searchNameOf("Schröder")).toBe("schroder\nschroeder");
  });

  it("leaves Chinese names as they are", () => {
    expect(searchNameOf("王小明")).toBe("王小明");
    expect(searchSpellings("小")).toEqual(["小"]);
  });

  it("answers no spelling for a keyword of white space only", () => {
    expect(searchSpellings("   ")).toEqual([]);
  });
});
