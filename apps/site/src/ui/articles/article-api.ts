import { caseAnalysisEndpoints, honorEndpoints, newsEndpoints, type ArticleKindName, type Pageable } from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";
import { toArticleCard, type ArticleDetail, type ArticleKind, type ArticlePage, type ArticleRow, type ListQuery } from "./article-kinds";

// The kinds' API calls, apart from the kinds themselves (article-kinds.ts), which the pages'
// components read: only the loaders take the contract's endpoint tables (decision 0033).

interface ArticleCalls {
  list(query: ListQuery, page: PageContext): Promise<{ result: ArticleRow[]; pageable: Pageable }>;
  detail(id: number, page: PageContext): Promise<ArticleDetail>;
  years(page: PageContext): Promise<number[]>;
}

const CALLS: Record<ArticleKindName, ArticleCalls> = {
  news: {
    list: (query, page) => api.call(newsEndpoints.publicList, { query }, page),
    detail: (id, page) => api.call(newsEndpoints.publicDetail, { params: { id } }, page),
    years: (page) => api.call(newsEndpoints.publicYears, {}, page),
  },
  case: {
    list: (query, page) => api.call(caseAnalysisEndpoints.publicList, { query }, page),
    detail: (id, page) => api.call(caseAnalysisEndpoints.publicDetail, { params: { id } }, page),
    years: (page) => api.call(caseAnalysisEndpoints.publicYears, {}, page),
  },
  honor: {
    list: ({ cataId: _cataId, ...query }, page) => api.call(honorEndpoints.publicList, { query }, page),
    detail: (id, page) => api.call(honorEndpoints.publicDetail, { params: { id } }, page),
    years: (page) => api.call(honorEndpoints.publicYears, {}, page),
  },
};

/** A page of a kind's items in the page's language, each as its card shows it. */
export async function listArticles(kind: ArticleKind, query: ListQuery, page: PageContext): Promise<ArticlePage> {
  const { result, pageable } = await CALLS[kind.name].list(query, page);
  return { result: result.map(toArticleCard), pageable };
}

/** The years (Europe/Berlin) of a kind's items in the page's language, newest first. */
export function listYears(kind: ArticleKind, page: PageContext): Promise<number[]> {
  return CALLS[kind.name].years(page);
}

/** One version by id; the server counts a view. */
export function readArticle(kind: ArticleKind, id: number, page: PageContext): Promise<ArticleDetail> {
  return CALLS[kind.name].detail(id, page);
}
