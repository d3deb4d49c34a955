import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { loadCatalog, loadedCatalog } from "./catalogLoader.ts";
import { de_DE } from "./de_DE.ts";
import { en_US } from "./en_US.ts";
import { zh_CN } from "./zh_CN.ts";
import type { Messages } from "./catalogs.ts";

const messages: Record<Locale, Messages> = { de_DE, en_US, zh_CN };
const antdLanguages: Record<Locale, string> = { de_DE: "de", en_US: "en", zh_CN: "zh-cn" };

// How a catalog is loaded (once, with the English one as the start's fallback) is the contract's
// createCatalogLoader, tested there; this checks what the back office's catalogs hold.
describe("the back office's catalogs", () => {
  it("loads each locale's messages with antd's locale of the same language", async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const catalog = await loadCatalog(locale);
      expect(catalog.locale).toBe(locale);
      expect(catalog.messages).toBe(messages[locale]);
      expect(catalog.antd.locale).toBe(antdLanguages[locale]);
      expect(loadedCatalog(locale)).toBe(catalog);
    }
  });
});
