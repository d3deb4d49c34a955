import { ARTICLE_KIND_FACTS, type ArticleKindName, type SitePagesKindName } from "@lawfirm/contract";
import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import { isPublic } from "../publishing/publication.ts";

/**
 * What a detail page is of: a kind with pages of its own on the site (`CONTENT_KINDS`' site routes:
 * an article kind, a person, a practice area, a job opening), or an office.
 */
export type DetailKind = SitePagesKindName | "office";

/** One public language version of an item with a page of its own. */
export interface ItemVersionRow {
  id: number;
  no: number;
  lang: string;
  /** Its readable address (decision 0054); empty for an office, whose page is named by its id. */
  slug: string;
  updatedAt: string;
}

/** A version's last change: its publication when that came after its last save. */
const lastChange = (table: "articles" | "banners" | TranslatedPageTable) =>
  sql<string>`case when ${sql.ref(`${table}.publishAt`)} > ${sql.ref(`${table}.updatedAt`)} then ${sql.ref(`${table}.publishAt`)} else ${sql.ref(`${table}.updatedAt`)} end`;

/**
 * External news (`isLink` 1 with an address): the site links straight out, never to its page (see
 * its `externalUrl`). `isLink` is asked first, so that SQLite reads a row's `contentUrl` only for
 * links: everything else a sitemap reads of an article is in the sitemap's index.
 */
const isExternal = sql<boolean>`(case when ${sql.ref("articles.isLink")} = 1 then (case when ${sql.ref("articles.contentUrl")} <> '' then 1 else 0 end) else 0 end) = 1`;

/** The tables of the translated kinds with pages, each a table of its own. */
const TRANSLATED_PAGE_TABLES = { person: "people", practiceArea: "practiceAreas", opening: "jobOpenings", event: "events" } as const;
type TranslatedPageTable = (typeof TRANSLATED_PAGE_TABLES)[keyof typeof TRANSLATED_PAGE_TABLES];

/** The public versions of a translated kind's table in the given languages, not kept out of search engines, as a subquery `versions`. */
function publicVersionsOf(db: Executor, table: TranslatedPageTable, langs: readonly string[]) {
  // The tables share the columns read here; Kysely's types cannot follow a table chosen at run time.
  return db
    .selectFrom(table as "people")
    .select(["id", "no", "lang", "slug", lastChange(table).as("updatedAt")])
    .where("lang", "in", langs)
    .where(isPublic(table))
    .where("noindex", "=", 0)
    .as("versions");
}

/** The public versions of one kind's items in the given languages that have a page here and are not kept out of search engines (`noindex`), as a subquery `versions`. */
function versionsWithPages(db: Executor, kind: DetailKind, langs: readonly string[]) {
  switch (kind) {
    case "news":
    case "case":
    case "honor":
      return db
        .selectFrom("articles")
        .select(["articles.id", "articles.no", "articles.lang", "articles.slug", lastChange("articles").as("updatedAt")])
        .where("articles.kind", "=", kind)
        .where("articles.lang", "in", langs)
        .where(isPublic("articles"))
        .where("articles.noindex", "=", 0)
        .where((eb) => eb.not(isExternal))
        .as("versions");
    case "person":
    case "practiceArea":
    case "opening":
    case "event":
      return publicVersionsOf(db, TRANSLATED_PAGE_TABLES[kind], langs);
    case "office":
      return db
        .selectFrom("offices")
        .select(["offices.id", "offices.no", "offices.lang", sql<string>`''`.as("slug"), "offices.updatedAt"])
        .where("offices.lang", "in", langs)
        .as("versions");
  }
}

/** A sitemap page of items: its number (from 1) and the newest change among its items. */
export interface ItemPageRow {
  page: number;
  lastmod: string | null;
}

/**
 * The pages one kind's items with pages fill, `itemsPerPage` items each in the order of their numbers, with
 * each page's newest change: one aggregate query, whose rows are the pages, not the items.
 */
export async function listItemPages(
  db: Executor,
  kind: DetailKind,
  langs: readonly string[],
  itemsPerPage: number,
): Promise<ItemPageRow[]> {
  if (langs.length === 0) return [];
  // Items first (read in the index's order), then numbered: a ranking of the versions would sort them all.
  const items = db
    .selectFrom(versionsWithPages(db, kind, langs))
    .select((eb) => ["versions.no", eb.fn.max("versions.updatedAt").as("updatedAt")])
    .groupBy("versions.no")
    .as("items");
  const numbered = db
    .selectFrom(items)
    .select([sql<number>`row_number() over (order by ${sql.ref("items.no")})`.as("position"), "items.updatedAt"])
    .as("numbered");
  // A literal, not a parameter: PostgreSQL groups by an expression only when it is the selected one, parameters included.
  const page = sql<number>`(${sql.ref("numbered.position")} - 1) / ${sql.lit(Math.trunc(itemsPerPage))} + 1`;
  const rows = await db
    .selectFrom(numbered)
    .select((eb) => [page.as("page"), eb.fn.max("numbered.updatedAt").as("lastmod")])
    .groupBy(page)
    .orderBy(page)
    .execute();
  // PostgreSQL counts in bigint, which its driver answers as text.
  return rows.map((row) => ({ page: Number(row.page), lastmod: row.lastmod }));
}

/**
 * The public versions of the items on one page (`listItemPages`), by item number: a bounded read,
 * whatever the number of items.
 */
export async function listItemPage(
  db: Executor,
  kind: DetailKind,
  langs: readonly string[],
  itemsPerPage: number,
  page: number,
): Promise<ItemVersionRow[]> {
  if (langs.length === 0) return [];
  const numbers = db
    .selectFrom(versionsWithPages(db, kind, langs))
    .select("versions.no")
    .groupBy("versions.no")
    .orderBy("versions.no")
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  const rows = await db
    .selectFrom(versionsWithPages(db, kind, langs))
    .selectAll("versions")
    .where("versions.no", "in", numbers)
    .orderBy("versions.no")
    .orderBy("versions.id")
    .execute();
  return rows;
}

/** Every published language version of the legal documents (decision 0035). */
export async function listDocumentVersions(db: Executor) {
  return db.selectFrom("legalDocuments").select(["name", "lang", "updatedAt"]).where(isPublic("legalDocuments")).execute();
}

/** News, case analyses and honors, as declared. */
const ARTICLE_KINDS = Object.keys(ARTICLE_KIND_FACTS) as ArticleKindName[];

/** Where a list page's content comes from, for its last change. */
export type ContentSource = DetailKind | "portalConfig" | "banner" | "newsFolder" | "caseFolder" | "job";

/**
 * The newest change in each language of everything list pages show, in one query: one row per
 * source and language (public versions only, their publication counting as a change; external
 * news too, which the news list shows).
 */
export async function listLatestChanges(
  db: Executor,
  langs: readonly string[],
): Promise<{ source: ContentSource; lang: string; updatedAt: string | null }[]> {
  const latest = (table: "portalConfigs" | "offices" | "jobs", source: ContentSource) =>
    db
      .selectFrom(table)
      .select((eb) => [sql.lit(source).as("source"), "lang", eb.fn.max("updatedAt").as("updatedAt")])
      .groupBy("lang");
  const rows = await db
    .selectFrom("catalogs")
    .select((eb) => [
      sql<string>`case when ${sql.ref("catalogs.type")} = 0 then 'newsFolder' else 'caseFolder' end`.as("source"),
      "catalogs.lang",
      eb.fn.max("catalogs.updatedAt").as("updatedAt"),
    ])
    .groupBy(["catalogs.type", "catalogs.lang"])
    .unionAll(latest("portalConfigs", "portalConfig"))
    // The firm-wide facts (decision 0028) change every language's configuration at once.
    .unionAll(
      db
        .selectFrom(["firmFacts", "languages"])
        .select([sql.lit("portalConfig").as("source"), "languages.langCode as lang", "firmFacts.updatedAt as updatedAt"]),
    )
    // The home page shows the public banners: a draft's save changes nothing there.
    .unionAll(
      db
        .selectFrom("banners")
        .select((eb) => [sql.lit("banner").as("source"), "lang", eb.fn.max(lastChange("banners")).as("updatedAt")])
        .where(isPublic("banners"))
        .groupBy("lang"),
    )
    // One kind in one language each: SQLite then reads the sitemap's index, not the articles' rows
    // (grouped, it would take the list index for its order and read every row beside it).
    .$call((query) => {
      let withArticles = query;
      for (const kind of ARTICLE_KINDS) {
        for (const lang of langs) {
          withArticles = withArticles.unionAll(
            db
              .selectFrom("articles")
              .select((eb) => [sql.lit(kind).as("source"), sql.lit(lang).as("lang"), eb.fn.max(lastChange("articles")).as("updatedAt")])
              .where("articles.kind", "=", kind)
              .where("articles.lang", "=", lang)
              .where(isPublic("articles")),
          );
        }
      }
      return withArticles;
    })
    .$call((query) => {
      let withTranslated = query;
      for (const [source, table] of Object.entries(TRANSLATED_PAGE_TABLES)) {
        withTranslated = withTranslated.unionAll(
          db
            .selectFrom(table as "people")
            .select((eb) => [sql.lit(source).as("source"), "lang", eb.fn.max(lastChange(table)).as("updatedAt")])
            .where(isPublic(table))
            .groupBy("lang"),
        );
      }
      return withTranslated;
    })
    .unionAll(latest("offices", "office"))
    .unionAll(latest("jobs", "job"))
    .execute();
  return rows as { source: ContentSource; lang: string; updatedAt: string | null }[];
}

/** Characters of content a feed item reads, enough for its summary. */
const FEED_CONTENT_CHARS = 3_000;

/**
 * The newest public news versions of one language with the given pin state, newest first. Asked once per
 * pin state, each reads the list index in order (kind, lang, top, created_at) instead of sorting
 * every news item of the language.
 */
export async function listNewestNews(db: Executor, lang: string, top: number, limit: number) {
  return db
    .selectFrom("articles")
    .select([
      "articles.id",
      "articles.title",
      "articles.slug",
      "articles.teaser",
      sql<string>`substr(articles.content, 1, ${FEED_CONTENT_CHARS})`.as("content"),
      "articles.isLink",
      "articles.contentUrl",
      "articles.note",
      "articles.createdAt",
      "articles.updatedAt",
    ])
    .where("articles.kind", "=", "news")
    .where("articles.lang", "=", lang)
    .where("articles.top", "=", top)
    .where(isPublic("articles"))
    .orderBy("articles.createdAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit)
    .execute();
}

export type FeedNewsRow = Awaited<ReturnType<typeof listNewestNews>>[number];
