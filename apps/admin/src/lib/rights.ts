import { useQuery } from "@tanstack/react-query";
import { TRANSLATOR_ROLE, accountEndpoints, isRoleCode, type Account, type Right, type RoleCode } from "@lawfirm/contract";
import type { MessageKey, Translate } from "../i18n/catalogs.ts";
import { api } from "./api.ts";

/**
 * The signed-in account and what it may do: the one place the back office asks "may this account
 * do X". The rights come from `GET /admin/mine` (the role's rights, declared in the contract's
 * rights.ts); the server checks them again on every call, so this only decides what is shown.
 */

export const mineQueryKey = ["admin", "mine"] as const;

const fetchMine = ({ signal }: { signal: AbortSignal }) => api.call(accountEndpoints.mine, {}, { signal });

/** The signed-in account; a 401 here sends the user to the login page. */
export function useMine() {
  return useQuery({ queryKey: mineQueryKey, queryFn: fetchMine });
}

export interface Rights {
  /** Whether the account's role has this right. */
  can: (right: Right) => boolean;
  /** A translator's languages, the only ones whose versions it writes; undefined when the account writes every language. */
  languageLimit: ReadonlySet<string> | undefined;
  /** Whether the account may write (add, change, remove) the version of an item in this language. */
  mayWriteLanguage: (lang: string) => boolean;
}

/** What an account may do; nothing while it is not known. */
export function rightsOf(account: Account | undefined): Rights {
  const rights = new Set<Right>(account?.rights ?? []);
  const languageLimit = account?.roleCode === TRANSLATOR_ROLE ? new Set(account.languages) : undefined;
  const can = (right: Right) => rights.has(right);
  return {
    can,
    languageLimit,
    mayWriteLanguage: (lang) => can("content.translate") && (!languageLimit || languageLimit.has(lang)),
  };
}

/**
 * What the signed-in account may do. The frame loads the account before any page shows, so a
 * page reads it from the cache; it is never fetched again for this.
 */
export function useRights(): Rights {
  const { data } = useQuery({ queryKey: mineQueryKey, queryFn: fetchMine, staleTime: Infinity });
  return rightsOf(data);
}

const ROLE_NAMES: Record<RoleCode, MessageKey> = {
  administrator: "role.administrator",
  editor: "role.editor",
  translator: "role.translator",
};

/** A role's name in the UI language; the stored name for a role this version does not know. */
export function roleName(t: Translate, role: { roleCode: string; roleName: string }): string {
  return isRoleCode(role.roleCode) ? t(ROLE_NAMES[role.roleCode]) : role.roleName;
}
