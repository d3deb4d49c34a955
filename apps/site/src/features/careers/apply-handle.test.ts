import { describe, expect, it } from "vitest";
import type { ApplicationForm } from "@lawfirm/contract";
import type { ApplyPageData } from "./ApplyPage.data";
import { applyHandle } from "./apply-handle";

const form = (opening: ApplicationForm["opening"]): ApplyPageData => ({
  form: { opening, ticket: "t", consentText: "I agree", dataNote: "Note" },
  locale: "en_US",
});

describe("the application form's language switcher", () => {
  const english = {
    id: 41,
    lang: "en_US",
    title: "Associate",
    officeName: "Munich",
    versions: [
      { lang: "de_DE", id: 40 },
      { lang: "en_US", id: 41 },
    ],
  };

  it("leads to the form for the same opening's version in the other language, by that version's id", () => {
    expect(applyHandle.localizedPath?.(form(english), "de_DE")).toBe("/careers/apply?opening=40");
    expect(applyHandle.localizedPath?.(form(english), "en_US")).toBe("/careers/apply?opening=41");
  });

  it("leads to the unsolicited form in a language the opening has no version in", () => {
    expect(applyHandle.localizedPath?.(form(english), "zh_CN")).toBeUndefined();
    expect(applyHandle.sectionPath).toBe("/careers/apply");
  });

  it("keeps the unsolicited form in every language", () => {
    for (const locale of ["de_DE", "en_US", "zh_CN"] as const)
      expect(applyHandle.localizedPath?.(form(null), locale)).toBe("/careers/apply");
  });
});
