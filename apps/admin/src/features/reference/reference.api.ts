import { useQueries } from "@tanstack/react-query";
import { jobEndpoints, officeEndpoints, type Job, type Language, type Office, type ReferenceEndpoints } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export type ReferenceKindName = "office" | "job";

export const referenceEndpointsOf: Record<ReferenceKindName, ReferenceEndpoints> = { office: officeEndpoints, job: jobEndpoints };

/** One version of an office or a job title, as the lists answer it. */
export type ReferenceVersion = Office | Job;

export const isOffice = (version: ReferenceVersion): version is Office => "address" in version;
export const isJob = (version: ReferenceVersion): version is Job => "isLawyer" in version;

export const referenceKeys = {
  /** Every list of one kind, all languages: refreshed after any change (order and names are shared). */
  kind: (kind: ReferenceKindName) => ["reference", kind] as const,
  list: (kind: ReferenceKindName, lang: string) => ["reference", kind, "list", lang] as const,
};

/** One kind's list in one language; `client`: `inlineErrorApi` where the screen shows a failure itself. */
export function fetchReferenceList(kind: ReferenceKindName, lang: string, signal?: AbortSignal, client = api): Promise<ReferenceVersion[]> {
  return kind === "office"
    ? client.call(officeEndpoints.list, { query: { lang } }, { signal })
    : client.call(jobEndpoints.list, { query: { lang } }, { signal });
}

/** One item with its version in every language it has, in the shared order. */
export interface ReferenceRow {
  no: number;
  sort: number;
  versions: Record<string, ReferenceVersion>;
}

/** Groups the per-language lists into one row per item (by `no`), in `sort` order. */
export function groupByNo(lists: readonly (readonly ReferenceVersion[])[]): ReferenceRow[] {
  const rows = new Map<number, ReferenceRow>();
  for (const list of lists) {
    for (const item of list) {
      const row = rows.get(item.no) ?? { no: item.no, sort: item.sort, versions: {} };
      row.versions[item.lang] = item;
      rows.set(item.no, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.sort - b.sort || a.no - b.no);
}

/** The lists of one kind in every content language, grouped into rows (a failure is the screen's to show). */
export function useReferenceRows(kind: ReferenceKindName, languages: readonly Language[] | undefined) {
  return useQueries({
    queries: (languages ?? []).map((language) => ({
      queryKey: referenceKeys.list(kind, language.langCode),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchReferenceList(kind, language.langCode, signal, inlineErrorApi),
    })),
    combine: (results) => ({
      rows: groupByNo(results.map((result) => result.data ?? [])),
      isPending: !languages || results.some((result) => result.isPending),
      isFetching: results.some((result) => result.isFetching),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
