import type { Executor } from "../../db/database.ts";

/** Attempts are recorded before the password is checked, so that parallel guesses count too. */
export async function recordLoginAttempt(db: Executor, attempt: { loginAccount: string; clientAddress: string; createdAt: string }) {
  await db.insertInto("loginAttempts").values(attempt).execute();
}

export async function countAttemptsByAccount(db: Executor, loginAccount: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("loginAttempts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("loginAccount", "=", loginAccount)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countAttemptsByAddress(db: Executor, clientAddress: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("loginAttempts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("clientAddress", "=", clientAddress)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** After a successful login the account's failed attempts no longer count. */
export async function clearAttemptsForAccount(db: Executor, loginAccount: string) {
  await db.deleteFrom("loginAttempts").where("loginAccount", "=", loginAccount).execute();
}

export async function deleteAttemptsBefore(db: Executor, before: string) {
  await db.deleteFrom("loginAttempts").where("createdAt", "<=", before).execute();
}
