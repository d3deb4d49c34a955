import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import { isPublic } from "../publishing/publication.ts";

/** What a detail page is of: an article kind, a person, a practice area or an office. */
export type DetailKind = "news" | "case" | "honor" | "person" | "practiceArea" | "office";

/** One language version of an item that may have a page of its own. */
export interface ItemVersionRow {
  kind: DetailKind;
  id: number;
  no: number;
  lang: string;
  updatedAt: string;
  /** 1 for external news: `isLink` 1 with an address (the site links straight out, see its `externalUrl`). */
  external: number;
}

/** A version's last change: its publication when that came after its last save. */
const lastChange = (table: "articles" | "people" | "practiceAreas" | "banners") =>
  sql<string>`case when ${sql.ref(`${table}.publishAt`)} > ${sql.ref(`${table}.updatedAt`)} then ${sql.ref(`${table}.publishAt`)} else ${sql.ref(`${table}.updatedAt`)} end`;
const publishedOrUpdated = (table: "articles" | "people" | "practiceAreas") => lastChange(table).as("updatedAt");

/**
 * Every language version of public people, practice areas and articles and of the offices, in
 * one query; a version's last change is its publication when that came after its last save.
 */
export async function listItemVersions(db: Executor): Promise<ItemVersionRow[]> {
  const rows = await db
    .selectFrom("articles")
    .select([
      "articles.kind",
      "articles.id",
      "articles.no",
      "articles.lang",
      publishedOrUpdated("articles"),
      sql<number>`case when ${sql.ref("articles.kind")} = 'news' and ${sql.ref("articles.isLink")} = 1 and ${sql.ref("articles.contentUrl")} <> '' then 1 else 0 end`.as(
        "external",
      ),
    ])
    .where(isPublic("articles"))
    .unionAll(
      db
        .selectFrom("people")
        .select([
          sql.lit("person").as("kind"),
          "people.id",
          "people.no",
          "people.lang",
          publishedOrUpdated("people"),
          sql.lit(0).as("external"),
        ])
        .where(isPublic("people")),
    )
    .unionAll(
      db
        .selectFrom("practiceAreas")
        .select([
          sql.lit("practiceArea").as("kind"),
          "practiceAreas.id",
          "practiceAreas.no",
          "practiceAreas.lang",
          publishedOrUpdated("practiceAreas"),
          sql.lit(0).as("external"),
        ])
        .where(isPublic("practiceAreas")),
    )
    .unionAll(
      db
        .selectFrom("offices")
        .select([sql.lit("office").as("kind"), "offices.id", "offices.no", "offices.lang", "offices.updatedAt", sql.lit(0).as("external")]),
    )
    .execute();
  return rows.map((row) => ({ ...row, external: Number(row.external) })) as ItemVersionRow[];
}

/** Every published language version of the legal documents (decision 0035). */
export async function listDocumentVersions(db: Executor) {
  return db.selectFrom("legalDocuments").select(["name", "lang", "updatedAt"]).where(isPublic("legalDocuments")).execute();
}

/** Where a list page's content comes from, for its last change. */
export type ContentSource = DetailKind | "portalConfig" | "banner" | "newsFolder" | "caseFolder" | "office" | "job";

/**
 * The newest change in each language of what list pages show besides items with pages (those
 * come with `listItemVersions`), in one query: one row per source and language (public banners
 * only, their publication counting as a change).
 */
export async function listLatestChanges(db: Executor): Promise<{ source: ContentSource; lang: string; updatedAt: string | null }[]> {
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
