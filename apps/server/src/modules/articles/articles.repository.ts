import { ARTICLE_TEXT_FIELD_NAMES, type ArticleKindName, type ArticleSort, type Paging, type PublishState } from "@lawfirm/contract";
import { sql, type ExpressionBuilder, type RawBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import { builtOnce } from "../../db/built-once.ts";
import { isPostgres, now, type ArticleTable, type Database, type Executor } from "../../db/database.ts";
import { COUNT_BOUND, fetchPageOfIds, fetchPageOfIdsBounded, type KeepCount } from "../../db/paging.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";
import { deleteVersionRows } from "../publishing/deleted-versions.repository.ts";
import { isInState, isPublic } from "../publishing/publication.ts";
import { pageMetaColumnsOf } from "../page-meta/page-meta.ts";
import { summaryOf } from "./article-summary.ts";
import type { MatchingVersionIds } from "../search/search.repository.ts";
import type { StoredVersion } from "../translations/translated-items.ts";

const baseColumns = [
  "articles.id",
  "articles.kind",
  "articles.no",
  "articles.lang",
  "articles.title",
  "articles.slug",
  "articles.coverUrl",
  "articles.coverAlt",
  "articles.cataId",
  "articles.isLink",
  "articles.contentUrl",
  "articles.note",
  "articles.clientsNamed",
  "articles.top",
  "articles.views",
  "articles.operatorId",
  "articles.publishAt",
  "articles.unpublishAt",
  "articles.createdAt",
  "articles.updatedAt",
  "articles.summary",
] as const;

/** The contract's declared text fields (`ARTICLE_TEXT_FIELDS`), each a column of its name. */
const textColumns = ARTICLE_TEXT_FIELD_NAMES.map((field) => `articles.${field}` as const);

/** A stored article; list rows leave its content out (empty): they show its `summary`. */
export type ArticleRow = Selectable<ArticleTable> & {
  /** The folder's name, joined in. */
  catalogName: string | null;
};

/** A version's columns as a save writes them: its summary is made from its content (`insertArticle`, `updateArticle`). */
export type ArticleValues = Omit<ArticleTable, "id" | "summary">;
/** What a save changes of a version's row; its slug changes through the addresses (`changeSlug`), which keep the old one. */
export type ArticleChanges = Omit<
  ArticleValues,
  "kind" | "no" | "lang" | "slug" | "top" | "views" | "publishAt" | "unpublishAt" | "createdAt" | "clientsNamed"
> & {
  /** Left out, the stored clients named stay (a draft kept before they existed). */
  clientsNamed?: string | null;
};

/**
 * The folder name comes from a subquery rather than a join, so that a list's count query (the
 * same query without its columns) reads only the index: a join made counting 10,000 rows slow.
 */
function selectArticles(db: Executor, content: "full" | "summary") {
  return (
    db
      .selectFrom("articles")
      .select(baseColumns)
      .select(textColumns)
      .select(pageMetaColumnsOf("articles"))
      .select((eb) => eb.selectFrom("catalogs").select("catalogs.name").whereRef("catalogs.id", "=", "articles.cataId").as("catalogName"))
      // The account's display name now, so that a renamed account shows its new name; the name it
      // had when it saved once the account is deleted.
      .select((eb) =>
        eb.fn
          .coalesce(
            eb.selectFrom("adminAccounts").select("adminAccounts.userName").whereRef("adminAccounts.id", "=", "articles.operatorId"),
            "articles.operatorName",
          )
          .as("operatorName"),
      )
      .select(content === "full" ? sql<string>`articles.content`.as("content") : sql<string>`''`.as("content"))
  );
}

/** Ids of a folder item (all its language versions) and of all folders below it. */
function catalogSubtree(db: Executor, cataId: number) {
  return db
    .withRecursive("subtree(id)", (qb) =>
      qb
        .selectFrom("catalogs")
        .select("catalogs.id")
        .where("catalogs.no", "=", (eb) => eb.selectFrom("catalogs as folder").select("folder.no").where("folder.id", "=", cataId))
        .union((union) => union.selectFrom("catalogs").innerJoin("subtree", "subtree.id", "catalogs.parentId").select("catalogs.id")),
    )
    .selectFrom("subtree")
    .select("subtree.id");
}

/** One version for a visitor: undefined unless it is public now (decision 0035). */
export async function findPublicArticle(db: Executor, kind: ArticleKindName, id: number): Promise<ArticleRow | undefined> {
  const [row] = await publicArticle(db, { kind, id, at: now() });
  return row;
}

const publicArticle = builtOnce((db, { kind, id, at }: { kind: ArticleKindName; id: number; at: string }) =>
  selectArticles(db, "full").where("articles.kind", "=", kind).where("articles.id", "=", id).where(isPublic("articles", at)),
);

/** One version, whatever its publication state. */
export async function findArticle(db: Executor, kind: ArticleKindName, id: number): Promise<ArticleRow | undefined> {
  return selectArticles(db, "full").where("articles.kind", "=", kind).where("articles.id", "=", id).executeTakeFirst();
}

/** All language versions of one item, by language. */
export async function findArticlesByNo(db: Executor, kind: ArticleKindName, no: number): Promise<ArticleRow[]> {
  return selectArticles(db, "full").where("articles.kind", "=", kind).where("articles.no", "=", no).orderBy("articles.lang").execute();
}

export async function findVersionsByNo(db: Executor, kind: ArticleKindName, no: number): Promise<StoredVersion[]> {
  return db.selectFrom("articles").select(["id", "no", "lang"]).where("kind", "=", kind).where("no", "=", no).orderBy("lang").execute();
}

/** The versions of one item that are public now, by language. */
export async function findPublicVersionsByNo(
  db: Executor,
  kind: ArticleKindName,
  no: number,
): Promise<(StoredVersion & { slug: string })[]> {
  return db
    .selectFrom("articles")
    .select(["id", "no", "lang", "slug"])
    .where("kind", "=", kind)
    .where("no", "=", no)
    .where(isPublic("articles"))
    .orderBy("lang")
    .execute();
}

export async function findVersionsByIds(db: Executor, kind: ArticleKindName, ids: readonly number[]): Promise<StoredVersion[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("articles")
    .select(["id", "no", "lang"])
    .where("kind", "=", kind)
    .where("id", "in", [...ids])
    .execute();
}

/** What the versions of an item share: the pin flag and the time the item was first published. */
export async function findItemState(db: Executor, no: number): Promise<{ top: number; createdAt: string } | undefined> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => [eb.fn.max("top").as("top"), eb.fn.min("createdAt").as("createdAt")])
    .where("no", "=", no)
    .executeTakeFirst();
  return row?.createdAt ? { top: Number(row.top ?? 0), createdAt: row.createdAt } : undefined;
}

/** One version's item, language and publication window. */
export async function findPublication(db: Executor, kind: ArticleKindName, id: number) {
  return db
    .selectFrom("articles")
    .select(["no", "lang", "publishAt", "unpublishAt"])
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Whether any version of the item is published or scheduled. */
export async function hasPublication(db: Executor, no: number): Promise<boolean> {
  const row = await db.selectFrom("articles").select("id").where("no", "=", no).where("publishAt", "is not", null).executeTakeFirst();
  return row !== undefined;
}

/** Dates every version of an item (`createTime`, what the site shows and orders by). */
export async function setItemCreatedAt(db: Executor, no: number, createdAt: string): Promise<void> {
  await db.updateTable("articles").set({ createdAt }).where("no", "=", no).execute();
}

export async function insertArticle(db: Executor, values: ArticleValues): Promise<number> {
  const row = await db
    .insertInto("articles")
    .values({ ...values, summary: summaryOf(values.content) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArticle(db: Executor, id: number, changes: ArticleChanges): Promise<void> {
  await db
    .updateTable("articles")
    .set({ ...changes, summary: summaryOf(changes.content) })
    .where("id", "=", id)
    .execute();
}

/** Deletes article versions with their connections, drafts and revisions. */
export async function deleteArticles(db: Executor, ids: readonly number[]): Promise<void> {
  await deleteVersionRows(db, "articles", ids, { column: "articleId", tables: ["articlePeople", "articlePracticeAreas"] });
}

/** A person an article version names, with the main job title. */
export interface ArticlePersonRow {
  articleId: number;
  id: number;
  no: number;
  name: string;
  slug: string;
  photoUrl: string | null;
  jobName: string | null;
}

/** A practice area an article version concerns. */
export interface ArticlePracticeAreaRow {
  articleId: number;
  id: number;
  no: number;
  name: string;
  slug: string;
}

/** A person's main job title (the first of their job titles), for a query that selects from `people`. */
export function mainJobName(eb: ExpressionBuilder<Database, "people">) {
  return eb
    .selectFrom("personJobs")
    .innerJoin("jobs", "jobs.id", "personJobs.jobId")
    .select("jobs.name")
    .whereRef("personJobs.personId", "=", "people.id")
    .orderBy("personJobs.position")
    .limit(1)
    .as("jobName");
}

/** The people the given article versions name, in each version's order; `onlyPublic`: those a visitor may see. */
export async function findPeopleOf(db: Executor, articleIds: readonly number[], onlyPublic = false): Promise<ArticlePersonRow[]> {
  if (articleIds.length === 0) return [];
  return peopleOf(db, { articleIds, onlyPublic, at: now() });
}

const peopleOf = builtOnce((db, { articleIds, onlyPublic, at }: { articleIds: readonly number[]; onlyPublic: boolean; at: string }) =>
  db
    .selectFrom("articlePeople")
    .innerJoin("people", "people.id", "articlePeople.personId")
    .select(["articlePeople.articleId", "people.id", "people.no", "people.name", "people.slug", "people.photoUrl"])
    .select(mainJobName)
    .where("articlePeople.articleId", "in", articleIds)
    .$if(onlyPublic, (query) => query.where(isPublic("people", at)))
    .orderBy("articlePeople.articleId")
    .orderBy("articlePeople.position"),
);

/** The people of the given ids as connections show them (a draft's; an id no longer there is left out). */
export async function findPeopleByIds(db: Executor, ids: readonly number[]): Promise<Omit<ArticlePersonRow, "articleId">[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("people")
    .select(["people.id", "people.no", "people.name", "people.slug", "people.photoUrl"])
    .select(mainJobName)
    .where("people.id", "in", [...ids])
    .execute();
}

/** The practice areas of the given ids (a draft's; an id no longer there is left out). */
export async function findPracticeAreasByIds(db: Executor, ids: readonly number[]): Promise<Omit<ArticlePracticeAreaRow, "articleId">[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("practiceAreas")
    .select(["id", "no", "name", "slug"])
    .where("id", "in", [...ids])
    .execute();
}

/** The practice areas the given article versions concern, in each version's order; `onlyPublic`: those a visitor may see. */
export async function findPracticeAreasOf(
  db: Executor,
  articleIds: readonly number[],
  onlyPublic = false,
): Promise<ArticlePracticeAreaRow[]> {
  if (articleIds.length === 0) return [];
  return practiceAreasOf(db, { articleIds, onlyPublic, at: now() });
}

const practiceAreasOf = builtOnce(
  (db, { articleIds, onlyPublic, at }: { articleIds: readonly number[]; onlyPublic: boolean; at: string }) =>
    db
      .selectFrom("articlePracticeAreas")
      .innerJoin("practiceAreas", "practiceAreas.id", "articlePracticeAreas.practiceAreaId")
      .select(["articlePracticeAreas.articleId", "practiceAreas.id", "practiceAreas.no", "practiceAreas.name", "practiceAreas.slug"])
      .where("articlePracticeAreas.articleId", "in", articleIds)
      .$if(onlyPublic, (query) => query.where(isPublic("practiceAreas", at)))
      .orderBy("articlePracticeAreas.articleId")
      .orderBy("articlePracticeAreas.position"),
);

/** The ids of the people one article version names, in order. */
export async function findPersonIdsOf(db: Executor, articleId: number): Promise<number[]> {
  const rows = await db.selectFrom("articlePeople").select("personId").where("articleId", "=", articleId).orderBy("position").execute();
  return rows.map((row) => row.personId);
}

/** The ids of the practice areas one article version concerns, in order. */
export async function findPracticeAreaIdsOf(db: Executor, articleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("articlePracticeAreas")
    .select("practiceAreaId")
    .where("articleId", "=", articleId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.practiceAreaId);
}

/** Replaces the people and practice areas of an article version, keeping the given order. */
export async function replaceConnections(
  db: Executor,
  articleId: number,
  personIds: readonly number[],
  practiceAreaIds: readonly number[],
) {
  await db.deleteFrom("articlePeople").where("articleId", "=", articleId).execute();
  await db.deleteFrom("articlePracticeAreas").where("articleId", "=", articleId).execute();
  if (personIds.length > 0) {
    await db
      .insertInto("articlePeople")
      .values(personIds.map((personId, position) => ({ articleId, personId, position })))
      .execute();
  }
  if (practiceAreaIds.length > 0) {
    await db
      .insertInto("articlePracticeAreas")
      .values(practiceAreaIds.map((practiceAreaId, position) => ({ articleId, practiceAreaId, position })))
      .execute();
  }
}

/** Pins or unpins every version of an item; answers how many versions there were. */
export async function setTop(db: Executor, kind: ArticleKindName, no: number, top: 0 | 1): Promise<number> {
  const result = await db.updateTable("articles").set({ top }).where("kind", "=", kind).where("no", "=", no).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Adds counted views to article versions (id → views), one UPDATE per version; run it in a transaction. */
export async function addViews(db: Executor, views: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, count] of views) {
    await db
      .updateTable("articles")
      .set((eb) => ({ views: eb("views", "+", count) }))
      .where("id", "=", id)
      .execute();
  }
}

/** Ids of all versions of the item that the version `id` of `table` belongs to. */
function versionsOfSameItem(db: Executor, table: "people" | "practiceAreas", id: number) {
  return db
    .selectFrom(table)
    .select("id")
    .where("no", "=", (eb) => eb.selectFrom(table).select("no").where("id", "=", id));
}

/**
 * The ids of the public versions of a kind and language that name any version of a person, or
 * concern any version of a practice area (a record: a lawyer's news, a practice area's deals).
 *
 * Found from the link table's index on the person or practice area, each linked version checked
 * (kind, language, public) on its row: the cost follows the item's links, not the number of
 * articles. Written as a correlated `exists` on every version of the language instead, SQLite
 * walked the whole list index (10,000 news) testing each for a link, for the page and again for
 * its count. The `cross join` keeps SQLite in the link table's order (PostgreSQL reads it as an
 * inner join); `list-query-plan.test.ts` checks SQLite's plan.
 */
function linkedVersions(
  db: Executor,
  kind: ArticleKindName,
  lang: string,
  links: "articlePeople" | "articlePracticeAreas",
  itemVersionId: number,
) {
  if (links === "articlePeople") {
    return db
      .selectFrom("articlePeople as link")
      .crossJoin("articles as linked")
      .select("linked.id")
      .where("link.personId", "in", versionsOfSameItem(db, "people", itemVersionId))
      .whereRef("linked.id", "=", "link.articleId")
      .where("linked.kind", "=", kind)
      .where("linked.lang", "=", lang)
      .where(isPublic("linked"));
  }
  return db
    .selectFrom("articlePracticeAreas as link")
    .crossJoin("articles as linked")
    .select("linked.id")
    .where("link.practiceAreaId", "in", versionsOfSameItem(db, "practiceAreas", itemVersionId))
    .whereRef("linked.id", "=", "link.articleId")
    .where("linked.kind", "=", kind)
    .where("linked.lang", "=", lang)
    .where(isPublic("linked"));
}

export interface PublicFilters {
  lang: string;
  no?: number | undefined;
  cataId?: number | undefined;
  /** Any version of a person: the versions naming them. */
  personId?: number | undefined;
  /** Any version of a practice area: the versions concerning it. */
  practiceAreaId?: number | undefined;
  /** The versions whose shown date falls in this year, in Europe/Berlin. */
  year?: number | undefined;
  /** The versions a keyword matched in the search index (`articlesMatchingKeyword`). */
  matching?: MatchingVersionIds | undefined;
}

/**
 * The instants a calendar year of Europe/Berlin begins and ends, as the stored ISO 8601 strings
 * compare: New Year is in winter time there, one hour ahead of UTC.
 */
function berlinYear(year: number): { from: string; until: string } {
  const newYear = (of: number) => new Date(Date.UTC(of, 0, 1) - 60 * 60 * 1000).toISOString();
  return { from: newYear(year), until: newYear(year + 1) };
}

/**
 * The years (Europe/Berlin) of one language's public versions of a kind, newest first. Grouped by
 * the stored year in UTC: a version from 23:00 UTC on New Year's Eve on is in the next year in
 * Berlin, so a year's group also says whether it holds such versions and others.
 */
export async function listPublicYears(db: Executor, kind: ArticleKindName, lang: string): Promise<number[]> {
  const lateOnNewYearsEve = sql<number>`sum(case when substr(articles.created_at, 6, 8) >= '12-31T23' then 1 else 0 end)`;
  const rows = await db
    .selectFrom("articles")
    .where("articles.kind", "=", kind)
    .where("articles.lang", "=", lang)
    .where(isPublic("articles"))
    .select([
      sql<string>`substr(articles.created_at, 1, 4)`.as("year"),
      lateOnNewYearsEve.as("late"),
      (eb) => eb.fn.countAll<number>().as("total"),
    ])
    .groupBy(sql`substr(articles.created_at, 1, 4)`)
    .execute();
  const years = new Set<number>();
  for (const row of rows) {
    const year = Number(row.year);
    if (Number(row.total) > Number(row.late)) years.add(year);
    if (Number(row.late) > 0) years.add(year + 1);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * One language's public versions, pinned first, then newest first. Filtered by a person or a practice
 * area, newest first only: such a list is their record, which the firm's pins do not reorder.
 */
export async function listPublished(db: Executor, kind: ArticleKindName, filters: PublicFilters, paging: Paging, keepCount?: KeepCount) {
  const { personId, practiceAreaId } = filters;
  // A record (the versions naming a person, or concerning a practice area) starts from its links.
  const records = [
    ...(personId === undefined ? [] : [linkedVersions(db, kind, filters.lang, "articlePeople", personId)]),
    ...(practiceAreaId === undefined ? [] : [linkedVersions(db, kind, filters.lang, "articlePracticeAreas", practiceAreaId)]),
  ];
  let query = db.selectFrom("articles").select("articles.id");
  if (records.length === 0)
    query = query.where("articles.kind", "=", kind).where("articles.lang", "=", filters.lang).where(isPublic("articles"));
  for (const linked of records) query = query.where("articles.id", "in", linked);
  if (filters.no !== undefined) query = query.where("articles.no", "=", filters.no);
  if (filters.cataId !== undefined) query = query.where("articles.cataId", "in", catalogSubtree(db, filters.cataId));
  if (filters.year !== undefined) {
    const { from, until } = berlinYear(filters.year);
    query = query.where("articles.createdAt", ">=", from).where("articles.createdAt", "<", until);
  }
  if (filters.matching) query = query.where("articles.id", "in", filters.matching);
  const byRecord = records.length > 0;
  const order = publishedOrder(byRecord);
  return fetchPageOfIds(query, paging, order, (ids) => publishedSummaries(db, { ids, byRecord }), keepCount);
}

/** A public list's order: pinned first (unless a record's), then newest first. */
const publishedOrder =
  (byRecord: boolean) =>
  <O>(page: SelectQueryBuilder<Database, "articles", O>) =>
    (byRecord ? page : page.orderBy("articles.top", "desc")).orderBy("articles.createdAt", "desc").orderBy("articles.id", "desc");

/** The rows of a public list's page, by their ids, in its order. */
const publishedSummaries = builtOnce((db, { ids, byRecord }: { ids: readonly number[]; byRecord: boolean }) =>
  publishedOrder(byRecord)(selectArticles(db, "summary").where("articles.id", "in", ids)),
);

/**
 * Public versions of the same kind and language that share a practice area with the version `id`,
 * newest first, the version itself left out.
 *
 * The ids are found from the version's own rows in the link table, through the link table's
 * practice area index to the versions sharing them, each checked (kind, language, public) on its
 * row; the articles are then read by id only. Its cost follows the practice areas and the versions
 * sharing them, not the number of articles. Without statistics SQLite would otherwise walk every
 * version of the kind and language in `articles_list_idx`, testing each for a shared practice area:
 * the `cross join`s keep it in the link table's order, and no condition but the id on the outer
 * query leaves it the list index to choose (PostgreSQL reads the `cross join`s as inner joins and
 * plans them from its statistics). `list-query-plan.test.ts` checks SQLite's plan.
 */
export async function listRelated(db: Executor, kind: ArticleKindName, article: { id: number; lang: string }, limit: number) {
  return related(db, { kind, id: article.id, lang: article.lang, limit, at: now() });
}

const related = builtOnce(
  (db, { kind, id, lang, limit, at }: { kind: ArticleKindName; id: number; lang: string; limit: number; at: string }) =>
    selectArticles(db, "summary")
      .where("articles.id", "in", (eb) =>
        eb
          .selectFrom("articlePracticeAreas as own")
          .crossJoin("articlePracticeAreas as shared")
          .crossJoin("articles as related")
          .select("shared.articleId")
          .where("own.articleId", "=", id)
          .whereRef("shared.practiceAreaId", "=", "own.practiceAreaId")
          .whereRef("related.id", "=", "shared.articleId")
          .where("related.kind", "=", kind)
          .where("related.lang", "=", lang)
          .where("related.id", "!=", id)
          .where(isPublic("related", at)),
      )
      .orderBy("articles.createdAt", "desc")
      .orderBy("articles.id", "desc")
      .limit(limit),
);

/**
 * One row per item: the version in `lang`, else in English, else any, as `article_list_rows` keeps
 * it (decision 0147; `lang` must be one of the languages). Filters look at every version (a German
 * title finds the item while the list shows English). Pinned first, then newest.
 */
export async function listItems(
  db: Executor,
  kind: ArticleKindName,
  filters: {
    lang: string;
    title?: string | undefined;
    no?: number | undefined;
    cataId?: number | undefined;
    publishState?: PublishState | undefined;
    /** Only items with a version in this language. */
    hasLang?: string | undefined;
    /** Only items whose shown version has a draft. */
    changed?: boolean | undefined;
    /** Part of the name of who saved the shown version last. */
    author?: string | undefined;
    /** Only items concerning this practice area (one of its versions' ids). */
    practiceAreaId?: number | undefined;
    sort?: ArticleSort | undefined;
    order?: "asc" | "desc" | undefined;
  },
  paging: Paging,
) {
  // A title is looked for by how many versions hold it (decision 0105): too short for the titles'
  // index and found in more than the bound's, it is tested item by item as the list is walked in
  // its order, and its count is bounded; otherwise its items are found first, and on SQLite, when
  // they are few enough to sort, the page is chosen among them rather than by walking the list,
  // where that walk would be longer: it reads about (rows up to the page's end) × items / matching
  // items rows, sorting reads the matching items (page 1 of a frequent word is a short walk, a deep
  // page a long one). A short title's matches are looked for only up to the bound: beyond it the
  // list is walked, and a letter found in nearly every title would otherwise have 10,000 of them
  // read and sorted first.
  const shortText = filters.title !== undefined && [...filters.title].length < TITLE_INDEX_LENGTH;
  const {
    versions: matches,
    items: matchingItems,
    numbers: matchingNumbers,
  } = filters.title
    ? await titleMatches(db, kind, filters.title, shortText ? COUNT_BOUND : SORTED_MATCHES)
    : { versions: 0, items: 0, numbers: undefined };
  const shortTitle = shortText && matches > COUNT_BOUND;
  const fromMatches =
    Boolean(filters.title) &&
    !shortTitle &&
    matches <= SORTED_MATCHES &&
    !isPostgres(db) &&
    matchingItems * matchingItems <= paging.pageNo * paging.pageSize * (await countKept(db, kind, undefined));
  // The list's rows: one per item, its shown version's order columns beside it. The page's ids are
  // found in their order index alone; a filter or an order on the shown version looks its row up.
  // Chosen among the matches, the rows are looked up by their numbers (`+kind`: not SQLite's way
  // into the list then).
  const kindColumn = sql.ref("articleListRows.kind");
  let listed = db
    .selectFrom("articleListRows")
    .select("articleListRows.versionId as id")
    .where(fromMatches ? sql<boolean>`+${kindColumn} = ${kind}` : sql<boolean>`${kindColumn} = ${kind}`)
    .where("articleListRows.lang", "=", filters.lang);
  // Filters on the item: any of its versions may match; each is tested once, on the item's row.
  const itemVersions = (eb: ExpressionBuilder<Database, "articleListRows">) =>
    eb.selectFrom("articles as version").select("version.id").whereRef("version.no", "=", "articleListRows.no");
  if (filters.no !== undefined) listed = listed.where("articleListRows.no", "=", filters.no);
  if (filters.title) {
    const { title } = filters;
    listed = shortTitle
      ? listed.where((eb) => eb.exists(versionWithTitle(db, eb, kind, title)))
      : listed.where("articleListRows.no", "in", matchingNumbers ? numbersIn(db, matchingNumbers) : itemsWithTitle(db, kind, title));
  }
  const { cataId, hasLang, practiceAreaId } = filters;
  if (cataId !== undefined)
    listed = listed.where((eb) => eb.exists(itemVersions(eb).where("version.cataId", "in", catalogSubtree(db, cataId))));
  if (hasLang !== undefined) listed = listed.where((eb) => eb.exists(itemVersions(eb).where("version.lang", "=", hasLang)));
  if (practiceAreaId !== undefined) {
    listed = listed.where((eb) =>
      eb.exists(
        itemVersions(eb)
          .innerJoin("articlePracticeAreas", "articlePracticeAreas.articleId", "version.id")
          .innerJoin("practiceAreas as area", "area.id", "articlePracticeAreas.practiceAreaId")
          .where("area.no", "=", (inner) =>
            inner.selectFrom("practiceAreas as chosen").select("chosen.no").where("chosen.id", "=", practiceAreaId),
          ),
      ),
    );
  }
  // Filters on the shown version, in one look-up of its row.
  const { publishState, changed, author } = filters;
  const byVersion = publishState !== undefined || changed === true || Boolean(author);
  if (byVersion) {
    listed = listed.where((eb) => {
      let version = eb.selectFrom("articles").select("articles.id").whereRef("articles.id", "=", "articleListRows.versionId");
      if (publishState) version = version.where(isInState("articles", publishState));
      if (changed) version = version.where(hasDraft);
      if (author) version = version.where(lowerLikeEscaped("articles.operatorName", containsPattern(author.toLowerCase())));
      return eb.exists(version);
    });
  }
  // Without filters on the shown version, the count is that of the items: with no filter but the
  // language, the count the database keeps (decision 0100); with no filter but the title, and its
  // matches all counted, the items they belong to (decision 0113); otherwise the rows found.
  const byTitleAlone =
    Boolean(filters.title) &&
    matches <= SORTED_MATCHES &&
    [filters.no, cataId, practiceAreaId, hasLang].every((filter) => filter === undefined);
  const byItem = filters.no !== undefined || Boolean(filters.title) || cataId !== undefined || practiceAreaId !== undefined;
  const countItems: KeepCount =
    !byVersion && byTitleAlone ? async () => matchingItems : byVersion || byItem ? (count) => count() : () => countKept(db, kind, hasLang);
  const { sort } = filters;
  const direction = filters.order ?? (sort === "title" ? "asc" : "desc");
  const order = <O>(page: SelectQueryBuilder<Database, "articleListRows", O>) =>
    sort
      ? shownVersionOrder(sort, direction)
          .reduce((ordered, [key, keyDirection]) => ordered.orderBy(ofShownVersion(key), keyDirection), page)
          .orderBy("articleListRows.no", direction)
      : page.orderBy("articleListRows.top", "desc").orderBy("articleListRows.createdAt", "desc").orderBy("articleListRows.no", "desc");
  // The page's rows, in the order of its ids.
  const read = async (ids: number[]) => {
    const found = await selectArticles(db, "summary")
      .select((eb) => hasDraft(eb).as("hasDraft"))
      .where("articles.id", "in", ids)
      .execute();
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  if (shortTitle) {
    return fetchPageOfIdsBounded(listed, paging, order, read, async (limit) => {
      const row = await db
        .selectFrom(listed.limit(limit).as("found"))
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    });
  }
  return fetchPageOfIds(listed, paging, order, read, countItems);
}

/**
 * The items of `kind` (with a version in `lang` when given), as `article_counts` keeps them
 * (decision 0100): one row read, however many items there are.
 */
async function countKept(db: Executor, kind: ArticleKindName, lang: string | undefined): Promise<number> {
  const row = await db
    .selectFrom("articleCounts")
    .select("items")
    .where("kind", "=", kind)
    .where("lang", "=", lang ?? "")
    .executeTakeFirst();
  return Number(row?.items ?? 0);
}

/** Characters from which the titles' trigram index finds a text (`itemsWithTitle`). */
const TITLE_INDEX_LENGTH = 3;
/** Versions matching a title filter that SQLite sorts for a page rather than walk the list for it (decision 0105). */
const SORTED_MATCHES = 10_000;

/**
 * How many versions of `kind` have a title that holds `text`, counted up to one more than `all`,
 * and of how many items: in the titles' index, or for a text shorter than it finds in the titles'
 * narrow rows (SQLite) or the articles' (PostgreSQL), stopping there, which a letter found in most
 * titles reaches after about as many rows (decision 0105). With `all` versions or fewer, these are
 * all the items whose title holds the text, the count of a list filtered by its title alone
 * (decision 0113), and their numbers come with them (a JSON array), so that the list's page is
 * chosen among them without looking for the text a second time (decision 0118).
 */
async function titleMatches(
  db: Executor,
  kind: ArticleKindName,
  text: string,
  all: number,
): Promise<{ versions: number; items: number; numbers: string | undefined }> {
  const pattern = containsPattern(text.toLowerCase());
  const found = isPostgres(db)
    ? sql`select no from articles where kind = ${kind} and lower(title) like ${pattern} escape '\\' limit ${all + 1}`
    : sql`${titledVersionNumbers(kind, text)} limit ${all + 1}`;
  const numbers = isPostgres(db) ? sql`json_agg(distinct no)::text` : sql`json_group_array(distinct no)`;
  const { rows } = await sql<{
    versions: number;
    items: number;
    numbers: string;
  }>`select count(*) as versions, count(distinct no) as items, ${numbers} as numbers from (${found}) as titles`.execute(db);
  const versions = Number(rows[0]?.versions ?? 0);
  return { versions, items: Number(rows[0]?.items ?? 0), numbers: versions <= all ? (rows[0]?.numbers ?? "[]") : undefined };
}

/** The numbers of a JSON array of them (`titleMatches`), as a set a query's `in` reads. */
function numbersIn(db: Executor, numbers: string) {
  return isPostgres(db)
    ? sql<number>`(select value::integer from json_array_elements_text(${numbers}::json))`
    : sql<number>`(select value from json_each(${numbers}))`;
}

/**
 * A version of the item of a back-office list's row whose title holds `text` (shorter than the
 * titles' index finds), letter case ignored: looked up by the item's number, on SQLite each
 * version's title read from the titles' narrow table by its id rather than from the article's row
 * (decision 0105).
 */
function versionWithTitle(db: Executor, eb: ExpressionBuilder<Database, "articleListRows">, kind: ArticleKindName, text: string) {
  const pattern = containsPattern(text.toLowerCase());
  const versions = eb
    .selectFrom("articles as titled")
    .select("titled.id")
    .whereRef("titled.no", "=", "articleListRows.no")
    .where("titled.kind", "=", kind);
  return isPostgres(db)
    ? versions.where(lowerLikeEscaped("titled.title", pattern))
    : versions.where(
        sql<boolean>`exists (select 1 from article_titles_fts where rowid = ${sql.ref("titled.id")} and lower(title) like ${pattern} escape '\\')`,
      );
}

/**
 * The numbers of the items of `kind` with a version whose title holds `text`, letter case ignored,
 * answered from the titles' index (decision 0093): PostgreSQL's pg_trgm index on the lower-cased
 * title; on SQLite the trigram table `article_titles_fts`, whose index finds a text of three
 * characters or more (folding the case of every script), while a shorter one is looked for in
 * that table's own narrow rows rather than in the articles' (SQLite's `lower` folds only A–Z).
 */
function itemsWithTitle(db: Executor, kind: ArticleKindName, text: string) {
  if (isPostgres(db)) {
    return db
      .selectFrom("articles as titled")
      .select("titled.no")
      .where("titled.kind", "=", kind)
      .where(lowerLikeEscaped("titled.title", containsPattern(text.toLowerCase())));
  }
  return sql<number>`(${titledVersionNumbers(kind, text)})`;
}

/**
 * On SQLite, the item numbers of the versions of `kind` whose title holds `text`: found by the
 * titles' trigram index, each version's number and kind then read from a narrow index of the
 * articles by their id (decision 0118; the titles' table holds them too, but its rows are wide and
 * a frequent word's 2,800 of them, read at random, missed SQLite's page cache); a text shorter than
 * the trigram index finds is looked for in the titles' table's own narrow rows, which hold the number.
 */
function titledVersionNumbers(kind: ArticleKindName, text: string) {
  return [...text].length >= TITLE_INDEX_LENGTH
    ? sql`select titled.no from article_titles_fts join articles as titled indexed by articles_numbers_by_id_idx on titled.id = article_titles_fts.rowid
        where article_titles_fts match ${`title : "${text.replace(/"/g, '""')}"`} and titled.kind = ${kind}`
    : sql`select no from article_titles_fts where lower(title) like ${containsPattern(text.toLowerCase())} escape '\\' and kind = ${kind}`;
}

/** Whether the version in `articles` has a draft (an edit not yet published). */
const hasDraft = (eb: ExpressionBuilder<Database & { articles: ArticleTable }, "articles">) =>
  eb.exists(
    eb
      .selectFrom("contentDrafts")
      .select("contentDrafts.versionId")
      .where("contentDrafts.tableName", "=", "articles")
      .whereRef("contentDrafts.versionId", "=", "articles.id"),
  );

/**
 * The back office's list in the order of one column of its shown versions (decision 0056), alike on
 * both databases: a title by its lower case, a state from draft to published (`asc`), a
 * publication time with the versions never published last either way. Each key is a value of the
 * version's row (`articles`), for `ofShownVersion`.
 */
function shownVersionOrder(sort: ArticleSort, order: "asc" | "desc"): [RawBuilder<unknown>, "asc" | "desc"][] {
  const at = now();
  switch (sort) {
    case "title":
      return [[sql`lower(${sql.ref("articles.title")})`, order]];
    case "updated":
      return [[sql.ref("articles.updatedAt"), order]];
    case "views":
      return [[sql.ref("articles.views"), order]];
    case "published":
      return [
        [sql`case when ${sql.ref("articles.publishAt")} is null then 1 else 0 end`, "asc"],
        [sql.ref("articles.publishAt"), order],
      ];
    case "state":
      return [
        [
          sql`case when ${isInState("articles", "draft", at)} then 0 when ${isInState("articles", "scheduled", at)} then 1 else 2 end`,
          order,
        ],
      ];
  }
}

/** A value of the version a back-office list's row shows (`articles` in `value`): a look-up of its row by id. */
function ofShownVersion(value: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select ${value} from ${sql.table("articles")} where ${sql.ref("articles.id")} = ${sql.ref("articleListRows.versionId")})`;
}
