import { bannerEndpoints, type BannerInput, type PublishState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { publishingApi } from "../../lib/publishingApi.ts";

export const bannerKeys = {
  all: ["banners"] as const,
  list: (query: BannerListQuery) => ["banners", "list", query] as const,
};

export interface BannerListQuery {
  pageNo: number;
  pageSize: number;
  lang?: string;
  publishState?: PublishState;
}

/** The back office saves drafts (decision 0035): an edit of a published banner waits until it is published. */
const saveAs = { saveAs: "draft" } as const;

export const bannerApi = {
  list: (query: BannerListQuery, signal?: AbortSignal) => inlineErrorApi.call(bannerEndpoints.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => api.call(bannerEndpoints.detail, { params: { id } }, { signal }),
  /** Saves go through the client without notifications: the dialog shows their errors at the fields. */
  create: (input: BannerInput) => inlineErrorApi.call(bannerEndpoints.create, { body: input, query: saveAs }),
  update: (id: number, input: BannerInput) => inlineErrorApi.call(bannerEndpoints.update, { body: { ...input, id }, query: saveAs }),
  remove: (id: number) => api.call(bannerEndpoints.remove, { params: { id } }),
  setTop: (id: number, top: 0 | 1) => api.call(bannerEndpoints.setTop, { params: { id, top } }),
  // The publishing calls answer the banner, an item's only version.
  ...publishingApi(bannerEndpoints, { single: true }),
};
