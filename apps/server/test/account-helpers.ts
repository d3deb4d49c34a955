import type { GrantableRight, ManagedAccount, PasswordSetup, Role, RoleCode } from "@lawfirm/contract";
import type { Call } from "./content-helpers.ts";
import type { TestApp } from "./test-app.ts";

/** The password every colleague's account gets in tests. */
export const COLLEAGUE_PASSWORD = "Colleague-Passw0rd!";

/** The roles by code, as the accounts API lists them. */
export async function rolesByCode(call: Call): Promise<Record<RoleCode, Role>> {
  const answer = await call<Role[]>("GET", "/api/admin/accounts/roles");
  if (answer.statusCode !== 200) throw new Error(`listing roles failed: ${answer.message}`);
  return Object.fromEntries(answer.result.map((role) => [role.code, role])) as Record<RoleCode, Role>;
}

/** Signs in with a login name and password and answers the session token. */
export async function signIn(app: TestApp["app"], loginAccount: string, password = COLLEAGUE_PASSWORD): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/admin/login", payload: { loginAccount, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${loginAccount} failed: ${response.body}`);
  return response.json<{ result: string }>().result;
}

/**
 * Creates an account of a role through the accounts API (`call` signed in as an Administrator),
 * with the colleague password, and signs it in.
 */
export async function createColleague(
  app: TestApp["app"],
  call: Call,
  options: { loginAccount: string; role: RoleCode; languages?: string[]; grantedRights?: GrantableRight[] },
): Promise<{ account: ManagedAccount; token: string }> {
  const roles = await rolesByCode(call);
  const answer = await call<PasswordSetup>("POST", "/api/admin/accounts", {
    loginAccount: options.loginAccount,
    userName: `${options.role} ${options.loginAccount}`,
    roleId: roles[options.role].id,
    languages: options.languages ?? [],
    grantedRights: options.grantedRights ?? [],
    password: COLLEAGUE_PASSWORD,
  });
  if (answer.statusCode !== 200) throw new Error(`creating ${options.loginAccount} failed: ${answer.message}`);
  return { account: answer.result.account, token: await signIn(app, options.loginAccount) };
}
