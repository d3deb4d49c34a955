import { describe, expect, it } from "vitest";
import { signedInAs } from "../ui/testing/renderInBackOffice.tsx";
import { rightsOf } from "./rights.ts";

describe("what the signed-in account may do", () => {
  it("lets an Administrator do everything, in every language", () => {
    const rights = rightsOf(signedInAs("administrator"));
    for (const right of ["content.write", "content.translate", "config.manage", "accounts.manage"] as const)
      expect(rights.can(right)).toBe(true);
    expect(rights.languageLimit).toBeUndefined();
    expect(rights.mayWriteLanguage("zh_CN")).toBe(true);
  });

  it("lets an Editor change all content but not the accounts or the site configuration", () => {
    const rights = rightsOf(signedInAs("editor"));
    expect(rights.can("content.write")).toBe(true);
    expect(rights.can("content.translate")).toBe(true);
    expect(rights.can("config.manage")).toBe(false);
    expect(rights.can("accounts.manage")).toBe(false);
    expect(rights.mayWriteLanguage("de_DE")).toBe(true);
  });

  it("lets a Translator write only the versions of its languages, and no structure", () => {
    const rights = rightsOf(signedInAs("translator", ["zh_CN"]));
    expect(rights.can("content.read")).toBe(true);
    expect(rights.can("content.translate")).toBe(true);
    expect(rights.can("content.write")).toBe(false);
    expect(rights.can("accounts.manage")).toBe(false);
    expect([...(rights.languageLimit ?? [])]).toEqual(["zh_CN"]);
    expect(rights.mayWriteLanguage("zh_CN")).toBe(true);
    expect(rights.mayWriteLanguage("de_DE")).toBe(false);
  });

  it("allows nothing while the account is not known", () => {
    const rights = rightsOf(undefined);
    expect(rights.can("content.read")).toBe(false);
    expect(rights.mayWriteLanguage("en_US")).toBe(false);
  });
});
