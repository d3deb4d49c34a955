import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./request-locale.ts";

describe("the language of the API's messages", () => {
  it("follows the language tag of Accept-Language, whatever the region or script", () => {
    expect(localeFromAcceptLanguage("de")).toBe("de_DE");
    expect(localeFromAcceptLanguage("de-AT")).toBe("de_DE");
    expect(localeFromAcceptLanguage("DE-ch")).toBe("de_DE");
    expect(localeFromAcceptLanguage("zh-Hans-CN")).toBe("zh_CN");
    expect(localeFromAcceptLanguage("zh-TW")).toBe("zh_CN");
    expect(localeFromAcceptLanguage("en-GB")).toBe("en_US");
  });

  it("takes the supported language the reader prefers most", () => {
    expect(localeFromAcceptLanguage("fr-FR, fr;q=0.9, de;q=0.8, en;q=0.7")).toBe("de_DE");
    expect(localeFromAcceptLanguage("en;q=0.5, zh-CN")).toBe("zh_CN");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("de_DE");
    expect(localeFromAcceptLanguage("de;q=0, zh;q=0.1")).toBe("zh_CN");
  });

  it("answers in English when the header is missing or names no supported language", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("en_US");
    expect(localeFromAcceptLanguage("")).toBe("en_US");
    expect(localeFromAcceptLanguage("*")).toBe("en_US");
    expect(localeFromAcceptLanguage("fr-FR, ja;q=0.8")).toBe("en_US");
    expect(localeFromAcceptLanguage("de;q=0")).toBe("en_US");
    expect(localeFromAcceptLanguage("de;q=abc")).toBe("en_US");
  });
});
