import type { Insertable, Selectable, Updateable } from "kysely";
import type { Database, Executor, ReferenceTable } from "../../db/database.ts";

/** Offices and job titles: two tables that share the name and the order, each with fields of its own. */
export type ReferenceTableName = "offices" | "jobs";

export type ReferenceRow<T extends ReferenceTableName = ReferenceTableName> = Selectable<Database[T]> & Selectable<ReferenceTable>;
export type OfficeRow = ReferenceRow<"offices">;
export type JobRow = ReferenceRow<"jobs">;

/** The columns a version's write fills: all but the keys and the creation time. */
export type ReferenceChanges<T extends ReferenceTableName> = Omit<Updateable<Database[T]>, "id" | "no" | "lang" | "createdAt">;

// The two tables differ in their own columns; a query over "either table" is typed by the first
// and read back as the table it was given.
type AnyTable = "offices";
const asTable = (table: ReferenceTableName) => table as AnyTable;

export async function findReference<T extends ReferenceTableName>(db: Executor, table: T, id: number) {
  const row = await db.selectFrom(asTable(table)).selectAll().where("id", "=", id).executeTakeFirst();
  return row as ReferenceRow<T> | undefined;
}

export async function findReferencesByIds<T extends ReferenceTableName>(db: Executor, table: T, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(asTable(table))
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  return rows as ReferenceRow<T>[];
}

/** All language versions of one item, by language. */
export async function findReferencesByNo<T extends ReferenceTableName>(db: Executor, table: T, no: number) {
  const rows = await db.selectFrom(asTable(table)).selectAll().where("no", "=", no).orderBy("lang").execute();
  return rows as ReferenceRow<T>[];
}

/** The items of one language in their order. */
export async function listReferences<T extends ReferenceTableName>(db: Executor, table: T, lang: string) {
  const rows = await db.selectFrom(asTable(table)).selectAll().where("lang", "=", lang).orderBy("sort").orderBy("no").execute();
  return rows as ReferenceRow<T>[];
}

export async function insertReference<T extends ReferenceTableName>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<void> {
  await db
    .insertInto(asTable(table))
    .values(values as Insertable<Database[AnyTable]>)
    .execute();
}

export async function updateReference<T extends ReferenceTableName>(
  db: Executor,
  table: T,
  id: number,
  changes: ReferenceChanges<T>,
): Promise<void> {
  await db
    .updateTable(asTable(table))
    .set(changes as Updateable<Database[AnyTable]>)
    .where("id", "=", id)
    .execute();
}

export async function deleteReferences(db: Executor, table: ReferenceTableName, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom(table)
      .where("id", "in", [...ids])
      .execute();
}

/** How many person versions use each of the given office or job title versions. */
export async function countPeopleUsing(db: Executor, table: ReferenceTableName, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows =
    table === "offices"
      ? await db
          .selectFrom("people")
          .select(["officeId as id", (eb) => eb.fn.countAll<number>().as("count")])
          .where("officeId", "in", [...ids])
          .groupBy("officeId")
          .execute()
      : await db
          .selectFrom("personJobs")
          .select(["jobId as id", (eb) => eb.fn.countAll<number>().as("count")])
          .where("jobId", "in", [...ids])
          .groupBy("jobId")
          .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** How many job opening versions name each of the given office versions (decision 0071). */
export async function countOpeningsAt(db: Executor, officeIds: readonly number[]): Promise<Map<number, number>> {
  if (officeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("jobOpenings")
    .select(["officeId as id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("officeId", "in", [...officeIds])
    .groupBy("officeId")
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}
