import { MAX_PAGE_SIZE, eventEndpoints, type PublishState } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi } from "../../lib/publishingApi.ts";

export const eventKeys = {
  all: ["events"] as const,
  /** Every event (a firm holds a few dozen a year), one row each, the latest start first. */
  list: (lang: string, publishState?: PublishState) => ["events", "list", lang, publishState ?? null] as const,
  /** Every version of the event numbered `no` (the editor's). */
  item: (no: number) => ["events", "item", no] as const,
};

export const eventsApi = {
  list: (lang: string, signal?: AbortSignal, publishState?: PublishState) =>
    inlineErrorApi.call(eventEndpoints.list, { query: { lang, pageNo: 1, pageSize: MAX_PAGE_SIZE, publishState } }, { signal }),
  item: (no: number, signal?: AbortSignal) => inlineErrorApi.call(eventEndpoints.item, { params: { no } }, { signal }),
  ...draftSaves(eventEndpoints),
  ...publishingApi(eventEndpoints),
  remove: (id: number) => inlineErrorApi.call(eventEndpoints.remove, { params: { id } }),
};
