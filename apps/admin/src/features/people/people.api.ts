import { personEndpoints, type PublishState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi } from "../../lib/publishingApi.ts";
import { adminPath } from "../../lib/adminPath.ts";

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
  detail: (id: number) => ["people", "detail", id] as const,
};

export const peopleApi = {
  list: (query: PeopleListQuery, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.detail, { params: { id } }, { signal }),
  ...draftSaves(personEndpoints),
  ...publishingApi(personEndpoints),
  remove: (id: number) => api.call(personEndpoints.remove, { params: { id } }),
  setTop: (id: number, top: 0 | 1) => api.call(personEndpoints.setTop, { params: { id, top } }),
};

export const editPersonPath = (id: number) => adminPath(`people/edit/${id}`);
