import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDayAndMonth,
  formatList,
  formatNumber,
  isoDate,
  languageName,
  pluralForm,
  recordFormattedTexts,
  rememberFormattedTexts,
} from "./format";
import { SUPPORTED_LOCALES, toLanguageTag } from "@lawfirm/contract";

describe("formatting for the interface language", () => {
  it("writes a date as each locale does", () => {
    const iso = "2026-05-03T10:30:00.000Z";
    expect(formatDate(iso, "en_US")).toBe("May 3, 2026");
    expect(formatDate(iso, "de_DE")).toBe("3. Mai 2026");
    expect(formatDate(iso, "zh_CN")).toBe("2026年5月3日");
    expect(isoDate(iso)).toBe("2026-05-03");
  });

  it("writes a date block's day and short month on the firm's clock, in each language", () => {
    // 23:30 UTC on 31 December is already 1 January in Munich.
    expect(formatDayAndMonth("2026-12-31T23:30:00.000Z", "de_DE")).toEqual({ day: "1", month: "Jan" });
    expect(formatDayAndMonth("2026-12-16T08:00:00.000Z", "en_US")).toEqual({ day: "16", month: "Dec" });
    expect(formatDayAndMonth("2026-12-16T08:00:00.000Z", "zh_CN")).toEqual({ day: "16", month: "12月" });
    expect(formatDayAndMonth("not a date", "en_US")).toEqual({ day: "", month: "" });
  });

  it("shows the day it was in Munich, wherever the page is rendered", () => {
    // 23:30 UTC on 3 May is 01:30 on 4 May in Munich (summer time), and in the browser of a
    // visitor in Auckland or Los Angeles the same.
    const lateEvening = "2026-05-03T23:30:00.000Z";
    expect(formatDate(lateEvening, "en_US")).toBe("May 4, 2026");
    expect(isoDate(lateEvening)).toBe("2026-05-04");
  });

  it("shows nothing for a date it cannot read", () => {
    expect(formatDate("not a date", "en_US")).toBe("");
    expect(isoDate("not a date")).toBeUndefined();
  });

  it("joins names as each locale does: Chinese with its enumeration comma", () => {
    const names = ["Dr. Anna Weber", "Max Huber", "李明"];
    expect(formatList(names, "de_DE")).toBe("Dr. Anna Weber, Max Huber und 李明");
    expect(formatList(names, "en_US")).toBe("Dr. Anna Weber, Max Huber, and 李明");
    expect(formatList(names, "zh_CN")).toBe("Dr. Anna Weber、Max Huber和李明");
    expect(formatList(["王芳", "李明"], "zh_CN")).toBe("王芳和李明");
    expect(formatList(["Max Huber"], "zh_CN")).toBe("Max Huber");
    expect(formatList([], "en_US")).toBe("");
  });

  it("groups digits as each locale does", () => {
    expect(formatNumber(1250, "en_US")).toBe("1,250");
    expect(formatNumber(1250, "de_DE")).toBe("1.250");
    for (const locale of SUPPORTED_LOCALES) {
      for (const value of [0, 7, 42, 999, 1000, 1250, 98765, 123456, 1234567, 9007199254740991, -1, -4321]) {
        expect(formatNumber(value, locale), `${value} in ${locale}`).toBe(new Intl.NumberFormat(toLanguageTag(locale)).format(value));
      }
    }
  });

  it("takes the plural form each locale takes: one and other in German and English, none in Chinese", () => {
    expect([1, 2, 5].map((count) => pluralForm(count, "de_DE"))).toEqual(["one", "other", "other"]);
    expect([1, 2].map((count) => pluralForm(count, "zh_CN"))).toEqual(["other", "other"]);
    for (const locale of SUPPORTED_LOCALES) {
      for (const count of [0, 1, 2, 3, 5, 11, 21, 101]) {
        expect(pluralForm(count, locale), `${count} in ${locale}`).toBe(new Intl.PluralRules(toLanguageTag(locale)).select(count));
      }
    }
  });

  it("names a content language in the interface language", () => {
    expect(languageName("de_DE", "en_US")).toBe("German");
    expect(languageName("en_US", "de_DE")).toBe("Englisch");
  });

  it("records the texts a render formats, and takes them back where the page is taken over", () => {
    const iso = "2025-12-31T23:30:00.000Z";
    const { result, texts } = recordFormattedTexts(() => [formatDate(iso, "de_DE"), isoDate(iso), languageName("zh_CN", "en_US")]);
    // In Munich it is already the new year.
    expect(result).toEqual(["1. Januar 2026", "2026-01-01", "Chinese"]);
    expect(Object.values(texts).sort()).toEqual(["1. Januar 2026", "2026-01-01", "Chinese"].sort());
    // Each render records only its own.
    expect(Object.keys(recordFormattedTexts(() => formatDate("2020-02-02T12:00:00.000Z", "en_US")).texts)).toHaveLength(1);

    // What the server sent is what the browser shows, without formatting it again.
    const sent = Object.fromEntries(Object.keys(texts).map((key) => [key, `sent: ${texts[key]}`]));
    rememberFormattedTexts(sent);
    expect([formatDate(iso, "de_DE"), isoDate(iso), languageName("zh_CN", "en_US")]).toEqual(
      ["1. Januar 2026", "2026-01-01", "Chinese"].map((text) => `sent: ${text}`),
    );
  });
});
