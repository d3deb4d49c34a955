import type { Right } from "@lawfirm/contract";

/**
 * The signed-in account, as the HTTP layer knows it: what the admin guard keeps on the request
 * (`request.adminSession`) and a handler sees as `admin`. Declared here, beside its users, and
 * produced by the accounts module (its session resolver), so that the HTTP layer and the plugins
 * know no feature module: dependencies point from the features to them, never back.
 */
export interface AdminSession {
  sessionId: number;
  accountId: number;
  loginAccount: string;
  userName: string;
  roleCode: string;
  roleName: string;
  createdAt: string;
  expiresAt: string;
  /** What the account's role may do (decision 0024). */
  rights: ReadonlySet<Right>;
  /** The languages whose versions the account writes: null for every language, a translator's own otherwise. */
  languageLimit: ReadonlySet<string> | null;
}
