import { APPLICATION_FILE_PATH, applicationAdminEndpoints, buildPath, type ApplicationState } from "@lawfirm/contract";
import { api, downloadAttachment, inlineErrorApi } from "../../lib/api.ts";

export interface ApplicationListQuery {
  pageNo: number;
  pageSize: number;
  state?: ApplicationState;
  openingId?: number;
  keyword?: string;
}

export const applicationKeys = {
  all: ["applications"] as const,
  list: (query: ApplicationListQuery) => ["applications", "list", query] as const,
  detail: (id: number) => ["applications", "detail", id] as const,
  openings: ["applications", "openings"] as const,
  assignees: ["applications", "assignees"] as const,
};

export const applicationsApi = {
  list: (query: ApplicationListQuery, signal?: AbortSignal) => inlineErrorApi.call(applicationAdminEndpoints.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => api.call(applicationAdminEndpoints.detail, { params: { id } }, { signal }),
  openings: (signal?: AbortSignal) => api.call(applicationAdminEndpoints.openings, {}, { signal }),
  assignees: (signal?: AbortSignal) => api.call(applicationAdminEndpoints.assignees, {}, { signal }),
  setState: (id: number, state: ApplicationState) => api.call(applicationAdminEndpoints.setState, { params: { id }, body: { state } }),
  assign: (id: number, accountId: number | null) => api.call(applicationAdminEndpoints.assign, { params: { id }, body: { accountId } }),
  addNote: (id: number, text: string) => api.call(applicationAdminEndpoints.addNote, { params: { id }, body: { text } }),
  download: (id: number, file: { id: number; name: string }) =>
    downloadAttachment(buildPath(APPLICATION_FILE_PATH, { id, fileId: file.id }), file.name),
};
