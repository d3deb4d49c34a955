import { MAX_PAGE_SIZE, jobOpeningEndpoints, type PublishState } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi } from "../../lib/publishingApi.ts";

export const jobOpeningKeys = {
  all: ["jobOpenings"] as const,
  /** Every opening (a firm has a few dozen), one row each, newest first. */
  list: (lang: string, publishState?: PublishState) => ["jobOpenings", "list", lang, publishState ?? null] as const,
  /** Every version of the opening numbered `no` (the editor's). */
  item: (no: number) => ["jobOpenings", "item", no] as const,
};

export const jobOpeningsApi = {
  list: (lang: string, signal?: AbortSignal, publishState?: PublishState) =>
    inlineErrorApi.call(jobOpeningEndpoints.list, { query: { lang, pageNo: 1, pageSize: MAX_PAGE_SIZE, publishState } }, { signal }),
  item: (no: number, signal?: AbortSignal) => inlineErrorApi.call(jobOpeningEndpoints.item, { params: { no } }, { signal }),
  ...draftSaves(jobOpeningEndpoints),
  ...publishingApi(jobOpeningEndpoints),
  remove: (id: number) => inlineErrorApi.call(jobOpeningEndpoints.remove, { params: { id } }),
};
