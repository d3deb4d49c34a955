import {
  CONTENT_KINDS,
  DASHBOARD_GAP_KINDS,
  type ArticleKindName,
  type ContentKindName,
  type DashboardGapKind,
  type DashboardKind,
  type DocumentName,
} from "@lawfirm/contract";
import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import { containsPattern, likeEscaped } from "../../db/text-match.ts";
import { MISSING_CONSENT_TEXT } from "../articles/clients-named.ts";

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
 * A version of the kind as the dashboard names it (alias `item`): its configuration's name (an
 * article's row keeps its own: news, case, honor); its title or name (`titleColumn`; a document
 * version without a title by its document's name); its item's number, or its own id when it is an
 * item of its own (a banner, a legal document version); a document version with its document's name.
 */
function namedVersion(kind: ContentKindName) {
  const { ownItem, titleColumn } = PUBLISHABLE_KINDS[kind];
  // A kind of several configurations (the article's) keeps each row's in its `kind` column.
  const [only, ...others] = Object.keys(CONTENT_KINDS[kind].configurations);
  // The column as the list names it (a constant), written as plain SQL like the rest of the row.
  const title =
    kind === "document" ? sql<string>`coalesce(nullif(item.title, ''), item.name)` : sql<string>`${sql.raw(`item.${titleColumn}`)}`;
  return [
    (others.length > 0 ? sql<DashboardKind>`item.kind` : sql<DashboardKind>`${sql.lit(only)}`).as("kind"),
    (ownItem ? sql<number>`item.id` : sql<number>`item.no`).as("no"),
    sql<number>`item.id`.as("id"),
    sql<string>`item.lang`.as("lang"),
    title.as("title"),
    (kind === "document" ? sql<DocumentName | null>`item.name` : sql<DocumentName | null>`null`).as("name"),
  ] as const;
}

/** Rows as the dashboard answers them: a document's name only for a document. */
const named = <T extends { name: DocumentName | null }>(rows: T[]) =>
  rows.map(({ name, ...row }) => ({ ...row, ...(name ? { name } : {}) }));

/** The kind's versions as `item`, typed as people: the columns read here (id, lang, the window, updatedAt) are in every kind's table. */
const itemsOf = (db: Executor, kind: ContentKindName) => db.selectFrom(`${PUBLISHABLE_KINDS[kind].table as "people"} as item`);

/** Versions of the kind never published, newest change first, and how many there are. */
export async function findUnpublished(db: Executor, kind: ContentKindName, limit: number) {
  const base = itemsOf(db, kind).where("item.publishAt", "is", null);
  // A kind whose rows do not keep who saved them last (all but the article) names none: a draft's own save is its revision's.
  const operatorName = PUBLISHABLE_KINDS[kind].keepsOperator
    ? accountName("item.operatorId", "item.operatorName")
    : sql<string | null>`null`;
  const [rows, count] = await Promise.all([
    base
      .select(namedVersion(kind))
      .select(["item.updatedAt as since", operatorName.as("operatorName")])
      .orderBy("item.updatedAt", "desc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows), total: Number(count?.total ?? 0) };
}

/** Versions of the kind with an edit not yet published, newest edit first, and how many there are. */
export async function findPendingEdits(db: Executor, kind: ContentKindName, limit: number) {
  const { table } = PUBLISHABLE_KINDS[kind];
  const base = db
    .selectFrom("contentDrafts")
    .innerJoin(`${table as "people"} as item`, "item.id", "contentDrafts.versionId")
    .where("contentDrafts.tableName", "=", table);
  const [rows, count] = await Promise.all([
    base
      .select(namedVersion(kind))
      .select(["contentDrafts.savedAt as since", accountName("contentDrafts.operatorId", "contentDrafts.operatorName").as("operatorName")])
      .orderBy("contentDrafts.savedAt", "desc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows), total: Number(count?.total ?? 0) };
}

/** Versions of the kind whose publication (or its end) comes after `at`, soonest first, and how many. */
export async function findComing(db: Executor, kind: ContentKindName, column: "publishAt" | "unpublishAt", at: string, limit: number) {
  const base = itemsOf(db, kind).where(`item.${column}`, ">", at);
  const [rows, count] = await Promise.all([
    base.select(namedVersion(kind)).select(`item.${column} as at`).orderBy(`item.${column}`).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows).map((row) => ({ ...row, at: row.at ?? at })), total: Number(count?.total ?? 0) };
}

/** The latest revisions of the kind's versions, newest first, named as the versions are now. */
export async function findRecentRevisions(db: Executor, kind: ContentKindName, limit: number) {
  const { table } = PUBLISHABLE_KINDS[kind];
  const rows = await db
    .selectFrom("revisions")
    .innerJoin(`${table as "people"} as item`, "item.id", "revisions.versionId")
    .where("revisions.tableName", "=", table)
    .select(namedVersion(kind))
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

/** The latest reviews from approval links of the kind's versions (decision 0052), newest first, named as the versions are now. */
export async function findRecentReviews(db: Executor, kind: ContentKindName, limit: number) {
  const { table } = PUBLISHABLE_KINDS[kind];
  const rows = await db
    .selectFrom("reviews")
    .innerJoin(`${table as "people"} as item`, "item.id", "reviews.versionId")
    .where("reviews.tableName", "=", table)
    .select(namedVersion(kind))
    .select([
      "reviews.id as reviewId",
      "reviews.decision",
      "reviews.comment",
      "reviews.reviewerName",
      "reviews.reviewedAt",
      "reviews.contentStamp",
    ])
    .orderBy("reviews.id", "desc")
    .limit(limit)
    .execute();
  return named(rows);
}

/**
 * The translated kinds of one configuration, named as the kind (person, practiceArea), in the
 * declaration's order: the gaps of each are read from its own table, the article's three
 * configurations' from the articles' `kind` column.
 */
export type GapItemKind = Extract<DashboardGapKind, ContentKindName>;
export const GAP_ITEM_KINDS = DASHBOARD_GAP_KINDS.filter((kind): kind is GapItemKind => Object.hasOwn(PUBLISHABLE_KINDS, kind));

/** A translated kind's table. */
type ItemTable = (typeof PUBLISHABLE_KINDS)[GapItemKind | "article"]["table"];

/** Whether the item of `alias` has no version in `lang` (SQL of the item tables). */
const lacksVersion = (table: ItemTable, alias: string, lang: string) =>
  sql<boolean>`not exists (select 1 from ${sql.table(table)} as other where other.no = ${sql.ref(`${alias}.no`)} and other.lang = ${lang})`;

/** The item's first version: the row of `alias` is it. */
const isFirstVersion = (table: ItemTable, alias: string) =>
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
    GAP_ITEM_KINDS.map(async (kind) => {
      const { table } = PUBLISHABLE_KINDS[kind];
      const { rows } = await sql<{
        total: number;
      }>`select count(distinct item.no) as total from ${sql.table(table)} as item where ${lacksVersion(table, "item", lang)}`.execute(db);
      return { kind, total: Number(rows[0]?.total ?? 0) };
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

/** Items of the kind (people, practice areas) without a version in `lang`, each in its first version, by name. */
export async function findItemGaps(db: Executor, kind: GapItemKind, lang: string, limit: number) {
  const { table, titleColumn } = PUBLISHABLE_KINDS[kind];
  const title = sql.raw(`item.${titleColumn}`);
  const { rows } = await sql<{ no: number; id: number; lang: string; title: string }>`
    select item.no, item.id, item.lang, ${title} as title from ${sql.table(table)} as item
    where ${lacksVersion(table, "item", lang)} and ${isFirstVersion(table, "item")}
    order by ${title} limit ${limit}`.execute(db);
  return rows;
}

/** Whether the version of `alias` is behind another version of its item (decision 0057). */
const isOutdated = (table: ItemTable, alias: string) =>
  sql<boolean>`exists (select 1 from translation_changes as lag where lag.table_name = ${table} and lag.version_id = ${sql.ref(`${alias}.id`)})`;

/** Per kind, how many versions in `lang` are out of date. */
export async function countOutdated(db: Executor, lang: string): Promise<{ kind: string; total: number }[]> {
  const articles = await db
    .selectFrom("articles")
    .select(["articles.kind", (eb) => eb.fn.countAll<number>().as("total")])
    .where("articles.lang", "=", lang)
    .where(isOutdated("articles", "articles"))
    .groupBy("articles.kind")
    .execute();
  const items = await Promise.all(
    GAP_ITEM_KINDS.map(async (kind) => {
      const { table } = PUBLISHABLE_KINDS[kind];
      const { rows } = await sql<{ total: number }>`
        select count(*) as total from ${sql.table(table)} as item where item.lang = ${lang} and ${isOutdated(table, "item")}`.execute(db);
      return { kind, total: Number(rows[0]?.total ?? 0) };
    }),
  );
  return [...articles.map((row) => ({ kind: row.kind, total: Number(row.total) })), ...items];
}

/** The out-of-date versions in `lang` whose other versions changed last, first, with that time; each titled in its own language. */
export async function findOutdated(db: Executor, lang: string, limit: number) {
  const kinds = ["article", ...GAP_ITEM_KINDS] as const;
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { table, titleColumn } = PUBLISHABLE_KINDS[kind];
      const title = sql.raw(`item.${titleColumn}`);
      const kindColumn = kind === "article" ? sql<DashboardGapKind>`item.kind` : sql<DashboardGapKind>`${sql.lit(kind)}`;
      const { rows } = await sql<{ kind: DashboardGapKind; no: number; id: number; lang: string; title: string; changedAt: string }>`
        select ${kindColumn} as kind, item.no, item.id, item.lang, ${title} as title, max(lag.changed_at) as "changedAt"
        from ${sql.table(table)} as item join translation_changes as lag on lag.table_name = ${table} and lag.version_id = item.id
        where item.lang = ${lang}
        group by item.id, item.no, item.lang, ${title}${kind === "article" ? sql`, item.kind` : sql``}
        order by max(lag.changed_at) desc, item.id desc limit ${limit}`.execute(db);
      return rows;
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id - a.id)
    .slice(0, limit)
    .map((row) => ({ ...row, no: Number(row.no), id: Number(row.id) }));
}

/**
 * The legal documents (decision 0061): a document is one item whose versions share its `name`. The
 * dashboard counts it missing in a language when it is saved in another but not in that one.
 */
const documentLacksVersion = (lang: string) =>
  sql<boolean>`not exists (select 1 from legal_documents as other where other.name = item.name and other.lang = ${lang})`;

/** How many legal documents have no version in `lang`, and the first version of each (by name). */
export async function findDocumentGaps(db: Executor, lang: string, limit: number) {
  const base = itemsOf(db, "document").where(documentLacksVersion(lang));
  const [rows, count] = await Promise.all([
    base
      .select(namedVersion("document"))
      .where(sql<boolean>`item.id = (select min(first.id) from legal_documents as first where first.name = item.name)`)
      .orderBy(sql`item.name`)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(distinct item.name)`.as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows), total: Number(count?.total ?? 0) };
}

/** How many legal document versions in `lang` are out of date, and those whose other versions changed last. */
export async function findOutdatedDocuments(db: Executor, lang: string, limit: number) {
  const { table } = PUBLISHABLE_KINDS.document;
  const base = itemsOf(db, "document")
    .where("item.lang", "=", lang)
    .where(sql<boolean>`exists (select 1 from translation_changes as lag where lag.table_name = ${table} and lag.version_id = item.id)`);
  const changedAt = sql<string>`(select max(lag.changed_at) from translation_changes as lag where lag.table_name = ${table} and lag.version_id = item.id)`;
  const [rows, count] = await Promise.all([
    base
      .select(namedVersion("document"))
      .select(changedAt.as("changedAt"))
      .orderBy(changedAt, "desc")
      .orderBy("item.id", "desc")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows: named(rows), total: Number(count?.total ?? 0) };
}

/**
 * The article versions, and the drafts of article versions, whose clients named lack a recorded
 * consent (decision 0066): each with its list as stored (`list`: the version's column, or the
 * draft's fields as JSON) and when it was changed. Matched by how a missing consent is written.
 */
export async function findMissingConsents(db: Executor) {
  const pattern = containsPattern(MISSING_CONSENT_TEXT);
  const [versions, drafts] = await Promise.all([
    db
      .selectFrom("articles")
      .select([...articleColumns, "articles.updatedAt as changedAt", "articles.clientsNamed as list"])
      .where(likeEscaped("articles.clientsNamed", pattern))
      .execute(),
    db
      .selectFrom("contentDrafts")
      .innerJoin("articles", "articles.id", "contentDrafts.versionId")
      .select([...articleColumns, "contentDrafts.savedAt as changedAt", "contentDrafts.fields as list"])
      .where("contentDrafts.tableName", "=", "articles")
      .where(likeEscaped("contentDrafts.fields", pattern))
      .execute(),
  ]);
  return {
    versions: asKind(versions),
    drafts: asKind(drafts),
  };
}
