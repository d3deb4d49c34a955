import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { hasImageVariants, imageVariantUrl, mediaEndpoints, type MediaItem, type MediaType } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

/** The library's queries start with this key: a change of any item refreshes them all. */
export const mediaKey = ["media"] as const;

export interface MediaSearch {
  keyword: string;
  type: MediaType | undefined;
  unused: boolean;
  pageNo: number;
  pageSize: number;
}

/** A page of the library; a failure shows where the grid would be. */
export function useMediaList(search: MediaSearch) {
  return useQuery({
    queryKey: [...mediaKey, "list", search],
    queryFn: ({ signal }) =>
      inlineErrorApi.call(
        mediaEndpoints.list,
        {
          query: {
            keyword: search.keyword.trim() || undefined,
            type: search.type,
            unused: search.unused ? 1 : undefined,
            pageNo: search.pageNo,
            pageSize: search.pageSize,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A small picture of an item: the 320-pixel variant when the image has variants. */
export function thumbnailUrl(item: Pick<MediaItem, "url">): string {
  return hasImageVariants(item.url) ? imageVariantUrl(item.url, 320) : item.url;
}

export const isImage = (item: Pick<MediaItem, "mimeType">) => item.mimeType.startsWith("image/");

/**
 * The library's item an upload address names (null: none), for a place that shows its texts: read
 * only while `url` is given. A failure leaves it unknown (no data), shown where it is used.
 */
export function useMediaItemByUrl(url: string | undefined) {
  return useQuery({
    queryKey: [...mediaKey, "byUrl", url],
    queryFn: ({ signal }) => inlineErrorApi.call(mediaEndpoints.byUrl, { query: { url: url! } }, { signal }),
    enabled: url !== undefined,
  });
}

/**
 * Gives a new upload, which has no texts yet, the alt text written for it in one language (decision
 * 0036: described once, used wherever it appears); the library's queries are refreshed.
 */
export async function describeNewUpload(queryClient: QueryClient, id: number, lang: string, alt: string): Promise<void> {
  await api.call(mediaEndpoints.update, {
    body: { id, texts: { [lang]: { alt, caption: "" } }, focalX: null, focalY: null, decorative: 0 },
  });
  await queryClient.invalidateQueries({ queryKey: mediaKey });
}
