import { CONTENT_KIND_FIELDS, uploadFieldsOf, type ContentKindName } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ADDRESS_PLACES } from "./media.repository.ts";

/** Each publishable kind's table. */
const TABLES: Record<ContentKindName, string> = {
  article: "articles",
  person: "people",
  practiceArea: "practice_areas",
  banner: "banners",
  document: "legal_documents",
};

describe("the places of uploads' addresses", () => {
  it.each(Object.keys(CONTENT_KIND_FIELDS) as ContentKindName[])(
    "count every field of %s declared to hold an upload's address, by its snake_case column, in its versions, drafts and revisions",
    (kind) => {
      const place = ADDRESS_PLACES.find((candidate) => candidate.table === TABLES[kind]);
      expect(place?.drafts).toBeDefined();
      expect(place?.columns).toEqual(uploadFieldsOf(kind).map((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)));
    },
  );

  it("name the columns of the publishable kinds as the migrations made them", () => {
    expect(Object.fromEntries(ADDRESS_PLACES.filter((place) => place.drafts).map((place) => [place.table, place.columns]))).toEqual({
      articles: ["cover_url", "content", "content_url"],
      banners: ["link_url", "img_path"],
      people: ["photo_url", "intro", "custom_contents"],
      practice_areas: ["introduce", "icon_url"],
      legal_documents: ["content"],
    });
  });
});
