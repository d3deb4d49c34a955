import { afterEach, describe, expect, it, vi } from "vitest";
import { createCatalogLoader } from "./catalog-loader.ts";
import type { Locale } from "./locales.ts";

interface FakeCatalog {
  locale: Locale;
}

/** Importers that answer a catalog naming its locale, or fail for the given locales. */
function fakeImporters(failing: readonly Locale[] = []) {
  const importer = (locale: Locale) =>
    vi.fn(() =>
      failing.includes(locale)
        ? Promise.reject(new Error(`Failed to fetch the ${locale} chunk`))
        : Promise.resolve<FakeCatalog>({ locale }),
    );
  return { de_DE: importer("de_DE"), en_US: importer("en_US"), zh_CN: importer("zh_CN") };
}

describe("the catalog loader", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads a catalog once, however often and however soon it is asked for", async () => {
    const importers = fakeImporters();
    const loader = createCatalogLoader(importers);
    const first = loader.loadCatalog("de_DE");
    expect(loader.loadCatalog("de_DE")).toBe(first);
    const catalog = await first;
    expect(await loader.loadCatalog("de_DE")).toBe(catalog);
    expect(loader.loadedCatalog("de_DE")).toBe(catalog);
    expect(importers.de_DE).toHaveBeenCalledTimes(1);
    expect(importers.en_US).not.toHaveBeenCalled();
    expect(importers.zh_CN).not.toHaveBeenCalled();
  });

  it("starts in English when the interface language's catalog fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loader = createCatalogLoader(fakeImporters(["zh_CN"]));
    const catalog = await loader.loadStartCatalog("zh_CN");
    expect(catalog.locale).toBe("en_US");
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

  it("falls back to any loaded catalog when not even the English one is there", async () => {
    const loader = createCatalogLoader(fakeImporters());
    await loader.loadCatalog("zh_CN");
    expect(loader.loadedCatalog("de_DE").locale).toBe("zh_CN");
  });

  it("fails the start when not even the English catalog loads, and has nothing to answer then", async () => {
    const loader = createCatalogLoader(fakeImporters(["en_US"]));
    await expect(loader.loadStartCatalog("en_US")).rejects.toThrow("Failed to fetch the en_US chunk");
    expect(() => loader.loadedCatalog("en_US")).toThrow();
  });
});
