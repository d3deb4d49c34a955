import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountCreateBody } from "./account.ts";
import { newsEndpoints } from "./articles.ts";
import { bannerBody } from "./banners.ts";
import { catalogCreateBody } from "./catalogs.ts";
import { multiLineText, singleLineText } from "./common.ts";
import { documentBody } from "./documents.ts";
import { iconBody } from "./icons.ts";
import { mediaUpdateBody } from "./media.ts";
import { personCreateBody } from "./people.ts";
import { portalConfigBody } from "./portal-config.ts";
import { practiceAreaCreateBody } from "./practice-areas.ts";
import { jobCreateBody, officeCreateBody } from "./reference-data.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

const BREAKS = ["\n", "\r\n", "\r", "\t", "\u2028", "\u2029", "\u0085", "\u000b", "\u0000", "\u001b", "\u007f"];

/** The path and message of every problem the schema finds in the body. */
function problems(schema: z.ZodType, body: unknown): string[] {
  return (schema.safeParse(body).error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** Characters that change how the rest of a name is shown (or are no character at all), so that it could pass for another. */
const SPOOFING = Object.entries({
  LRE: "\u202A",
  RLE: "\u202B",
  PDF: "\u202C",
  LRO: "\u202D",
  RLO: "\u202E",
  LRI: "\u2066",
  RLI: "\u2067",
  FSI: "\u2068",
  PDI: "\u2069",
  "byte order mark": "\uFEFF",
  "lone high surrogate": "\uD800",
  "lone low surrogate": "\uDFFF",
});

describe("a one-line text field", () => {
  it.each(BREAKS)("refuses %j inside it", (character) => {
    expect(problems(singleLineText(100), `Dr. Anna${character}Weiß`)).toEqual([`: ${SCHEMA_MESSAGES.singleLine}`]);
  });

  it.each(SPOOFING)("refuses the %s inside it", (_name, character) => {
    expect(problems(singleLineText(100), `Anna${character}gnp.exe`)).toEqual([`: ${SCHEMA_MESSAGES.singleLine}`]);
  });

  it("keeps the zero-width (non-)joiners that Persian and Indic scripts need, and characters beyond the basic plane", () => {
    for (const value of ["می\u200Cخواهم", "क्\u200Dष", "Anna 😀 Weiß", "𠀋"]) {
      expect(singleLineText(100).parse(value)).toBe(value);
    }
  });

  it("keeps letters of every script, spaces and punctuation, and trims line breaks at its ends", () => {
    for (const value of ["Dr. Katharina Müller, LL.M.", "王小明", "Kanzlei „Nord“ & Partner – München", "مكتب"]) {
      expect(singleLineText(100).parse(value)).toBe(value);
    }
    expect(singleLineText(100).parse("\n  Anna Weiß \r\n")).toBe("Anna Weiß");
  });
});

describe("a text field of several lines", () => {
  it("keeps its line breaks and tabs", () => {
    expect(multiLineText(100).parse("Mo–Fr 9–18\r\nSa\t10–14")).toBe("Mo–Fr 9–18\r\nSa\t10–14");
  });

  it.each(["\u0000", "\u001b", "\u007f", "\u0085"])("refuses the control character %j", (character) => {
    expect(problems(multiLineText(100), `a${character}b`)).toEqual([`: ${SCHEMA_MESSAGES.controlCharacters}`]);
  });

  it.each(SPOOFING)("refuses the %s inside it, as a one-line text does", (_name, character) => {
    expect(problems(multiLineText(100), `Anna${character}gnp.exe`)).toEqual([`: ${SCHEMA_MESSAGES.controlCharacters}`]);
  });

  it("keeps the zero-width (non-)joiners and characters beyond the basic plane", () => {
    for (const value of ["می\u200Cخواهم", "क्\u200Dष\n😀 𠀋"]) expect(multiLineText(100).parse(value)).toBe(value);
  });
});

const LINES = "first line\nsecond line";
const singleLine = (path: string) => `${path}: ${SCHEMA_MESSAGES.singleLine}`;

describe("the contract's one-line fields", () => {
  it.each([
    ["an account's display name", accountCreateBody, { loginAccount: "anna", userName: LINES, roleId: 1, password: null }, ["userName"]],
    [
      "a news item's title and cover alt text (its note keeps its lines)",
      newsEndpoints.create.body,
      [{ lang: "en_US", title: LINES, coverUrl: "/api/upload/a.png", coverAlt: LINES, cataId: 1, isLink: 0, note: LINES }],
      ["0.title", "0.coverAlt"],
    ],
    [
      "a banner's title and alt text (its subtitle keeps its lines)",
      bannerBody,
      { lang: "en_US", imgPath: "/api/upload/a.png", imgAlt: LINES, title: LINES, subTitle: LINES },
      ["imgAlt", "title"],
    ],
    ["a folder's name", catalogCreateBody, [{ lang: "en_US", name: LINES, type: 0 }], ["0.name"]],
    ["a legal document's title", documentBody, { lang: "en_US", title: LINES, content: "<p>Text</p>" }, ["title"]],
    ["an icon's name", iconBody, { name: LINES, fileId: 1 }, ["name"]],
    [
      "a picture's alt text (its caption keeps its lines)",
      mediaUpdateBody,
      { id: 1, texts: { en_US: { alt: LINES, caption: LINES } }, focalX: null, focalY: null, decorative: 0 },
      ["texts.en_US.alt"],
    ],
    [
      "a person's name and a custom section's title",
      personCreateBody,
      [{ lang: "en_US", name: LINES, office: 1, customContents: [{ title: LINES, content: "<p>x</p>" }] }],
      ["0.name", "0.customContents.0.title"],
    ],
    [
      "the firm's name, telephone and list titles (its postal address keeps its lines)",
      portalConfigBody,
      {
        lang: "en_US",
        name: LINES,
        address: "Maximilianstraße 1\n80539 München",
        tel: LINES,
        advantagesList: [{ title: LINES, content: "<p>x</p>" }],
        environmentList: [{ title: LINES, coverUrl: "/api/upload/a.png" }],
      },
      ["name", "tel", "advantagesList.0.title", "environmentList.0.title"],
    ],
    ["a practice area's name", practiceAreaCreateBody, [{ lang: "en_US", name: LINES }], ["0.name"]],
    [
      "an office's name and address lines (its opening note keeps its lines)",
      officeCreateBody,
      [{ lang: "en_US", name: LINES, address: LINES, postalCode: "80539\n1", city: LINES, openingNote: LINES, pictureAlt: LINES }],
      ["0.name", "0.address", "0.postalCode", "0.city", "0.pictureAlt"],
    ],
    ["a job title", jobCreateBody, [{ lang: "en_US", name: LINES }], ["0.name"]],
  ] as const)("refuse line breaks in %s", (_name, schema, body, fields) => {
    const found = problems(schema, body);
    for (const field of fields) expect(found).toContain(singleLine(field));
    expect(found.filter((problem) => problem.endsWith(SCHEMA_MESSAGES.singleLine))).toHaveLength(fields.length);
  });
});
