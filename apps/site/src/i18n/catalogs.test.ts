import { describe, expect, it } from "vitest";
import { germanSpacing, placeholdersOf, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { loadCatalog, loadedMessage } from "./catalogs";
import { deDE } from "./de_DE";
import { deDEPages } from "./de_DE.pages";
import { enUS } from "./en_US";
import { enUSPages } from "./en_US.pages";
import type { Messages } from "./messages";
import { zhCN } from "./zh_CN";
import { zhCNPages } from "./zh_CN.pages";

/** Each locale's whole catalog: its start part and its pages part (decision 0102). */
const catalogs: Readonly<Record<Locale, Messages>> = {
  de_DE: { ...deDE, ...deDEPages },
  en_US: { ...enUS, ...enUSPages },
  zh_CN: { ...zhCN, ...zhCNPages },
};
const reference: Readonly<Record<string, string>> = catalogs.en_US;

const referenceKeys = Object.keys(reference).sort();

describe("the German catalog's typography", () => {
  it("joins § and abbreviations such as z. B. to what follows, as German typesetting does", () => {
    const loose = Object.entries(catalogs.de_DE as Readonly<Record<string, string>>)
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
    const extra = Object.keys(messages).filter((key) => !Object.hasOwn(reference, key));
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
      const expected = placeholdersOf(reference[key] ?? "");
      const actual = placeholdersOf(messages[key] ?? "");
      return expected.join() !== actual.join();
    });
    expect(mismatched).toEqual([]);
  });
});

describe("loading catalogs", () => {
  it("loads both parts of each locale's catalog on demand, and reads a message from either", async () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(await loadCatalog(locale)).toEqual(catalogs[locale]);
      expect(loadedMessage(locale, "nav.home")).toBe(catalogs[locale]["nav.home"]);
      expect(loadedMessage(locale, "page.events.title")).toBe(catalogs[locale]["page.events.title"]);
    }
  });
});
