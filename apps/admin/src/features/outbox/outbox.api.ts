import { outboxEndpoints, type OutboxState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export interface OutboxListQuery {
  pageNo: number;
  pageSize: number;
  state?: OutboxState;
}

export const outboxKeys = {
  all: ["outbox"] as const,
  list: (query: OutboxListQuery) => ["outbox", "list", query] as const,
  status: ["outbox", "status"] as const,
};

export const outboxApi = {
  list: (query: OutboxListQuery, signal?: AbortSignal) => inlineErrorApi.call(outboxEndpoints.list, { query }, { signal }),
  status: (signal?: AbortSignal) => api.call(outboxEndpoints.status, {}, { signal }),
  resend: (id: number) => api.call(outboxEndpoints.resend, { params: { id } }),
};
