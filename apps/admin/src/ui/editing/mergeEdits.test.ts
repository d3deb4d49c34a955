import { describe, expect, it } from "vitest";
import { mergeEdits } from "./mergeEdits.ts";

describe("the editor's edits laid over another's change", () => {
  const loaded = {
    common: { phone: "+49 89 1", email: "a@firm.de" },
    versions: { de_DE: { name: "Anna", intro: "<p>Alt</p>", jobIds: [1] }, en_US: { name: "Anna", intro: "<p>Old</p>", jobIds: [1] } },
  };

  it("keeps each field the editor changed and takes theirs for every other, field by field in every group", () => {
    const mine = {
      common: { phone: "+49 89 2", email: "a@firm.de" },
      versions: { de_DE: { name: "Anna", intro: "<p>Neu</p>", jobIds: [1] }, en_US: { name: "Anna", intro: "<p>Old</p>", jobIds: [1] } },
    };
    const theirs = {
      common: { phone: "+49 89 1", email: "anna@firm.de" },
      versions: {
        de_DE: { name: "Anna Weber", intro: "<p>Alt</p>", jobIds: [1, 2] },
        en_US: { name: "Anna Weber", intro: "<p>Old</p>", jobIds: [1] },
      },
    };
    expect(mergeEdits(loaded, mine, theirs)).toEqual({
      common: { phone: "+49 89 2", email: "anna@firm.de" },
      versions: {
        de_DE: { name: "Anna Weber", intro: "<p>Neu</p>", jobIds: [1, 2] },
        en_US: { name: "Anna Weber", intro: "<p>Old</p>", jobIds: [1] },
      },
    });
  });

  it("keeps the editor's value of a field both changed, takes a list whole, and keeps versions only one side has", () => {
    const mine = {
      ...loaded,
      versions: { ...loaded.versions, de_DE: { name: "Anna M.", intro: "<p>Alt</p>", jobIds: [3] }, zh_CN: { name: "安娜" } },
    };
    const theirs = {
      ...loaded,
      versions: {
        de_DE: { name: "Anna Weber", intro: "<p>Alt</p>", jobIds: [1, 2] },
        en_US: loaded.versions.en_US,
        fr_FR: { name: "Anne" },
      },
    };
    expect(mergeEdits(loaded, mine, theirs).versions).toEqual({
      de_DE: { name: "Anna M.", intro: "<p>Alt</p>", jobIds: [3] },
      en_US: loaded.versions.en_US,
      zh_CN: { name: "安娜" },
      fr_FR: { name: "Anne" },
    });
  });
});
