import { useQuery } from "@tanstack/react-query";
import { ApiError, catalogEndpoints, type CatalogDetail, type CatalogType } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import type { FolderMove } from "./folderTree.ts";

export const catalogKeys = {
  /** Every tree of one type, all languages: refreshed after any change (order and structure are shared). */
  type: (type: CatalogType) => ["catalogs", type] as const,
  tree: (type: CatalogType, lang: string) => ["catalogs", type, "tree", lang] as const,
  detail: (id: number) => ["catalogs", "detail", id] as const,
};

/** The folder tree of one type in one language; `client`: `inlineErrorApi` where the screen shows a failure itself. */
export function useCatalogTree(type: CatalogType | null, lang: string | undefined, client = api) {
  return useQuery({
    queryKey: catalogKeys.tree(type ?? 0, lang ?? ""),
    queryFn: ({ signal }) => client.call(catalogEndpoints.tree, { query: { type: type ?? 0, lang } }, { signal }),
    enabled: type !== null && Boolean(lang),
  });
}

/** A folder with all its language versions. */
export function fetchCatalogDetail(id: number, signal?: AbortSignal): Promise<CatalogDetail> {
  return inlineErrorApi.call(catalogEndpoints.detail, { params: { id } }, { signal });
}

/**
 * Moves a folder with one call: the server changes its parent and the order together, in one
 * transaction, so a failure leaves the tree as it was. The caller shows failures (see below).
 */
export async function moveFolder(move: FolderMove): Promise<void> {
  await inlineErrorApi.call(catalogEndpoints.sort, { body: move });
}

/**
 * Whether the server refused a move because the new parent lacks a language the folder has: a
 * problem with `parentId` in one of the folder's language versions.
 */
export function isMissingParentVersion(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.fieldErrors.some((problem) => problem.field === "body.parentId" && problem.lang)
  );
}
