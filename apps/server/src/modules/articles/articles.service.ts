import { ARTICLE_LIMITS, FALLBACK_LOCALE, type CatalogType, type Article, type Paging, type Version } from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { richTextExcerpt } from "../../http/rich-text.ts";
import { message } from "../../i18n/messages.ts";
import { findFolderTypes, folderTypeName } from "../catalogs/catalogs.service.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { findLanguagesOf } from "../translations/translations.repository.ts";
import {
  checkSameLanguageRefs,
  createTranslatedItem,
  deleteTranslatedItem,
  findReferencedVersions,
  replaceTranslatedItem,
  versionList,
  type ItemChange,
  type ReferenceRule,
  type TranslatedEntity,
  type VersionInput,
} from "../translations/translated-items.ts";
import type { ArticleKind } from "./article-kinds.ts";
import * as articles from "./articles.repository.ts";

type AnyKind<TInput extends VersionInput, TItem extends Article> = ArticleKind<TInput, TItem>;

/** What all versions of an article share, and who saves it. */
interface ArticlePlan {
  top: number;
  createdAt: string;
  at: string;
}

/**
 * A news/case version's folder must be a folder of the kind's type in the version's own language.
 * A folder of the other type is that version's one problem: its language does not matter then.
 */
async function checkFolders<TInput extends VersionInput>(db: Executor, kind: AnyKind<TInput, Article>, catalogType: CatalogType, change: ItemChange<TInput>) {
  const rule: ReferenceRule<TInput> = {
    field: "cataId",
    label: message("entity.folder"),
    ids: (input) => {
      const cataId = kind.cataIdOf(input);
      return cataId === null ? [] : [cataId];
    },
  };
  const ids = change.versions.flatMap(({ input }) => rule.ids(input));
  const [refs, folderTypes] = await Promise.all([findReferencedVersions(db, "catalogs", ids), findFolderTypes(db, ids)]);
  const ofKindType = change.versions.filter(({ input, index }) => {
    const cataId = kind.cataIdOf(input);
    const type = cataId === null ? undefined : folderTypes.get(cataId);
    if (cataId === null || type === undefined || type === catalogType) return true;
    change.problems.add(
      index,
      "cataId",
      message("article.folderOfOtherType", { wanted: folderTypeName(catalogType), typeNo: catalogType, id: cataId, actual: folderTypeName(type) }),
    );
    return false;
  });
  checkSameLanguageRefs({ ...change, versions: ofKindType }, refs, rule);
}

/** Articles of one kind as translated items: the pin flag and the publication time belong to the item. */
function articleEntity<TInput extends VersionInput, TItem extends Article>(
  kind: AnyKind<TInput, TItem>,
  operatorName: string,
): TranslatedEntity<TInput, ArticlePlan> {
  return {
    label: kind.label,
    scope: kind.name,
    findByNo: (db, no) => articles.findVersionsByNo(db, kind.name, no),
    findByIds: (db, ids) => articles.findVersionsByIds(db, kind.name, ids),
    async prepare(db, change) {
      if (kind.catalogType !== null) await checkFolders(db, kind, kind.catalogType, change);
      const state = change.no === undefined ? undefined : await articles.findItemState(db, change.no);
      const at = now();
      // A language added later takes the item's pin flag and publication time.
      return { top: state?.top ?? 0, createdAt: state?.createdAt ?? at, at };
    },
    async insert(db, no, input, plan) {
      await articles.insertArticle(db, {
        kind: kind.name,
        no,
        lang: input.lang,
        ...kind.columns(input),
        top: plan.top,
        views: 0,
        operatorName,
        createdAt: plan.createdAt,
        updatedAt: plan.at,
      });
    },
    async update(db, stored, input, plan) {
      await articles.updateArticle(db, stored.id, { ...kind.columns(input), operatorName, updatedAt: plan.at });
    },
    async remove(db, versions) {
      await articles.deleteArticles(
        db,
        versions.map((version) => version.id),
      );
    },
  };
}

/** A list row: the item without its content, with the beginning of the content as plain text. */
function toListRow<TItem extends Article>(kind: AnyKind<VersionInput, TItem>, row: articles.ArticleRow) {
  const { content, ...rest } = kind.present(row);
  return { ...rest, summary: richTextExcerpt(content, ARTICLE_LIMITS.summary) };
}

async function itemVersions<TItem extends Article>(db: Db, kind: AnyKind<VersionInput, TItem>, no: number): Promise<TItem[]> {
  return (await articles.findArticlesByNo(db, kind.name, no)).map((row) => kind.present(row));
}

export interface AdminListQuery extends Paging {
  title?: string | undefined;
  no?: number | undefined;
  lang?: string | undefined;
  cataId?: number | undefined;
}

/** The back office's list: one row per item, in the `lang` version (default en_US, else any). */
export async function listItems<TItem extends Article>(db: Db, languages: LanguageRegistry, kind: AnyKind<VersionInput, TItem>, query: AdminListQuery) {
  if (query.lang) await languages.assertKnown(query.lang, "query.lang");
  const { rows, pageable } = await articles.listItems(
    db,
    kind.name,
    { lang: query.lang || FALLBACK_LOCALE, fallback: FALLBACK_LOCALE, title: query.title, no: query.no, cataId: query.cataId },
    query,
  );
  const present = await findLanguagesOf(
    db,
    "articles",
    rows.map((row) => row.no),
  );
  return { result: rows.map((row) => ({ ...toListRow(kind, row), languages: present.get(row.no) ?? [row.lang] })), pageable };
}

/** All versions of one item, for the editor. */
export async function getItem<TItem extends Article>(db: Db, kind: AnyKind<VersionInput, TItem>, no: number): Promise<TItem[]> {
  const versions = await itemVersions(db, kind, no);
  if (versions.length === 0) throw notFound(message("item.notFoundByNo", { entity: kind.label, no }));
  return versions;
}

export async function createItem<TInput extends VersionInput, TItem extends Article>(
  db: Db,
  languages: LanguageRegistry,
  kind: AnyKind<TInput, TItem>,
  versions: TInput[],
  operatorName: string,
): Promise<TItem[]> {
  const no = await createTranslatedItem(db, languages, articleEntity(kind, operatorName), versions);
  return itemVersions(db, kind, no);
}

export async function updateItem<TInput extends VersionInput, TItem extends Article>(
  db: Db,
  languages: LanguageRegistry,
  kind: AnyKind<TInput, TItem>,
  versions: TInput[],
  operatorName: string,
): Promise<TItem[]> {
  const no = await replaceTranslatedItem(db, languages, articleEntity(kind, operatorName), versions);
  return itemVersions(db, kind, no);
}

export async function deleteItem<TInput extends VersionInput, TItem extends Article>(db: Db, kind: AnyKind<TInput, TItem>, no: number) {
  await deleteTranslatedItem(db, articleEntity(kind, ""), no);
}

/** Pins or unpins the item in every language. */
export async function setItemTop<TItem extends Article>(db: Db, kind: AnyKind<VersionInput, TItem>, no: number, top: 0 | 1) {
  if ((await articles.setTop(db, kind.name, no, top)) === 0) throw notFound(message("item.notFoundByNo", { entity: kind.label, no }));
}

/** Visitors are not told who changed an item: public answers carry no account data. */
function forVisitors<T extends { operatorName: string | null }>({ operatorName: _operatorName, ...visible }: T): Omit<T, "operatorName"> {
  return visible;
}

export interface PublicListQuery extends Paging {
  no?: number | undefined;
  cataId?: number | undefined;
}

/** A visitor's list: one language, pinned first, then newest; `cataId` includes its sub-folders. */
export async function listPublished<TItem extends Article>(db: Db, kind: AnyKind<VersionInput, TItem>, query: PublicListQuery, lang: string) {
  const { rows, pageable } = await articles.listPublished(db, kind.name, { lang, no: query.no, cataId: query.cataId }, query);
  return { result: rows.map((row) => forVisitors(toListRow(kind, row))), pageable };
}

/** One version for a visitor, with the item's versions. */
export async function readPublished<TItem extends Article>(
  db: Db,
  kind: AnyKind<VersionInput, TItem>,
  id: number,
): Promise<Omit<TItem, "operatorName"> & { versions: Version[] }> {
  const row = await articles.findArticle(db, kind.name, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: kind.label, id }));
  return { ...forVisitors(kind.present(row)), versions: versionList(await articles.findVersionsByNo(db, kind.name, row.no)) };
}

/** Adds the views a view counter gathered (article id → views), all or none, so that a failed write can be retried whole. */
export async function addViews(db: Db, views: ReadonlyMap<number, number>): Promise<void> {
  await db.transaction().execute((trx) => articles.addViews(trx, views));
}
