import { PostgresAdapter, sql, type Kysely, type Selectable } from "kysely";
import type { ClaimColumns, Database, Executor } from "../db/database.ts";

/** The tables whose rows workers claim (decision 0084): those with the columns of `ClaimColumns`. */
export type ClaimTable = { [Name in keyof Database]: Database[Name] extends ClaimColumns ? Name : never }[keyof Database];

/** waiting (due at `nextAttemptAt`), sending (claimed: being worked on), sent (done; a table may delete the row instead) or failed. */
export type ClaimState = ClaimRow["state"];

/** The claimed columns as stored (`ClaimColumns`), and the id every claimed table has. */
type ClaimRow = Selectable<ClaimColumns> & { id: number };

/** A claimed row: all its table's columns. */
export type ClaimedRow<T extends ClaimTable> = Selectable<Database[T]> & Pick<ClaimRow, "id" | "attempts">;

/** The longest `last_error` the tables hold. */
const ERROR_LENGTH = 2000;

/**
 * The claim queries written once for every claimed table: each table is seen through one name
 * (`claimRows`) whose columns all of them have; the CamelCasePlugin maps the table's real name.
 */
const claimRows = (db: Executor, table: ClaimTable) => ({
  db: db as unknown as Kysely<{ claimRows: ClaimColumns & { id: number } }>,
  table: table as "claimRows",
});

/** A waiting row whose time has come, or a claimed one whose claim expired (its worker died). */
const dueAt = (at: string) =>
  sql<boolean>`(state = 'waiting' and next_attempt_at <= ${at}) or (state = 'sending' and claimed_until <= ${at})`;

/**
 * Claims up to `limit` due rows of `table` for `worker` until `until`, counting the attempt of each,
 * the longest due first; answers the claimed rows. One statement: on PostgreSQL the rows are picked
 * `for update skip locked` (a concurrent claim takes other rows, never the same), and SQLite runs
 * the statement within its one write lock.
 */
export async function claimDue<T extends ClaimTable>(
  executor: Executor,
  table: T,
  worker: string,
  at: string,
  until: string,
  limit: number,
): Promise<ClaimedRow<T>[]> {
  const { db, table: rows } = claimRows(executor, table);
  const picked = db.selectFrom(rows).select("id").where(dueAt(at)).orderBy("nextAttemptAt").orderBy("id").limit(limit);
  const postgres = executor.getExecutor().adapter instanceof PostgresAdapter;
  const claimed = await db
    .updateTable(rows)
    .set((eb) => ({ state: "sending", claimedBy: worker, claimedUntil: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", postgres ? picked.forUpdate().skipLocked() : picked)
    // Checked again on the row itself: a row claimed since the pick is no longer due.
    .where(dueAt(at))
    .returningAll()
    .execute();
  return (claimed as unknown as ClaimedRow<T>[]).sort((a, b) => a.id - b.id);
}

/** Records the end of `worker`'s claim on rows it holds: `values` besides the claim's release; answers how many it still held. */
export async function finishClaim<T extends ClaimTable>(
  executor: Executor,
  table: T,
  ids: readonly number[],
  worker: string,
  values: Partial<Pick<ClaimRow, "state" | "nextAttemptAt" | "lastError">> & Record<string, unknown>,
): Promise<number> {
  if (ids.length === 0) return 0;
  const { db, table: rows } = claimRows(executor, table);
  const result = await db
    .updateTable(rows)
    .set({ ...values, claimedBy: null, claimedUntil: null })
    .where("id", "in", ids)
    .where("claimedBy", "=", worker)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records a failed attempt of the worker that holds the row: waiting until `nextAttemptAt`, or failed for good when that is null. */
export async function markAttemptFailed(
  executor: Executor,
  table: ClaimTable,
  id: number,
  worker: string,
  error: string,
  nextAttemptAt: string | null,
) {
  await finishClaim(executor, table, [id], worker, {
    state: nextAttemptAt === null ? "failed" : "waiting",
    lastError: error.slice(0, ERROR_LENGTH),
    ...(nextAttemptAt === null ? {} : { nextAttemptAt }),
  });
}

/** Deletes rows `worker` holds (a table that keeps no done rows); answers how many it still held. */
export async function deleteClaimed(executor: Executor, table: ClaimTable, ids: readonly number[], worker: string): Promise<number> {
  if (ids.length === 0) return 0;
  const { db, table: rows } = claimRows(executor, table);
  const result = await db.deleteFrom(rows).where("id", "in", ids).where("claimedBy", "=", worker).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the next row of `table` falls due: the earliest waiting one's time or expiring claim; undefined when none waits. */
export async function nextDueTime(executor: Executor, table: ClaimTable): Promise<string | undefined> {
  const { db, table: rows } = claimRows(executor, table);
  const row = await db
    .selectFrom(rows)
    .select((eb) => [
      eb.fn.min<string | null>(eb.case().when("state", "=", "waiting").then(eb.ref("nextAttemptAt")).end()).as("waiting"),
      eb.fn.min<string | null>(eb.case().when("state", "=", "sending").then(eb.ref("claimedUntil")).end()).as("claimed"),
    ])
    .where("state", "in", ["waiting", "sending"])
    .executeTakeFirst();
  const times = [row?.waiting, row?.claimed].filter((time): time is string => typeof time === "string");
  return times.sort()[0];
}

/** How many rows of `table` are due at `at` or claimed: work not finished, retries waiting for their time aside. */
export async function countOpen(executor: Executor, table: ClaimTable, at: string): Promise<number> {
  const { db, table: rows } = claimRows(executor, table);
  const row = await db
    .selectFrom(rows)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => eb.or([dueAt(at), eb("state", "=", "sending")]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many rows of `table` are in each state. */
export async function countByState(executor: Executor, table: ClaimTable): Promise<Partial<Record<ClaimState, number>>> {
  const { db, table: rows } = claimRows(executor, table);
  const counted = await db
    .selectFrom(rows)
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  return Object.fromEntries(counted.map((row) => [row.state, Number(row.count)]));
}
