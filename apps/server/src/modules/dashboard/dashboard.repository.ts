import type { ArticleKindName, DashboardKind, DocumentName } from "@lawfirm/contract";
import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";

/**
 * What the dashboard reads (decision 0035, slice 7): what waits, what is scheduled and what
 * changed, each read the same way from every publishable table; and per language the translated
 * items without a version in it.
 */

export interface VersionRow {
  kind: ArticleKindName;
  no: number;
  id: number;
  lang: string;
  title: string;
}

/** The account's display name now, else the one the row kept. */
const accountName = (column: "item.operatorId" | "contentDrafts.operatorId" | "revisions.operatorId", kept: string) =>
  sql<string | null>`coalesce((select user_name from admin_accounts where admin_accounts.id = ${sql.ref(column)}), ${sql.ref(kept)})`;

const articleColumns = ["articles.kind", "articles.no", "articles.id", "articles.lang", "articles.title"] as const;

const asKind = <T extends { kind: string }>(rows: T[]) => rows.map((row) => ({ ...row, kind: row.kind as ArticleKindName }));

/**
 * The publishable tables (decision 0035) and the kind of their rows on the dashboard: an article's
 * is its own (news, case, honor); a banner or a legal document version is an item of its own.
 */
const PUBLISHABLE_TABLES = {
  articles: null,
  people: "person",
  practiceAreas: "practiceArea",
  banners: "banner",
  legalDocuments: "document",
} as const satisfies Record<string, DashboardKind | null>;
export type PublishableTable = keyof typeof PUBLISHABLE_TABLES;
export const PUBLISHABLE_TABLE_NAMES = Object.keys(PUBLISHABLE_TABLES) as PublishableTable[];

/**
 * A version of the table as the dashboard names it (alias `item`): its kind; articles and banners
 * by their titles, people and practice areas by their names, a document version by its title (one
 * without by its document's name); a banner's or document version's own id as its item's number;
 * a document version with its document's name.
 */
function namedVersion(table: PublishableTable) {
  const ownItem = table === "banners" || table === "legalDocuments";
  const kind = PUBLISHABLE_TABLES[table];
  const title = {
    articles: sql<string>`item.title`,
    people: sql<string>`item.name`,
    practiceAreas: sql<string>`item.name`,
    banners: sql<string>`item.title`,
    legalDocuments: sql<string>`coalesce(nullif(item.title, ''), item.name)`,
  }[table];
  return [
    (kind === null ? sql<DashboardKind>`item.kind` : sql<DashboardKind>`${sql.lit(kind)}`).as("kind"),
    (ownItem ? sql<number>`item.id` : sql<number>`item.no`).as("no"),
    sql<number>`item.id`.as("id"),
    sql<string>`item.lang`.as("lang"),
    title.as("title"),
    (table === "legalDocuments" ? sql<DocumentName | null>`item.name` : sql<DocumentName | null>`null`).as("name"),
  ] as const;
}

/** Rows as the dashboard answers them: a document's name only for a document. */
const named = <T extends { name: DocumentName | null }>(rows: T[]) =>
  rows.map(({ name, ...row }) => ({ ...row, ...(name ? { name } : {}) }));

/** The table's rows as `item`, typed as people: the columns read here (id, lang, the window, updatedAt) are in every one of them. */
const itemsOf = (db: Executor, table: PublishableTable) => db.selectFrom(`${table as "people"} as item`);

/** Versions of the table never published, newest change first, and how many there are. */
export async function findUnpublished(db: Executor, table: PublishableTable, limit: number) {
  const base = itemsOf(db, table).where("item.publishAt", "is", null);
  // Only an article keeps who saved it last; the other tables' draft's own save is the revision's.
  const operatorName = table === "articles" ? accountName("item.operatorId", "item.operatorName") : sql<string | null>`null`;
  const [rows, count] = await Promise.all([
    base
      .select(namedVersion(table))
      .select(["item.updatedAt as since", operatorName.as("operatorName")])
      .orderBy("item.updatedAt", "desc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows), total: Number(count?.total ?? 0) };
}

/** Versions of the table with an edit not yet published, newest edit first, and how many there are. */
export async function findPendingEdits(db: Executor, table: PublishableTable, limit: number) {
  const base = db
    .selectFrom("contentDrafts")
    .innerJoin(`${table as "people"} as item`, "item.id", "contentDrafts.versionId")
    .where("contentDrafts.tableName", "=", table);
  const [rows, count] = await Promise.all([
    base
      .select(namedVersion(table))
      .select(["contentDrafts.savedAt as since", accountName("contentDrafts.operatorId", "contentDrafts.operatorName").as("operatorName")])
      .orderBy("contentDrafts.savedAt", "desc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows), total: Number(count?.total ?? 0) };
}

/** Versions of the table whose publication (or its end) comes after `at`, soonest first, and how many. */
export async function findComing(db: Executor, table: PublishableTable, column: "publishAt" | "unpublishAt", at: string, limit: number) {
  const base = itemsOf(db, table).where(`item.${column}`, ">", at);
  const [rows, count] = await Promise.all([
    base.select(namedVersion(table)).select(`item.${column} as at`).orderBy(`item.${column}`).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows).map((row) => ({ ...row, at: row.at ?? at })), total: Number(count?.total ?? 0) };
}

/** The latest revisions of the table's versions, newest first, named as the versions are now. */
export async function findRecentRevisions(db: Executor, table: PublishableTable, limit: number) {
  const rows = await db
    .selectFrom("revisions")
    .innerJoin(`${table as "people"} as item`, "item.id", "revisions.versionId")
    .where("revisions.tableName", "=", table)
    .select(namedVersion(table))
    .select([
      "revisions.action",
      "revisions.state",
      "revisions.publishAt",
      "revisions.savedAt",
      accountName("revisions.operatorId", "revisions.operatorName").as("operatorName"),
    ])
    .orderBy("revisions.id", "desc")
    .limit(limit)
    .execute();
  return named(rows);
}

/** A translated item table of the dashboard besides the articles, by its SQL name. */
type ItemTable = "people" | "practice_areas";

/** Whether the item of `alias` has no version in `lang` (SQL of the item tables). */
const lacksVersion = (table: ItemTable | "articles", alias: string, lang: string) =>
  sql<boolean>`not exists (select 1 from ${sql.table(table)} as other where other.no = ${sql.ref(`${alias}.no`)} and other.lang = ${lang})`;

/** The item's first version: the row of `alias` is it. */
const isFirstVersion = (table: ItemTable | "articles", alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.id`)} = (select min(first.id) from ${sql.table(table)} as first where first.no = ${sql.ref(`${alias}.no`)})`;

/** Per kind, how many items have no version in `lang`. */
export async function countGaps(db: Executor, lang: string): Promise<{ kind: string; total: number }[]> {
  const articleGaps = await db
    .selectFrom("articles")
    .select(["articles.kind", (eb) => eb.fn.count<number>("articles.no").distinct().as("total")])
    .where(lacksVersion("articles", "articles", lang))
    .groupBy("articles.kind")
    .execute();
  const itemGaps = await Promise.all(
    (["people", "practice_areas"] as const).map(async (table) => {
      const { rows } = await sql<{
        total: number;
      }>`select count(distinct item.no) as total from ${sql.table(table)} as item where ${lacksVersion(table, "item", lang)}`.execute(db);
      return { kind: table === "people" ? "person" : "practiceArea", total: Number(rows[0]?.total ?? 0) };
    }),
  );
  return [...articleGaps.map((row) => ({ kind: row.kind, total: Number(row.total) })), ...itemGaps];
}

/** The newest article items without a version in `lang`, each in its first version. */
export async function findArticleGaps(db: Executor, lang: string, limit: number): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom("articles")
    .select(articleColumns)
    .where(lacksVersion("articles", "articles", lang))
    .where(isFirstVersion("articles", "articles"))
    .orderBy("articles.createdAt", "desc")
    .limit(limit)
    .execute();
  return asKind(rows);
}

/** People or practice areas without a version in `lang`, each in its first version, by name. */
export async function findItemGaps(db: Executor, table: ItemTable, lang: string, limit: number) {
  const { rows } = await sql<{ no: number; id: number; lang: string; title: string }>`
    select item.no, item.id, item.lang, item.name as title from ${sql.table(table)} as item
    where ${lacksVersion(table, "item", lang)} and ${isFirstVersion(table, "item")}
    order by item.name limit ${limit}`.execute(db);
  return rows;
}
