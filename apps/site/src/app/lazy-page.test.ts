import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "react-router";
import { zhCNPages } from "../i18n/zh_CN.pages";

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as LoaderFunctionArgs;

describe("a page's loader", () => {
  // Fresh modules: no catalog part loaded yet.
  beforeEach(() => vi.resetModules());

  it("loads the catalog's pages part of the page's language beside its data (decision 0102)", async () => {
    const { lazyLoader } = await import("./lazy-page");
    const { loadStartCatalog, loadedMessage } = await import("../i18n/catalogs");
    await loadStartCatalog("zh_CN");
    expect(() => loadedMessage("zh_CN", "page.events.title")).toThrow();
    const loader = lazyLoader(async () => ({ loader: () => "data" }), { pageMessages: true });
    expect(await loader(args("http://localhost/zh/events"))).toBe("data");
    expect(loadedMessage("zh_CN", "page.events.title")).toBe(zhCNPages["page.events.title"]);
  });

  it("of the home page loads its data only: its messages are the start part's", async () => {
    const { lazyLoader } = await import("./lazy-page");
    const { loadStartCatalog, loadedMessage } = await import("../i18n/catalogs");
    await loadStartCatalog("zh_CN");
    const loader = lazyLoader(async () => ({ loader: () => "data" }));
    expect(await loader(args("http://localhost/zh/home"))).toBe("data");
    expect(loadedMessage("zh_CN", "nav.home")).toBe("首页");
    expect(() => loadedMessage("zh_CN", "page.events.title")).toThrow();
  });

  it("fails as a load error when the pages part cannot be loaded", async () => {
    const offline = () => ({
      get zhCNPages(): never {
        throw new Error("offline");
      },
      get enUSPages(): never {
        throw new Error("offline");
      },
    });
    // The failed catalog is reported before the English one is tried.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.doMock("../i18n/zh_CN.pages", offline);
    vi.doMock("../i18n/en_US.pages", offline);
    const { lazyLoader, ChunkLoadError } = await import("./lazy-page");
    const loader = lazyLoader(async () => ({ loader: () => "data" }), { pageMessages: true });
    await expect(loader(args("http://localhost/zh/events"))).rejects.toBeInstanceOf(ChunkLoadError);
    vi.doUnmock("../i18n/zh_CN.pages");
    vi.doUnmock("../i18n/en_US.pages");
    vi.restoreAllMocks();
  });
});
