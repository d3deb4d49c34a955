import { now, type Executor } from "../../db/database.ts";
import { isPublic } from "../publishing/publication.ts";

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
