import { personEndpoints, type PublishState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi } from "../../lib/publishingApi.ts";

export interface PeopleListQuery {
  pageNo: number;
  pageSize: number;
  name?: string;
  office?: number;
  lang?: string;
  publishState?: PublishState;
}

export const peopleKeys = {
  all: ["people"] as const,
  list: (query: PeopleListQuery) => ["people", "list", query] as const,
  /** One version with all of the person's (the people picker's). */
  detail: (id: number) => ["people", "detail", id] as const,
  /** Every version of the person numbered `no` (the editor's). */
  item: (no: number) => ["people", "item", no] as const,
};

export const peopleApi = {
  list: (query: PeopleListQuery, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.detail, { params: { id } }, { signal }),
  item: (no: number, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.item, { params: { no } }, { signal }),
  ...draftSaves(personEndpoints),
  ...publishingApi(personEndpoints),
  remove: (id: number) => api.call(personEndpoints.remove, { params: { id } }),
  setTop: (id: number, top: 0 | 1) => api.call(personEndpoints.setTop, { params: { id, top } }),
};
