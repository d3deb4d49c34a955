import type { Insertable, Selectable } from "kysely";
import type { Paging, RegistrationState } from "@lawfirm/contract";
import type { EventRegistrationTable, Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";

export type RegistrationRow = Selectable<EventRegistrationTable>;

/** Registrations by state, per event (`no`). */
export async function countByState(db: Executor, nos: readonly number[]): Promise<Map<number, Partial<Record<RegistrationState, number>>>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .selectFrom("eventRegistrations")
    .select(["eventNo", "state", (eb) => eb.fn.countAll<number>().as("count")])
    .where("eventNo", "in", [...nos])
    .groupBy(["eventNo", "state"])
    .execute();
  const counts = new Map<number, Partial<Record<RegistrationState, number>>>();
  for (const row of rows) counts.set(row.eventNo, { ...counts.get(row.eventNo), [row.state]: Number(row.count) });
  return counts;
}

/** How many of an event's registrations were checked in. */
export async function countCheckedIn(db: Executor, no: number): Promise<number> {
  const row = await db
    .selectFrom("eventRegistrations")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("eventNo", "=", no)
    .where("checkedInAt", "is not", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertRegistration(db: Executor, values: Insertable<EventRegistrationTable>): Promise<number> {
  const row = await db.insertInto("eventRegistrations").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function findRegistration(db: Executor, id: number): Promise<RegistrationRow | undefined> {
  return db.selectFrom("eventRegistrations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An event's registration of the address (lower case) that is not cancelled. */
export async function findActiveRegistration(db: Executor, no: number, email: string): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom("eventRegistrations")
    .selectAll()
    .where("eventNo", "=", no)
    .where("state", "!=", "cancelled")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
}

/** The first person on an event's waiting list: who registered first. */
export async function findFirstWaiting(db: Executor, no: number): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom("eventRegistrations")
    .selectAll()
    .where("eventNo", "=", no)
    .where("state", "=", "waiting")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

export async function updateRegistration(
  db: Executor,
  id: number,
  changes: Partial<Pick<RegistrationRow, "state" | "cancelledAt" | "checkedInAt" | "updatedAt">>,
): Promise<void> {
  await db.updateTable("eventRegistrations").set(changes).where("id", "=", id).execute();
}

/** An event's registrations in the order they came, filtered by state. */
export async function listRegistrations(db: Executor, no: number, state: RegistrationState | undefined, paging: Paging) {
  const query = db
    .selectFrom("eventRegistrations")
    .selectAll()
    .where("eventNo", "=", no)
    .$if(state !== undefined, (q) => q.where("state", "=", state!));
  return fetchPage(query, paging, (page) => page.orderBy("id"));
}

/** All of an event's registrations in the order they came (the export). */
export async function allRegistrations(db: Executor, no: number): Promise<RegistrationRow[]> {
  return db.selectFrom("eventRegistrations").selectAll().where("eventNo", "=", no).orderBy("id").execute();
}

export async function deleteRegistrationsOf(db: Executor, no: number): Promise<void> {
  await db.deleteFrom("eventRegistrations").where("eventNo", "=", no).execute();
}

/** Deletes the registrations of events whose last version ended before `endedBefore`; answers how many went. */
export async function deleteRegistrationsEndedBefore(db: Executor, endedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("eventRegistrations")
    .where("eventNo", "not in", (eb) => eb.selectFrom("events").select("no").where("endsAt", ">=", endedBefore))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The registrations made with `email` (lower case), oldest first. */
export async function findRegistrationsOf(db: Executor, email: string): Promise<RegistrationRow[]> {
  return db
    .selectFrom("eventRegistrations")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .orderBy("id")
    .execute();
}

export async function deleteRegistrationsOfAddress(db: Executor, email: string): Promise<number> {
  const result = await db
    .deleteFrom("eventRegistrations")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
