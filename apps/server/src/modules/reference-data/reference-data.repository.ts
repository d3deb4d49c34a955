import type { Selectable } from "kysely";
import type { Executor, ReferenceTable } from "../../db/database.ts";

/** Offices and job titles: two tables of the same shape. */
export type ReferenceTableName = "offices" | "jobs";

export type ReferenceRow = Selectable<ReferenceTable>;

const columns = ["id", "no", "lang", "name", "sort", "createdAt", "updatedAt"] as const;

export async function findReference(db: Executor, table: ReferenceTableName, id: number): Promise<ReferenceRow | undefined> {
  return db.selectFrom(table).select(columns).where("id", "=", id).executeTakeFirst();
}

export async function findReferencesByIds(db: Executor, table: ReferenceTableName, ids: readonly number[]): Promise<ReferenceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom(table)
    .select(columns)
    .where("id", "in", [...ids])
    .execute();
}

/** All language versions of one item, by language. */
export async function findReferencesByNo(db: Executor, table: ReferenceTableName, no: number): Promise<ReferenceRow[]> {
  return db.selectFrom(table).select(columns).where("no", "=", no).orderBy("lang").execute();
}

/** The items of one language in their order. */
export async function listReferences(db: Executor, table: ReferenceTableName, lang: string): Promise<ReferenceRow[]> {
  return db.selectFrom(table).select(columns).where("lang", "=", lang).orderBy("sort").orderBy("no").execute();
}

export async function insertReference(db: Executor, table: ReferenceTableName, values: Omit<ReferenceRow, "id">): Promise<void> {
  await db.insertInto(table).values(values).execute();
}

export async function updateReference(
  db: Executor,
  table: ReferenceTableName,
  id: number,
  changes: Pick<ReferenceRow, "name" | "sort" | "updatedAt">,
): Promise<void> {
  await db.updateTable(table).set(changes).where("id", "=", id).execute();
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
