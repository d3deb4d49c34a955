import { describe, expect, it } from "vitest";
import { isSiteRoute, localeOfPathSegment, localizedPath, splitLocalePath } from "./routes.ts";

describe("language prefixes of the site's addresses", () => {
  it("split a prefixed address into its locale and the specification's route", () => {
    expect(splitLocalePath("/de/people/detail/12")).toEqual({ locale: "de_DE", path: "/people/detail/12" });
    expect(splitLocalePath("/zh")).toEqual({ locale: "zh_CN", path: "/" });
    expect(splitLocalePath("/en/")).toEqual({ locale: "en_US", path: "/" });
    expect(splitLocalePath("/en/news?page=2")).toEqual({ locale: "en_US", path: "/news?page=2" });
  });

  it("leave unprefixed addresses and unknown segments without a locale", () => {
    expect(splitLocalePath("/people")).toEqual({ locale: undefined, path: "/people" });
    expect(splitLocalePath("/fr/people")).toEqual({ locale: undefined, path: "/fr/people" });
    expect(splitLocalePath("/deutsch")).toEqual({ locale: undefined, path: "/deutsch" });
    expect(splitLocalePath("/")).toEqual({ locale: undefined, path: "/" });
    expect(localeOfPathSegment("en_US")).toBeUndefined();
  });

  it("put a page in a language, replacing any prefix it had", () => {
    expect(localizedPath("de_DE", "/people?page=2")).toBe("/de/people?page=2");
    expect(localizedPath("zh_CN", "/en/news/detail/3")).toBe("/zh/news/detail/3");
    expect(localizedPath("en_US", "/")).toBe("/en");
  });

  it("know prefixed routes as the site's pages", () => {
    for (const path of ["/de", "/en/", "/zh/home", "/de/people/detail/12", "/en/docs/privacy"]) expect(isSiteRoute(path), path).toBe(true);
    for (const path of ["/fr/home", "/de/nope", "/de/de/home", "/en/people/detail/12/more"]) expect(isSiteRoute(path), path).toBe(false);
  });

  it("know readable addresses under a language prefix only (decision 0054)", () => {
    for (const path of ["/de/news/fusionskontrolle-2026", "/en/people/anna-weber", "/zh/expertises/gong-si", "/en/honor/award"]) {
      expect(isSiteRoute(path), path).toBe(true);
    }
    for (const path of ["/news/fusionskontrolle-2026", "/people/anna-weber", "/de/about/anna-weber"])
      expect(isSiteRoute(path), path).toBe(false);
  });
});
