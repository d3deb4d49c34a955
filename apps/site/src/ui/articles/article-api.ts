import { caseAnalysisEndpoints, honorEndpoints, newsEndpoints, type ArticleKindName } from "@lawfirm/contract";
import { api, type PageContext } from "../../app/api";
import type { ArticleDetail, ArticleKind, ArticlePage, ListQuery } from "./article-kinds";

// The kinds' API calls, apart from the kinds themselves (article-kinds.ts), which the pages'
// components read: only the loaders take the contract's endpoint tables (decision 0033).

interface ArticleCalls {
  list(query: ListQuery, page: PageContext): Promise<ArticlePage>;
  detail(id: number, page: PageContext): Promise<ArticleDetail>;
}

const CALLS: Record<ArticleKindName, ArticleCalls> = {
  news: {
    list: (query, page) => api.call(newsEndpoints.publicList, { query }, page),
    detail: (id, page) => api.call(newsEndpoints.publicDetail, { params: { id } }, page),
  },
  case: {
    list: (query, page) => api.call(caseAnalysisEndpoints.publicList, { query }, page),
    detail: (id, page) => api.call(caseAnalysisEndpoints.publicDetail, { params: { id } }, page),
  },
  honor: {
    list: ({ cataId: _cataId, ...query }, page) => api.call(honorEndpoints.publicList, { query }, page),
    detail: (id, page) => api.call(honorEndpoints.publicDetail, { params: { id } }, page),
  },
};

/** A page of a kind's items in the page's language. */
export function listArticles(kind: ArticleKind, query: ListQuery, page: PageContext): Promise<ArticlePage> {
  return CALLS[kind.name].list(query, page);
}

/** One version by id; the server counts a view. */
export function readArticle(kind: ArticleKind, id: number, page: PageContext): Promise<ArticleDetail> {
  return CALLS[kind.name].detail(id, page);
}
