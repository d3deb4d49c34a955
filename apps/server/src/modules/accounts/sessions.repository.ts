import type { Executor } from "../../db/database.ts";
import type { AdminSession } from "../../http/admin-session.ts";

/** A valid session with the account it belongs to, as stored: the signed-in account but what its role gives. */
export type SessionRow = Omit<AdminSession, "rights" | "languageLimit">;

export async function insertSession(db: Executor, session: { tokenHash: string; accountId: number; createdAt: string; expiresAt: string }) {
  await db.insertInto("sessions").values(session).execute();
}

/** The unexpired session of an enabled account that the token hash names. */
export async function findSessionByTokenHash(db: Executor, tokenHash: string, at: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("adminAccounts", "adminAccounts.id", "sessions.accountId")
    .innerJoin("roles", "roles.id", "adminAccounts.roleId")
    .select([
      "sessions.id as sessionId",
      "sessions.accountId",
      "adminAccounts.loginAccount",
      "adminAccounts.userName",
      "roles.code as roleCode",
      "roles.name as roleName",
      "sessions.createdAt",
      "sessions.expiresAt",
    ])
    .where("sessions.tokenHash", "=", tokenHash)
    .where("sessions.expiresAt", ">", at)
    .where("adminAccounts.disabled", "=", 0)
    .executeTakeFirst();
}

export async function updateSessionExpiry(db: Executor, sessionId: number, expiresAt: string) {
  await db.updateTable("sessions").set({ expiresAt }).where("id", "=", sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: number) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends every session of an account at once (disabled, deleted, its role or languages changed). */
export async function deleteSessionsOf(db: Executor, accountId: number) {
  await db.deleteFrom("sessions").where("accountId", "=", accountId).execute();
}

/** Revokes every session of an account except the one given. */
export async function deleteOtherSessions(db: Executor, accountId: number, keepSessionId: number) {
  await db.deleteFrom("sessions").where("accountId", "=", accountId).where("id", "!=", keepSessionId).execute();
}

export async function deleteExpiredSessions(db: Executor, at: string) {
  await db.deleteFrom("sessions").where("expiresAt", "<=", at).execute();
}
