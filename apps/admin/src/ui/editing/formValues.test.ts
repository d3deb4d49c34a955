import type { BannerInput, PersonVersionInput } from "@lawfirm/contract";
import { describe, expectTypeOf, it } from "vitest";
import type { FormValuesOf } from "./formValues.ts";

describe("an editor's form values", () => {
  it("name only fields of the contract's input: a misspelt or unknown field fails the type check", () => {
    type Person = FormValuesOf<PersonVersionInput, { name?: string; phoneNumber?: string }>;
    expectTypeOf<keyof Person>().toEqualTypeOf<"name" | "phoneNumber">();
    // @ts-expect-error -- "phonNumber" is no field of a person version
    type Misspelt = FormValuesOf<PersonVersionInput, { name?: string; phonNumber?: string }>;
    // A form may hold a field as it edits it: a switch's boolean for the 0/1 flag `top`.
    expectTypeOf<FormValuesOf<BannerInput, { top: boolean }>["top"]>().toEqualTypeOf<boolean>();
    // @ts-expect-error -- "pinned" is no field of a banner
    type Unknown = FormValuesOf<BannerInput, { pinned: boolean }>;
    expectTypeOf<Misspelt | Unknown>().not.toBeNever();
  });
});
