import { bannerEndpoints, type BannerInput, type PublishState } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi } from "../../lib/publishingApi.ts";

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

const saves = draftSaves(bannerEndpoints);

export const bannerApi = {
  list: (query: BannerListQuery, signal?: AbortSignal) => inlineErrorApi.call(bannerEndpoints.list, { query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => api.call(bannerEndpoints.detail, { params: { id } }, { signal }),
  create: (input: BannerInput) => saves.create(input),
  update: (id: number, input: BannerInput, ifMatch?: string) => saves.update({ ...input, id }, ifMatch),
  remove: (id: number) => api.call(bannerEndpoints.remove, { params: { id } }),
  setTop: (id: number, top: 0 | 1) => api.call(bannerEndpoints.setTop, { params: { id, top } }),
  // The publishing calls answer the banner, an item's only version.
  ...publishingApi(bannerEndpoints, { single: true }),
};
