import { createHash, randomBytes } from "node:crypto";
import { passwordWeakness, rightsOfAccount, TRANSLATOR_ROLE, type Account, type Right } from "@lawfirm/contract";
import type { FastifyBaseLogger } from "fastify";
import { now, nowMs, type Db, type Executor } from "../../db/database.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../../errors.ts";
import type { AdminSession } from "../../http/admin-session.ts";
import { message } from "../../i18n/messages.ts";
import { recordAuditEntry, truncate } from "../audit/audit.service.ts";
import { assertSavedUploads, pictureAt } from "../media/saved-uploads.ts";
import * as accounts from "./accounts.repository.ts";
import type { DeviceCookies } from "./device-cookies.ts";
import { admitAttempt, forgetAttempts, type Attempt } from "./login-throttle.ts";
import { generatePassword, hashPassword, verifyPassword } from "./passwords.ts";
import * as sessions from "./sessions.repository.ts";

const ADMINISTRATOR_ROLE = "administrator";
const FIRST_ADMINISTRATOR_NAME = "Administrator";
/** Most characters of a failed sign-in's login name the audit log keeps (someone may type a password there). */
const FAILED_LOGIN_NAME_MAX_LENGTH = 64;
// Checked against when the account does not exist, so that the answer takes as long either way.
// Made when the app starts (`unknownAccountCheck`), not at a login: made beside a first
// login's own check, its Argon2 memory (19 MiB) raised the server's peak by 17–38 MB (decision
// 0126); made by a first login of an unknown account, that answer took two hashes' time.
let unknownAccountHash: Promise<string> | undefined;

/** The unknown account's hash, its making started by the first call (the app's start). */
export function unknownAccountCheck(): Promise<string> {
  return (unknownAccountHash ??= hashPassword(generatePassword()));
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SessionSettings {
  idleMs: number;
  maxMs: number;
}

/** The signed-in account, with its rights and languages (`/admin/mine`). */
export async function getAccount(db: Executor, id: number): Promise<Account> {
  const row = await accounts.findAccountById(db, id);
  if (!row) throw notFound(message("account.gone"));
  const languages = (await accounts.findLanguagesOf(db, [id])).get(id) ?? [];
  const granted = (await accounts.findGrantedRightsOf(db, [id])).get(id) ?? [];
  return {
    id: row.id,
    loginAccount: row.loginAccount,
    userName: row.userName,
    roleId: row.roleId,
    roleName: row.roleName,
    roleCode: row.roleCode,
    languages,
    headImg: row.headImg,
    lastLoginTime: row.lastLoginTime,
    rights: rightsOfAccount(row.roleCode, granted),
  };
}

/** Enabled accounts that have `right`, by their role or granted: the ones a visitor's message or application may be assigned to. */
export async function enabledAccountsWithRight(db: Executor, right: Right): Promise<{ id: number; userName: string }[]> {
  const enabled = await accounts.listEnabledAccounts(db);
  const granted = await accounts.findGrantedRightsOf(
    db,
    enabled.map((account) => account.id),
  );
  return enabled
    .filter((account) => rightsOfAccount(account.roleCode, granted.get(account.id) ?? []).includes(right))
    .map(({ id, userName }) => ({ id, userName }));
}

/**
 * Checks the password and opens a session; answers the token, which is stored only as its hash,
 * and the device cookie the browser keeps (a new one unless it brought a valid one). Throttled
 * before the password is even looked at: per device when the attempt carries the account's
 * device cookie, else per account and per client address (login-throttle.ts).
 */
export async function login(
  db: Db,
  input: { loginAccount: string; password: string; clientAddress: string; deviceCookie: string | undefined; log: FastifyBaseLogger },
  deps: { session: SessionSettings; devices: DeviceCookies },
): Promise<{ token: string; expiresAt: string; deviceCookie: string | undefined }> {
  const loginAccount = input.loginAccount.trim().toLowerCase();
  const credentials = await accounts.findCredentials(db, loginAccount);
  const knownDevice = credentials ? deps.devices.deviceOf(input.deviceCookie, credentials.id) : undefined;
  const attempt: Attempt = { purpose: "login", loginAccount, clientAddress: input.clientAddress, deviceId: knownDevice ?? null };
  await admitAttempt(db, attempt);

  const passwordHash = credentials?.passwordHash ?? (await unknownAccountCheck());
  const valid = await verifyPassword(passwordHash, input.password);
  const audit = { db, log: input.log };
  if (!credentials || !valid || credentials.disabled) {
    // The name as typed, cut short; an account it names is the entry's account. Never the password.
    await recordAuditEntry(
      audit,
      { accountId: credentials?.id ?? null, accountName: credentials?.userName ?? null, clientAddress: input.clientAddress },
      {
        action: "signInFailed",
        kind: "account",
        itemId: credentials?.id,
        summary: truncate(input.loginAccount.trim(), FAILED_LOGIN_NAME_MAX_LENGTH),
      },
    );
    if (!credentials || !valid) throw unauthorized(message("auth.wrongCredentials"));
    // Told only to whoever knows the password.
    throw forbidden(message("auth.accountDisabled"));
  }

  const token = randomBytes(32).toString("base64url");
  const createdAt = now();
  const expiresAt = new Date(Date.parse(createdAt) + Math.min(deps.session.idleMs, deps.session.maxMs)).toISOString();
  await db.transaction().execute(async (trx) => {
    await forgetAttempts(trx, attempt);
    await sessions.deleteExpiredSessions(trx, createdAt);
    await sessions.insertSession(trx, { tokenHash: hashToken(token), accountId: credentials.id, createdAt, expiresAt });
    await accounts.updateAccount(trx, credentials.id, { lastLoginTime: createdAt, updatedAt: createdAt });
  });
  await recordAuditEntry(
    audit,
    { accountId: credentials.id, accountName: credentials.userName, clientAddress: input.clientAddress },
    { action: "signIn", kind: "account", itemId: credentials.id },
  );
  return { token, expiresAt, deviceCookie: knownDevice ? undefined : deps.devices.issue(credentials.id).value };
}

/**
 * The session a token opens, extended while in use (idle time-out), never beyond its maximum age;
 * none for a disabled account.
 */
export async function resolveSession(db: Db, token: string, settings: SessionSettings): Promise<AdminSession | undefined> {
  const at = nowMs();
  const row = await sessions.findSessionByTokenHash(db, hashToken(token), new Date(at).toISOString());
  if (!row) return undefined;
  const hardLimit = Date.parse(row.createdAt) + settings.maxMs;
  if (hardLimit <= at) return undefined;
  const languageLimit =
    row.roleCode === TRANSLATOR_ROLE ? new Set((await accounts.findLanguagesOf(db, [row.accountId])).get(row.accountId) ?? []) : null;
  // Read with every request: a right granted or withdrawn holds from the account's next request on.
  const granted = (await accounts.findGrantedRightsOf(db, [row.accountId])).get(row.accountId) ?? [];
  const session: AdminSession = { ...row, rights: new Set(rightsOfAccount(row.roleCode, granted)), languageLimit };
  const extended = Math.min(at + settings.idleMs, hardLimit);
  // Written at most once a minute per session, not on every request.
  if (extended - Date.parse(row.expiresAt) > 60_000) {
    const expiresAt = new Date(extended).toISOString();
    await sessions.updateSessionExpiry(db, row.sessionId, expiresAt);
    return { ...session, expiresAt };
  }
  return session;
}

/** Ends the session; the audit log records the sign-out. */
export async function logout(db: Db, session: AdminSession, caller: { clientAddress: string; log: FastifyBaseLogger }) {
  await sessions.deleteSession(db, session.sessionId);
  await recordAuditEntry(
    { db, log: caller.log },
    { accountId: session.accountId, accountName: session.userName, clientAddress: caller.clientAddress },
    { action: "signOut", kind: "account", itemId: session.accountId },
  );
}

/** Changes the password after checking the old one; every other session of the account is revoked. */
export async function changePassword(
  db: Db,
  session: AdminSession,
  input: { oldPassword: string; newPassword: string },
  clientAddress: string,
) {
  // Whoever holds a session (a browser left open, a stolen token) must not guess the password quickly either.
  const attempt: Attempt = { purpose: "password", loginAccount: session.loginAccount.toLowerCase(), clientAddress, deviceId: null };
  await admitAttempt(db, attempt);
  const currentHash = await accounts.findPasswordHash(db, session.accountId);
  if (!currentHash || !(await verifyPassword(currentHash, input.oldPassword))) {
    throw badRequest(message("account.currentPasswordWrong"), [{ field: "body.oldPassword", message: message("account.isWrong") }]);
  }
  // The current password was right: a weak or unchanged new one is no guess.
  await forgetAttempts(db, attempt);
  const weakness = passwordWeakness(input.newPassword, session.loginAccount);
  if (weakness)
    throw badRequest(message("account.newPasswordWeak", { problem: weakness }), [{ field: "body.newPassword", message: weakness }]);
  if (input.oldPassword === input.newPassword) {
    throw badRequest(message("account.newPasswordUnchanged"), [
      { field: "body.newPassword", message: message("account.mustDifferFromCurrent") },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await accounts.updateAccount(trx, session.accountId, { passwordHash, updatedAt: now() });
    await sessions.deleteOtherSessions(trx, session.accountId, session.sessionId);
  });
}

export async function changeHeadImage(db: Db, accountId: number, headImg: string): Promise<Account> {
  await db.transaction().execute(async (trx) => {
    await accounts.updateAccount(trx, accountId, { headImg, updatedAt: now() });
    await assertSavedUploads(trx, pictureAt("body.headImg", headImg));
  });
  return getAccount(db, accountId);
}

/**
 * On an empty database, creates the first administrator from the configuration. Without a
 * configured password a strong one is generated and printed once. Answers whether this process
 * created it: of several processes starting together on one database, exactly one does.
 */
export async function ensureAdministrator(
  db: Db,
  options: { loginAccount: string; password: string | undefined; email?: string | undefined },
  log: FastifyBaseLogger,
): Promise<boolean> {
  if ((await accounts.countAccounts(db)) > 0) return false;
  const password = options.password ?? generatePassword();
  const roleId = await accounts.findRoleId(db, ADMINISTRATOR_ROLE);
  if (!roleId) throw new Error("The administrator role is missing; the migrations did not run");
  try {
    await accounts.insertAccount(db, {
      loginAccount: options.loginAccount,
      // Login names are never shown (they are half of what a guesser needs); accounts are named by role.
      userName: FIRST_ADMINISTRATOR_NAME,
      email: options.email ?? null,
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
