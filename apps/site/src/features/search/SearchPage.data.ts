import type { LoaderFunctionArgs } from "react-router";
import { ApiError, SEARCH_KINDS, SEARCH_LIMITS, searchEndpoints, type SearchAnswer, type SearchKind } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";

/** Results of one kind per page when the visitor looks at that kind alone. */
export const KIND_PAGE_SIZE = 10;

export interface SearchQueryState {
  q: string;
  kind: SearchKind | undefined;
  page: number;
}

export type SearchData =
  | { query: SearchQueryState; answer: SearchAnswer; problem: null }
  | { query: SearchQueryState; answer: null; problem: "tooLong" | "tooMany" | null };

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

/** The search lives in the address (`?q=&kind=&page=`): a plain GET form leads here, with or without JavaScript. */
export function readSearchQuery(params: URLSearchParams): SearchQueryState {
  const kind = params.get("kind");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim(),
    kind: isKind(kind) ? kind : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

/** Every kind's count, and the first results of each (or a page of the one kind asked for). */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const query = readSearchQuery(new URL(request.url).searchParams);
  if (!query.q) return { query, answer: null, problem: null };
  if ([...query.q].length > SEARCH_LIMITS.query) return { query, answer: null, problem: "tooLong" };
  const pageSize = query.kind ? KIND_PAGE_SIZE : SEARCH_LIMITS.overview;
  try {
    const answer = await api.call(
      searchEndpoints.publicSearch,
      { query: { q: query.q, ...(query.kind ? { kind: query.kind } : {}), page: query.page, pageSize } },
      pageContext({ request }),
    );
    return { query, answer, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { query, answer: null, problem: "tooMany" };
    if (error instanceof ApiError && error.status === 400) return { query, answer: null, problem: "tooLong" };
    throw error;
  }
}
