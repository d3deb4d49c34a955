import { describe, expect, it } from "vitest";
import { STRAPI_TABLES, documentIdOf, strapiSeedStatements, type SeedSource } from "./strapi-seed.ts";

const NOW = "2026-12-04T12:00:00.000Z";
const CREATED = Date.parse(NOW);

const source: SeedSource = {
  news: [
    { id: 11, no: 7, lang: "de_DE", title: "Urteil", slug: "urteil", content: "<p>Text</p>", publishAt: "2026-11-30T09:15:00.000Z" },
    { id: 12, no: 7, lang: "en_US", title: "Ruling", slug: "ruling", content: "<p>Text</p>", publishAt: "2026-11-30T09:15:00.000Z" },
    { id: 13, no: 8, lang: "zh_CN", title: "判决", slug: "pan-jue", content: "", publishAt: "2026-12-01T00:00:00.000Z" },
  ],
  practiceAreas: [
    { id: 3, no: 2, lang: "en_US", name: "Tax", slug: "tax" },
    { id: 4, no: 5, lang: "en_US", name: "Labour", slug: "labour" },
  ],
  links: [
    { newsId: 12, practiceAreaId: 4, position: 5 },
    { newsId: 12, practiceAreaId: 3, position: 2 },
    // A draft practice area (not copied) and a news version not copied.
    { newsId: 12, practiceAreaId: 99, position: 7 },
    { newsId: 98, practiceAreaId: 3, position: 0 },
  ],
};

describe("the Strapi peer's seeding", () => {
  it("names an item's language versions by one document id of 24 characters", () => {
    expect(documentIdOf("news", 7)).toBe("news00000000000000000007");
    expect(documentIdOf("area", 123456)).toHaveLength(24);
    expect(() => documentIdOf("News", 1)).toThrow();
  });

  it("inserts the practice areas, then the news, then the links between them", () => {
    const statements = strapiSeedStatements(source, NOW);
    expect(statements.map((statement) => statement.sql.split(" ")[2])).toEqual([
      STRAPI_TABLES.practiceAreas,
      STRAPI_TABLES.news,
      STRAPI_TABLES.links,
    ]);
    for (const { sql, rows } of statements) {
      const placeholders = sql.match(/\?/g)?.length;
      for (const row of rows) expect(row).toHaveLength(placeholders!);
    }
  });

  it("keeps each version's id and text, maps its language to Strapi's locale and publishes it at its own time, in Strapi's milliseconds", () => {
    const [, news] = strapiSeedStatements(source, NOW);
    expect(news!.sql).toBe(
      "insert into news_items (id, document_id, title, text, date, slug, locale, created_at, updated_at, published_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    expect(news!.rows).toEqual([
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
  });

  it("links a news version to its practice areas in the editor's order, counted from 1, leaving out rows not copied", () => {
    const [, , links] = strapiSeedStatements(source, NOW);
    expect(links!.rows).toEqual([
      [12, 3, 1],
      [12, 4, 2],
    ]);
  });

  it("refuses a language Strapi has no locale for", () => {
    const french = { ...source, news: [{ ...source.news[0]!, lang: "fr_FR" }] };
    expect(() => strapiSeedStatements(french, NOW)).toThrow("fr_FR");
  });
});
