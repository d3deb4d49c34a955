import {
  ARTICLE_KIND_FACTS,
  buildPath,
  type AnyArticle,
  type ArticleKindFacts,
  type ArticlePublicDetail,
  type ArticlePublicRow,
  type Pageable,
} from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/messages";

/** A list row of any kind: honors have no folder, only news may link to another site. */
export type ArticleRow = ArticlePublicRow<AnyArticle>;
/** One language version of any kind, with the item's versions. */
export type ArticleDetail = ArticlePublicDetail<AnyArticle>;

/**
 * What a card (ArticleCard) shows of a list's row, and all that the site keeps of one: the rows of
 * every list a page loads are cut to it (`toArticleCard`), so that the page's data for the
 * browser's takeover carries no field the page does not show (docs/performance.md).
 */
export type ArticleCardItem = Pick<
  ArticleRow,
  "id" | "slug" | "title" | "coverUrl" | "coverDescription" | "top" | "createTime" | "catalogName" | "summary" | "contentUrl" | "isLink"
>;

/** A card's row; its `summary` is the item's teaser, else the beginning of its text as the API cuts it. */
export function toArticleCard(row: ArticleRow): ArticleCardItem {
  const { id, slug, title, coverUrl, coverDescription, top, createTime, catalogName, summary, teaser, contentUrl, isLink } = row;
  return {
    id,
    slug,
    title,
    coverUrl,
    coverDescription,
    top,
    createTime,
    catalogName,
    summary: teaser?.trim() || summary,
    contentUrl,
    isLink,
  };
}

export interface ArticlePage {
  result: ArticleCardItem[];
  pageable: Pageable;
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  cataId?: number | undefined;
  /** Items naming this person (any version of them), newest first. */
  personId?: number | undefined;
  /** Items concerning this practice area (any version of it), newest first. */
  practiceAreaId?: number | undefined;
  /** Items whose shown date falls in this year (Europe/Berlin). */
  year?: number | undefined;
  /** Items whose title or text holds every word. */
  keyword?: string | undefined;
  /** `1`: a page whose list's count is not shown, which the server need not count (decision 0124). */
  withoutCount?: "1" | undefined;
}

/**
 * News, case analyses and honors are one thing (a translated, pinnable article) in three
 * configurations, the contract's `ARTICLE_KIND_FACTS`; the site's lists, cards and detail pages are
 * written once against this, which adds what only the site knows. Their API calls are in
 * article-api.ts, which only the loaders import.
 */
export interface ArticleKind extends ArticleKindFacts {
  /** Where a reader goes back to: the kind's list page. */
  listPath: string;
  /** Names the list in breadcrumbs and "back to" links. */
  sectionKey: MessageKey;
  /** The meta description of a detail page whose item has no text to describe it. */
  detailDescriptionKey: MessageKey;
  /** The heading of an item's related items (same kind, sharing a practice area). */
  relatedKey: MessageKey;
}

export const newsKind = {
  ...ARTICLE_KIND_FACTS.news,
  listPath: ARTICLE_KIND_FACTS.news.siteRoutes.list,
  sectionKey: "nav.news",
  detailDescriptionKey: "page.newsDetail.description",
  relatedKey: "article.related.news",
} satisfies ArticleKind;

export const caseKind = {
  ...ARTICLE_KIND_FACTS.case,
  listPath: ARTICLE_KIND_FACTS.case.siteRoutes.list,
  sectionKey: "nav.cases",
  detailDescriptionKey: "page.caseDetail.description",
  relatedKey: "article.related.case",
} satisfies ArticleKind;

export const honorKind = {
  ...ARTICLE_KIND_FACTS.honor,
  listPath: ARTICLE_KIND_FACTS.honor.siteRoutes.list,
  sectionKey: "page.honors.title",
  detailDescriptionKey: "page.honorDetail.description",
  relatedKey: "article.related.honor",
} satisfies ArticleKind;

/** The readable address of one item's page (decision 0054), below the page's language prefix. */
export function detailPath(kind: ArticleKind, slug: string): string {
  return buildPath(kind.siteRoutes.address, { slug });
}

/** An external article (news with `isLink` 1) opens its own address instead of a detail page. */
export function externalUrl(item: Pick<ArticleCardItem, "isLink" | "contentUrl">): string | undefined {
  return item.isLink === 1 && item.contentUrl ? item.contentUrl : undefined;
}
