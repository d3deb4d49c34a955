import type { Paging } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";

const accountColumns = [
  "adminAccounts.id",
  "adminAccounts.loginAccount",
  "adminAccounts.userName",
  "adminAccounts.email",
  "adminAccounts.roleId",
  "roles.name as roleName",
  "roles.code as roleCode",
  "adminAccounts.headImg",
  "adminAccounts.lastLoginTime",
  "adminAccounts.disabled",
  "adminAccounts.createdAt",
  "adminAccounts.updatedAt",
] as const;

function selectAccounts(db: Executor) {
  return db.selectFrom("adminAccounts").innerJoin("roles", "roles.id", "adminAccounts.roleId").select(accountColumns);
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export async function findAccountById(db: Executor, id: number) {
  return selectAccounts(db).where("adminAccounts.id", "=", id).executeTakeFirst();
}

/** A page of accounts by login name; `keyword` matches the login name, the display name or the e-mail address. */
export async function listAccounts(db: Executor, keyword: string | undefined, paging: Paging) {
  const pattern = keyword ? containsPattern(keyword.toLowerCase()) : undefined;
  const query = pattern
    ? selectAccounts(db).where((eb) =>
        eb.or([
          lowerLikeEscaped("adminAccounts.loginAccount", pattern),
          lowerLikeEscaped("adminAccounts.userName", pattern),
          lowerLikeEscaped("adminAccounts.email", pattern),
        ]),
      )
    : selectAccounts(db);
  return fetchPage(query, paging, (page) =>
    page.orderBy((eb) => eb.fn("lower", ["adminAccounts.loginAccount"])).orderBy("adminAccounts.id"),
  );
}

/** The languages of each of the given accounts. */
export async function findLanguagesOf(db: Executor, accountIds: readonly number[]): Promise<Map<number, string[]>> {
  const languages = new Map<number, string[]>();
  if (accountIds.length === 0) return languages;
  const rows = await db
    .selectFrom("accountLanguages")
    .select(["accountId", "langCode"])
    .where("accountId", "in", [...accountIds])
    .orderBy("langCode")
    .execute();
  for (const row of rows) languages.set(row.accountId, [...(languages.get(row.accountId) ?? []), row.langCode]);
  return languages;
}

export async function replaceLanguages(db: Executor, accountId: number, languages: readonly string[]) {
  await db.deleteFrom("accountLanguages").where("accountId", "=", accountId).execute();
  if (languages.length > 0) {
    await db
      .insertInto("accountLanguages")
      .values(languages.map((langCode) => ({ accountId, langCode })))
      .execute();
  }
}

/** The rights granted to each account beyond its role's (decision 0080), by account. */
export async function findGrantedRightsOf(db: Executor, accountIds: readonly number[]): Promise<Map<number, string[]>> {
  const granted = new Map<number, string[]>();
  if (accountIds.length === 0) return granted;
  const rows = await db
    .selectFrom("accountRights")
    .select(["accountId", "rightCode"])
    .where("accountId", "in", [...accountIds])
    .orderBy("rightCode")
    .execute();
  for (const row of rows) granted.set(row.accountId, [...(granted.get(row.accountId) ?? []), row.rightCode]);
  return granted;
}

export async function replaceGrantedRights(db: Executor, accountId: number, rights: readonly string[]) {
  await db.deleteFrom("accountRights").where("accountId", "=", accountId).execute();
  if (rights.length > 0) {
    await db
      .insertInto("accountRights")
      .values(rights.map((rightCode) => ({ accountId, rightCode })))
      .execute();
  }
}

/** Enabled accounts and their role's code, by display name. */
export async function listEnabledAccounts(db: Executor) {
  return db
    .selectFrom("adminAccounts")
    .innerJoin("roles", "roles.id", "adminAccounts.roleId")
    .select(["adminAccounts.id", "adminAccounts.userName", "roles.code as roleCode"])
    .where("adminAccounts.disabled", "=", 0)
    .orderBy("adminAccounts.userName")
    .execute();
}

/** The account and its password hash, for checking a password; login names match case-insensitively. */
export async function findCredentials(db: Executor, loginAccount: string) {
  return db
    .selectFrom("adminAccounts")
    .select(["id", "loginAccount", "userName", "passwordHash", "disabled"])
    .where((eb) => eb(eb.fn("lower", ["loginAccount"]), "=", loginAccount.toLowerCase()))
    .executeTakeFirst();
}

/** The id of the account with this login name in any letter case, if there is one. */
export async function findIdByLoginAccount(db: Executor, loginAccount: string): Promise<number | undefined> {
  return (await findCredentials(db, loginAccount))?.id;
}

export async function findPasswordHash(db: Executor, id: number) {
  const row = await db.selectFrom("adminAccounts").select("passwordHash").where("id", "=", id).executeTakeFirst();
  return row?.passwordHash;
}

/** The enabled account whose set-password link has this token hash and has not expired: a disabled account's link sets nothing. */
export async function findByPasswordLink(db: Executor, tokenHash: string, at: string) {
  return db
    .selectFrom("adminAccounts")
    .select(["id", "loginAccount", "userName", "passwordLinkExpiresAt"])
    .where("passwordLinkHash", "=", tokenHash)
    .where("passwordLinkExpiresAt", ">", at)
    .where("disabled", "=", 0)
    .executeTakeFirst();
}

/**
 * Sets the password of the enabled account whose unexpired link has this token hash and removes
 * the link; answers whether there was one (an account disabled meanwhile has none).
 */
export async function usePasswordLink(db: Executor, tokenHash: string, at: string, changes: { passwordHash: string; updatedAt: string }) {
  const result = await db
    .updateTable("adminAccounts")
    .set({ ...changes, passwordLinkHash: null, passwordLinkExpiresAt: null })
    .where("passwordLinkHash", "=", tokenHash)
    .where("passwordLinkExpiresAt", ">", at)
    .where("disabled", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("adminAccounts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The enabled accounts of a role, other than the one given. */
export async function countOtherActiveAccountsOfRole(db: Executor, roleCode: string, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom("adminAccounts")
    .innerJoin("roles", "roles.id", "adminAccounts.roleId")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("roles.code", "=", roleCode)
    .where("adminAccounts.disabled", "=", 0)
    .where("adminAccounts.id", "!=", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listRoles(db: Executor) {
  return db.selectFrom("roles").select(["id", "code", "name"]).orderBy("id").execute();
}

export async function findRole(db: Executor, id: number) {
  return db.selectFrom("roles").select(["id", "code", "name"]).where("id", "=", id).executeTakeFirst();
}

export async function findRoleId(db: Executor, code: string) {
  const row = await db.selectFrom("roles").select("id").where("code", "=", code).executeTakeFirst();
  return row?.id;
}

export async function insertAccount(
  db: Executor,
  account: {
    loginAccount: string;
    userName: string;
    email?: string | null;
    passwordHash: string;
    roleId: number;
    passwordLinkHash?: string | null;
    passwordLinkExpiresAt?: string | null;
    at: string;
  },
): Promise<number> {
  const { at, ...values } = account;
  const row = await db
    .insertInto("adminAccounts")
    .values({
      email: null,
      passwordLinkHash: null,
      passwordLinkExpiresAt: null,
      ...values,
      headImg: null,
      lastLoginTime: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(
  db: Executor,
  id: number,
  changes: {
    loginAccount?: string;
    userName?: string;
    email?: string | null;
    roleId?: number;
    disabled?: 0 | 1;
    passwordHash?: string;
    passwordLinkHash?: string | null;
    passwordLinkExpiresAt?: string | null;
    headImg?: string;
    lastLoginTime?: string;
    updatedAt: string;
  },
) {
  await db.updateTable("adminAccounts").set(changes).where("id", "=", id).execute();
}

export async function deleteAccount(db: Executor, id: number) {
  await db.deleteFrom("adminAccounts").where("id", "=", id).execute();
}
