import { describe, expect, it } from "vitest";
import { fieldPath, sameNameResolver, toFormFieldErrors, versionResolver } from "./fieldErrors.ts";

describe("server field errors on the form", () => {
  it("reads the server's field names without their location", () => {
    expect(fieldPath("body.1.title")).toEqual([1, "title"]);
    expect(fieldPath("body.advantagesList.0.title")).toEqual(["advantagesList", 0, "title"]);
    expect(fieldPath("query.lang")).toEqual(["lang"]);
  });

  it("puts a version's problem on the field of its language tab", () => {
    const resolve = versionResolver(["en_US", "de_DE"], ["title", "cataId"]);
    const { fields, unmatched } = toFormFieldErrors(
      [
        { field: "body.1.title", lang: "de_DE", message: "must not be empty" },
        { field: "body.0.cataId", message: "is not the id of any folder" },
        { field: "body.1.title", lang: "de_DE", message: "is too long" },
      ],
      resolve,
    );
    expect(fields).toEqual([
      { name: ["versions", "de_DE", "title"], errors: ["must not be empty", "is too long"] },
      { name: ["versions", "en_US", "cataId"], errors: ["is not the id of any folder"] },
    ]);
    expect(unmatched).toEqual([]);
  });

  it("keeps problems the form has no field for apart, to be shown above the form", () => {
    const resolve = versionResolver(["en_US"], ["title"]);
    const problem = { field: "body.0.id", lang: "en_US", message: "is not the id of any news item version" };
    expect(toFormFieldErrors([problem, { field: "body", message: "must hold at least one language version" }], resolve)).toEqual({
      fields: [],
      unmatched: [problem, { field: "body", message: "must hold at least one language version" }],
    });
  });

  it("names list items by number for forms that mirror the body", () => {
    const resolve = sameNameResolver(["email", "advantagesList"]);
    expect(
      toFormFieldErrors(
        [
          { field: "body.email", message: "must be a valid email address" },
          { field: "body.advantagesList.2.title", message: "must not be empty" },
          { field: "body.lang", message: "is not a content language" },
        ],
        resolve,
      ),
    ).toEqual({
      fields: [
        { name: ["email"], errors: ["must be a valid email address"] },
        { name: ["advantagesList", 2, "title"], errors: ["must not be empty"] },
      ],
      unmatched: [{ field: "body.lang", message: "is not a content language" }],
    });
  });
});
