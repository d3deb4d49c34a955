import type { ExpressionBuilder } from "kysely";
import type { Database, Executor } from "../../db/database.ts";

/**
 * Which attempts count together: all of a purpose (`login`, or `password` for the current password
 * of a password change), narrowed to an account name, a client address and/or a device. A device of
 * `null` means the anonymous attempts (those without a valid device cookie).
 */
export interface AttemptScope {
  purpose: "login" | "password";
  loginAccount?: string;
  clientAddress?: string;
  deviceId?: string | null;
}

function inScope(scope: AttemptScope) {
  return (eb: ExpressionBuilder<Database, "loginAttempts">) => {
    const conditions = [eb("purpose", "=", scope.purpose)];
    if (scope.loginAccount !== undefined) conditions.push(eb("loginAccount", "=", scope.loginAccount));
    if (scope.clientAddress !== undefined) conditions.push(eb("clientAddress", "=", scope.clientAddress));
    if (scope.deviceId !== undefined)
      conditions.push(scope.deviceId === null ? eb("deviceId", "is", null) : eb("deviceId", "=", scope.deviceId));
    return eb.and(conditions);
  };
}

/** Attempts are recorded before the password is checked, so that parallel guesses count too. */
export async function recordAttempt(
  db: Executor,
  attempt: { purpose: "login" | "password"; loginAccount: string; clientAddress: string; deviceId: string | null; createdAt: string },
) {
  await db.insertInto("loginAttempts").values(attempt).execute();
}

export async function countAttempts(db: Executor, scope: AttemptScope, since: string): Promise<number> {
  const row = await db
    .selectFrom("loginAttempts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(inScope(scope))
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** When the attempt `position` places before the newest (0 = the newest) was made, if there is one. */
export async function attemptTimeFromNewest(
  db: Executor,
  scope: AttemptScope,
  since: string,
  position: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("loginAttempts")
    .select("createdAt")
    .where(inScope(scope))
    .where("createdAt", ">", since)
    .orderBy("createdAt", "desc")
    .limit(1)
    .offset(position)
    .executeTakeFirst();
  return row?.createdAt;
}

/** After a successful sign-in (or password change) the attempts of its scope no longer count. */
export async function clearAttempts(db: Executor, scope: AttemptScope) {
  await db.deleteFrom("loginAttempts").where(inScope(scope)).execute();
}

/** Attempts older than the counting window are of no use; they go at every new attempt. */
export async function deleteAttemptsBefore(db: Executor, before: string) {
  await db.deleteFrom("loginAttempts").where("createdAt", "<=", before).execute();
}
