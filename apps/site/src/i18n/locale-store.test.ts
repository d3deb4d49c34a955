import { describe, expect, it, vi } from "vitest";
import { LOCALE_STORAGE_KEY } from "@lawfirm/contract";
import { createLocaleStore, type LocaleStorage } from "./locale-store";

function memoryStorage(initial: Record<string, string> = {}): LocaleStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe("the locale store", () => {
  it("starts with the stored choice", () => {
    const store = createLocaleStore({ storage: memoryStorage({ [LOCALE_STORAGE_KEY]: "zh_CN" }), browserLanguages: ["de-DE"] });
    expect(store.get()).toBe("zh_CN");
  });

  it("falls back to en_US for an unknown stored locale", () => {
    const store = createLocaleStore({ storage: memoryStorage({ [LOCALE_STORAGE_KEY]: "fr_FR" }), browserLanguages: ["de-DE"] });
    expect(store.get()).toBe("en_US");
  });

  it("uses the browser language when nothing is stored", () => {
    expect(createLocaleStore({ storage: memoryStorage(), browserLanguages: ["de-AT", "en"] }).get()).toBe("de_DE");
    expect(createLocaleStore({ storage: memoryStorage(), browserLanguages: ["fr-FR"] }).get()).toBe("en_US");
  });

  it("saves a new choice under umi_locale and notifies listeners once", () => {
    const storage = memoryStorage();
    const store = createLocaleStore({ storage, browserLanguages: [] });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set("de_DE");
    store.set("de_DE");
    expect(storage.data[LOCALE_STORAGE_KEY]).toBe("de_DE");
    expect(store.get()).toBe("de_DE");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith("de_DE");
  });

  it("keeps working when storage throws", () => {
    const broken: LocaleStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const store = createLocaleStore({ storage: broken, browserLanguages: ["zh-CN"] });
    expect(store.get()).toBe("zh_CN");
    store.set("en_US");
    expect(store.get()).toBe("en_US");
  });

  it("stops notifying after unsubscribe", () => {
    const store = createLocaleStore({ storage: memoryStorage(), browserLanguages: [] });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set("zh_CN");
    expect(listener).not.toHaveBeenCalled();
  });

  it("mirrors a stored or chosen locale to the cookie the server reads, and nothing else", () => {
    const written: string[] = [];
    const writeCookie = (locale: string) => written.push(locale);
    createLocaleStore({ storage: memoryStorage(), browserLanguages: ["de-DE"], writeCookie });
    expect(written).toEqual([]);
    const store = createLocaleStore({ storage: memoryStorage({ [LOCALE_STORAGE_KEY]: "zh_CN" }), browserLanguages: [], writeCookie });
    expect(written).toEqual(["zh_CN"]);
    store.set("de_DE");
    expect(written).toEqual(["zh_CN", "de_DE"]);
  });
});
