import { inboxEndpoints, type InboxState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export interface InboxListQuery {
  pageNo: number;
  pageSize: number;
  state?: InboxState;
  recipient?: string;
  keyword?: string;
}

export const inboxKeys = {
  all: ["inbox"] as const,
  list: (query: InboxListQuery) => ["inbox", "list", query] as const,
  recipients: ["inbox", "recipients"] as const,
  assignees: ["inbox", "assignees"] as const,
};

export const inboxApi = {
  list: (query: InboxListQuery, signal?: AbortSignal) => inlineErrorApi.call(inboxEndpoints.list, { query }, { signal }),
  recipients: (signal?: AbortSignal) => api.call(inboxEndpoints.recipients, {}, { signal }),
  assignees: (signal?: AbortSignal) => api.call(inboxEndpoints.assignees, {}, { signal }),
  setState: (id: number, state: InboxState) => api.call(inboxEndpoints.setState, { params: { id }, body: { state } }),
  assign: (id: number, accountId: number | null) => api.call(inboxEndpoints.assign, { params: { id }, body: { accountId } }),
};
