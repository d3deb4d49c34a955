import { describe, expect, it } from "vitest";
import { documentIdOf, strapiLinkTable, strapiSeedStatements, strapiTable, type SeedSource } from "./strapi-seed.ts";

const NOW = "2026-12-04T12:00:00.000Z";
const CREATED = Date.parse(NOW);

const source: SeedSource = {
  articles: [
    {
      kind: "news",
      id: 11,
      no: 7,
      lang: "de_DE",
      title: "Urteil",
      slug: "urteil",
      content: "<p>Text</p>",
      publishAt: "2026-11-30T09:15:00.000Z",
    },
    {
      kind: "news",
      id: 12,
      no: 7,
      lang: "en_US",
      title: "Ruling",
      slug: "ruling",
      content: "<p>Text</p>",
      publishAt: "2026-11-30T09:15:00.000Z",
    },
    { kind: "news", id: 13, no: 8, lang: "zh_CN", title: "判决", slug: "pan-jue", content: "", publishAt: "2026-12-01T00:00:00.000Z" },
    {
      kind: "case",
      id: 21,
      no: 9,
      lang: "en_US",
      title: "A merger",
      slug: "a-merger",
      content: "<p>Case</p>",
      publishAt: "2026-10-01T00:00:00.000Z",
    },
    { kind: "honor", id: 31, no: 10, lang: "en_US", title: "Ranked", slug: "ranked", content: "", publishAt: "2026-09-01T00:00:00.000Z" },
  ],
  practiceAreas: [
    { id: 3, no: 2, lang: "en_US", name: "Tax", slug: "tax" },
    { id: 4, no: 5, lang: "en_US", name: "Labour", slug: "labour" },
  ],
  people: [
    {
      id: 41,
      no: 12,
      lang: "en_US",
      name: "Anna Weber",
      slug: "anna-weber",
      email: "a@example.com",
      phone: null,
      photoUrl: "/p.jpg",
      intro: "<p>Hi</p>",
    },
  ],
  documents: [{ id: 51, no: 1, lang: "en_US", name: "privacy", title: "Privacy", content: "<p>Data</p>" }],
  links: {
    articles: [
      { ownerId: 12, practiceAreaId: 4, position: 5 },
      { ownerId: 12, practiceAreaId: 3, position: 2 },
      { ownerId: 21, practiceAreaId: 3, position: 0 },
      // A draft practice area (not copied) and an article version not copied.
      { ownerId: 12, practiceAreaId: 99, position: 7 },
      { ownerId: 98, practiceAreaId: 3, position: 0 },
    ],
    people: [{ ownerId: 41, practiceAreaId: 4, position: 0 }],
  },
};

const statementOf = (table: string) => strapiSeedStatements(source, NOW).find((statement) => statement.table === table)!;

describe("the Strapi peer's seeding", () => {
  it("names an item's language versions by one document id of 24 characters, its type's prefix first", () => {
    expect(documentIdOf("news", 7)).toBe("news00000000000000000007");
    expect(documentIdOf("practiceArea", 123456)).toBe("area00000000000000123456");
    expect(documentIdOf("document", 1)).toHaveLength(24);
    expect(() => documentIdOf("person", 10 ** 20)).toThrow();
  });

  it("inserts the practice areas first, each type's links after its rows, and one row per parameter list", () => {
    const tables = strapiSeedStatements(source, NOW).map((statement) => statement.table);
    expect(tables).toEqual([
      "practice_areas",
      "news_items",
      "news_items_practice_areas_lnk",
      "case_analyses",
      "case_analyses_practice_areas_lnk",
      "honors",
      "honors_practice_areas_lnk",
      "people",
      "people_practice_areas_lnk",
      "legal_documents",
    ]);
    for (const { sql, rows } of strapiSeedStatements(source, NOW)) {
      const placeholders = sql.match(/\?/g)?.length;
      for (const row of rows) expect(row).toHaveLength(placeholders!);
    }
  });

  it("keeps each version's id and text, maps its language to Strapi's locale and publishes it at its own time, in Strapi's milliseconds", () => {
    const news = statementOf(strapiTable("news"));
    expect(news.sql).toBe(
      "insert into news_items (id, document_id, title, text, date, slug, locale, created_at, updated_at, published_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    expect(news.rows).toEqual([
      [
        11,
        "news00000000000000000007",
        "Urteil",
        "<p>Text</p>",
        "2026-11-30",
        "urteil",
        "de",
        CREATED,
        CREATED,
        Date.parse("2026-11-30T09:15:00.000Z"),
      ],
      [
        12,
        "news00000000000000000007",
        "Ruling",
        "<p>Text</p>",
        "2026-11-30",
        "ruling",
        "en",
        CREATED,
        CREATED,
        Date.parse("2026-11-30T09:15:00.000Z"),
      ],
      [13, "news00000000000000000008", "判决", "", "2026-12-01", "pan-jue", "zh", CREATED, CREATED, Date.parse("2026-12-01T00:00:00.000Z")],
    ]);
    expect(statementOf("case_analyses").rows.map((row) => row[0])).toEqual([21]);
    expect(statementOf("honors").rows.map((row) => [row[0], row[1]])).toEqual([[31, "honor0000000000000000010"]]);
    expect(statementOf("people").rows).toEqual([
      [
        41,
        "person000000000000000012",
        "Anna Weber",
        "anna-weber",
        "a@example.com",
        null,
        "/p.jpg",
        "<p>Hi</p>",
        "en",
        CREATED,
        CREATED,
        CREATED,
      ],
    ]);
    expect(statementOf("legal_documents").rows).toEqual([
      [51, "doc000000000000000000001", "privacy", "Privacy", "<p>Data</p>", "en", CREATED, CREATED, CREATED],
    ]);
  });

  it("links a version to its practice areas in the editor's order, counted from 1, leaving out rows not copied", () => {
    const news = strapiLinkTable("news");
    expect(news).toEqual({ table: "news_items_practice_areas_lnk", column: "news_item_id" });
    expect(statementOf(news.table).sql).toBe(
      "insert into news_items_practice_areas_lnk (news_item_id, practice_area_id, practice_area_ord) values (?, ?, ?)",
    );
    expect(statementOf(news.table).rows).toEqual([
      [12, 3, 1],
      [12, 4, 2],
    ]);
    expect(statementOf(strapiLinkTable("case").table).rows).toEqual([[21, 3, 1]]);
    expect(statementOf(strapiLinkTable("honor").table).rows).toEqual([]);
    expect(strapiLinkTable("person")).toEqual({ table: "people_practice_areas_lnk", column: "person_id" });
    expect(statementOf("people_practice_areas_lnk").rows).toEqual([[41, 4, 1]]);
  });

  it("refuses a language Strapi has no locale for", () => {
    const french = { ...source, articles: [{ ...source.articles[0]!, lang: "fr_FR" }] };
    expect(() => strapiSeedStatements(french, NOW)).toThrow("fr_FR");
  });
});
