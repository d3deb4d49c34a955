import { accountAdminEndpoints, type AccountInput } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export const accountKeys = {
  all: ["accounts"] as const,
  list: (query: AccountListQuery) => ["accounts", "list", query] as const,
  roles: ["accounts", "roles"] as const,
};

export interface AccountListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

/** An initial password the administrator passes on, or null for a one-time set-password link. */
export type PasswordChoice = string | null;

export const accountsApi = {
  list: (query: AccountListQuery, signal?: AbortSignal) => inlineErrorApi.call(accountAdminEndpoints.list, { query }, { signal }),
  roles: (signal?: AbortSignal) => api.call(accountAdminEndpoints.roles, {}, { signal }),
  /** Saves go through the client without notifications: the dialogs show their errors at the fields. */
  create: (input: AccountInput, password: PasswordChoice) =>
    inlineErrorApi.call(accountAdminEndpoints.create, { body: { ...input, password } }),
  update: (id: number, input: AccountInput) => inlineErrorApi.call(accountAdminEndpoints.update, { params: { id }, body: input }),
  resetPassword: (id: number, password: PasswordChoice) =>
    inlineErrorApi.call(accountAdminEndpoints.resetPassword, { params: { id }, body: { password } }),
  /** A refusal (the last Administrator, one's own account) shows as a notification with the server's reason. */
  disable: (id: number) => api.call(accountAdminEndpoints.disable, { params: { id } }),
  enable: (id: number) => api.call(accountAdminEndpoints.enable, { params: { id } }),
  remove: (id: number) => api.call(accountAdminEndpoints.remove, { params: { id } }),
};
