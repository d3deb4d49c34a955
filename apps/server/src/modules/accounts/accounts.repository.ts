import type { Executor } from "../../db/database.ts";

const accountColumns = [
  "adminAccounts.id",
  "adminAccounts.loginAccount",
  "adminAccounts.userName",
  "adminAccounts.roleId",
  "roles.name as roleName",
  "adminAccounts.headImg",
  "adminAccounts.lastLoginTime",
] as const;

export async function findAccountById(db: Executor, id: number) {
  return db
    .selectFrom("adminAccounts")
    .innerJoin("roles", "roles.id", "adminAccounts.roleId")
    .select(accountColumns)
    .where("adminAccounts.id", "=", id)
    .executeTakeFirst();
}

/** The account and its password hash, for checking a password; login names match case-insensitively. */
export async function findCredentials(db: Executor, loginAccount: string) {
  return db
    .selectFrom("adminAccounts")
    .select(["id", "loginAccount", "passwordHash"])
    .where((eb) => eb(eb.fn("lower", ["loginAccount"]), "=", loginAccount.toLowerCase()))
    .executeTakeFirst();
}

export async function findPasswordHash(db: Executor, id: number) {
  const row = await db.selectFrom("adminAccounts").select("passwordHash").where("id", "=", id).executeTakeFirst();
  return row?.passwordHash;
}

export async function countAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("adminAccounts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findRoleId(db: Executor, code: string) {
  const row = await db.selectFrom("roles").select("id").where("code", "=", code).executeTakeFirst();
  return row?.id;
}

export async function insertAccount(
  db: Executor,
  account: { loginAccount: string; userName: string; passwordHash: string; roleId: number; at: string },
) {
  const { at, ...values } = account;
  await db
    .insertInto("adminAccounts")
    .values({ ...values, headImg: null, lastLoginTime: null, createdAt: at, updatedAt: at })
    .execute();
}

export async function updateAccount(
  db: Executor,
  id: number,
  changes: { passwordHash?: string; headImg?: string; lastLoginTime?: string; updatedAt: string },
) {
  await db.updateTable("adminAccounts").set(changes).where("id", "=", id).execute();
}
