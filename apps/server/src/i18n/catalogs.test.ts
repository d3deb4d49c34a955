import { placeholdersOf, SUPPORTED_LOCALES } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { en_US } from "./en_US.ts";
import { catalogs, labelled, listed, message, renderMessage } from "./messages.ts";

describe("the API's message catalogs", () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale} has every message of the English catalog, with the same placeholders`, () => {
      const catalog = catalogs[locale];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en_US).sort());
      for (const [key, english] of Object.entries(en_US)) {
        const text = catalog[key as keyof typeof en_US];
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholdersOf(text), `${locale} ${key}`).toEqual(placeholdersOf(english));
      }
    });
  }

  it("fills placeholders with values, nested messages and lists of messages in the same language", () => {
    const inUse = message("folder.inUse", {
      uses: [
        message("folder.versionHoldsArticles", { lang: "de_DE", articles: 2 }),
        message("folder.versionHoldsFolders", { lang: "en_US", folders: 1 }),
      ],
    });
    expect(renderMessage("en_US", inUse)).toBe(
      "The folder is still in use: the de_DE version holds 2 article(s); the en_US version holds 1 sub-folder(s). Move or delete them first.",
    );
    expect(renderMessage("de_DE", inUse)).toBe(
      "Der Ordner wird noch verwendet: die Fassung de_DE enthält Beiträge (2); die Fassung en_US enthält Unterordner (1). Verschieben oder löschen Sie diese Inhalte zuerst.",
    );
    expect(renderMessage("zh_CN", message("item.notFoundById", { entity: message("entity.folder"), id: 7 }))).toBe("未找到 ID 为 7 的分类");
  });

  it("leaves a value alone even when it looks like a placeholder", () => {
    expect(renderMessage("en_US", message("document.unknownName", { name: "{name} $& $1" }))).toBe('No document named "{name} $& $1"');
  });

  it("list items and label values with each language's punctuation: Chinese with its own comma and colon", () => {
    expect(listed("en_US", ["Tax", "Employment"])).toBe("Tax, Employment");
    expect(listed("zh_CN", ["法律观察", "律所动态"])).toBe("法律观察、律所动态");
    expect(labelled("de_DE", "Wann", "16. Dezember")).toBe("Wann: 16. Dezember");
    expect(labelled("zh_CN", "时间", "12月16日")).toBe("时间：12月16日");
    expect(labelled("en_US", "Confirm")).toBe("Confirm:");
    expect(labelled("zh_CN", "确认订阅")).toBe("确认订阅：");
  });
});
