import { describe, expect, it } from "vitest";
import { kindDraftFields, kindHistoryFields } from "./kindFields.ts";

const noNames = () => Promise.resolve(new Map<number, string>());

describe("a kind's fields in the back office", () => {
  it("lets a draft change every declared field but those that only name another's items", () => {
    expect(kindDraftFields("article").map(([field]) => field)).toEqual([
      "title",
      "slug",
      "teaser",
      "cataId",
      "coverUrl",
      "coverAlt",
      "content",
      "contentUrl",
      "note",
      "isLink",
      "personIds",
      "proFieldIds",
      "clientsNamed",
      "metaTitle",
      "metaDescription",
      "shareImageUrl",
      "noindex",
    ]);
    expect(kindDraftFields("document")).toEqual([
      ["title", "docs.title"],
      ["content", "docs.content"],
    ]);
  });

  it("has History compare the shown fields in their declared order, reading what the kind reads otherwise, without those it leaves out", () => {
    const people = (fields: { people: { name: string }[] }) => fields.people.map((person) => person.name);
    const fields = kindHistoryFields(
      "article",
      {
        cataId: { read: (values) => (values.cataId === null ? [] : [values.cataId]), names: noNames },
        people: { read: people },
        proFields: { read: (values) => values.proFields.map((area) => area.name) },
        clientsNamed: { read: (values) => (values.clientsNamed ?? []).map((client) => client.name) },
      },
      ["contentUrl", "note"],
    );
    expect(fields.map(({ label, kind }) => [label, kind])).toEqual([
      ["articles.field.title", "text"],
      ["address.field", "text"],
      ["articles.field.teaser", "text"],
      ["articles.field.folder", "references"],
      ["articles.field.cover", "picture"],
      ["placeAlt.field", "text"],
      ["articles.field.content", "richText"],
      ["connections.people", "list"],
      ["connections.practiceAreas", "list"],
      ["clientsNamed.field", "list"],
      ["pageMeta.field.title", "text"],
      ["pageMeta.field.description", "text"],
      ["pageMeta.field.shareImage", "picture"],
      ["pageMeta.field.noindex", "flag"],
    ]);
    expect(fields[0]).toEqual({ label: "articles.field.title", kind: "text", field: "title" });
    expect(fields[3]).toMatchObject({ names: noNames });
    expect(fields[7]).toEqual({ label: "connections.people", kind: "list", read: people });
  });
});
