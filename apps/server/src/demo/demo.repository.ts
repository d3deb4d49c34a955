import type { Executor } from "../db/database.ts";
import { summaryOf } from "../modules/articles/article-summary.ts";
import type { ArticleValues } from "../modules/articles/articles.repository.ts";
import { refreshSearchArticles } from "../modules/search/search-index.ts";

/**
 * Database access of the demo loader and the bulk generator: only what the content modules'
 * services do not offer (setting publication times and views, emptiness checks, wiping content,
 * batched inserts for benchmarks).
 */

/**
 * The content tables, in an order in which they can be emptied (rows that reference others
 * first). `item_numbers` is last: every translated item's `no` points at it.
 */
export const CONTENT_TABLES = [
  // Keyed by a version's table and id, with no foreign key: wiped with the versions, else a new
  // version given a wiped one's id would find its draft or history.
  "contentDrafts",
  "revisions",
  "reviews",
  "searchEntries",
  "jobOpeningPracticeAreas",
  "jobOpenings",
  "eventRegistrations",
  "eventPracticeAreas",
  "eventSpeakers",
  "events",
  "personPracticeAreas",
  "personJobs",
  "people",
  "jobs",
  "offices",
  "practiceAreas",
  "articles",
  "catalogs",
  "banners",
  "portalConfigs",
  "firmFacts",
  "legalDocuments",
  "icons",
  "itemNumbers",
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

/** The first administrator (the lowest id), under whose name the demo is written. */
export async function findFirstAdministrator(db: Executor) {
  return db
    .selectFrom("adminAccounts")
    .innerJoin("roles", "roles.id", "adminAccounts.roleId")
    .select(["adminAccounts.id", "adminAccounts.userName"])
    .where("roles.code", "=", "administrator")
    .orderBy("adminAccounts.id")
    .executeTakeFirst();
}

/** Rows in each content table. */
export async function countContentRows(db: Executor): Promise<Record<ContentTable, number>> {
  const counts = await Promise.all(
    CONTENT_TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return [table, Number(row.count)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentTable, number>;
}

/** Dates every version of an article, public since then (the search index orders by it too). */
export async function setArticleTimes(db: Executor, no: number, times: { createdAt: string; updatedAt: string }) {
  await db
    .updateTable("articles")
    .set({ ...times, publishAt: times.createdAt })
    .where("no", "=", no)
    .execute();
  await refreshSearchArticles(db, [no]);
}

export async function setArticleViews(db: Executor, id: number, views: number) {
  await db.updateTable("articles").set({ views }).where("id", "=", id).execute();
}

export async function setBannerTimes(db: Executor, id: number, at: string) {
  await db.updateTable("banners").set({ createdAt: at, updatedAt: at }).where("id", "=", id).execute();
}

/** Empties every content table (in one transaction, which the caller opens). */
export async function deleteContentRows(trx: Executor) {
  for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
}

/** Removes the upload records of demo pictures; answers their stored names, for removing the files. */
export async function deleteUploadsNamed(trx: Executor, originalNamePrefix: string): Promise<string[]> {
  const rows = await trx.selectFrom("uploadedFiles").select("storedName").where("originalName", "like", `${originalNamePrefix}%`).execute();
  await trx.deleteFrom("uploadedFiles").where("originalName", "like", `${originalNamePrefix}%`).execute();
  return rows.map((row) => row.storedName);
}

/** Allocates `count` new group keys `no` at once. */
export async function allocateItemNos(db: Executor, scope: string, count: number, createdAt: string): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .insertInto("itemNumbers")
    .values(Array.from({ length: count }, () => ({ scope, createdAt })))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** The most parameters one SQLite statement takes (its `SQLITE_MAX_VARIABLE_NUMBER` since 3.32). */
const SQLITE_MAX_PARAMETERS = 32_766;

/**
 * Inserts article versions as they are (already sanitised), each with its summary (decision 0150):
 * as few statements as SQLite's limit of parameters allows.
 */
export async function insertArticleRows(db: Executor, rows: readonly ArticleValues[]) {
  const perStatement = Math.max(1, Math.floor(SQLITE_MAX_PARAMETERS / (Object.keys(rows[0] ?? {}).length + 1)));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db
      .insertInto("articles")
      .values(rows.slice(start, start + perStatement).map((row) => ({ ...row, summary: summaryOf(row.content) })))
      .execute();
  }
}

/** Folder versions of one type, for spreading bulk articles over the existing folders. */
export async function listFolderVersions(db: Executor, type: number) {
  return db.selectFrom("catalogs").select(["id", "no", "lang"]).where("type", "=", type).orderBy("no").orderBy("lang").execute();
}

/** The language versions of every office, job title or practice area, for filing bulk people. */
export async function listReferenceVersions(db: Executor, table: "offices" | "jobs" | "practiceAreas") {
  return db.selectFrom(table).select(["id", "no", "lang"]).orderBy("no").orderBy("lang").execute();
}
