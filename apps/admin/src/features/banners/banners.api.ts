import { bannerEndpoints, type BannerInput } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../app/api.ts";

export const bannerKeys = {
  all: ["banners"] as const,
  list: (query: BannerListQuery) => ["banners", "list", query] as const,
};

export interface BannerListQuery {
  pageNo: number;
  pageSize: number;
  lang?: string;
}

export const bannerApi = {
  list: (query: BannerListQuery, signal?: AbortSignal) => inlineErrorApi.call(bannerEndpoints.list, { query }, { signal }),
  /** Saves go through the client without notifications: the dialog shows their errors at the fields. */
  create: (input: BannerInput) => inlineErrorApi.call(bannerEndpoints.create, { body: input }),
  update: (id: number, input: BannerInput) => inlineErrorApi.call(bannerEndpoints.update, { body: { ...input, id } }),
  remove: (id: number) => api.call(bannerEndpoints.remove, { params: { id } }),
  setTop: (id: number, top: 0 | 1) => api.call(bannerEndpoints.setTop, { params: { id, top } }),
};
