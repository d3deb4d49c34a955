import { describe, expect, it } from "vitest";
import { placeholdersOf, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { translate, type Messages } from "./catalogs.ts";
import { de_DE } from "./de_DE.ts";
import { en_US } from "./en_US.ts";
import { zh_CN } from "./zh_CN.ts";

// The app loads one catalog at a time (catalogLoader.ts); the checks compare all of them at once.
const catalogs: Record<Locale, Messages> = { de_DE, en_US, zh_CN };

const entries = Object.entries(catalogs) as [string, Record<string, string>][];
const allKeys = [...new Set(entries.flatMap(([, messages]) => Object.keys(messages)))].sort();

describe("message catalogs", () => {
  it("has a catalog for every supported locale", () => {
    expect(Object.keys(catalogs).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  describe.each(entries)("%s", (_locale, messages) => {
    it("has every key that any catalog has", () => {
      expect(allKeys.filter((key) => !(key in messages))).toEqual([]);
    });

    it("has no key that another catalog lacks", () => {
      const missingElsewhere = Object.keys(messages).filter((key) => entries.some(([, other]) => !(key in other)));
      expect(missingElsewhere).toEqual([]);
    });

    it("has no empty message", () => {
      expect(Object.keys(messages).filter((key) => typeof messages[key] !== "string" || messages[key].trim() === "")).toEqual([]);
    });

    it("uses the same placeholders as the English catalog", () => {
      const english = catalogs.en_US as Record<string, string>;
      const mismatched = Object.keys(messages).filter(
        (key) => key in english && placeholdersOf(messages[key] ?? "").join() !== placeholdersOf(english[key] ?? "").join(),
      );
      expect(mismatched).toEqual([]);
    });
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate(catalogs.en_US, "password.tooShort", { min: 10 })).toBe("Use at least 10 characters");
    expect(translate(catalogs.en_US, "password.tooShort")).toBe("Use at least {min} characters");
  });
});
