import type { Executor } from "../../db/database.ts";

/** A valid session with the account it belongs to. */
export interface AdminSession {
  sessionId: number;
  accountId: number;
  loginAccount: string;
  userName: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertSession(db: Executor, session: { tokenHash: string; accountId: number; createdAt: string; expiresAt: string }) {
  await db.insertInto("sessions").values(session).execute();
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string, at: string): Promise<AdminSession | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("adminAccounts", "adminAccounts.id", "sessions.accountId")
    .select([
      "sessions.id as sessionId",
      "sessions.accountId",
      "adminAccounts.loginAccount",
      "adminAccounts.userName",
      "sessions.createdAt",
      "sessions.expiresAt",
    ])
    .where("sessions.tokenHash", "=", tokenHash)
    .where("sessions.expiresAt", ">", at)
    .executeTakeFirst();
}

export async function updateSessionExpiry(db: Executor, sessionId: number, expiresAt: string) {
  await db.updateTable("sessions").set({ expiresAt }).where("id", "=", sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: number) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Revokes every session of an account except the one given. */
export async function deleteOtherSessions(db: Executor, accountId: number, keepSessionId: number) {
  await db.deleteFrom("sessions").where("accountId", "=", accountId).where("id", "!=", keepSessionId).execute();
}

export async function deleteExpiredSessions(db: Executor, at: string) {
  await db.deleteFrom("sessions").where("expiresAt", "<=", at).execute();
}
