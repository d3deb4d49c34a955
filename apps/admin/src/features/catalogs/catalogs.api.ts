import { useQuery } from "@tanstack/react-query";
import { catalogEndpoints, type CatalogDetail, type CatalogType } from "@lawfirm/contract";
import { api } from "../../app/api.ts";
import type { MoveStep } from "./folderTree.ts";

export const catalogKeys = {
  /** Every tree of one type, all languages: refreshed after any change (order and structure are shared). */
  type: (type: CatalogType) => ["catalogs", type] as const,
  tree: (type: CatalogType, lang: string) => ["catalogs", type, "tree", lang] as const,
  detail: (id: number) => ["catalogs", "detail", id] as const,
};

/** The folder tree of one type in one language. */
export function useCatalogTree(type: CatalogType | null, lang: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.tree(type ?? 0, lang ?? ""),
    queryFn: ({ signal }) => api.call(catalogEndpoints.tree, { query: { type: type ?? 0, lang } }, { signal }),
    enabled: type !== null && Boolean(lang),
  });
}

/** A folder with all its language versions. */
export function fetchCatalogDetail(id: number, signal?: AbortSignal): Promise<CatalogDetail> {
  return api.call(catalogEndpoints.detail, { params: { id } }, { signal });
}

/** A move the server cannot make: the new parent lacks a language the folder has. */
export class MissingParentVersionError extends Error {
  constructor(readonly lang: string) {
    super(`The new parent folder has no ${lang} version`);
  }
}

/** Makes the calls of a planned move, one after the other. */
export async function runMoveSteps(steps: readonly MoveStep[]): Promise<void> {
  for (const step of steps) {
    if (step.kind === "sort") {
      await api.call(catalogEndpoints.sort, { body: { sourceId: step.sourceId, targetId: step.targetId } });
      continue;
    }
    // Into a folder without sub-folders: every version of the folder gets the parent's version of its language.
    const [source, parent] = await Promise.all([fetchCatalogDetail(step.sourceId), fetchCatalogDetail(step.parentId)]);
    const body = source.versions.map((version) => {
      const parentVersion = parent.versions.find((candidate) => candidate.lang === version.lang);
      if (!parentVersion) throw new MissingParentVersionError(version.lang);
      return { id: version.id, lang: version.lang, name: version.name, type: version.type, parentId: parentVersion.id };
    });
    await api.call(catalogEndpoints.update, { body });
  }
}
