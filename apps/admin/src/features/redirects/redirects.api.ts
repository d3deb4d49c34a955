import { redirectEndpoints, type EndpointInput } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export const redirectKeys = {
  all: ["redirects"] as const,
  list: (query: RedirectListQuery) => ["redirects", "list", query] as const,
};

export interface RedirectListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

/** A redirect as the dialog sends it: its addresses as typed (the server makes them canonical). */
export type RedirectSent = EndpointInput<typeof redirectEndpoints.create>["body"];

export const redirectsApi = {
  list: (query: RedirectListQuery, signal?: AbortSignal) => inlineErrorApi.call(redirectEndpoints.list, { query }, { signal }),
  /** Saves go through the client without notifications: the dialog shows the server's problems at their fields. */
  create: (input: RedirectSent) => inlineErrorApi.call(redirectEndpoints.create, { body: input }),
  update: (id: number, input: RedirectSent) => inlineErrorApi.call(redirectEndpoints.update, { params: { id }, body: input }),
  remove: (id: number) => api.call(redirectEndpoints.remove, { params: { id } }),
  /** The box shows a refusal itself. */
  test: (path: string) => inlineErrorApi.call(redirectEndpoints.test, { query: { path } }),
};
