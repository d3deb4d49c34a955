import { describe, expect, it } from "vitest";
import {
  joinNames,
  acceptedLanguages,
  isRtlLocale,
  localeFromBrowserLanguages,
  normalizeLocale,
  resolveInitialLocale,
  toLanguageTag,
  visitorLocaleOfHeaders,
} from "./locales.ts";

describe("locales", () => {
  it("start from the stored choice", () => {
    expect(resolveInitialLocale("de_DE", ["zh-CN"])).toBe("de_DE");
  });

  it("fall back to en_US for an unknown stored value", () => {
    expect(resolveInitialLocale("fr_FR", ["de-DE"])).toBe("en_US");
    expect(normalizeLocale("klingon")).toBe("en_US");
  });

  it("use the browser language when nothing is stored", () => {
    expect(resolveInitialLocale(null, ["fr-FR", "de-AT", "en"])).toBe("de_DE");
    expect(resolveInitialLocale(undefined, ["zh"])).toBe("zh_CN");
    expect(localeFromBrowserLanguages(["en-GB"])).toBe("en_US");
  });

  it("use en_US when the browser language is not supported", () => {
    expect(resolveInitialLocale(null, ["fr-FR", "ja"])).toBe("en_US");
    expect(resolveInitialLocale(null, [])).toBe("en_US");
  });

  it("lay out right to left for he, ar, fa and ku", () => {
    for (const locale of ["he_IL", "ar_EG", "fa_IR", "ku_IQ", "ar"]) expect(isRtlLocale(locale)).toBe(true);
    for (const locale of ["de_DE", "en_US", "zh_CN", "hu_HU"]) expect(isRtlLocale(locale)).toBe(false);
  });

  it("convert to language tags", () => {
    expect(toLanguageTag("zh_CN")).toBe("zh-CN");
  });

  it("read the visitor's language from the cookie, else Accept-Language by preference, else en_US", () => {
    expect(visitorLocaleOfHeaders({ cookie: "a=1; umi_locale=zh_CN", acceptLanguage: "de" })).toBe("zh_CN");
    expect(visitorLocaleOfHeaders({ cookie: "umi_locale=%E0%A4%A", acceptLanguage: "de" })).toBe("de_DE");
    expect(visitorLocaleOfHeaders({ acceptLanguage: "fr;q=0.9, zh-TW;q=0.8, de;q=0.85" })).toBe("de_DE");
    expect(visitorLocaleOfHeaders({ acceptLanguage: "de;q=0, *" })).toBe("en_US");
    expect(visitorLocaleOfHeaders({})).toBe("en_US");
    expect(acceptedLanguages("en-GB;q=0.5,de-AT")).toEqual(["de-AT", "en-GB"]);
  });

  it("joins names as each language writes a list: Chinese with the enumeration comma", () => {
    expect(joinNames(["合伙人", "律师"], "zh_CN")).toBe("合伙人、律师");
    expect(joinNames(["Partnerin", "Rechtsanwältin"], "de_DE")).toBe("Partnerin, Rechtsanwältin");
    expect(joinNames(["Partner"], "en_US")).toBe("Partner");
  });
});
