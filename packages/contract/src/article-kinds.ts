import type { KindConfigurationFacts, KindSiteRoutes } from "./content-kinds.ts";
import { ADDRESS_ROUTES, SITE_ROUTES } from "./routes.ts";

// What every app knows of the three article kinds without their schemas: the site's pages read it
// at every start, and take the kinds' endpoint tables (articles.ts) only with their data
// (docs/decisions/0033-site-start-without-loaders-and-schemas.md).

/** Folder (catalog) types: which kind of article a folder holds. */
export const CATALOG_TYPE = { NEWS: 0, CASES: 1 } as const;
export type CatalogType = (typeof CATALOG_TYPE)[keyof typeof CATALOG_TYPE];

/** The three kinds, by the names the server stores (`articles.kind`) and every app uses. */
export type ArticleKindName = "news" | "case" | "honor";

/**
 * What the server and both web apps know of a kind; each app adds its own (labels, screens). Its
 * segment, site pages, folders and search are those of every publishable kind's configuration
 * (`KindConfigurationFacts`, content-kinds.ts, where the article's facts shared by the three are).
 */
export interface ArticleKindFacts extends KindConfigurationFacts {
  name: ArticleKindName;
  /** Its pages on the site: the page that lists its items, and one item's (by id, and by slug). */
  siteRoutes: KindSiteRoutes;
  /** A remark for editors (`note`). */
  hasNote: boolean;
  /** Items may link to an article on another site instead of having a page here (`isLink`, `contentUrl`). */
  hasLink: boolean;
}

/**
 * News, case analyses and honors: one article in three configurations, declared once. Each is
 * found by the search and numbered under its own name.
 */
export const ARTICLE_KIND_FACTS = {
  news: {
    name: "news",
    segment: "latest-news",
    catalogType: CATALOG_TYPE.NEWS,
    hasNote: true,
    hasLink: true,
    siteRoutes: { list: SITE_ROUTES.news, detail: SITE_ROUTES.newsDetail, address: ADDRESS_ROUTES.news },
    searchable: true,
    itemScope: "news",
  },
  case: {
    name: "case",
    segment: "case-analysis",
    catalogType: CATALOG_TYPE.CASES,
    hasNote: false,
    hasLink: false,
    siteRoutes: { list: SITE_ROUTES.cases, detail: SITE_ROUTES.caseDetail, address: ADDRESS_ROUTES.case },
    searchable: true,
    itemScope: "case",
  },
  // Honors have no folders: their list page filters by practice area, year and keyword only.
  honor: {
    name: "honor",
    segment: "lawfirm-honour",
    catalogType: null,
    hasNote: false,
    hasLink: false,
    siteRoutes: { list: SITE_ROUTES.honors, detail: SITE_ROUTES.honorDetail, address: ADDRESS_ROUTES.honor },
    searchable: true,
    itemScope: "honor",
  },
} as const satisfies Record<ArticleKindName, ArticleKindFacts>;

/** A plain-text field of an article version, declared once in `ARTICLE_TEXT_FIELDS`. */
export interface ArticleTextFieldFacts {
  /** Characters at most, after trimming. */
  maxLength: number;
  /** Its label in the back office's editor and History: a key of the back office's catalogs (checked there). */
  label: string;
}

/**
 * The plain-text fields every kind's version has of its own, optional (null or empty: none), one
 * line or several; declared here once. The contract's inputs, answers, drafts and revisions, the
 * server's columns (the `articles` table has one of the same name), drafts and compared fields, and
 * the back office's form, body, draft fields and History derive from this list: a field added here
 * needs its migration, its labels in the catalogs, and only the code that shows it.
 */
export const ARTICLE_TEXT_FIELDS = {
  /** A short summary for lists and the page's description; empty, the site cuts one from the text. */
  teaser: { maxLength: 300, label: "articles.field.teaser" },
} as const satisfies Record<string, ArticleTextFieldFacts>;

export type ArticleTextFieldName = keyof typeof ARTICLE_TEXT_FIELDS;

/** The declared text fields' names, in their declared order (the editor's order). */
export const ARTICLE_TEXT_FIELD_NAMES = Object.keys(ARTICLE_TEXT_FIELDS) as ArticleTextFieldName[];

/** A version's declared text fields as stored and answered: null when empty. */
export type ArticleTextFields = Record<ArticleTextFieldName, string | null>;

/** A text field's value as stored: trimmed, empty as null. */
const storedText = (value: string | null | undefined) => value?.trim() || null;

/** Each declared text field's value in `source`, undefined and empty as null (older drafts and revisions lack a newer field). */
export function articleTextFieldsOf(source: Partial<Record<ArticleTextFieldName, string | null | undefined>>): ArticleTextFields {
  return Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((field) => [field, storedText(source[field])])) as ArticleTextFields;
}
