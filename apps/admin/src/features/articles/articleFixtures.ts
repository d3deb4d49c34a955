import { articleTextFieldsOf, pageMetaOf, type AnyArticle } from "@lawfirm/contract";

/**
 * For the article components' tests: a published German news version as the back office's detail
 * answers it, with no connections and no draft. A test spreads it and overrides what it is about.
 */
export const PUBLISHED_ARTICLE: AnyArticle = {
  id: 12,
  no: 5,
  lang: "de_DE",
  title: "Jahresbericht",
  slug: "jahresbericht",
  ...articleTextFieldsOf({}),
  ...pageMetaOf({}),
  content: "<p>Zahlen</p>",
  coverUrl: "/favicon.svg",
  coverAlt: null,
  top: 0,
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  views: 0,
  operatorName: null,
  personIds: [],
  people: [],
  proFieldIds: [],
  proFields: [],
  clientsNamed: [],
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};
