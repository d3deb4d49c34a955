import {
  ARTICLE_KINDS,
  articleTextFieldsOf,
  pageMetaOf,
  type Article,
  type ArticleEndpoints,
  type ArticleKindFacts,
  type ArticleVersionInput,
  type CaseAnalysis,
  type CaseAnalysisVersionInput,
  type ClientNamed,
  type News,
  type NewsVersionInput,
  type PageMetaFields,
} from "@lawfirm/contract";
import type { PageMetaColumns } from "../../db/database.ts";
import { message, type Message } from "../../i18n/messages.ts";
import { publishStateOf } from "../publishing/publication.ts";
import type { ArticleChanges, ArticleRow } from "./articles.repository.ts";
import { clientsNamedOf } from "./clients-named.ts";

/** The people and practice areas a version names (decision 0031), as answers carry them. */
export type ArticleConnections = Pick<Article, "personIds" | "people" | "proFieldIds" | "proFields">;

/**
 * The columns a version's own fields fill, its page's fields as the contract has them (stored by
 * `pageMetaColumns`); content is sanitised here, on save.
 */
export type ArticleColumns = Omit<ArticleChanges, "operatorId" | "operatorName" | "updatedAt" | "clientsNamed" | keyof PageMetaColumns> &
  PageMetaFields & {
    /** The clients the item names (decision 0066); missing in drafts and revisions kept before they existed. */
    clientsNamed?: ClientNamed[] | undefined;
  };

/** A kind as the server adds to the contract's facts: how a version is stored and a row answered. */
export interface ArticleKind<TItem extends Article, TVersion extends ArticleVersionInput> extends ArticleKindFacts {
  endpoints: ArticleEndpoints<TItem, TVersion>;
  /** Names one item in messages. */
  label: Message;
  /** The folder a version names; null for a kind without folders. */
  cataIdOf(input: TVersion): number | null;
  columns(input: TVersion): ArticleColumns;
  present(row: ArticleRow, connections: ArticleConnections): TItem;
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function commonColumns(input: ArticleVersionInput): ArticleColumns {
  return {
    title: input.title,
    // The declared text fields, empty as null; left out, the stored ones stay (articles.admin.service.ts's update).
    ...articleTextFieldsOf(input),
    // Likewise the page's fields (decision 0055).
    ...pageMetaOf(input),
    coverUrl: input.coverUrl,
    // Left out (the specification's clients), the stored one stays: articles.admin.service.ts's update.
    coverAlt: input.coverAlt ?? null,
    // Sanitised before the write (articles.admin.service.ts's entity, `clean`).
    content: input.content ?? "",
    cataId: null,
    isLink: null,
    contentUrl: null,
    note: null,
    // Left out (the specification's clients), the stored ones stay: articles.admin.service.ts's update.
    clientsNamed: input.clientsNamed,
  };
}

function presentArticle(row: ArticleRow, connections: ArticleConnections): Article {
  return {
    ...connections,
    id: row.id,
    no: row.no,
    lang: row.lang,
    title: row.title,
    slug: row.slug,
    ...articleTextFieldsOf(row),
    ...pageMetaOf(row),
    content: row.content,
    coverUrl: row.coverUrl,
    coverAlt: row.coverAlt,
    clientsNamed: clientsNamedOf(row.clientsNamed),
    top: row.top,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
    views: row.views,
    operatorName: row.operatorName,
    publishState: publishStateOf(row),
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    // The back office's reads of an item add its versions' drafts (articles.admin.service.ts).
    draft: null,
  };
}

export const newsKind: ArticleKind<News, NewsVersionInput> = {
  ...ARTICLE_KINDS.news,
  label: message("entity.newsItem"),
  cataIdOf: (input) => input.cataId,
  columns: (input) => ({
    ...commonColumns(input),
    cataId: input.cataId,
    isLink: input.isLink,
    contentUrl: optional(input.contentUrl),
    note: optional(input.note),
  }),
  present: (row, connections) => ({
    ...presentArticle(row, connections),
    cataId: row.cataId ?? 0,
    catalogName: row.catalogName,
    contentUrl: row.contentUrl,
    isLink: row.isLink ?? 0,
    note: row.note,
  }),
};

export const caseKind: ArticleKind<CaseAnalysis, CaseAnalysisVersionInput> = {
  ...ARTICLE_KINDS.case,
  label: message("entity.caseAnalysis"),
  cataIdOf: (input) => input.cataId,
  columns: (input) => ({ ...commonColumns(input), cataId: input.cataId }),
  present: (row, connections) => ({ ...presentArticle(row, connections), cataId: row.cataId ?? 0, catalogName: row.catalogName }),
};

export const honorKind: ArticleKind<Article, ArticleVersionInput> = {
  ...ARTICLE_KINDS.honor,
  label: message("entity.honor"),
  cataIdOf: () => null,
  columns: commonColumns,
  present: presentArticle,
};
