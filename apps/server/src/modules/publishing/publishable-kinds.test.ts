import {
  CONTENT_KINDS,
  KIND_CONFIGURATIONS,
  contentKindOf,
  type ContentKindName,
  type KindConfigurationFacts,
  type KindConfigurationName,
} from "@lawfirm/contract";
import { describe, expect, expectTypeOf, it } from "vitest";
import { GAP_ITEM_KINDS } from "../dashboard/dashboard.repository.ts";
import { previewTable } from "../preview/preview.repository.ts";
import type { DraftTable } from "./drafts.repository.ts";
import { PUBLISHABLE_TABLES } from "./publication-changes.repository.ts";
import { PUBLISHABLE_KIND_NAMES, PUBLISHABLE_KINDS } from "./publishable-kinds.ts";

const configurationsOf = (kind: ContentKindName): KindConfigurationFacts[] => Object.values(CONTENT_KINDS[kind].configurations);

describe("the server's publishable kinds", () => {
  it("are the kinds of the contract's declaration, in its order, each in a table of its own", () => {
    expect(PUBLISHABLE_KIND_NAMES).toEqual(Object.keys(CONTENT_KINDS));
    const tables = PUBLISHABLE_KIND_NAMES.map((kind) => PUBLISHABLE_KINDS[kind].table);
    expect(new Set(tables).size).toBe(tables.length);
    // The drafts' and revisions' tables are the list's, each its own name, and the site configuration's (decision 0059; checked by the type check).
    expectTypeOf<DraftTable>().toEqualTypeOf<(typeof tables)[number] | "portalConfigs" | "firmFacts">();
    expectTypeOf<DraftTable>().toEqualTypeOf<
      "articles" | "people" | "practiceAreas" | "banners" | "legalDocuments" | "jobOpenings" | "events" | "portalConfigs" | "firmFacts"
    >();
  });

  it("make a version an item of its own for the kinds whose configurations all number no item: banners and legal documents", () => {
    for (const kind of PUBLISHABLE_KIND_NAMES) {
      // A kind whose configurations disagree would be a translated item for some and not for others.
      const numbered = configurationsOf(kind).map((configuration) => configuration.itemScope !== null);
      expect(new Set(numbered).size, kind).toBe(1);
    }
    expect(PUBLISHABLE_KIND_NAMES.filter((kind) => PUBLISHABLE_KINDS[kind].ownItem)).toEqual(["banner", "document"]);
  });

  it("give the dashboard's translation gaps a table for each translated kind of one configuration (the article's three share its table)", () => {
    const translatedAlone = PUBLISHABLE_KIND_NAMES.filter(
      (kind) => configurationsOf(kind).length === 1 && configurationsOf(kind)[0]!.itemScope !== null,
    );
    expect(GAP_ITEM_KINDS).toEqual(translatedAlone);
    expect(GAP_ITEM_KINDS).toEqual(["person", "practiceArea", "opening", "event"]);
  });

  it.each(Object.keys(KIND_CONFIGURATIONS) as KindConfigurationName[])("give the preview of a %s version its kind's table", (name) => {
    expect(previewTable({ kind: name, id: 1 })).toBe(PUBLISHABLE_KINDS[contentKindOf(name)].table);
  });

  it("give the publication clock every kind's table of the declaration to look for the next change in", () => {
    expect(PUBLISHABLE_TABLES).toEqual(Object.keys(CONTENT_KINDS).map((kind) => PUBLISHABLE_KINDS[kind as ContentKindName].table));
  });
});
