import {
  ARTICLE_KINDS,
  articleTextFieldsOf,
  pageMetaOf,
  type AnyArticle,
  type ArticleEndpoints,
  type ArticleKindFacts,
  type ArticleKindName,
  type ArticleListQuery,
  type ArticleListRow,
  type ArticleFields,
  type ArticleTextFields,
  type PageMetaInput,
  type ArticleVersionInput,
  type BulkTable,
  type CaseAnalysisVersionInput,
  type ClientNamed,
  type NewsVersionInput,
  type Pageable,
} from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { draftSaves, publishingApi, type PublishingApi } from "../../lib/publishingApi.ts";
import { EDITOR_ROUTES } from "../../lib/editorPaths.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";

/**
 * News, case analyses and honors are one thing (a translated, pinnable article) in three
 * configurations, the contract's `ARTICLE_KINDS`: the screens are written once and take one of
 * the kinds below, which add what only the back office knows (its routes, labels and calls).
 */

/** A list row: one item, shown in one of its versions. */
export type ArticleRow = ArticleListRow<AnyArticle>;

/** What the editor sends for one version; the kind keeps the fields it has. The declared text fields (`ARTICLE_TEXT_FIELDS`) are optional here. */
export interface ArticleDraft extends Partial<ArticleTextFields>, PageMetaInput {
  /** The stored version's id; absent for a language the item does not have yet. */
  id?: number;
  /** The item's group key when it exists: an update may replace every version it had. */
  no?: number;
  lang: string;
  title: string;
  /** Its address (decision 0054); empty: made from the title. */
  slug?: string;
  coverUrl: string;
  /** The cover's own alt text (decision 0036); null: the media library's. */
  coverAlt?: string | null;
  content: string;
  cataId?: number;
  isLink?: 0 | 1;
  note?: string | null;
  contentUrl?: string;
  /** The people and practice areas it names, in this version's language (decision 0031). */
  personIds?: number[];
  proFieldIds?: number[];
  /** The clients the item names and their consents (decision 0066), the same in every version. */
  clientsNamed?: ClientNamed[];
}

/** A kind of article: its facts, screens and calls; its publishing calls are every publishable kind's (lib/publishingApi.ts). */
export interface ArticleKind extends ArticleKindFacts, PublishingApi<AnyArticle, ArticleFields> {
  /** Route-table paths of its screens. */
  paths: { list: string; edit: string; editExternal?: string; folder?: string };
  /** Labels of the "new item" buttons. */
  newLabel: MessageKey;
  newExternalLabel?: MessageKey;
  list(query: ArticleListQuery, signal?: AbortSignal): Promise<{ result: ArticleRow[]; pageable: Pageable }>;
  /** All versions of one item. */
  detail(no: number, signal?: AbortSignal): Promise<AnyArticle[]>;
  /**
   * Saves go through the client without notifications: the editor shows their errors at the fields.
   * They are drafts: a new version is not public, and a published one's edit waits for Publish.
   */
  create(drafts: ArticleDraft[]): Promise<AnyArticle[]>;
  /** Sent with the item's edit tag as the editor read it (`ifMatch`): a change meanwhile refuses it (412). */
  update(drafts: ArticleDraft[], ifMatch?: string): Promise<AnyArticle[]>;
  remove(no: number): Promise<unknown>;
  pin(no: number): Promise<unknown>;
  unpin(no: number): Promise<unknown>;
  /** Sets the date the site shows for the item, at once (its errors shown by the caller); answers the item's versions. */
  setDate(no: number, createTime: string): Promise<AnyArticle[]>;
  /** Its list's bulk actions (decision 0056). */
  bulk: BulkTable;
}

function articleBody(draft: ArticleDraft): ArticleVersionInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    ...(draft.no ? { no: draft.no } : {}),
    lang: draft.lang,
    title: draft.title,
    slug: draft.slug ?? "",
    // Always sent, empty as null: left out, the server would keep the stored text whatever the form says.
    ...articleTextFieldsOf(draft),
    coverUrl: draft.coverUrl,
    // Always sent: left out, the server would keep the stored alt text whatever the form says.
    coverAlt: draft.coverAlt ?? null,
    // Likewise the page's search-engine and sharing fields (decision 0055).
    ...pageMetaOf(draft),
    content: draft.content,
    personIds: draft.personIds ?? [],
    proFieldIds: draft.proFieldIds ?? [],
    // Left out when the editor has none to send: the server keeps the item's.
    ...(draft.clientsNamed ? { clientsNamed: draft.clientsNamed } : {}),
  };
}

function caseBody(draft: ArticleDraft): CaseAnalysisVersionInput {
  // The form requires a folder; 0 would be refused by the server like a missing one.
  return { ...articleBody(draft), cataId: draft.cataId ?? 0 };
}

function newsBody(draft: ArticleDraft): NewsVersionInput {
  return {
    ...caseBody(draft),
    isLink: draft.isLink ?? 0,
    note: draft.note?.trim() ? draft.note : null,
    contentUrl: draft.isLink === 1 ? (draft.contentUrl ?? "") : null,
  };
}

const byNo = (no: number) => ({ query: { no } });

/** A kind's calls, each one of its endpoint table's (the contract's `ARTICLE_KINDS`), with the body its versions are sent as. */
function articleCalls<TItem extends AnyArticle, TVersion extends ArticleVersionInput>(
  endpoints: ArticleEndpoints<TItem, TVersion>,
  bodyOf: (draft: ArticleDraft) => TVersion,
): Omit<ArticleKind, keyof ArticleKindFacts | "paths" | "newLabel" | "newExternalLabel"> {
  const saves = draftSaves(endpoints);
  return {
    list: (query, signal) => inlineErrorApi.call(endpoints.list, { query }, { signal }),
    detail: (no, signal) => inlineErrorApi.call(endpoints.detail, { params: { no } }, { signal }),
    create: (drafts) => saves.create(drafts.map(bodyOf)),
    update: (drafts, ifMatch) => saves.update(drafts.map(bodyOf), ifMatch),
    remove: (no) => api.call(endpoints.remove, byNo(no)),
    pin: (no) => api.call(endpoints.pin, byNo(no)),
    unpin: (no) => api.call(endpoints.unpin, byNo(no)),
    setDate: (no, createTime) => inlineErrorApi.call(endpoints.setDate, { body: { no, createTime } }),
    bulk: endpoints,
    ...publishingApi<AnyArticle, ArticleFields>(endpoints),
  };
}

export const articleKinds: Record<ArticleKindName, ArticleKind> = {
  news: {
    ...ARTICLE_KINDS.news,
    paths: {
      list: "articles/news/list",
      edit: EDITOR_ROUTES.news,
      editExternal: EDITOR_ROUTES.newsExternal,
      folder: "articles/news/folder",
    },
    newLabel: "articles.news.new",
    newExternalLabel: "articles.news.newExternal",
    ...articleCalls(ARTICLE_KINDS.news.endpoints, newsBody),
  },
  case: {
    ...ARTICLE_KINDS.case,
    paths: { list: "articles/cases/list", edit: EDITOR_ROUTES.case, folder: "articles/cases/folder" },
    newLabel: "articles.cases.new",
    ...articleCalls(ARTICLE_KINDS.case.endpoints, caseBody),
  },
  honor: {
    ...ARTICLE_KINDS.honor,
    paths: { list: "articles/honors/list", edit: EDITOR_ROUTES.honor },
    newLabel: "articles.honors.new",
    ...articleCalls(ARTICLE_KINDS.honor.endpoints, articleBody),
  },
};

/** Query keys of a kind: everything under `[kind]` is refreshed after a change. */
export const articleKeys = {
  all: (kind: ArticleKind) => ["articles", kind.name] as const,
  list: (kind: ArticleKind, query: ArticleListQuery) => ["articles", kind.name, "list", query] as const,
  detail: (kind: ArticleKind, no: number) => ["articles", kind.name, "detail", no] as const,
};
