import { PostgresAdapter, sql, type Selectable } from "kysely";
import type { CatalogTable, Executor } from "../../db/database.ts";

const catalogColumns = ["id", "no", "lang", "type", "name", "parentId", "sort", "createdAt", "updatedAt"] as const;

export type CatalogRow = Selectable<CatalogTable>;

/** The key of the folder tree's transaction lock on PostgreSQL (any number no other lock uses). */
const FOLDER_TREE_LOCK = 7_301_001;

/**
 * Holds every other change of the folder tree back until the caller's transaction ends. Two moves
 * that each pass the "not inside itself" check alone (A into B, B into A) would together form a
 * loop. PostgreSQL runs transactions side by side, so this takes a transaction-level advisory
 * lock there; SQLite runs one write transaction at a time already. Call it before reading the tree.
 */
export async function lockFolderTree(trx: Executor): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${FOLDER_TREE_LOCK})`.execute(trx);
}

export async function findCatalog(db: Executor, id: number): Promise<CatalogRow | undefined> {
  return db.selectFrom("catalogs").select(catalogColumns).where("id", "=", id).executeTakeFirst();
}

export async function findCatalogsByIds(db: Executor, ids: readonly number[]): Promise<CatalogRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("catalogs")
    .select(catalogColumns)
    .where("id", "in", [...ids])
    .execute();
}

/** All language versions of one folder, by language. */
export async function findCatalogsByNo(db: Executor, no: number): Promise<CatalogRow[]> {
  return db.selectFrom("catalogs").select(catalogColumns).where("no", "=", no).orderBy("lang").execute();
}

/** The folders of one type in one language, in tree order (parents are not guaranteed first). */
export async function listCatalogs(db: Executor, type: number, lang: string): Promise<CatalogRow[]> {
  return db
    .selectFrom("catalogs")
    .select(catalogColumns)
    .where("type", "=", type)
    .where("lang", "=", lang)
    .orderBy("sort")
    .orderBy("no")
    .execute();
}

export async function insertCatalog(db: Executor, values: Omit<CatalogRow, "id">): Promise<void> {
  await db.insertInto("catalogs").values(values).execute();
}

export async function updateCatalog(
  db: Executor,
  id: number,
  changes: Partial<Pick<CatalogRow, "name" | "parentId" | "sort" | "updatedAt">>,
): Promise<void> {
  await db.updateTable("catalogs").set(changes).where("id", "=", id).execute();
}

export async function deleteCatalogs(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom("catalogs")
      .where("id", "in", [...ids])
      .execute();
}

/** What still uses each of the given folder versions: articles filed in it and sub-folders. */
export async function countCatalogUse(db: Executor, ids: readonly number[]) {
  const [articles, children] = await Promise.all([
    db
      .selectFrom("articles")
      .select(["cataId as id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("cataId", "in", [...ids])
      .groupBy("cataId")
      .execute(),
    db
      .selectFrom("catalogs")
      .select(["parentId as id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("parentId", "in", [...ids])
      .groupBy("parentId")
      .execute(),
  ]);
  const toMap = (rows: { id: number | null; count: number | string }[]) => new Map(rows.map((row) => [row.id, Number(row.count)]));
  return { articles: toMap(articles), children: toMap(children) };
}

/** Folders (by `no`) among the children of a parent folder (by `no`, null: top level), in order. */
export async function listSiblingNos(db: Executor, type: number, parentNo: number | null): Promise<number[]> {
  let query = db
    .selectFrom("catalogs")
    .select(["no", (eb) => eb.fn.min("sort").as("sort")])
    .where("type", "=", type)
    .groupBy("no")
    .orderBy("sort")
    .orderBy("no");
  query =
    parentNo === null
      ? query.where("parentId", "is", null)
      : query.where("parentId", "in", (eb) => eb.selectFrom("catalogs as parent").select("parent.id").where("parent.no", "=", parentNo));
  return (await query.execute()).map((row) => row.no);
}

/** The highest sort among the children of a parent folder (by `no`, null: top level); 0 when none. */
export async function maxSiblingSort(db: Executor, type: number, parentNo: number | null): Promise<number> {
  let query = db
    .selectFrom("catalogs")
    .select((eb) => eb.fn.max("sort").as("sort"))
    .where("type", "=", type);
  query =
    parentNo === null
      ? query.where("parentId", "is", null)
      : query.where("parentId", "in", (eb) => eb.selectFrom("catalogs as parent").select("parent.id").where("parent.no", "=", parentNo));
  const row = await query.executeTakeFirst();
  return Number(row?.sort ?? 0);
}

/** The `no` of a folder version and of all folders above it, walking up the tree (UNION stops on any cycle). */
export async function findAncestorNos(db: Executor, id: number): Promise<number[]> {
  const rows = await db
    .withRecursive("ancestors(id, no, parentId)", (qb) =>
      qb
        .selectFrom("catalogs")
        .select(["id", "no", "parentId"])
        .where("id", "=", id)
        .union((union) =>
          union
            .selectFrom("catalogs")
            .innerJoin("ancestors", "ancestors.parentId", "catalogs.id")
            .select(["catalogs.id", "catalogs.no", "catalogs.parentId"]),
        ),
    )
    .selectFrom("ancestors")
    .select("no")
    .execute();
  return rows.map((row) => row.no);
}
