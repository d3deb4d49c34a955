import { describe, expect, it } from "vitest";
import { germanSpacing, placeholdersOf, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { loadCatalog, loadedCatalog } from "./catalogs";
import { deDE } from "./de_DE";
import { enUS } from "./en_US";
import type { Messages } from "./messages";
import { zhCN } from "./zh_CN";

const catalogs: Readonly<Record<Locale, Messages>> = { de_DE: deDE, en_US: enUS, zh_CN: zhCN };

const referenceKeys = Object.keys(enUS).sort();

describe("the German catalog's typography", () => {
  it("joins § and abbreviations such as z. B. to what follows, as German typesetting does", () => {
    const loose = Object.entries(deDE as Readonly<Record<string, string>>)
      .filter(([, text]) => germanSpacing(text) !== text)
      .map(([key]) => key);
    expect(loose).toEqual([]);
  });
});

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
      const expected = placeholdersOf(enUS[key as keyof typeof enUS]);
      const actual = placeholdersOf(messages[key] ?? "");
      return expected.join() !== actual.join();
    });
    expect(mismatched).toEqual([]);
  });
});

describe("loading catalogs", () => {
  // Whether an earlier test file of the same worker loaded a catalog already or not: loading it
  // once more gives the same catalog (that a load in progress is shared: catalog-loader.test.ts).
  it("loads each locale's catalog on demand, the same one each time", async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const [first, second] = await Promise.all([loadCatalog(locale), loadCatalog(locale)]);
      expect(first).toBe(catalogs[locale]);
      expect(second).toBe(first);
      expect(loadedCatalog(locale)).toBe(catalogs[locale]);
    }
  });
});
