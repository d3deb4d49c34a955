import {
  ARTICLE_FIELDS,
  type ArticleKindName,
  pictureOf,
  type Article,
  type ArticlePublicDetail,
  type ArticlePublicListQuery,
  type ArticlePublicRow,
  type ArticleVersionDraft,
  type Pageable,
  type PageMetaFields,
  type PublicationField,
} from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { findFolderName } from "../catalogs/catalogs.service.ts";
import { listTag } from "../../http/cache-tags.ts";
import type { ContentMemo } from "../../http/content-memo.ts";
import { withPictureDescriptions } from "../media/image-descriptions.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { versionList } from "../translations/translated-items.ts";
import { articlesMatchingKeyword } from "../search/search.service.ts";
import * as articles from "./articles.repository.ts";
import { presentDrafts, presentListRows, presentRows, type KindOf } from "./articles.presentation.ts";

/** The cover as declared: its description and its own alt text. */
const COVER = pictureOf(ARTICLE_FIELDS, "coverUrl");

/** Related items a detail answer carries. */
const RELATED_LIMIT = 3;

// Visitors are not told who changed an item, nor when its publication ends: public answers carry
// no account data (no `operatorName`) and no publication window.

/**
 * A visitor's list: one language, pinned first, then newest; `cataId` includes its sub-folders.
 * Its count is kept in `counts` for the list's other pages while content is unchanged.
 */
export async function listPublished<TItem extends Article>(
  db: Db,
  kind: KindOf<TItem>,
  query: ArticlePublicListQuery,
  lang: string,
  counts: ContentMemo,
): Promise<{ result: ArticlePublicRow<TItem>[]; pageable: Pageable }> {
  const { no, cataId, personId, practiceAreaId, year, keyword } = query;
  const filters = { lang, no, cataId, personId, practiceAreaId, year, keyword };
  const matching = keyword ? (articlesMatchingKeyword(db, lang, kind.name, keyword) ?? undefined) : undefined;
  const { rows, pageable } = await articles.listPublished(db, kind.name, { ...filters, matching }, query, (count) =>
    counts.get(`${kind.name} count ${JSON.stringify(filters)}`, count, countTags(kind.name, filters)),
  );
  const result = (await presentListRows(db, kind, rows, true)).map(toPublicRow);
  const described = await withPictureDescriptions(db, result, lang, COVER);
  return { result: described as ArticlePublicRow<TItem>[], pageable };
}

/** The years of one language's public versions of a kind, newest first: what the list's year filter offers. */
export function listPublicYears(db: Db, kind: KindOf<Article>, lang: string): Promise<number[]> {
  return articles.listPublicYears(db, kind.name, lang);
}

/** What a visitor sees of a version: no account data, no publication window, no clients named (decision 0066). */
type ForVisitors<TItem extends Article> = Omit<TItem, "operatorName" | PublicationField | "draft" | "clientsNamed">;

function forVisitors<TItem extends Article>(item: TItem): ForVisitors<TItem> {
  const {
    operatorName: _operatorName,
    publishState: _publishState,
    publishAt: _publishAt,
    unpublishAt: _unpublishAt,
    draft: _draft,
    clientsNamed: _clientsNamed,
    ...visible
  } = item;
  return visible;
}

/** A visitor's list row; its cover alt text goes into its `coverDescription` (`withImageDescriptions`). */
function toPublicRow<TItem extends Article>(
  item: TItem & { summary: string },
): Omit<ForVisitors<TItem>, "content" | keyof PageMetaFields> & { summary: string } {
  // A list shows no page's head (decision 0055), and its summary instead of the content (decision 0150).
  const {
    content: _content,
    metaTitle: _metaTitle,
    metaDescription: _metaDescription,
    shareImageUrl: _shareImageUrl,
    noindex: _noindex,
    ...visible
  } = forVisitors(item);
  return visible;
}

/**
 * One public version for a visitor, with the item's public versions; a draft is not found. A
 * previewed version (decision 0035, slice 5) is read whatever its state, with its draft's fields.
 */
export async function readPublished<TItem extends Article>(
  db: Db,
  kind: KindOf<TItem>,
  id: number,
  previewed = false,
): Promise<ArticlePublicDetail<TItem>> {
  const row = previewed ? await articles.findArticle(db, kind.name, id) : await articles.findPublicArticle(db, kind.name, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: kind.label, id }));
  const [[item], versions, related, drafts] = await Promise.all([
    presentRows(db, kind, [row], true),
    articles.findPublicVersionsByNo(db, kind.name, row.no),
    articles.listRelated(db, kind.name, row, RELATED_LIMIT).then((rows) => presentListRows(db, kind, rows, true)),
    previewed ? presentDrafts(db, [id]) : new Map<number, ArticleVersionDraft>(),
  ]);
  const draft = drafts.get(id);
  const shown = forVisitors(withDraftFields(item!, draft));
  // A draft that moves the item to another folder shows that folder's name.
  if (draft && "catalogName" in shown && draft.cataId !== row.cataId) shown.catalogName = await findFolderName(db, draft.cataId);
  // The covers as the media library describes them, and the content's pictures as a screen needs them (decisions 0034 and 0036).
  const [[described], relatedRows, servePictures] = await Promise.all([
    withPictureDescriptions(db, [shown], row.lang, COVER),
    withPictureDescriptions(db, related.map(toPublicRow), row.lang, COVER),
    serveRichTextPictures(db, [shown.content], row.lang),
  ]);
  const detail = { ...described!, content: servePictures(described!.content), versions: versionList(versions), related: relatedRows };
  return detail as ArticlePublicDetail<TItem>;
}

/** A version as its draft would publish it: the draft's fields of the kind in place of the row's. */
function withDraftFields<TItem extends Article>(item: TItem, draft: ArticleVersionDraft | undefined): TItem {
  if (!draft) return item;
  const { savedAt: _savedAt, operatorName: _operatorName, ...fields } = draft;
  return { ...item, ...Object.fromEntries(Object.entries(fields).filter(([field]) => field in item)) };
}

/**
 * What a public list's count is made from, as the public cache's tags name it (decision 0110): the
 * kind's items (their publication, folder, links and text all change with a write of one of them),
 * and the people, practice areas or folders its filters name. A write of anything else (a practice
 * area's name, shown in the list's rows) leaves the count as it is.
 */
function countTags(kind: ArticleKindName, filters: Pick<ArticlePublicListQuery, "personId" | "practiceAreaId" | "cataId">): string[] {
  return [
    listTag(kind),
    ...(filters.personId === undefined ? [] : [listTag("person")]),
    ...(filters.practiceAreaId === undefined ? [] : [listTag("practiceArea")]),
    ...(filters.cataId === undefined ? [] : ["folder"]),
  ];
}

/** Adds the views a view counter gathered (article id → views), all or none, so that a failed write can be retried whole. */
export async function addViews(db: Db, views: ReadonlyMap<number, number>): Promise<void> {
  await db.transaction().execute((trx) => articles.addViews(trx, views));
}
