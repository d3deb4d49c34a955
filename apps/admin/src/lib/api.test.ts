import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_STORAGE_KEY } from "@lawfirm/contract";
import { languageHeaders } from "./api.ts";

function browser(stored: string | null, languages: string[]) {
  vi.stubGlobal("localStorage", { getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? stored : null) });
  vi.stubGlobal("navigator", { languages });
}

describe("the language of the server's error messages", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the UI language the user chose", () => {
    browser("zh_CN", ["de-DE"]);
    expect(languageHeaders()).toEqual({ "accept-language": "zh-CN" });
    browser("de_DE", []);
    expect(languageHeaders()).toEqual({ "accept-language": "de-DE" });
  });

  it("is the browser's language until the user chooses one, as in the UI", () => {
    browser(null, ["de-AT", "en"]);
    expect(languageHeaders()).toEqual({ "accept-language": "de-DE" });
    browser(null, ["fr"]);
    expect(languageHeaders()).toEqual({ "accept-language": "en-US" });
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("storage is blocked");
      },
    });
    vi.stubGlobal("navigator", { languages: ["zh-TW"] });
    expect(languageHeaders()).toEqual({ "accept-language": "zh-CN" });
  });
});
