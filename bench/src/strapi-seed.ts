// The rows that give the Strapi peer the same content as the server: each public language version
// of the news, case analyses, honors, people, practice areas and legal documents, and which
// practice areas each article and person version concerns, as INSERT statements into the tables
// Strapi 5 made for the peer's content types (strapi-project.ts). Written straight into Strapi's
// SQLite database in one transaction: its document service takes minutes for tens of thousands of
// entries, a prepared INSERT a second.

/** Strapi's locale of each of the server's languages. */
export const STRAPI_LOCALES: Readonly<Record<string, string>> = { de_DE: "de", en_US: "en", zh_CN: "zh" };

/**
 * The peer's content types, each a localized collection type: Strapi's names for it, the table it
 * makes for it, and the prefix of its documents' ids. The article kinds share one shape.
 */
export const STRAPI_TYPES = {
  practiceArea: { singular: "practice-area", plural: "practice-areas", prefix: "area" },
  news: { singular: "news-item", plural: "news-items", prefix: "news" },
  case: { singular: "case-analysis", plural: "case-analyses", prefix: "case" },
  honor: { singular: "honor", plural: "honors", prefix: "honor" },
  person: { singular: "person", plural: "people", prefix: "person" },
  document: { singular: "legal-document", plural: "legal-documents", prefix: "doc" },
} as const;
export type StrapiTypeName = keyof typeof STRAPI_TYPES;
/** The article kinds of the server the peer holds, each as a type of its own. */
export const ARTICLE_TYPES = ["news", "case", "honor"] as const;
export type ArticleTypeName = (typeof ARTICLE_TYPES)[number];
/** The types whose versions concern practice areas (a `practiceAreas` relation). */
export const LINKED_TYPES = [...ARTICLE_TYPES, "person"] as const;
export type LinkedTypeName = (typeof LINKED_TYPES)[number];

/** The table Strapi makes for a type: its plural name in snake case. */
export function strapiTable(type: StrapiTypeName): string {
  return STRAPI_TYPES[type].plural.replace(/-/g, "_");
}

/** The table of a type's links to practice areas, and its column naming the type's row. */
export function strapiLinkTable(type: LinkedTypeName): { table: string; column: string } {
  return { table: `${strapiTable(type)}_practice_areas_lnk`, column: `${STRAPI_TYPES[type].singular.replace(/-/g, "_")}_id` };
}

/** One language version of an article (a news item, a case analysis, an honor), as the server's database holds it. */
export interface SourceArticle {
  kind: ArticleTypeName;
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

/** One language version of a person. */
export interface SourcePerson {
  id: number;
  no: number;
  lang: string;
  name: string;
  slug: string;
  email: string | null;
  phone: string | null;
  photoUrl: string | null;
  intro: string | null;
}

/** One language version of a legal document; `no` numbers the document among the peer's. */
export interface SourceDocument {
  id: number;
  no: number;
  lang: string;
  name: string;
  title: string;
  content: string;
}

/** A practice area version an article or person version concerns, in the editor's order. */
export interface SourceLink {
  ownerId: number;
  practiceAreaId: number;
  position: number;
}

export interface SeedSource {
  articles: readonly SourceArticle[];
  practiceAreas: readonly SourcePracticeArea[];
  people: readonly SourcePerson[];
  documents: readonly SourceDocument[];
  /** Links of the article versions (their ids are unique across the kinds) and of the person versions. */
  links: { articles: readonly SourceLink[]; people: readonly SourceLink[] };
}

/** One prepared statement and the parameters of each row it inserts. */
export interface SeedStatement {
  /** The table it inserts into. */
  table: string;
  sql: string;
  rows: unknown[][];
}

/**
 * Strapi 5 names a document by a 24-character id shared by its locales: here the type's prefix and
 * the item's number, so that the same item is found under the same id in every run.
 */
export function documentIdOf(type: StrapiTypeName, no: number): string {
  const { prefix } = STRAPI_TYPES[type];
  const digits = String(no);
  if (prefix.length + digits.length > 24) throw new Error(`no document id for ${type} ${no}`);
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

/** An INSERT of `columns` into `table`, with the table it names. */
const insert = (table: string, columns: readonly string[]) => ({
  table,
  sql: `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
});

/**
 * The INSERTs, in the order they must run (the link rows name both tables' rows). Each row keeps
 * the server's id, so that the links are copied as they are; `now` is the rows' creation time.
 * Times are written as Strapi writes them on SQLite: milliseconds since the epoch; a date as text.
 * A link whose version or practice area is not copied (a draft) is left out, as the server's
 * public answers leave it out.
 */
export function strapiSeedStatements(source: SeedSource, now: string): SeedStatement[] {
  const created = strapiTime(now);
  const stamps = (publishAt: number) => [created, created, publishAt];
  const stampColumns = ["locale", "created_at", "updated_at", "published_at"];
  const practiceAreaIds = new Set(source.practiceAreas.map((area) => area.id));
  const links = (type: LinkedTypeName, owners: readonly { id: number }[], all: readonly SourceLink[]): SeedStatement => {
    const { table, column } = strapiLinkTable(type);
    const ownerIds = new Set(owners.map((owner) => owner.id));
    return {
      ...insert(table, [column, "practice_area_id", "practice_area_ord"]),
      rows: linkRows(all.filter((link) => ownerIds.has(link.ownerId) && practiceAreaIds.has(link.practiceAreaId))),
    };
  };
  const articleStatements = ARTICLE_TYPES.flatMap((kind) => {
    const articles = source.articles.filter((article) => article.kind === kind);
    return [
      {
        ...insert(strapiTable(kind), ["id", "document_id", "title", "text", "date", "slug", ...stampColumns]),
        rows: articles.map((item) => [
          item.id,
          documentIdOf(kind, item.no),
          item.title,
          item.content,
          item.publishAt.slice(0, 10),
          item.slug,
          localeOf(item.lang),
          ...stamps(strapiTime(item.publishAt)),
        ]),
      },
      links(kind, articles, source.links.articles),
    ];
  });
  return [
    {
      ...insert(strapiTable("practiceArea"), ["id", "document_id", "name", "slug", ...stampColumns]),
      rows: source.practiceAreas.map((area) => [
        area.id,
        documentIdOf("practiceArea", area.no),
        area.name,
        area.slug,
        localeOf(area.lang),
        ...stamps(created),
      ]),
    },
    ...articleStatements,
    {
      ...insert(strapiTable("person"), ["id", "document_id", "name", "slug", "email", "phone", "photo", "intro", ...stampColumns]),
      rows: source.people.map((person) => [
        person.id,
        documentIdOf("person", person.no),
        person.name,
        person.slug,
        person.email,
        person.phone,
        person.photoUrl,
        person.intro,
        localeOf(person.lang),
        ...stamps(created),
      ]),
    },
    links("person", source.people, source.links.people),
    {
      ...insert(strapiTable("document"), ["id", "document_id", "name", "title", "text", ...stampColumns]),
      rows: source.documents.map((document) => [
        document.id,
        documentIdOf("document", document.no),
        document.name,
        document.title,
        document.content,
        localeOf(document.lang),
        ...stamps(created),
      ]),
    },
  ];
}

/** Strapi's order of a version's areas counts from 1 in the editor's order. */
function linkRows(links: readonly SourceLink[]): unknown[][] {
  const byOwner = new Map<number, SourceLink[]>();
  for (const link of links) byOwner.set(link.ownerId, [...(byOwner.get(link.ownerId) ?? []), link]);
  return [...byOwner].flatMap(([ownerId, own]) =>
    own.toSorted((a, b) => a.position - b.position).map((link, index) => [ownerId, link.practiceAreaId, index + 1]),
  );
}
