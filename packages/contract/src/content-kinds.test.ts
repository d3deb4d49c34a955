import { describe, expect, it } from "vitest";
import { ARTICLE_KINDS } from "./articles.ts";
import { bannerEndpoints, bannerVersionSchema } from "./banners.ts";
import { CONTENT_KIND_FIELDS, uploadFieldsOf, type ContentFieldFacts, type ContentKindName } from "./content-kinds.ts";
import { documentEndpoints, legalDocumentVersionSchema } from "./documents.ts";
import { personEndpoints, personVersionSchema } from "./people.ts";
import { practiceAreaEndpoints, practiceAreaVersionSchema } from "./practice-areas.ts";

/** A zod object's fields, as the schema reads them at runtime. */
const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

/** The fields of a kind's revisions, as its revision call answers them, and of its drafts, without who saved them when. */
const schemaFields: Record<ContentKindName, { revision: string[]; draft: string[] }> = {
  article: {
    revision: fieldsOf(ARTICLE_KINDS.news.endpoints.revision.result.shape.fields),
    draft: fieldsOf(ARTICLE_KINDS.news.endpoints.detail.result.element.shape.draft.unwrap()),
  },
  person: {
    revision: fieldsOf(personEndpoints.revision.result.shape.fields),
    draft: fieldsOf(personVersionSchema.shape.draft.unwrap()),
  },
  practiceArea: {
    revision: fieldsOf(practiceAreaEndpoints.revision.result.shape.fields),
    draft: fieldsOf(practiceAreaVersionSchema.shape.draft.unwrap()),
  },
  banner: {
    revision: fieldsOf(bannerEndpoints.revision.result.shape.fields),
    draft: fieldsOf(bannerVersionSchema.shape.draft.unwrap()),
  },
  document: {
    revision: fieldsOf(documentEndpoints.revision.result.shape.fields),
    draft: fieldsOf(legalDocumentVersionSchema.shape.draft.unwrap()),
  },
};

const KINDS = Object.keys(CONTENT_KIND_FIELDS) as ContentKindName[];
const declared = (kind: ContentKindName): Record<string, ContentFieldFacts> => CONTENT_KIND_FIELDS[kind];

describe("the publishable kinds' declared fields", () => {
  it("are every kind's", () => {
    expect(KINDS.sort()).toEqual(Object.keys(schemaFields).sort());
  });

  it.each(KINDS)("of %s are exactly the fields its revisions and drafts carry", (kind) => {
    const names = Object.keys(declared(kind)).sort();
    expect(schemaFields[kind].revision).toEqual(names);
    expect(schemaFields[kind].draft.filter((name) => name !== "savedAt" && name !== "operatorName")).toEqual(names);
  });

  it.each(KINDS)("of %s name, for display, only declared fields that History does not show itself", (kind) => {
    const fields = declared(kind);
    for (const [name, facts] of Object.entries(fields)) {
      if (facts.names === undefined) continue;
      expect(fields[facts.names], `${kind}.${name}`).toBeDefined();
      expect(fields[facts.names]!.history, `${kind}.${name}`).toBeNull();
      expect(facts.belongsTo, `${kind}.${name}`).toBe(fields[facts.names]!.belongsTo);
    }
  });

  it.each(KINDS)("of %s that may hold an upload's address are shown as a picture, rich text or text", (kind) => {
    for (const name of uploadFieldsOf(kind)) {
      expect(["picture", "richText", "text"], `${kind}.${name}`).toContain(declared(kind)[name]!.history);
    }
    // Every picture may be an upload.
    const pictures = Object.entries(declared(kind)).filter(([, facts]) => facts.history === "picture");
    for (const [name] of pictures) expect(uploadFieldsOf(kind), `${kind}.${name}`).toContain(name);
  });

  it("name the fields that may hold an upload's address", () => {
    expect(Object.fromEntries(KINDS.map((kind) => [kind, uploadFieldsOf(kind)]))).toEqual({
      article: ["coverUrl", "content", "contentUrl"],
      person: ["photoUrl", "intro", "customContents"],
      practiceArea: ["introduce", "iconUrl"],
      banner: ["linkUrl", "imgPath"],
      document: ["content"],
    });
  });
});
