import { describe, expect, it, vi } from "vitest";
import { foldForSearch } from "../people/search-name.ts";
import { findHits, foldText, foldWithOrigins, isTypoOf, queryTerms, shortTokens, snippetOf, type QueryTerm } from "./search-text.ts";

describe("folding", () => {
  it("folds case, accents and ß as people's names are folded, and collapses white space", () => {
    expect(foldText("  Müller\tStraße  Café ")).toBe("muller strasse cafe");
    expect(foldText("Ｍüller")).toBe("muller");
  });

  it("remembers where each folded character came from, umlauts spelled out or not", () => {
    const spelled = foldWithOrigins("Aß Müller", true);
    expect(spelled.folded).toBe("ass mueller");
    expect(spelled.origins.slice(0, 4)).toEqual([0, 1, 1, 2]);
    expect(spelled.origins[spelled.folded.indexOf("ue")]).toBe(4);
    expect(spelled.origins.at(-1)).toBe("Aß Müller".length);
  });
});

vi.mock(import("../people/search-name.ts"), async (original) => {
  const actual = await original();
  return { ...actual, foldForSearch: vi.fn(actual.foldForSearch) };
});

describe("folding long texts", () => {
  /** The folding as first written, one character at a time, kept as the definition the faster one must follow. */
  function foldedOneByOne(text: string, spellUmlauts: boolean) {
    const spelled: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "ae", Ö: "oe", Ü: "ue" };
    let folded = "";
    const origins: number[] = [];
    let index = 0;
    for (const char of text) {
      const code = char.charCodeAt(0);
      let piece: string;
      if (/\s/u.test(char)) piece = folded.endsWith(" ") || folded === "" ? "" : " ";
      else if (code < 0x80) piece = code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
      else if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3001 && code <= 0x303f)) piece = char;
      else piece = foldForSearch(spellUmlauts ? (spelled[char.normalize("NFC")] ?? char) : char);
      for (let position = 0; position < piece.length; position++) origins.push(index);
      folded += piece;
      index += char.length;
    }
    if (folded.endsWith(" ")) {
      folded = folded.slice(0, -1);
      origins.pop();
    }
    origins.push(text.length);
    return { folded, origins };
  }

  it("folds as one character at a time, whatever the characters", () => {
    // Letters of every kind, white space of every kind, marks alone, ligatures, surrogate pairs and lone halves, a final sigma.
    const characters = [..."aZ 9\t\n\u000bÄäÖöÜüßẞæŒøİıΣσς ¨\u0301\u0308ﬁ①Ｍ\u00a0\u2003\u3000、〸并购한글カナ😀𝐀\ud800\udc00ﷺ.,-&"];
    let seed = 11;
    const next = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    for (let round = 0; round < 1_000; round++) {
      const text = Array.from({ length: next(40) }, () => characters[next(characters.length)]).join("");
      for (const spellUmlauts of [false, true]) {
        const definition = foldedOneByOne(text, spellUmlauts);
        expect(foldWithOrigins(text, spellUmlauts), JSON.stringify(text)).toEqual(definition);
        expect(foldText(text, spellUmlauts), JSON.stringify(text)).toBe(definition.folded);
      }
    }
  });

  it("folds each character other than ASCII and Chinese once, however often a text holds it", () => {
    vi.mocked(foldForSearch).mockClear();
    expect(foldText("Müller ‹Straße› ".repeat(5_000))).toBe("muller ‹strasse› ".repeat(5_000).trimEnd());
    expect(vi.mocked(foldForSearch).mock.calls.length).toBeLessThanOrEqual(4);
  });
});

describe("query terms", () => {
  it("searches an umlaut in both spellings, and a spelled-out one without it", () => {
    expect(queryTerms("Müller")).toEqual([{ spellings: ["muller", "mueller"] }]);
    expect(queryTerms("mueller")).toEqual([{ spellings: ["mueller", "muller"] }]);
    expect(queryTerms("muller")).toEqual([{ spellings: ["muller"] }]);
  });

  it("splits at white space and where Chinese meets Latin script, and trims punctuation around words", () => {
    expect(queryTerms("„Kartellrecht“, M&A 并购2026").map((term) => term.spellings[0])).toEqual(["kartellrecht", "m&a", "并购", "2026"]);
  });

  it("drops single letters and repeated terms, and keeps a single Chinese character", () => {
    expect(queryTerms("a b ! Recht recht")).toEqual([{ spellings: ["recht"] }]);
    expect(queryTerms("王")).toEqual([{ spellings: ["王"] }]);
  });
});

describe("short tokens", () => {
  it("holds every Chinese character and pair, and two-letter words, padded with spaces", () => {
    expect(shortTokens("跨境并购 eu law")).toBe(" 跨 跨境 境 境并 并 并购 购 eu ");
    expect(shortTokens("nothing short here")).toBe("");
  });
});

describe("hits and snippets", () => {
  it("marks the original text of a hit, whichever spelling found it", () => {
    const text = "Dr. Katharina Müller (Mueller)";
    const hits = findHits(text, queryTerms("mueller"));
    expect(hits.map(([start, end]) => text.slice(start, end))).toEqual(["Müller", "Mueller"]);
  });

  it("cuts a long text around the first hit with ellipses, the hits moved with it", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(20)}Das Kartellrecht gilt. ${"Weiter im Text. ".repeat(20)}`;
    const snippet = snippetOf(text, queryTerms("kartellrecht"), 120);
    expect(snippet.text.startsWith("…")).toBe(true);
    expect(snippet.text.endsWith("…")).toBe(true);
    expect(snippet.hits.map(([start, end]) => snippet.text.slice(start, end))).toEqual(["Kartellrecht"]);
    expect(snippet.text.length).toBeLessThanOrEqual(124);
  });

  it("starts at the beginning when nothing hits", () => {
    expect(snippetOf("Short text.", queryTerms("other"), 120)).toEqual({ text: "Short text.", hits: [] });
  });
});

describe("snippets of long texts", () => {
  /**
   * The fastest of five rounds of ten snippets of `text` for each of the term lists, in ms, the lists
   * taking turns within each round: a moment when the machine is busy slows each of them alike.
   */
  function fastestTen(text: string, ...termLists: (readonly QueryTerm[])[]): number[] {
    const fastest = termLists.map(() => Number.POSITIVE_INFINITY);
    for (let round = 0; round < 5; round++) {
      for (const [index, terms] of termLists.entries()) {
        const started = performance.now();
        for (let result = 0; result < 10; result++) snippetOf(text, terms, 180);
        fastest[index] = Math.min(fastest[index]!, performance.now() - started);
      }
    }
    return fastest;
  }

  it("look for hits in a text without its characters' origins, and so take little time over a text without one", () => {
    // A result found by its title, its text as long as the index keeps (60,000 characters), with umlauts.
    const text = "Die Gesellschafterversammlung der Müller GmbH beschließt über die Änderung des Vertrags. ".repeat(700).slice(0, 60_000);
    const missing = queryTerms("Kartellrecht");
    const found = queryTerms("Vertrags");
    expect(snippetOf(text, missing, 180).hits).toEqual([]);
    expect(snippetOf(text, found, 180).hits.length).toBeGreaterThan(0);
    // Compared with the same text's snippets with a hit (which need the origins), measured alike, so
    // that a busy machine slows both: a miss takes a fraction of the time (a tenth when measured).
    const [missTime, hitTime] = fastestTen(text, missing, found);
    expect(missTime).toBeLessThan(hitTime! / 2);
  });
});

describe("typos", () => {
  it.each([
    ["mueler", "mueller", true],
    ["schmitt", "schmidt", true],
    ["schmdit", "schmidt", true],
    ["wang", "wagner", false],
    ["wang", "yang", false],
    ["lange", "lang", true],
    ["kmidt", "schmidt", false],
    ["abc", "abd", false],
    ["rechtsanwalt", "rechtsanwaeltin", false],
    ["rechtsanwalt", "rechtanwalt", true],
  ])("%s for %s: %s", (term, word, expected) => {
    expect(isTypoOf(term, word)).toBe(expected);
  });
});
