import { createHash, randomBytes } from "node:crypto";
import { passwordWeakness, type Account } from "@lawfirm/contract";
import type { FastifyBaseLogger } from "fastify";
import { now, type Db } from "../../db/database.ts";
import { badRequest, notFound, tooManyRequests, unauthorized } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import * as accounts from "./accounts.repository.ts";
import * as attempts from "./login-attempts.repository.ts";
import { generatePassword, hashPassword, verifyPassword } from "./passwords.ts";
import * as sessions from "./sessions.repository.ts";

/** Limits on password guessing, per account name and per client address. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 30,
  /** Two attempts on one account within this gap: the second is refused (stops parallel guessing). */
  burstGapMs: 1_000,
};

const ADMINISTRATOR_ROLE = "administrator";
// Checked against when the account does not exist, so that the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SessionSettings {
  idleMs: number;
  maxMs: number;
}

export async function getAccount(db: Db, id: number): Promise<Account> {
  const account = await accounts.findAccountById(db, id);
  if (!account) throw notFound(message("account.gone"));
  return account;
}

/**
 * Checks the password and opens a session; answers the token, which is stored only as its hash.
 * Throttled per account and per client address before the password is even looked at.
 */
export async function login(
  db: Db,
  input: { loginAccount: string; password: string; clientAddress: string },
  settings: SessionSettings,
): Promise<{ token: string; expiresAt: string }> {
  const accountKey = input.loginAccount.trim().toLowerCase();
  const at = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  await attempts.recordLoginAttempt(db, { loginAccount: accountKey, clientAddress: input.clientAddress, createdAt: iso(at) });
  const windowStart = iso(at - LOGIN_LIMITS.windowMs);
  const [byAccount, recentByAccount, byAddress] = await Promise.all([
    attempts.countAttemptsByAccount(db, accountKey, windowStart),
    attempts.countAttemptsByAccount(db, accountKey, iso(at - LOGIN_LIMITS.burstGapMs)),
    attempts.countAttemptsByAddress(db, input.clientAddress, windowStart),
  ]);
  if (byAccount > LOGIN_LIMITS.perAccount || byAddress > LOGIN_LIMITS.perAddress) {
    throw tooManyRequests(message("auth.tooManyAttempts"));
  }
  if (recentByAccount > 1) throw tooManyRequests(message("auth.tooManyAttemptsAtOnce"));

  const credentials = await accounts.findCredentials(db, accountKey);
  dummyHash ??= hashPassword(generatePassword());
  const valid = await verifyPassword(credentials?.passwordHash ?? (await dummyHash), input.password);
  if (!credentials || !valid) throw unauthorized(message("auth.wrongCredentials"));

  const token = randomBytes(32).toString("base64url");
  const createdAt = now();
  const expiresAt = iso(Math.min(Date.now() + settings.idleMs, Date.now() + settings.maxMs));
  await db.transaction().execute(async (trx) => {
    await attempts.clearAttemptsForAccount(trx, accountKey);
    await attempts.deleteAttemptsBefore(trx, windowStart);
    await sessions.deleteExpiredSessions(trx, createdAt);
    await sessions.insertSession(trx, { tokenHash: hashToken(token), accountId: credentials.id, createdAt, expiresAt });
    await accounts.updateAccount(trx, credentials.id, { lastLoginTime: createdAt, updatedAt: createdAt });
  });
  return { token, expiresAt };
}

/** The session a token opens, extended while in use (idle time-out), never beyond its maximum age. */
export async function resolveSession(db: Db, token: string, settings: SessionSettings) {
  const at = Date.now();
  const session = await sessions.findSessionByTokenHash(db, hashToken(token), new Date(at).toISOString());
  if (!session) return undefined;
  const hardLimit = Date.parse(session.createdAt) + settings.maxMs;
  if (hardLimit <= at) return undefined;
  const extended = Math.min(at + settings.idleMs, hardLimit);
  // Written at most once a minute per session, not on every request.
  if (extended - Date.parse(session.expiresAt) > 60_000) {
    const expiresAt = new Date(extended).toISOString();
    await sessions.updateSessionExpiry(db, session.sessionId, expiresAt);
    return { ...session, expiresAt };
  }
  return session;
}

export async function logout(db: Db, sessionId: number) {
  await sessions.deleteSession(db, sessionId);
}

/** Changes the password after checking the old one; every other session of the account is revoked. */
export async function changePassword(
  db: Db,
  session: sessions.AdminSession,
  input: { oldPassword: string; newPassword: string },
) {
  const currentHash = await accounts.findPasswordHash(db, session.accountId);
  if (!currentHash || !(await verifyPassword(currentHash, input.oldPassword))) {
    throw badRequest(message("account.currentPasswordWrong"), [{ field: "body.oldPassword", message: message("account.isWrong") }]);
  }
  const weakness = passwordWeakness(input.newPassword, session.loginAccount);
  if (weakness) throw badRequest(message("account.newPasswordWeak", { problem: weakness }), [{ field: "body.newPassword", message: weakness }]);
  if (input.oldPassword === input.newPassword) {
    throw badRequest(message("account.newPasswordUnchanged"), [{ field: "body.newPassword", message: message("account.mustDifferFromCurrent") }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await accounts.updateAccount(trx, session.accountId, { passwordHash, updatedAt: now() });
    await sessions.deleteOtherSessions(trx, session.accountId, session.sessionId);
  });
}

export async function changeHeadImage(db: Db, accountId: number, headImg: string): Promise<Account> {
  await accounts.updateAccount(db, accountId, { headImg, updatedAt: now() });
  return getAccount(db, accountId);
}

/**
 * On an empty database, creates the first administrator from the configuration. Without a
 * configured password a strong one is generated and printed once. Answers whether this process
 * created it: of several processes starting together on one database, exactly one does.
 */
export async function ensureAdministrator(
  db: Db,
  options: { loginAccount: string; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<boolean> {
  if ((await accounts.countAccounts(db)) > 0) return false;
  const password = options.password ?? generatePassword();
  const roleId = await accounts.findRoleId(db, ADMINISTRATOR_ROLE);
  if (!roleId) throw new Error("The administrator role is missing; the migrations did not run");
  try {
    await accounts.insertAccount(db, {
      loginAccount: options.loginAccount,
      userName: options.loginAccount,
      passwordHash: await hashPassword(password),
      roleId,
      at: now(),
    });
  } catch (error) {
    // Another server process sharing the database created it first.
    if ((await accounts.countAccounts(db)) > 0) return false;
    throw error;
  }
  log.info({ loginAccount: options.loginAccount }, "created the first administrator");
  if (!options.password) {
    process.stdout.write(
      `\n  First administrator created.\n  Account:  ${options.loginAccount}\n  Password: ${password}\n` +
        `  This password is shown only once: sign in at /admin-login and change it.\n\n`,
    );
  }
  return true;
}
