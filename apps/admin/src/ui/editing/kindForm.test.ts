import { describe, expect, expectTypeOf, it } from "vitest";
import { formFields, kindForm, type VersionValuesOf } from "./kindForm.ts";

interface Stored {
  lang: string;
  name: string;
  photo: string | null;
  phone: string | null;
  office: number;
  tags: string[];
  // Stored only: never sent.
  views: number;
}

type Body = Omit<Stored, "views">;

const PERSON_LIKE = kindForm<Stored, Stored, Body>()({
  stored: (version) => version,
  item: { photo: formFields.picture, phone: formFields.optionalText },
  version: { name: formFields.text, office: formFields.choice, tags: formFields.list<string>() },
});

const stored = (lang: string, fields: Partial<Stored>): Stored => ({
  lang,
  name: "",
  photo: null,
  phone: null,
  office: 0,
  tags: [],
  views: 0,
  ...fields,
});

describe("a kind's form declared once", () => {
  it("shows the item's fields once, from the first version that has each, and each version's own under its language", () => {
    const values = PERSON_LIKE.toFormValues([
      stored("de_DE", { name: "Anna", phone: "+49 89 1", office: 3 }),
      stored("en_US", { name: "Anna", photo: "/api/upload/a.jpg", tags: ["tax"] }),
    ]);
    expect(values).toEqual({
      common: { photo: "/api/upload/a.jpg", phone: "+49 89 1" },
      versions: {
        de_DE: { name: "Anna", office: 3, tags: [] },
        // No office: an empty select, not 0.
        en_US: { name: "Anna", office: undefined, tags: ["tax"] },
      },
    });
  });

  it("sends each version with the item's fields and its own, trimmed, blanks as the body takes them", () => {
    const values = { common: { photo: null, phone: "  " }, versions: { de_DE: { name: " Anna ", office: undefined } } };
    expect(PERSON_LIKE.toBody(values, { id: 7, no: 2, lang: "de_DE" })).toEqual({
      id: 7,
      no: 2,
      lang: "de_DE",
      photo: null,
      phone: null,
      name: "Anna",
      office: 0,
      tags: [],
    });
    // A version the form has no values of yet still sends every declared field.
    expect(PERSON_LIKE.toBody({ common: {}, versions: {} }, { lang: "en_US" })).toEqual({
      lang: "en_US",
      photo: null,
      phone: null,
      name: "",
      office: 0,
      tags: [],
    });
  });

  it("shows a server error at the item's field, at the version's field in its language, and no other above the form", () => {
    const resolve = PERSON_LIKE.resolveErrors(["de_DE", "en_US"]);
    expect(resolve([1, "phone"], undefined)).toEqual(["common", "phone"]);
    expect(resolve([1, "name"], undefined)).toEqual(["versions", "en_US", "name"]);
    expect(resolve([0, "tags", 2], "de_DE")).toEqual(["versions", "de_DE", "tags", 2]);
    expect(resolve([0, "views"], undefined)).toBeUndefined();
    expect(PERSON_LIKE.replacedWithVersion).toEqual(["common"]);
    expect(PERSON_LIKE.itemField("phone")).toEqual(["common", "phone"]);
    // @ts-expect-error: a version's field is no field of the item
    expect(PERSON_LIKE.itemField("name")).toEqual(["common", "name"]);
  });

  it("has no item fields to show again when a kind declares none", () => {
    const versionsOnly = kindForm<Stored, Stored, Body>()({ stored: (version) => version, version: { name: formFields.text } });
    expect(versionsOnly.replacedWithVersion).toEqual([]);
    expect(versionsOnly.toFormValues([stored("de_DE", { name: "Anna" })])).toEqual({ common: {}, versions: { de_DE: { name: "Anna" } } });
  });

  it("refuses, in the type check, a field the body or the stored fields do not have, and a conversion of another type", () => {
    kindForm<Stored, Stored, Body>()({
      stored: (version) => version,
      // @ts-expect-error: misspelt field name
      version: { nmae: formFields.text },
    });
    kindForm<Stored, Stored, Body>()({
      stored: (version) => version,
      // @ts-expect-error: stored only, never sent
      version: { views: formFields.choice },
    });
    kindForm<Stored, Stored, Body>()({
      stored: (version) => version,
      // @ts-expect-error: a list is not a line of text
      version: { tags: formFields.text },
    });
    // Each input's value takes its conversion's type.
    expectTypeOf<VersionValuesOf<typeof PERSON_LIKE>>().toEqualTypeOf<{ name?: string; office?: number | undefined; tags?: string[] }>();
  });
});
