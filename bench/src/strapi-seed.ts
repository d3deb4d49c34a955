// The rows that give the Strapi peer the same news as the server: each public language version
// of a news item, each practice area version, and which areas each news version concerns, as
// INSERT statements into the tables Strapi 5 made for the peer's content types (strapi-project.ts).
// Written straight into Strapi's SQLite database in one transaction: its document service takes
// minutes for tens of thousands of entries, a prepared INSERT a second.

/** Strapi's locale of each of the server's languages. */
export const STRAPI_LOCALES: Readonly<Record<string, string>> = { de_DE: "de", en_US: "en", zh_CN: "zh" };

/** One language version of a news item, as the server's database holds it. */
export interface SourceNews {
  id: number;
  /** The item's number, shared by its language versions. */
  no: number;
  lang: string;
  title: string;
  slug: string;
  content: string;
  /** Its publication time (ISO 8601), the date the lists sort by. */
  publishAt: string;
}

/** One language version of a practice area. */
export interface SourcePracticeArea {
  id: number;
  no: number;
  lang: string;
  name: string;
  slug: string;
}

/** A practice area version a news version concerns, in the editor's order. */
export interface SourceNewsPracticeArea {
  newsId: number;
  practiceAreaId: number;
  position: number;
}

export interface SeedSource {
  news: readonly SourceNews[];
  practiceAreas: readonly SourcePracticeArea[];
  links: readonly SourceNewsPracticeArea[];
}

/** One prepared statement and the parameters of each row it inserts. */
export interface SeedStatement {
  sql: string;
  rows: unknown[][];
}

/** The tables Strapi 5 creates for the peer's two collection types and their relation. */
export const STRAPI_TABLES = {
  news: "news_items",
  practiceAreas: "practice_areas",
  links: "news_items_practice_areas_lnk",
} as const;

/**
 * Strapi 5 names a document by a 24-character id shared by its locales: here the kind's prefix and
 * the item's number, so that the same item is found under the same id in every run.
 */
export function documentIdOf(prefix: string, no: number): string {
  const digits = String(no);
  if (!/^[a-z]+$/.test(prefix) || prefix.length + digits.length > 24) throw new Error(`no document id for ${prefix} ${no}`);
  return `${prefix}${digits.padStart(24 - prefix.length, "0")}`;
}

/** An ISO 8601 time as Strapi keeps a datetime on SQLite. */
function strapiTime(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`${iso} is not a time`);
  return time;
}

function localeOf(lang: string): string {
  const locale = STRAPI_LOCALES[lang];
  if (!locale) throw new Error(`the language ${lang} has no Strapi locale`);
  return locale;
}

/**
 * The INSERTs, in the order they must run (the link rows name both tables' rows). Each row keeps
 * the server's id, so that the links are copied as they are; `now` is the rows' creation time.
 * Times are written as Strapi writes them on SQLite: milliseconds since the epoch; a date as text.
 * A link whose news or practice area is not copied (a draft area) is left out, as the server's
 * public answers leave it out.
 */
export function strapiSeedStatements(source: SeedSource, now: string): SeedStatement[] {
  const created = strapiTime(now);
  const timestamps = [created, created];
  const practiceAreaIds = new Set(source.practiceAreas.map((area) => area.id));
  const newsIds = new Set(source.news.map((item) => item.id));
  const insert = (table: string, columns: readonly string[]) =>
    `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`;
  return [
    {
      sql: insert(STRAPI_TABLES.practiceAreas, ["id", "document_id", "name", "slug", "locale", "created_at", "updated_at", "published_at"]),
      rows: source.practiceAreas.map((area) => [
        area.id,
        documentIdOf("area", area.no),
        area.name,
        area.slug,
        localeOf(area.lang),
        ...timestamps,
        created,
      ]),
    },
    {
      sql: insert(STRAPI_TABLES.news, [
        "id",
        "document_id",
        "title",
        "text",
        "date",
        "slug",
        "locale",
        "created_at",
        "updated_at",
        "published_at",
      ]),
      rows: source.news.map((item) => [
        item.id,
        documentIdOf("news", item.no),
        item.title,
        item.content,
        item.publishAt.slice(0, 10),
        item.slug,
        localeOf(item.lang),
        ...timestamps,
        strapiTime(item.publishAt),
      ]),
    },
    {
      sql: insert(STRAPI_TABLES.links, ["news_item_id", "practice_area_id", "practice_area_ord"]),
      rows: linkRows(source.links.filter((link) => newsIds.has(link.newsId) && practiceAreaIds.has(link.practiceAreaId))),
    },
  ];
}

/** Strapi's order of a news version's areas counts from 1 in the editor's order. */
function linkRows(links: readonly SourceNewsPracticeArea[]): unknown[][] {
  const byNews = new Map<number, SourceNewsPracticeArea[]>();
  for (const link of links) byNews.set(link.newsId, [...(byNews.get(link.newsId) ?? []), link]);
  return [...byNews].flatMap(([newsId, own]) =>
    own.toSorted((a, b) => a.position - b.position).map((link, index) => [newsId, link.practiceAreaId, index + 1]),
  );
}
