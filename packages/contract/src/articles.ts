import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { SEARCH_LIMITS } from "./search-limits.ts";
import {
  ARTICLE_KIND_FACTS,
  ARTICLE_TEXT_FIELD_NAMES,
  ARTICLE_TEXT_FIELDS,
  type ArticleKindFacts,
  type ArticleTextFieldFacts,
  type ArticleTextFieldName,
} from "./article-kinds.ts";
import {
  httpUrlSchema,
  idFilterSchema,
  idParams,
  idSchema,
  multiLineText,
  pagedQuery,
  singleLineText,
  siteImageSchema,
  timestampSchema,
  type Paging,
} from "./common.ts";
import { bulkEndpoint, listRowEditTagShape, type BulkEndpoint } from "./bulk.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { connectedPersonSchema, connectedPracticeAreaSchema, connectionIdList } from "./connections.ts";
import { clientNamedSchema, clientsNamedInput } from "./clients-named.ts";
import { defineEndpoint, RICH_TEXT_BODY_LIMIT, type EndpointProducing } from "./endpoint.ts";
import {
  draftAndRevisionSchemas,
  PUBLISH_STATES,
  publicationShape,
  publishingEndpoints,
  revisionEndpoints,
  saveQuerySchema,
  setDateBodySchema,
  type PublicationField,
  type PublishState,
  type PublishingEndpoints,
  type SaveQuery,
  type SetDateBody,
} from "./publishing.ts";
import { imageDescriptionSchema, placeAltSchema, type ImageDescription } from "./media.ts";
import { richTextSchema } from "./rich-text.ts";
import { addressedVersionSchema, slugInputSchema, type AddressedVersion } from "./addresses.ts";
import { pageMetaAnswerShape, pageMetaDraftShape, pageMetaInputShape, type PageMetaFields } from "./page-meta.ts";
import { langSchema, noParams, noQuery, refIdSchema, translatedBody, versionKeyShape } from "./translated.ts";

/**
 * Articles: news, case analyses and honors are one thing (a translated, pinnable article) in
 * three configurations (`ARTICLE_KINDS`). Each kind gets the same endpoint table from `articleEndpointTable`.
 */

export const ARTICLE_LIMITS = {
  title: 300,
  note: 2_000,
  /** One version within the rich-text body limit (RICH_TEXT_BODY_LIMIT). */
  content: 400_000,
  /** Characters of plain text in a list row's `summary`. */
  summary: 240,
} as const;

/** One zod schema per declared text field (`ARTICLE_TEXT_FIELDS`), made from its facts. */
function textFieldShape<TSchema extends z.ZodType>(schemaOf: (facts: ArticleTextFieldFacts) => TSchema) {
  return Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((field) => [field, schemaOf(ARTICLE_TEXT_FIELDS[field])])) as Record<
    ArticleTextFieldName,
    TSchema
  >;
}

/** The declared text fields as answers carry them: null when empty. */
const textAnswerShape = textFieldShape(() => z.string().nullable());

/**
 * The fields an editor writes of a version, the kinds' own ones null where a kind lacks them: a
 * draft's, a revision's. Each field's facts are in `ARTICLE_FIELDS` (content-kinds.ts), which must
 * name exactly these.
 */
const articleFieldsShape = {
  title: z.string(),
  /** Its address (decision 0054); missing in drafts and revisions kept before addresses existed. */
  slug: z.string().optional(),
  ...textAnswerShape,
  content: z.string(),
  coverUrl: z.string(),
  /** The cover's own alt text in this version (decision 0036); null: the media item's. Missing in drafts and revisions kept before it existed. */
  coverAlt: z.string().nullable().optional(),
  cataId: z.number().int().nullable(),
  isLink: z.number().int().nullable(),
  contentUrl: z.string().nullable(),
  note: z.string().nullable(),
  personIds: z.array(z.number().int()),
  people: z.array(connectedPersonSchema),
  proFieldIds: z.array(z.number().int()),
  proFields: z.array(connectedPracticeAreaSchema),
  /** The clients the item names and their consents (decision 0066); missing in drafts and revisions kept before they existed. */
  clientsNamed: z.array(clientNamedSchema).optional(),
  /** The page's search-engine and sharing fields (decision 0055); missing in drafts and revisions kept before they existed. */
  ...pageMetaDraftShape,
};
export type ArticleFields = z.infer<z.ZodObject<typeof articleFieldsShape>>;

const { draft: articleDraftSchema, revision: articleRevisionSchema } = draftAndRevisionSchemas(articleFieldsShape);
export type ArticleVersionDraft = z.infer<typeof articleDraftSchema>;
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

/**
 * Fields every kind has, as answers carry them. `createTime`, `updateTime`, `views`, `operatorName`
 * and the publication fields (decision 0035; the back office's answers only) belong to the server.
 */
const articleShape = {
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  title: z.string(),
  /** Its readable address in its language (decision 0054): `/{lang}/{section}/{slug}`. */
  slug: z.string(),
  ...textAnswerShape,
  content: z.string(),
  coverUrl: z.string(),
  /** The cover's own alt text (decision 0036); the back office's answers only: visitors get it as `coverDescription.alt`. */
  coverAlt: z.string().nullable(),
  top: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  views: z.number().int(),
  operatorName: z.string().nullable(),
  /** The people the item names (decision 0031): versions of this language, the same people in every version. */
  personIds: z.array(z.number().int()),
  people: z.array(connectedPersonSchema),
  /** The practice areas it concerns, likewise. */
  proFieldIds: z.array(z.number().int()),
  proFields: z.array(connectedPracticeAreaSchema),
  /** The clients the item names and their consents (decision 0066), the same in every version; the back office's answers only. */
  clientsNamed: z.array(clientNamedSchema),
  /** What the page says to search engines and shares (decision 0055). */
  ...pageMetaAnswerShape,
  ...publicationShape,
  /**
   * The version's edit not yet published (decision 0035, slice 2): its fields as saved, or null.
   * The back office's answers only.
   */
  draft: articleDraftSchema.nullable(),
};
const catalogShape = { cataId: z.number().int(), catalogName: z.string().nullable() };

const newsShape = {
  ...articleShape,
  ...catalogShape,
  contentUrl: z.string().nullable(),
  isLink: z.number().int(),
  note: z.string().nullable(),
};
export const newsSchema = z.object(newsShape);
export type News = z.infer<typeof newsSchema>;

const caseAnalysisShape = { ...articleShape, ...catalogShape };
export const caseAnalysisSchema = z.object(caseAnalysisShape);
export type CaseAnalysis = z.infer<typeof caseAnalysisSchema>;

/** The fields of every article, all that an honor has; news and case analyses add their own. */
export const articleSchema = z.object(articleShape);
export type Article = z.infer<typeof articleSchema>;

/** An article of any kind, as code written once for the three kinds reads it: the fields only some kinds have are optional. */
export type AnyArticle = Article & Partial<Omit<News, keyof Article>>;

// Inputs: the client's fields only; anything else (views, createTime, operatorName, top, id on POST) is dropped.
const versionShape = {
  lang: langSchema,
  title: singleLineText(ARTICLE_LIMITS.title).min(1),
  /** Its address (decision 0054): left out, kept (a new version's is made from its title); empty, made from its title. */
  slug: slugInputSchema,
  /** Plain text, one line or several; left out, the stored text stays (the specification's clients know none). */
  ...textFieldShape((facts) => multiLineText(facts.maxLength).nullable().optional()),
  coverUrl: siteImageSchema,
  /** The cover's own alt text (decision 0036); left out, the stored one stays. */
  coverAlt: placeAltSchema,
  /** Rich text; sanitised by the server when saved. */
  content: richTextSchema(ARTICLE_LIMITS.content).nullable().optional(),
  /** People of this version's language; left out, the stored ones stay (decision 0031). */
  personIds: connectionIdList,
  /** Practice areas of this version's language; left out, the stored ones stay. */
  proFieldIds: connectionIdList,
  /** The clients the item names (decision 0066), the same in every version; left out, the stored ones stay. */
  clientsNamed: clientsNamedInput,
  /** The page's search-engine and sharing fields (decision 0055); each left out, the stored one stays. */
  ...pageMetaInputShape,
};
const newsVersionShape = {
  ...versionShape,
  cataId: refIdSchema,
  isLink: z.literal([0, 1]),
  note: multiLineText(ARTICLE_LIMITS.note).nullable().optional(),
  /** The external article; required when `isLink` is 1. */
  contentUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === "" || httpUrlSchema.safeParse(value).success, SCHEMA_MESSAGES.httpUrl)
    .nullable()
    .optional(),
};
const caseVersionShape = { ...versionShape, cataId: refIdSchema };

/** An external article (`isLink` 1) needs the address it links to. */
function requireLinkTarget(value: { isLink: 0 | 1; contentUrl?: string | null | undefined }, context: z.RefinementCtx) {
  if (value.isLink === 1 && !value.contentUrl) {
    context.addIssue({ code: "custom", path: ["contentUrl"], message: SCHEMA_MESSAGES.contentUrlRequired });
  }
}

/** The columns the back office's list of articles sorts by. */
export const ARTICLE_SORTS = ["title", "updated", "published", "state", "views"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** Admin list: one row per item, in the `lang` version when it has one. */
const adminListQuery = <TShape extends z.ZodRawShape>(filters: TShape) =>
  pagedQuery({
    /** Part of the title, in any version. */
    title: z.string().trim().max(ARTICLE_LIMITS.title).optional(),
    no: idSchema.optional(),
    /** The version to show; default en_US, else whichever exists. */
    lang: langSchema.optional(),
    /** Only items whose shown version is in this state (decision 0035). */
    publishState: z.enum(PUBLISH_STATES).optional(),
    /** Only items with a version in this language, each shown in it (decision 0056). */
    hasLang: langSchema.optional(),
    /** `1`: only items whose shown version has changes not yet published. */
    changed: z.literal("1").optional(),
    /** Part of the name of who saved the shown version last. */
    author: z.string().trim().max(100).optional(),
    /** Only items concerning this practice area (a version's id; any of the item's and the area's versions). */
    practiceAreaId: idFilterSchema,
    /** The order of the rows; pinned first, then newest when left out. */
    sort: z.enum(ARTICLE_SORTS).optional(),
    /** The direction of `sort`: a title from A, a time from the newest, unless given. */
    order: z.enum(["asc", "desc"]).optional(),
    ...filters,
  });

/** A calendar year of the site's list filters; an empty field is no filter. */
const yearFilterSchema = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce.number().int().min(1000).max(9999).optional(),
);

/** Public list: the request's language only (`lang` query, else the `lang` header). */
const publicListQuery = <TShape extends z.ZodRawShape>(filters: TShape) =>
  pagedQuery({
    no: idSchema.optional(),
    lang: z.string().max(16).optional(),
    /** Items naming this person (any of its versions); newest first. */
    personId: idFilterSchema,
    /** Items concerning this practice area (any of its versions); newest first. */
    practiceAreaId: idFilterSchema,
    /** Items whose shown date (`createTime`) falls in this year, in the firm's time zone (Europe/Berlin). */
    year: yearFilterSchema,
    /** Items whose title or text holds every word, matched as the site search matches them. */
    keyword: z.string().trim().max(SEARCH_LIMITS.query).optional(),
    ...filters,
  });

/** The years a public list can be narrowed to: those with an item of the request's language, newest first. */
const publicYearsQuery = z.object({ lang: z.string().max(16).optional() });

/** A folder and all its sub-folders. */
const cataIdFilter = { cataId: idSchema.optional() };

/** A visitor's answers describe the cover as the media library does (decision 0036): alt text, caption, focal point. */
const coverDescriptionShape = { coverDescription: imageDescriptionSchema.optional() };

/** What lists show instead of the full content. */
const listShape = {
  /** The beginning of the content as plain text. */
  summary: z.string(),
};

function articleEndpointTable<
  TShape extends typeof articleShape,
  TCreate extends z.ZodType<{ lang: string }>,
  TUpdate extends z.ZodType<{ lang: string }>,
  TAdminQuery extends z.ZodType,
  TPublicQuery extends z.ZodType,
>(segment: string, schemas: { shape: TShape; create: TCreate; update: TUpdate; adminQuery: TAdminQuery; publicQuery: TPublicQuery }) {
  const { rights } = CONTENT_KINDS.article;
  const item = z.object(schemas.shape);
  const {
    content: _content,
    draft: _draft,
    metaTitle: _metaTitle,
    metaDescription: _metaDescription,
    shareImageUrl: _shareImageUrl,
    noindex: _noindex,
    ...withoutContent
  } = schemas.shape;
  // Public answers name no account and no publication window: who changed an item and when its
  // publication ends are the back office's business, and a visitor sees only published versions.
  // Nor the clients an item names and their consents (decision 0066).
  const {
    operatorName: _operatorName,
    publishState: _publishState,
    publishAt: _publishAt,
    unpublishAt: _unpublishAt,
    draft: _publicDraft,
    coverAlt: _coverAlt,
    clientsNamed: _clientsNamed,
    ...publicShape
  } = schemas.shape;
  // Lists show no page's head: its search-engine and sharing fields are the detail's.
  const {
    content: _publicContent,
    metaTitle: _publicMetaTitle,
    metaDescription: _publicMetaDescription,
    shareImageUrl: _publicShareImageUrl,
    noindex: _publicNoindex,
    ...publicWithoutContent
  } = publicShape;
  const listRow = z.object({ ...publicWithoutContent, ...listShape, ...coverDescriptionShape });
  const adminListRow = z.object({
    ...withoutContent,
    ...listShape,
    /** The languages the item exists in. */
    languages: z.array(z.string()),
    /** Whether the row's version has an edit not yet published. */
    hasDraft: z.boolean(),
    ...listRowEditTagShape,
  });
  const admin = `/admin/${segment}`;
  const user = `/user/${segment}`;
  return {
    list: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: admin,
      query: schemas.adminQuery,
      paged: true,
      result: z.array(adminListRow),
    }),
    /** All versions of one item, for the editor. */
    detail: defineEndpoint({
      method: "GET",
      access: "content.read",
      path: `${admin}/:no`,
      params: noParams,
      result: z.array(item),
      editTag: true,
    }),
    /** Creates all versions of a new item; the server assigns `no`. Answers the versions. */
    create: defineEndpoint({
      method: "POST",
      access: rights.versions,
      path: admin,
      query: saveQuerySchema,
      body: translatedBody(schemas.create),
      result: z.array(item),
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      editTag: true,
    }),
    /** The full set of versions: updated by id, new languages added, languages left out removed. */
    update: defineEndpoint({
      method: "PUT",
      access: rights.versions,
      path: admin,
      query: saveQuerySchema,
      body: translatedBody(schemas.update),
      result: z.array(item),
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      editTag: true,
    }),
    remove: defineEndpoint({ method: "DELETE", access: rights.structure, path: admin, query: noQuery, result: z.null() }),
    pin: defineEndpoint({ method: "PUT", access: rights.structure, path: `${admin}/pin`, query: noQuery, result: z.null() }),
    unpin: defineEndpoint({ method: "PUT", access: rights.structure, path: `${admin}/unpin`, query: noQuery, result: z.null() }),
    /** Publish (or schedule), Unpublish and Discard draft of one language version (decision 0035); each answers the item's versions. */
    ...publishingEndpoints(admin, z.array(item), rights),
    /**
     * Sets the date the site shows for the item and orders it by (`createTime`, decision 0035), at
     * once; an item none of whose versions is published or scheduled refuses (its first publication dates it).
     */
    setDate: defineEndpoint({
      method: "PUT",
      access: rights.publication,
      path: `${admin}/date`,
      body: setDateBodySchema,
      result: z.array(item),
    }),
    /** A version's revisions, one revision, and Restore (decision 0035, slice 4); Restore answers the item's versions. */
    ...revisionEndpoints(admin, articleRevisionSchema, z.array(item), rights),
    /** Publishes, schedules, unpublishes, pins, unpins or deletes the selected rows, one by one (decision 0056). */
    bulk: bulkEndpoint(admin, rights.versions),
    publicList: defineEndpoint({
      method: "GET",
      access: "public",
      path: user,
      query: schemas.publicQuery,
      paged: true,
      result: z.array(listRow),
    }),
    /** The years of the public versions in the request's language (Europe/Berlin), newest first: the list's year filter offers them. */
    publicYears: defineEndpoint({
      method: "GET",
      access: "public",
      path: `${user}/years`,
      query: publicYearsQuery,
      result: z.array(z.number().int()),
    }),
    /**
     * One version, with the item's other versions and its related items (same kind and language,
     * sharing a practice area, newest first, itself left out); counts a view.
     */
    publicDetail: defineEndpoint({
      method: "GET",
      access: "public",
      path: `${user}/:id`,
      params: idParams,
      result: z.object({ ...publicShape, ...coverDescriptionShape, versions: z.array(addressedVersionSchema), related: z.array(listRow) }),
    }),
  };
}

/**
 * Moves every version of an item into a folder of the kind (`cataId`: one of the folder's
 * versions), each version into the folder's version of its own language (decision 0056).
 */
export const moveToFolderBodySchema = z.object({ no: idSchema, cataId: idSchema });

function folderEndpoints<TItem extends z.ZodType>(segment: string, item: TItem) {
  return {
    moveToFolder: defineEndpoint({
      method: "PUT",
      access: CONTENT_KINDS.article.rights.structure,
      path: `/admin/${segment}/folder`,
      body: moveToFolderBodySchema,
      result: z.array(item),
    }),
  };
}

export const newsEndpoints = {
  ...folderEndpoints(ARTICLE_KIND_FACTS.news.segment, newsSchema),
  ...articleEndpointTable(ARTICLE_KIND_FACTS.news.segment, {
    shape: newsShape,
    create: z.object(newsVersionShape).superRefine(requireLinkTarget),
    update: z.object({ ...newsVersionShape, ...versionKeyShape }).superRefine(requireLinkTarget),
    adminQuery: adminListQuery(cataIdFilter),
    publicQuery: publicListQuery(cataIdFilter),
  }),
};

export const caseAnalysisEndpoints = {
  ...folderEndpoints(ARTICLE_KIND_FACTS.case.segment, caseAnalysisSchema),
  ...articleEndpointTable(ARTICLE_KIND_FACTS.case.segment, {
    shape: caseAnalysisShape,
    create: z.object(caseVersionShape),
    update: z.object({ ...caseVersionShape, ...versionKeyShape }),
    adminQuery: adminListQuery(cataIdFilter),
    publicQuery: publicListQuery(cataIdFilter),
  }),
};

export const honorEndpoints = articleEndpointTable(ARTICLE_KIND_FACTS.honor.segment, {
  shape: articleShape,
  create: z.object(versionShape),
  update: z.object({ ...versionShape, ...versionKeyShape }),
  adminQuery: adminListQuery({}),
  publicQuery: publicListQuery({}),
});

export type NewsVersionInput = z.output<typeof newsEndpoints.update.body>[number];
export type CaseAnalysisVersionInput = z.output<typeof caseAnalysisEndpoints.update.body>[number];
export type ArticleVersionInput = z.output<typeof honorEndpoints.update.body>[number];

/** The back office's list query as the server reads it; only news and case analyses filter by folder. */
export interface ArticleListQuery extends Paging {
  title?: string | undefined;
  no?: number | undefined;
  /** The version to show each item in (falls back to another when the item lacks it). */
  lang?: string | undefined;
  cataId?: number | undefined;
  publishState?: PublishState | undefined;
  hasLang?: string | undefined;
  changed?: "1" | undefined;
  author?: string | undefined;
  practiceAreaId?: number | undefined;
  sort?: ArticleSort | undefined;
  order?: "asc" | "desc" | undefined;
}

/** A visitor's list query as the server reads it (the language comes with the request). */
export interface ArticlePublicListQuery extends Paging {
  no?: number | undefined;
  cataId?: number | undefined;
  personId?: number | undefined;
  practiceAreaId?: number | undefined;
  year?: number | undefined;
  keyword?: string | undefined;
}

/** A row of the back office's list: the item without its content, with a summary and the item's languages. */
export type ArticleListRow<TItem extends Article> = Omit<TItem, "content" | "draft" | keyof PageMetaFields> & {
  summary: string;
  languages: string[];
  hasDraft: boolean;
  /** The item's edit tag (decision 0061). */
  editTag: string;
};
/** A row of a visitor's list: no content, no account data, no publication window. */
export type ArticlePublicRow<TItem extends Article> = Omit<
  TItem,
  "content" | "operatorName" | PublicationField | "draft" | "coverAlt" | "clientsNamed" | keyof PageMetaFields
> & {
  summary: string;
  coverDescription?: ImageDescription | undefined;
};
/** One version for a visitor, with the item's versions; no account data, no publication window. */
export type ArticlePublicDetail<TItem extends Article> = Omit<
  TItem,
  "operatorName" | PublicationField | "draft" | "coverAlt" | "clientsNamed"
> & {
  coverDescription?: ImageDescription | undefined;
  versions: AddressedVersion[];
  related: ArticlePublicRow<TItem>[];
};

/**
 * A kind's endpoint table in terms of its item and version types: one set of server handlers
 * serves the three kinds, each handler checked against it. `ARTICLE_KINDS` checks every kind's
 * table against it.
 */
export interface ArticleEndpoints<TItem extends Article, TVersion extends ArticleVersionInput> extends PublishingEndpoints<
  TItem[],
  ArticleFields
> {
  list: EndpointProducing<unknown, ArticleListQuery, unknown, ArticleListRow<TItem>[], true>;
  detail: EndpointProducing<{ no: number }, unknown, unknown, TItem[]>;
  create: EndpointProducing<unknown, SaveQuery, TVersion[], TItem[]>;
  update: EndpointProducing<unknown, SaveQuery, TVersion[], TItem[]>;
  remove: EndpointProducing<unknown, { no: number }, unknown, null>;
  pin: EndpointProducing<unknown, { no: number }, unknown, null>;
  unpin: EndpointProducing<unknown, { no: number }, unknown, null>;
  setDate: EndpointProducing<unknown, unknown, SetDateBody, TItem[]>;
  bulk: BulkEndpoint;
  /** Kinds with folders (news, case analyses). */
  moveToFolder?: EndpointProducing<unknown, unknown, { no: number; cataId: number }, TItem[]>;
  publicList: EndpointProducing<unknown, ArticlePublicListQuery, unknown, ArticlePublicRow<TItem>[], true>;
  publicYears: EndpointProducing<unknown, { lang?: string | undefined }, unknown, number[]>;
  publicDetail: EndpointProducing<{ id: number }, unknown, unknown, ArticlePublicDetail<TItem>>;
}

/** The three kinds (article-kinds.ts), each with its endpoint table. */
export const ARTICLE_KINDS = {
  news: { ...ARTICLE_KIND_FACTS.news, endpoints: newsEndpoints },
  case: { ...ARTICLE_KIND_FACTS.case, endpoints: caseAnalysisEndpoints },
  honor: { ...ARTICLE_KIND_FACTS.honor, endpoints: honorEndpoints },
} as const satisfies {
  news: ArticleKindFacts & { endpoints: ArticleEndpoints<News, NewsVersionInput> };
  case: ArticleKindFacts & { endpoints: ArticleEndpoints<CaseAnalysis, CaseAnalysisVersionInput> };
  honor: ArticleKindFacts & { endpoints: ArticleEndpoints<Article, ArticleVersionInput> };
};
