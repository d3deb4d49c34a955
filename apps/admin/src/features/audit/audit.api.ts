import { auditEndpoints, type AuditAction, type AuditKind } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export interface AuditListQuery {
  pageNo: number;
  pageSize: number;
  accountId?: number;
  kind?: AuditKind;
  action?: AuditAction;
  /** ISO 8601 instants: entries at or after `from`, before `to`. */
  from?: string;
  to?: string;
}

export const auditKeys = {
  all: ["audit"] as const,
  list: (query: AuditListQuery) => ["audit", "list", query] as const,
  accounts: ["audit", "accounts"] as const,
};

export const auditApi = {
  list: (query: AuditListQuery, signal?: AbortSignal) => inlineErrorApi.call(auditEndpoints.list, { query }, { signal }),
  accounts: (signal?: AbortSignal) => api.call(auditEndpoints.accounts, {}, { signal }),
};
