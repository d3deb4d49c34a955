import { buildPath, caseAnalysisEndpoints, honorEndpoints, newsEndpoints, SITE_ROUTES, type EndpointOutput, type Pageable } from "@lawfirm/contract";
import { api } from "../../app/api";
import type { MessageKey } from "../../i18n/messages";

type NewsRow = EndpointOutput<typeof newsEndpoints.publicList>["result"][number];
type HonorRow = EndpointOutput<typeof honorEndpoints.publicList>["result"][number];
type NewsDetail = EndpointOutput<typeof newsEndpoints.publicDetail>;
type HonorDetail = EndpointOutput<typeof honorEndpoints.publicDetail>;
type NewsOnly = "catalogName" | "isLink" | "contentUrl" | "note";

/** A list row of any kind: honors have no folder, only news may link to another site. */
export type ArticleRow = HonorRow & Partial<Pick<NewsRow, NewsOnly>>;
/** One language version of any kind, with the item's versions. */
export type ArticleDetail = HonorDetail & Partial<Pick<NewsDetail, NewsOnly>>;

export interface ArticlePage {
  result: ArticleRow[];
  pageable: Pageable;
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  cataId?: number | undefined;
}

/**
 * News, case analyses and honors are one thing (a translated, pinnable article) in three
 * configurations; the site's lists, cards and detail pages are written once against this.
 */
export interface ArticleKind {
  name: "news" | "cases" | "honors";
  /** Where the kind's items are listed (honors: a section of the about page). */
  listPath: string;
  detailRoute: string;
  /** Names the list in breadcrumbs and "back to" links. */
  sectionKey: MessageKey;
  /** The meta description of a detail page whose item has no text to describe it. */
  detailDescriptionKey: MessageKey;
  list(query: ListQuery, signal?: AbortSignal): Promise<ArticlePage>;
  /** One version by id; the server counts a view. */
  detail(id: number, signal?: AbortSignal): Promise<ArticleDetail>;
}

export const newsKind: ArticleKind = {
  name: "news",
  listPath: SITE_ROUTES.news,
  detailRoute: SITE_ROUTES.newsDetail,
  sectionKey: "nav.news",
  detailDescriptionKey: "page.newsDetail.description",
  list: (query, signal) => api.call(newsEndpoints.publicList, { query }, { signal }),
  detail: (id, signal) => api.call(newsEndpoints.publicDetail, { params: { id } }, { signal }),
};

export const caseKind: ArticleKind = {
  name: "cases",
  listPath: SITE_ROUTES.cases,
  detailRoute: SITE_ROUTES.caseDetail,
  sectionKey: "nav.cases",
  detailDescriptionKey: "page.caseDetail.description",
  list: (query, signal) => api.call(caseAnalysisEndpoints.publicList, { query }, { signal }),
  detail: (id, signal) => api.call(caseAnalysisEndpoints.publicDetail, { params: { id } }, { signal }),
};

export const honorKind: ArticleKind = {
  name: "honors",
  listPath: `${SITE_ROUTES.about}#accolades`,
  detailRoute: SITE_ROUTES.honorDetail,
  sectionKey: "nav.about.accolades",
  detailDescriptionKey: "page.honorDetail.description",
  list: ({ pageNo, pageSize }, signal) => api.call(honorEndpoints.publicList, { query: { pageNo, pageSize } }, { signal }),
  detail: (id, signal) => api.call(honorEndpoints.publicDetail, { params: { id } }, { signal }),
};

/** The address of one item's page. */
export function detailPath(kind: ArticleKind, id: number): string {
  return buildPath(kind.detailRoute, { id });
}

/** An external article (news with `isLink` 1) opens its own address instead of a detail page. */
export function externalUrl(item: Pick<ArticleRow, "isLink" | "contentUrl">): string | undefined {
  return item.isLink === 1 && item.contentUrl ? item.contentUrl : undefined;
}
