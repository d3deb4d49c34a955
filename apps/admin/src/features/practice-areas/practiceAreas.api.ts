import { MAX_PAGE_SIZE, practiceAreaEndpoints, type PublishState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi } from "../../lib/publishingApi.ts";

export const practiceAreaKeys = {
  all: ["practiceAreas"] as const,
  /** Every practice area (a firm has a few dozen), one row each, in the shared order. */
  list: (lang: string, publishState?: PublishState) => ["practiceAreas", "list", lang, publishState ?? null] as const,
  /** The practice areas of one language: the people editor's choices. */
  langList: (lang: string) => ["practiceAreas", "langList", lang] as const,
  /** Every version of the practice area numbered `no` (the editor's). */
  item: (no: number) => ["practiceAreas", "item", no] as const,
};

export const practiceAreasApi = {
  /** The whole list in one page: ordering needs every item on screen. */
  list: (lang: string, signal?: AbortSignal, publishState?: PublishState) =>
    inlineErrorApi.call(practiceAreaEndpoints.list, { query: { lang, pageNo: 1, pageSize: MAX_PAGE_SIZE, publishState } }, { signal }),
  langList: (lang: string, signal?: AbortSignal) => api.call(practiceAreaEndpoints.langList, { query: { lang } }, { signal }),
  item: (no: number, signal?: AbortSignal) => inlineErrorApi.call(practiceAreaEndpoints.item, { params: { no } }, { signal }),
  ...draftSaves(practiceAreaEndpoints),
  ...publishingApi(practiceAreaEndpoints),
  sort: (sourceId: number, targetId: number) => api.call(practiceAreaEndpoints.sort, { body: { sourceId, targetId } }),
  remove: (id: number) => inlineErrorApi.call(practiceAreaEndpoints.remove, { params: { id } }),
};
