import { sql } from "kysely";
import type { Paging, PublishState } from "@lawfirm/contract";
import { now, type Executor } from "../../db/database.ts";
import { fetchPageOfIds } from "../../db/paging.ts";
import { languagePreference } from "../../db/text-match.ts";
import { isInState, isPublic } from "../publishing/publication.ts";

/** A new group key `no` for a translated item, unique under concurrency on both dialects. */
export async function allocateItemNo(db: Executor, scope: string): Promise<number> {
  const row = await db.insertInto("itemNumbers").values({ scope, createdAt: now() }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Tables of translated items that hold one kind of item each (articles hold three: see articles.repository.ts). */
export type TranslatedTable = "catalogs" | "practiceAreas" | "offices" | "jobs" | "people" | "jobOpenings" | "events";
/** Translated items in an order of their own (`sort`, the same in every version). */
export type OrderedTable = "catalogs" | "practiceAreas" | "offices" | "jobs";

/** All language versions of one item, by language. */
export async function findVersionsByNo(db: Executor, table: TranslatedTable, no: number) {
  return db.selectFrom(table).select(["id", "no", "lang"]).where("no", "=", no).orderBy("lang").execute();
}

/** Tables of translated items with a publication window (docs/decisions/0035). */
export type PublishableTable = "practiceAreas" | "people" | "jobOpenings" | "events";

/** The language versions of one item a visitor may see, by language, with their slugs: the language switch's. */
export async function findPublicVersionsByNo(
  db: Executor,
  table: PublishableTable,
  no: number,
): Promise<{ id: number; no: number; lang: string; slug: string }[]> {
  return db.selectFrom(table).select(["id", "no", "lang", "slug"]).where("no", "=", no).where(isPublic(table)).orderBy("lang").execute();
}

/** A back-office list's order: columns of the table, each ascending or descending. */
export type ListOrder = readonly (readonly [column: string, direction: "asc" | "desc"])[];

/**
 * A page of a back-office list of a publishable kind: one version per item, the one in
 * `preferred.lang`, else in `preferred.fallback`, else any; only items in `publishState` when given.
 * The page's ids come first, then `read` reads their rows (any order: they are put in the page's).
 */
export async function listShownVersions<TRow extends { id: number }>(
  db: Executor,
  table: PublishableTable,
  preferred: { lang: string; fallback: string },
  publishState: PublishState | undefined,
  paging: Paging,
  order: ListOrder,
  read: (ids: number[]) => Promise<TRow[]>,
) {
  // Written as SQL: the query builder cannot type an alias of a table named by a union.
  const shown = sql<number>`(select shown.id from ${sql.table(table)} as shown where shown.no = ${sql.ref(`${table}.no`)}
    order by ${languagePreference("shown.lang", preferred.lang, preferred.fallback)}, shown.lang limit 1)`;
  const ids = db
    .selectFrom(table)
    .select("id")
    .where("id", "=", shown)
    .$if(publishState !== undefined, (inState) => inState.where(isInState(table, publishState!)));
  return fetchPageOfIds(
    ids,
    paging,
    (page) => order.reduce((ordered, [column, direction]) => ordered.orderBy(sql.ref(`${table}.${column}`), direction), page),
    async (pageIds) => {
      const rows = new Map((await read(pageIds)).map((row) => [row.id, row]));
      return pageIds.map((id) => rows.get(id)!);
    },
  );
}

export async function findVersionsByIds(db: Executor, table: TranslatedTable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom(table)
    .select(["id", "no", "lang"])
    .where("id", "in", [...ids])
    .execute();
}

/** The versions of the items the given version ids belong to (the ids' own versions included). */
export async function findSiblingVersions(db: Executor, table: TranslatedTable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom(table)
    .select(["id", "no", "lang"])
    .where("no", "in", (eb) =>
      eb
        .selectFrom(table)
        .select("no")
        .where("id", "in", [...ids]),
    )
    .orderBy("lang")
    .execute();
}

/** The languages each of the given items exists in. */
export async function findLanguagesOf(
  db: Executor,
  table: TranslatedTable | "articles",
  nos: readonly number[],
): Promise<Map<number, string[]>> {
  const languages = new Map<number, string[]>();
  if (nos.length === 0) return languages;
  const rows = await db
    .selectFrom(table)
    .select(["no", "lang"])
    .where("no", "in", [...nos])
    .orderBy("lang")
    .execute();
  for (const row of rows) languages.set(row.no, [...(languages.get(row.no) ?? []), row.lang]);
  return languages;
}

/** Items (by `no`) of an ordered table in their order; `sort` is the same in every version, `min` guards against drift. */
export async function listOrderedNos(db: Executor, table: Exclude<OrderedTable, "catalogs">): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select(["no", (eb) => eb.fn.min("sort").as("sort")])
    .groupBy("no")
    .orderBy("sort")
    .orderBy("no")
    .execute();
  return rows.map((row) => row.no);
}

/** The highest sort of an ordered table; 0 when it is empty. */
export async function maxSort(db: Executor, table: Exclude<OrderedTable, "catalogs">): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("sort").as("sort"))
    .executeTakeFirst();
  return Number(row?.sort ?? 0);
}

/** The sort of an item; undefined when it does not exist. */
export async function sortOf(db: Executor, table: Exclude<OrderedTable, "catalogs">, no: number): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min("sort").as("sort"))
    .where("no", "=", no)
    .executeTakeFirst();
  return row?.sort === null || row?.sort === undefined ? undefined : Number(row.sort);
}

/** Sets the sort of every version of an item. */
export async function setSort(db: Executor, table: OrderedTable, no: number, sort: number, updatedAt: string): Promise<void> {
  await db.updateTable(table).set({ sort, updatedAt }).where("no", "=", no).execute();
}

/** The names of a kind's items in the given languages, for "is this name taken" checks. */
export async function findNamesIn(db: Executor, table: Exclude<OrderedTable, "catalogs">, langs: readonly string[]) {
  if (langs.length === 0) return [];
  return db
    .selectFrom(table)
    .select(["id", "no", "lang", "name"])
    .where("lang", "in", [...langs])
    .execute();
}
