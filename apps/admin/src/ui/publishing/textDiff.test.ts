import { describe, expect, it } from "vitest";
import { DIFF_WORD_LIMIT, textDiff } from "./textDiff.ts";

describe("the word diff of two texts", () => {
  it("answers one kept part for equal texts, ignoring how much white space separates the words", () => {
    expect(textDiff("The firm advises", "The  firm advises")).toEqual([{ kind: "same", text: "The firm advises" }]);
    expect(textDiff("", "")).toEqual([]);
  });

  it("marks added and removed words where they are", () => {
    expect(textDiff("The firm advises banks", "The firm advises large banks")).toEqual([
      { kind: "same", text: "The firm advises" },
      { kind: "inserted", text: " large" },
      { kind: "same", text: " banks" },
    ]);
    expect(textDiff("The firm advises large banks", "The firm advises banks")).toEqual([
      { kind: "same", text: "The firm advises" },
      { kind: "deleted", text: " large" },
      { kind: "same", text: " banks" },
    ]);
  });

  it("shows a changed word as the old one deleted before the new one inserted", () => {
    expect(textDiff("We won the case in Munich.", "We won the appeal in Munich.")).toEqual([
      { kind: "same", text: "We won the" },
      { kind: "deleted", text: " case" },
      { kind: "inserted", text: " appeal" },
      { kind: "same", text: " in Munich." },
    ]);
  });

  it("keeps the words both texts share when several places change", () => {
    const parts = textDiff("one two three four five", "zero one three four six five");
    expect(parts).toEqual([
      { kind: "inserted", text: "zero" },
      { kind: "same", text: " one" },
      { kind: "deleted", text: " two" },
      { kind: "same", text: " three four" },
      { kind: "inserted", text: " six" },
      { kind: "same", text: " five" },
    ]);
  });

  it("compares German words with umlauts and ß as whole words", () => {
    expect(textDiff("Die Kanzlei berät Unternehmen", "Die Kanzlei berät große Unternehmen")).toEqual([
      { kind: "same", text: "Die Kanzlei berät" },
      { kind: "inserted", text: " große" },
      { kind: "same", text: " Unternehmen" },
    ]);
    expect(textDiff("Über die Straße", "Uber die Straße")).toEqual([
      { kind: "deleted", text: "Über" },
      { kind: "inserted", text: "Uber" },
      { kind: "same", text: " die Straße" },
    ]);
  });

  it("compares Chinese text, written without spaces, character by character", () => {
    expect(textDiff("律师事务所提供咨询", "律师事务所提供法律咨询")).toEqual([
      { kind: "same", text: "律师事务所提供" },
      { kind: "inserted", text: "法律" },
      { kind: "same", text: "咨询" },
    ]);
    expect(textDiff("我们赢了案件", "我们输了案件")).toEqual([
      { kind: "same", text: "我们" },
      { kind: "deleted", text: "赢" },
      { kind: "inserted", text: "输" },
      { kind: "same", text: "了案件" },
    ]);
  });

  it("never runs a kept word into a changed one at the start or the end", () => {
    expect(textDiff("two one", "one")).toEqual([
      { kind: "deleted", text: "two" },
      { kind: "same", text: " one" },
    ]);
    expect(textDiff("end", "new end")).toEqual([
      { kind: "inserted", text: "new" },
      { kind: "same", text: " end" },
    ]);
  });

  it("keeps a line break between paragraphs", () => {
    expect(textDiff("First.\nSecond.", "First.\nThird.")).toEqual([
      { kind: "same", text: "First." },
      { kind: "deleted", text: "\nSecond." },
      { kind: "inserted", text: "\nThird." },
    ]);
  });

  it("counts a text as wholly changed when its changed middle is too long to compare word by word", () => {
    const words = (prefix: string) => Array.from({ length: DIFF_WORD_LIMIT + 1 }, (_, index) => `${prefix}${index}`).join(" ");
    expect(textDiff(`Start ${words("a")} end`, `Start ${words("b")} end`)).toEqual([
      { kind: "same", text: "Start" },
      { kind: "deleted", text: ` ${words("a")}` },
      { kind: "inserted", text: ` ${words("b")}` },
      { kind: "same", text: " end" },
    ]);
    // A long text with one change is still compared word by word: its common start and end are set aside first.
    const long = words("w");
    expect(textDiff(`${long} old`, `${long} new`).slice(1)).toEqual([
      { kind: "deleted", text: " old" },
      { kind: "inserted", text: " new" },
    ]);
  });
});
