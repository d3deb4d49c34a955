import { MAX_PAGE_SIZE, practiceAreaEndpoints, type PracticeAreaVersionInput } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../app/api.ts";

export const practiceAreaKeys = {
  all: ["practiceAreas"] as const,
  /** Every practice area (a firm has a few dozen), one row each, in the shared order. */
  list: (lang: string) => ["practiceAreas", "list", lang] as const,
  /** The practice areas of one language: the people editor's choices. */
  langList: (lang: string) => ["practiceAreas", "langList", lang] as const,
  detail: (id: number) => ["practiceAreas", "detail", id] as const,
};

export const practiceAreasApi = {
  /** The whole list in one page: ordering needs every item on screen. */
  list: (lang: string, signal?: AbortSignal) =>
    inlineErrorApi.call(practiceAreaEndpoints.list, { query: { lang, pageNo: 1, pageSize: MAX_PAGE_SIZE } }, { signal }),
  langList: (lang: string, signal?: AbortSignal) => api.call(practiceAreaEndpoints.langList, { query: { lang } }, { signal }),
  detail: (id: number, signal?: AbortSignal) => inlineErrorApi.call(practiceAreaEndpoints.detail, { params: { id } }, { signal }),
  create: (body: PracticeAreaVersionInput[]) => inlineErrorApi.call(practiceAreaEndpoints.create, { body }),
  update: (body: PracticeAreaVersionInput[]) => inlineErrorApi.call(practiceAreaEndpoints.update, { body }),
  sort: (sourceId: number, targetId: number) => api.call(practiceAreaEndpoints.sort, { body: { sourceId, targetId } }),
  remove: (id: number) => inlineErrorApi.call(practiceAreaEndpoints.remove, { params: { id } }),
};
