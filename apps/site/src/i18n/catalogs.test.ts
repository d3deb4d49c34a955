import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@lawfirm/contract";
import { catalogs } from "./catalogs";
import { enUS } from "./en_US";
import { placeholdersOf } from "./messages";

const referenceKeys = Object.keys(enUS).sort();

describe.each(SUPPORTED_LOCALES)("the %s catalog", (locale) => {
  const messages: Readonly<Record<string, string>> = catalogs[locale];

  it("exists for every supported locale", () => {
    expect(messages).toBeDefined();
  });

  it("has no key missing from the English catalog", () => {
    const missing = referenceKeys.filter((key) => !Object.hasOwn(messages, key));
    expect(missing).toEqual([]);
  });

  it("has no key the English catalog does not have", () => {
    const extra = Object.keys(messages).filter((key) => !Object.hasOwn(enUS, key));
    expect(extra).toEqual([]);
  });

  it("has no empty message", () => {
    const empty = Object.entries(messages)
      .filter(([, text]) => typeof text !== "string" || text.trim() === "")
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("uses the same placeholders as the English message", () => {
    const mismatched = referenceKeys.filter((key) => {
      const expected = placeholdersOf(enUS[key as keyof typeof enUS]).sort();
      const actual = placeholdersOf(messages[key] ?? "").sort();
      return expected.join() !== actual.join();
    });
    expect(mismatched).toEqual([]);
  });
});
