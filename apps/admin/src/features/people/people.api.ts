import { personEndpoints, type PersonVersionInput } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../app/api.ts";
import { adminPath } from "../../app/adminPath.ts";

export interface PeopleListQuery {
  pageNo: number;
  pageSize: number;
  name?: string;
  office?: number;
  lang?: string;
}

export const peopleKeys = {
  all: ["people"] as const,
  list: (query: PeopleListQuery) => ["people", "list", query] as const,
  detail: (id: number) => ["people", "detail", id] as const,
};

export const peopleApi = {
  list: (query: PeopleListQuery, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => inlineErrorApi.call(personEndpoints.detail, { params: { id } }, { signal }),
  create: (body: PersonVersionInput[]) => inlineErrorApi.call(personEndpoints.create, { body }),
  update: (body: PersonVersionInput[]) => inlineErrorApi.call(personEndpoints.update, { body }),
  remove: (id: number) => api.call(personEndpoints.remove, { params: { id } }),
  setTop: (id: number, top: 0 | 1) => api.call(personEndpoints.setTop, { params: { id, top } }),
};

export const editPersonPath = (id: number) => adminPath(`people/edit/${id}`);
