import { personEndpoints, practiceAreaEndpoints } from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";
import { orNotFound } from "../../lib/route-params";
import { listArticles } from "./article-api";
import type { ArticleKind, ArticlePage } from "./article-kinds";

/** Items a page shows of a person's or practice area's record, per kind, before "view all". */
export const RELATED_COUNT = 3;

/** What a list is narrowed to: the items naming a person, or concerning a practice area (decision 0031). */
export type ConnectionFilter = { personId: number } | { practiceAreaId: number };

/** The query parameters of a filtered list page: `?person=12`, `?practiceArea=7` (any language version's id). */
export const FILTER_PARAMS = { person: "person", practiceArea: "practiceArea" } as const;

/**
 * The newest items of a kind that name the person or concern the practice area, without their
 * count: no page shows it, and counting a partner's record reads every item naming them (decision 0124).
 */
export function loadRecord(kind: ArticleKind, filter: ConnectionFilter, page: PageContext): Promise<ArticlePage> {
  return listArticles(kind, { pageNo: 1, pageSize: RELATED_COUNT, withoutCount: "1", ...filter }, page);
}

/** The address of a kind's list narrowed to a person's or a practice area's items. */
export function filteredListPath(kind: ArticleKind, filter: ConnectionFilter): string {
  return "personId" in filter
    ? `${kind.listPath}?${FILTER_PARAMS.person}=${filter.personId}`
    : `${kind.listPath}?${FILTER_PARAMS.practiceArea}=${filter.practiceAreaId}`;
}

/** A list's filter as the page shows it: whose items these are, by name in the page's language. */
export interface ShownFilter {
  filter: ConnectionFilter;
  name: string;
}

/**
 * The name of the person or practice area a list is narrowed to, in the page's language when
 * there is a version in it; an id that names nothing is the not-found page.
 */
export async function describeFilter(filter: ConnectionFilter, page: PageContext): Promise<ShownFilter> {
  const read = async (id: number) =>
    "personId" in filter
      ? api.call(personEndpoints.publicDetail, { params: { id } }, page)
      : api.call(practiceAreaEndpoints.publicDetail, { params: { id } }, page);
  const found = await orNotFound(read("personId" in filter ? filter.personId : filter.practiceAreaId));
  const inPageLanguage = found.lang === page.locale ? undefined : found.versions.find((version) => version.lang === page.locale);
  const shown = inPageLanguage ? await read(inPageLanguage.id).catch(() => found) : found;
  return { filter, name: shown.name };
}
