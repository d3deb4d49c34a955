import { afterEach, describe, expect, it, vi } from "vitest";
import { SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { createCatalogLoader, loadCatalog, loadedCatalog, type AntdLocale, type CatalogImporter } from "./catalogLoader.ts";
import { de_DE } from "./de_DE.ts";
import { en_US } from "./en_US.ts";
import { zh_CN } from "./zh_CN.ts";
import type { Messages } from "./catalogs.ts";

const messages: Record<Locale, Messages> = { de_DE, en_US, zh_CN };
const antdLanguages: Record<Locale, string> = { de_DE: "de", en_US: "en", zh_CN: "zh-cn" };

/** Importers that answer the real messages (and a stand-in antd locale), or fail for the given locales. */
function fakeImporters(failing: readonly Locale[] = []) {
  const importer = (locale: Locale) =>
    vi.fn<CatalogImporter>(() =>
      failing.includes(locale)
        ? Promise.reject(new Error(`Failed to fetch the ${locale} chunk`))
        : Promise.resolve({ messages: messages[locale], antd: { locale: antdLanguages[locale] } as AntdLocale }),
    );
  return { de_DE: importer("de_DE"), en_US: importer("en_US"), zh_CN: importer("zh_CN") };
}

describe("the catalog loader", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads each locale's messages with antd's locale of the same language", async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const catalog = await loadCatalog(locale);
      expect(catalog.locale).toBe(locale);
      expect(catalog.messages).toBe(messages[locale]);
      expect(catalog.antd.locale).toBe(antdLanguages[locale]);
      expect(loadedCatalog(locale)).toBe(catalog);
    }
  });

  it("loads a catalog once, however often and however soon it is asked for", async () => {
    const importers = fakeImporters();
    const loader = createCatalogLoader(importers);
    const first = loader.loadCatalog("de_DE");
    expect(loader.loadCatalog("de_DE")).toBe(first);
    const catalog = await first;
    expect(await loader.loadCatalog("de_DE")).toBe(catalog);
    expect(importers.de_DE).toHaveBeenCalledTimes(1);
    expect(importers.en_US).not.toHaveBeenCalled();
    expect(importers.zh_CN).not.toHaveBeenCalled();
  });

  it("starts in English when the interface language's catalog fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loader = createCatalogLoader(fakeImporters(["zh_CN"]));
    const catalog = await loader.loadStartCatalog("zh_CN");
    expect(catalog.locale).toBe("en_US");
    expect(catalog.messages).toBe(en_US);
    expect(loader.loadedCatalog("zh_CN")).toBe(catalog);
  });

  it("answers a failed switch with an error, keeps nothing of it and tries again next time", async () => {
    const importers = fakeImporters(["de_DE"]);
    const loader = createCatalogLoader(importers);
    await loader.loadStartCatalog("en_US");
    await expect(loader.loadCatalog("de_DE")).rejects.toThrow("Failed to fetch the de_DE chunk");
    expect(loader.loadedCatalog("de_DE").locale).toBe("en_US");
    await expect(loader.loadCatalog("de_DE")).rejects.toThrow();
    expect(importers.de_DE).toHaveBeenCalledTimes(2);
  });

  it("fails the start when not even the English catalog loads", async () => {
    const loader = createCatalogLoader(fakeImporters(["en_US"]));
    await expect(loader.loadStartCatalog("en_US")).rejects.toThrow("Failed to fetch the en_US chunk");
    expect(() => loader.loadedCatalog("en_US")).toThrow();
  });
});
