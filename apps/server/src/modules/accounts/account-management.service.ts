import { randomBytes } from "node:crypto";
import {
  isGrantableRight,
  type GrantableRight,
  PASSWORD_LINK_HOURS,
  passwordWeakness,
  rightsOfRole,
  setPasswordPath,
  TRANSLATOR_ROLE,
  type AccountInput,
  type ManagedAccount,
  type Paging,
  type PasswordLink,
  type PasswordSetup,
  type Role,
} from "@lawfirm/contract";
import type { FastifyBaseLogger } from "fastify";
import { now, nowMs, type Db, type Executor } from "../../db/database.ts";
import { badRequest, conflict, invalidRequest, notFound, type FieldProblem } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { recordAuditEntry } from "../audit/audit.service.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isConstraintViolation } from "../translations/translated-items.ts";
import * as accounts from "./accounts.repository.ts";
import { hashToken } from "./accounts.service.ts";
import { generatePassword, hashPassword } from "./passwords.ts";
import * as sessions from "./sessions.repository.ts";

/**
 * The accounts screen (Administrators only): accounts with a role and, for translators, their
 * languages. Whatever changes what an account may do ends its sessions at once
 * (docs/decisions/0024).
 */

const ADMINISTRATOR_ROLE = "administrator";
const PASSWORD_LINK_MS = PASSWORD_LINK_HOURS * 3_600_000;

function toManagedAccount(row: accounts.AccountRow, languages: readonly string[], granted: readonly string[]): ManagedAccount {
  return {
    id: row.id,
    loginAccount: row.loginAccount,
    userName: row.userName,
    email: row.email,
    roleId: row.roleId,
    roleName: row.roleName,
    roleCode: row.roleCode,
    languages: [...languages],
    headImg: row.headImg,
    lastLoginTime: row.lastLoginTime,
    enabled: row.disabled === 0,
    grantedRights: granted.filter(isGrantableRight),
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

async function findRow(db: Executor, id: number): Promise<accounts.AccountRow> {
  const row = await accounts.findAccountById(db, id);
  if (!row) throw notFound(message("account.notFound", { id }));
  return row;
}

export async function getManagedAccount(db: Executor, id: number): Promise<ManagedAccount> {
  const row = await findRow(db, id);
  const languages = (await accounts.findLanguagesOf(db, [id])).get(id) ?? [];
  return toManagedAccount(row, languages, (await accounts.findGrantedRightsOf(db, [id])).get(id) ?? []);
}

export async function listManagedAccounts(db: Db, query: Paging & { keyword?: string | undefined }) {
  const { rows, pageable } = await accounts.listAccounts(db, query.keyword || undefined, query);
  const ids = rows.map((row) => row.id);
  const languages = await accounts.findLanguagesOf(db, ids);
  const granted = await accounts.findGrantedRightsOf(db, ids);
  return { result: rows.map((row) => toManagedAccount(row, languages.get(row.id) ?? [], granted.get(row.id) ?? [])), pageable };
}

export async function listRoles(db: Db): Promise<Role[]> {
  return (await accounts.listRoles(db)).map((role) => ({ ...role, rights: [...rightsOfRole(role.code)] }));
}

const loginTaken = () => invalidRequest([{ field: "body.loginAccount", message: message("account.loginTaken") }]);

/**
 * Checks an account's fields against the database (`known`: the content languages, read before
 * the transaction); answers its role's code. Problems are answered together (400).
 */
async function checkAccountInput(db: Executor, known: ReadonlySet<string>, input: AccountInput, accountId: number | undefined) {
  const problems: FieldProblem[] = [];
  const holder = await accounts.findIdByLoginAccount(db, input.loginAccount);
  if (holder !== undefined && holder !== accountId) problems.push({ field: "body.loginAccount", message: message("account.loginTaken") });
  const role = await accounts.findRole(db, input.roleId);
  if (!role) {
    const roles = (await accounts.listRoles(db)).map((existing) => `${existing.id} ${existing.name}`).join(", ");
    problems.push({ field: "body.roleId", message: message("account.unknownRole", { roles }) });
  } else if (role.code === TRANSLATOR_ROLE && input.languages.length === 0) {
    problems.push({ field: "body.languages", message: message("account.languagesRequired") });
  } else if (role.code !== TRANSLATOR_ROLE && input.languages.length > 0) {
    problems.push({ field: "body.languages", message: message("account.languagesOnlyForTranslators") });
  }
  input.languages.forEach((lang, index) => {
    if (!known.has(lang)) {
      problems.push({ field: `body.languages.${index}`, message: message("language.unknown", { languages: [...known].join(", ") }) });
    }
  });
  if (!role || problems.length > 0) throw invalidRequest(problems);
  return role.code;
}

function checkInitialPassword(password: string, loginAccount: string) {
  const weakness = passwordWeakness(password, loginAccount);
  if (weakness) throw invalidRequest([{ field: "body.password", message: weakness }]);
}

/**
 * The password an account starts with: the one given, or, without one, a one-time link (its
 * token answered once, its hash stored) and a random password nobody knows.
 */
async function passwordSetup(password: string | null) {
  if (password) return { passwordHash: await hashPassword(password), link: null };
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(nowMs() + PASSWORD_LINK_MS).toISOString();
  return { passwordHash: await hashPassword(generatePassword()), link: { token, expiresAt } };
}

const linkAnswer = (link: { token: string; expiresAt: string } | null): PasswordSetup["passwordLink"] =>
  link ? { token: link.token, path: setPasswordPath(link.token), expiresAt: link.expiresAt } : null;

/** Runs an account write in one transaction; a login name taken at the same moment answers as taken. */
async function inTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isConstraintViolation(error)) throw loginTaken();
    throw error;
  }
}

export async function createAccount(
  db: Db,
  languages: LanguageRegistry,
  input: AccountInput & { password: string | null },
): Promise<PasswordSetup> {
  if (input.password) checkInitialPassword(input.password, input.loginAccount);
  const { passwordHash, link } = await passwordSetup(input.password);
  const known = await languages.codes();
  const id = await inTransaction(db, async (trx) => {
    await checkAccountInput(trx, known, input, undefined);
    const created = await accounts.insertAccount(trx, {
      loginAccount: input.loginAccount,
      userName: input.userName,
      email: input.email,
      roleId: input.roleId,
      passwordHash,
      passwordLinkHash: link ? hashToken(link.token) : null,
      passwordLinkExpiresAt: link?.expiresAt ?? null,
      at: now(),
    });
    await accounts.replaceLanguages(trx, created, input.languages);
    await accounts.replaceGrantedRights(trx, created, input.grantedRights);
    return created;
  });
  return { account: await getManagedAccount(db, id), passwordLink: linkAnswer(link) };
}

/** A changed account, and the rights granted to it and withdrawn from it by the change (for the audit log). */
export interface AccountUpdate {
  account: ManagedAccount;
  granted: GrantableRight[];
  withdrawn: GrantableRight[];
}

/** Refuses a change that leaves no enabled Administrator: `row` stops being one. */
async function assertNotLastAdministrator(db: Executor, row: accounts.AccountRow) {
  if (row.roleCode !== ADMINISTRATOR_ROLE || row.disabled !== 0) return;
  if ((await accounts.countOtherActiveAccountsOfRole(db, ADMINISTRATOR_ROLE, row.id)) === 0) {
    throw conflict(message("account.lastAdministrator"));
  }
}

/** Changes an account's fields; a new role or new languages end its sessions. */
export async function updateAccount(db: Db, languages: LanguageRegistry, id: number, input: AccountInput): Promise<AccountUpdate> {
  const known = await languages.codes();
  const grants = await inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    const roleCode = await checkAccountInput(trx, known, input, id);
    if (roleCode !== ADMINISTRATOR_ROLE) await assertNotLastAdministrator(trx, row);
    const before = (await accounts.findLanguagesOf(trx, [id])).get(id) ?? [];
    const languagesChanged = [...before].sort().join(",") !== [...input.languages].sort().join(",");
    await accounts.updateAccount(trx, id, {
      loginAccount: input.loginAccount,
      userName: input.userName,
      email: input.email,
      roleId: input.roleId,
      updatedAt: now(),
    });
    await accounts.replaceLanguages(trx, id, input.languages);
    const grantedBefore = ((await accounts.findGrantedRightsOf(trx, [id])).get(id) ?? []).filter(isGrantableRight);
    // Granted rights need no new session: every request reads them (accounts.service.ts, resolveSession).
    await accounts.replaceGrantedRights(trx, id, input.grantedRights);
    if (row.roleId !== input.roleId || languagesChanged) await sessions.deleteSessionsOf(trx, id);
    return {
      granted: input.grantedRights.filter((right) => !grantedBefore.includes(right)),
      withdrawn: grantedBefore.filter((right) => !input.grantedRights.includes(right)),
    };
  });
  return { account: await getManagedAccount(db, id), ...grants };
}

/**
 * Disables an account (ending its sessions and voiding its set-password link, which enabling it
 * again does not bring back: a new one is a password reset away) or enables it; nobody disables
 * their own account or the last Administrator.
 */
export async function setAccountEnabled(db: Db, actorId: number, id: number, enabled: boolean): Promise<ManagedAccount> {
  await inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    if (enabled) {
      await accounts.updateAccount(trx, id, { disabled: 0, updatedAt: now() });
      return;
    }
    if (id === actorId) throw badRequest(message("account.cannotDisableSelf"));
    await assertNotLastAdministrator(trx, row);
    await sessions.deleteSessionsOf(trx, id);
    await accounts.updateAccount(trx, id, { disabled: 1, passwordLinkHash: null, passwordLinkExpiresAt: null, updatedAt: now() });
  });
  return getManagedAccount(db, id);
}

/** Refuses a set-password link for a disabled account: it would set nothing, and disabling voids it. */
function assertLinkCanWork(row: accounts.AccountRow) {
  if (row.disabled !== 0) throw conflict(message("account.linkForDisabled"));
}

/**
 * Gives another account a new initial password or a new one-time link (an enabled account only);
 * the old password stops working and its sessions end. One's own password is changed in the
 * profile, with the current one.
 */
export async function resetPassword(db: Db, actorId: number, id: number, password: string | null): Promise<PasswordSetup> {
  if (id === actorId) throw badRequest(message("account.cannotResetOwnPassword"));
  const row = await findRow(db, id);
  if (password) checkInitialPassword(password, row.loginAccount);
  else assertLinkCanWork(row);
  const { passwordHash, link } = await passwordSetup(password);
  await inTransaction(db, async (trx) => {
    const current = await findRow(trx, id);
    if (link) assertLinkCanWork(current);
    await accounts.updateAccount(trx, id, {
      passwordHash,
      passwordLinkHash: link ? hashToken(link.token) : null,
      passwordLinkExpiresAt: link?.expiresAt ?? null,
      updatedAt: now(),
    });
    await sessions.deleteSessionsOf(trx, id);
  });
  return { account: await getManagedAccount(db, id), passwordLink: linkAnswer(link) };
}

/** Deletes an account and its sessions; nobody deletes their own account or the last Administrator. */
export async function deleteAccount(db: Db, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw badRequest(message("account.cannotDeleteSelf"));
  await inTransaction(db, async (trx) => {
    const row = await findRow(trx, id);
    await assertNotLastAdministrator(trx, row);
    await sessions.deleteSessionsOf(trx, id);
    await accounts.deleteAccount(trx, id);
  });
}

/** Whose password a set-password link sets, and until when; 400 for a link used, expired or unknown. */
export async function checkPasswordLink(db: Db, token: string): Promise<PasswordLink> {
  const account = await accounts.findByPasswordLink(db, hashToken(token), now());
  if (!account?.passwordLinkExpiresAt) throw badRequest(message("auth.passwordLinkInvalid"));
  return { loginAccount: account.loginAccount, expiresAt: account.passwordLinkExpiresAt };
}

/** Sets the password with a set-password link's token: the link works once, until it expires. */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  newPassword: string,
  caller: { clientAddress: string; log: FastifyBaseLogger },
): Promise<void> {
  const at = now();
  const account = await accounts.findByPasswordLink(db, hashToken(token), at);
  if (!account) throw badRequest(message("auth.passwordLinkInvalid"));
  const weakness = passwordWeakness(newPassword, account.loginAccount);
  if (weakness) throw invalidRequest([{ field: "body.newPassword", message: weakness }]);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    // Used once: a second use at the same moment finds no link and changes nothing.
    const used = await accounts.usePasswordLink(trx, hashToken(token), at, { passwordHash, updatedAt: now() });
    if (!used) throw badRequest(message("auth.passwordLinkInvalid"));
    await sessions.deleteSessionsOf(trx, account.id);
  });
  await recordAuditEntry(
    { db, log: caller.log },
    { accountId: account.id, accountName: account.userName, clientAddress: caller.clientAddress },
    { action: "passwordSet", kind: "account", itemId: account.id, endpoint: "POST /admin/set-password" },
  );
}
