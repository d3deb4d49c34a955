import {
  CATALOG_TYPE,
  caseAnalysisEndpoints,
  honorEndpoints,
  newsEndpoints,
  type Article,
  type ArticleVersionInput,
  type CaseAnalysis,
  type CaseAnalysisVersionInput,
  type CatalogType,
  type News,
  type NewsVersionInput,
} from "@lawfirm/contract";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { VersionInput } from "../translations/translated-items.ts";
import type { ArticleChanges, ArticleKindName, ArticleRow } from "./articles.repository.ts";

/** The columns a version's own fields fill; content is sanitised here, on save. */
export type ArticleColumns = Omit<ArticleChanges, "operatorName" | "updatedAt">;

/** What makes news, case analyses and honors different: their fields, their folders, their paths. */
export interface ArticleKind<TInput extends VersionInput, TItem extends Article> {
  name: ArticleKindName;
  /** Names one item in messages. */
  label: Message;
  /** The folder type a version's `cataId` must have; null when the kind has no folders. */
  catalogType: CatalogType | null;
  endpoints: typeof newsEndpoints | typeof caseAnalysisEndpoints | typeof honorEndpoints;
  cataIdOf(input: TInput): number | null;
  columns(input: TInput): ArticleColumns;
  present(row: ArticleRow): TItem;
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function commonColumns(input: ArticleVersionInput): ArticleColumns {
  return {
    title: input.title,
    coverUrl: input.coverUrl,
    content: sanitizeRichText(input.content ?? ""),
    cataId: null,
    isLink: null,
    contentUrl: null,
    note: null,
  };
}

function presentArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    title: row.title,
    content: row.content,
    coverUrl: row.coverUrl,
    top: row.top,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
    views: row.views,
    operatorName: row.operatorName,
  };
}

export const newsKind: ArticleKind<NewsVersionInput, News> = {
  name: "news",
  label: message("entity.newsItem"),
  catalogType: CATALOG_TYPE.NEWS,
  endpoints: newsEndpoints,
  cataIdOf: (input) => input.cataId,
  columns: (input) => ({
    ...commonColumns(input),
    cataId: input.cataId,
    isLink: input.isLink,
    contentUrl: optional(input.contentUrl),
    note: optional(input.note),
  }),
  present: (row) => ({
    ...presentArticle(row),
    cataId: row.cataId ?? 0,
    catalogName: row.catalogName,
    contentUrl: row.contentUrl,
    isLink: row.isLink ?? 0,
    note: row.note,
  }),
};

export const caseAnalysisKind: ArticleKind<CaseAnalysisVersionInput, CaseAnalysis> = {
  name: "case",
  label: message("entity.caseAnalysis"),
  catalogType: CATALOG_TYPE.CASES,
  endpoints: caseAnalysisEndpoints,
  cataIdOf: (input) => input.cataId,
  columns: (input) => ({ ...commonColumns(input), cataId: input.cataId }),
  present: (row) => ({ ...presentArticle(row), cataId: row.cataId ?? 0, catalogName: row.catalogName }),
};

export const honorKind: ArticleKind<ArticleVersionInput, Article> = {
  name: "honor",
  label: message("entity.honor"),
  catalogType: null,
  endpoints: honorEndpoints,
  cataIdOf: () => null,
  columns: commonColumns,
  present: presentArticle,
};
