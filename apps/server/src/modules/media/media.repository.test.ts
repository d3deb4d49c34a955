import { CONTENT_KIND_FIELDS, CONTENT_KINDS, uploadFieldsOf, type ContentKindName } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { PUBLISHABLE_KIND_NAMES, PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import { ADDRESS_PLACES } from "./media.repository.ts";

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The site configuration's places keep drafts and revisions too (decision 0059), but are no kind of the declaration. */
const SITE_CONFIG_DRAFTS = new Set(["portalConfigs", "firmFacts"]);

/** The places of the publishable kinds: those with drafts and revisions, but for the site configuration's. */
const kindPlaces = ADDRESS_PLACES.filter((place) => place.drafts && !SITE_CONFIG_DRAFTS.has(place.drafts));

describe("the places of uploads' addresses", () => {
  it.each(Object.keys(CONTENT_KIND_FIELDS) as ContentKindName[])(
    "count every field of %s declared to hold an upload's address, by its snake_case column, in its versions, drafts and revisions",
    (kind) => {
      const place = ADDRESS_PLACES.find((candidate) => candidate.table === snakeCase(PUBLISHABLE_KINDS[kind].table));
      expect(place?.drafts).toBe(PUBLISHABLE_KINDS[kind].table);
      expect(place?.columns).toEqual(uploadFieldsOf(kind).map(snakeCase));
    },
  );

  it("are one place for each publishable kind of the declaration, where the publishable kinds' list keeps it", () => {
    expect(kindPlaces.map((place) => place.drafts).sort()).toEqual(
      Object.keys(CONTENT_KINDS)
        .map((kind) => PUBLISHABLE_KINDS[kind as ContentKindName].table)
        .sort(),
    );
    for (const kind of PUBLISHABLE_KIND_NAMES) {
      const { table, titleColumn, ownItem } = PUBLISHABLE_KINDS[kind];
      const place = kindPlaces.find((candidate) => candidate.drafts === table);
      expect(place, kind).toMatchObject({ table: snakeCase(table), title: titleColumn, no: !ownItem, lang: true });
    }
  });

  it("count the site configuration's drafts and revisions: a language's texts and the firm-wide facts' (decision 0059)", () => {
    expect(ADDRESS_PLACES.filter((place) => place.drafts && SITE_CONFIG_DRAFTS.has(place.drafts))).toMatchObject([
      { table: "portal_configs", drafts: "portalConfigs", columns: ["introduce", "advantages_list", "environment_list"] },
      { table: "firm_facts", drafts: "firmFacts", columns: ["icon_url"] },
    ]);
  });

  it("name the publishable kinds' places as the migrations made them, in the order an upload's usages are answered in", () => {
    expect(kindPlaces.map(({ table, kind, no, lang, title, columns }) => ({ table, kind, no, lang, title, columns }))).toEqual([
      {
        table: "articles",
        kind: "kind",
        no: true,
        lang: true,
        title: "title",
        columns: ["cover_url", "content", "content_url", "clients_named", "share_image_url"],
      },
      { table: "banners", kind: "banner", no: false, lang: true, title: "title", columns: ["link_url", "img_path"] },
      {
        table: "people",
        kind: "person",
        no: true,
        lang: true,
        title: "name",
        columns: ["photo_url", "intro", "custom_contents", "share_image_url"],
      },
      {
        table: "practice_areas",
        kind: "practiceArea",
        no: true,
        lang: true,
        title: "name",
        columns: ["introduce", "icon_url", "share_image_url"],
      },
      { table: "legal_documents", kind: "document", no: false, lang: true, title: "title", columns: ["content"] },
      { table: "job_openings", kind: "opening", no: true, lang: true, title: "title", columns: ["content", "share_image_url"] },
      { table: "events", kind: "event", no: true, lang: true, title: "title", columns: ["content", "share_image_url"] },
    ]);
  });
});
