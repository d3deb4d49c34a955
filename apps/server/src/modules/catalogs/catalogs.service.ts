import {
  FALLBACK_LOCALE,
  placeAt,
  type Catalog,
  type CatalogNode,
  type CatalogSortInput,
  type CatalogType,
  type CatalogVersionInput,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { conflict, invalidRequest, notFound, type FieldProblem, type HttpError } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { moveOrderedItem, type OrderedEntity } from "../translations/ordering.ts";
import { setSort } from "../translations/translations.repository.ts";
import { limitSaves, translatedItemCallsById } from "../translations/translated-item-calls.ts";
import { inTransaction, type TranslatedEntity } from "../translations/translated-items.ts";
import * as catalogs from "./catalogs.repository.ts";

const LABEL = message("entity.folder");
/** The name of a folder type in messages: "news" (0) or "case" (1). */
export const folderTypeName = (type: number): Message => message(type === 1 ? "folder.type.case" : "folder.type.news");

function toCatalog(row: catalogs.CatalogRow): Catalog {
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    name: row.name,
    type: row.type as CatalogType,
    parentId: row.parentId ?? 0,
    sort: row.sort,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/** Nests the folders of one language under their parents, keeping the order they come in. */
function buildTree(rows: readonly catalogs.CatalogRow[]): CatalogNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...toCatalog(row), childrenList: [] as CatalogNode[] }]));
  const roots: CatalogNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.childrenList : roots).push(node);
  }
  return roots;
}

async function parentNoOf(db: Executor, row: catalogs.CatalogRow): Promise<number | null> {
  if (row.parentId === null) return null;
  return (await catalogs.findCatalog(db, row.parentId))?.no ?? null;
}

/** What all versions of a folder share: its type, its place in the tree and its sort. */
interface CatalogPlan {
  type: number;
  /** The parent folder's version in each language; empty at top level. */
  parentIdByLang: Map<string, number>;
  sort: number;
  at: string;
}

/** Folders as translated items: parent and order are the same in every language. */
const catalogEntity: TranslatedEntity<CatalogVersionInput, CatalogPlan> = {
  label: LABEL,
  scope: "catalog",
  findByNo: (db, no) => catalogs.findCatalogsByNo(db, no),
  findByIds: (db, ids) => catalogs.findCatalogsByIds(db, ids),
  readVersions: (db, no) => versionsOf(db, no),

  async prepare(db, { no, existing, versions, problems }) {
    await catalogs.lockFolderTree(db);
    const current = existing[0] ? await catalogs.findCatalog(db, existing[0].id) : undefined;
    const type = current?.type ?? versions[0]?.input.type ?? 0;
    for (const { input, index } of versions) {
      if (input.type === type) continue;
      problems.add(
        index,
        "type",
        current
          ? message("folder.typeCannotChange", { type: folderTypeName(type), typeNo: type })
          : message("validation.sameInEveryVersion"),
      );
    }

    // Every version names the parent folder's version in its own language; all name the same parent.
    const parentIds = [...new Set(versions.map(({ input }) => input.parentId ?? 0).filter((id) => id > 0))];
    const parents = new Map((await catalogs.findCatalogsByIds(db, parentIds)).map((row) => [row.id, row]));
    const parentIdByLang = new Map<string, number>();
    let parentNo: number | null | undefined;
    for (const { input, index } of versions) {
      const parentId = input.parentId ?? 0;
      let itemParent: number | null = null;
      if (parentId > 0) {
        const parent = parents.get(parentId);
        if (!parent) {
          problems.add(index, "parentId", message("reference.unknown", { entity: LABEL }));
          continue;
        }
        const problem = await parentProblem(db, { no, type, lang: input.lang }, parent);
        if (problem) problems.add(index, "parentId", problem);
        itemParent = parent.no;
        parentIdByLang.set(input.lang, parent.id);
      }
      if (parentNo === undefined) parentNo = itemParent;
      else if (parentNo !== itemParent) problems.add(index, "parentId", message("folder.sameParent"));
    }
    parentNo ??= null;

    const currentParentNo = current ? await parentNoOf(db, current) : undefined;
    const stays = current !== undefined && currentParentNo === parentNo;
    const sort = stays ? current.sort : (await catalogs.maxSiblingSort(db, type, parentNo)) + 1;
    return { type, parentIdByLang, sort, at: now() };
  },

  async insert(db, no, version, plan) {
    await catalogs.insertCatalog(db, {
      no,
      lang: version.lang,
      type: plan.type,
      name: version.name,
      parentId: plan.parentIdByLang.get(version.lang) ?? null,
      sort: plan.sort,
      createdAt: plan.at,
      updatedAt: plan.at,
    });
  },

  async update(db, stored, version, plan) {
    await catalogs.updateCatalog(db, stored.id, {
      name: version.name,
      parentId: plan.parentIdByLang.get(version.lang) ?? null,
      sort: plan.sort,
      updatedAt: plan.at,
    });
  },

  async remove(db, versions) {
    const ids = versions.map((version) => version.id);
    const use = await catalogs.countCatalogUse(db, ids);
    const busy = versions.flatMap((version) => {
      const articles = use.articles.get(version.id) ?? 0;
      const children = use.children.get(version.id) ?? 0;
      if (articles === 0 && children === 0) return [];
      const { lang } = version;
      if (children === 0) return [message("folder.versionHoldsArticles", { lang, articles })];
      if (articles === 0) return [message("folder.versionHoldsFolders", { lang, folders: children })];
      return [message("folder.versionHoldsBoth", { lang, articles, folders: children })];
    });
    if (busy.length > 0) throw conflict(message("folder.inUse", { uses: busy }));
    await catalogs.deleteCatalogs(db, ids);
  },
};

async function versionsOf(db: Executor, no: number): Promise<Catalog[]> {
  return (await catalogs.findCatalogsByNo(db, no)).map(toCatalog);
}

/** The folder tree of one type in one language (admin: `lang` query, default en_US). */
export async function getCatalogTree(db: Db, languages: LanguageRegistry, type: number, lang: string | undefined): Promise<CatalogNode[]> {
  if (lang) await languages.assertKnown(lang, "query.lang");
  return buildTree(await catalogs.listCatalogs(db, type, lang || FALLBACK_LOCALE));
}

export async function getPublicCatalogTree(db: Db, type: number, lang: string): Promise<CatalogNode[]> {
  return buildTree(await catalogs.listCatalogs(db, type, lang));
}

/**
 * The back office's calls on one folder, named by the id of one of its versions; a save keeps to
 * the writer's languages. A delete (in every language) is refused (409) while any version holds
 * articles or sub-folders.
 */
export const {
  detail: getCatalog,
  create: createCatalog,
  update: updateCatalog,
  deleteById: deleteCatalog,
} = translatedItemCallsById({ saves: limitSaves(catalogEntity), versions: versionsOf, findVersion: catalogs.findCatalog });

/** Folders in their order: among the target's siblings; a folder from another parent moves under the target's parent. */
const catalogOrder: OrderedEntity<catalogs.CatalogRow> = {
  label: LABEL,
  findByIds: (db, ids) => catalogs.findCatalogsByIds(db, ids),
  listGroup: async (db, target) => catalogs.listSiblingNos(db, target.type, await parentNoOf(db, target)),
  setSort: (db, no, sort, at) => setSort(db, "catalogs", no, sort, at),
  async beforeMove(db, source, target, at) {
    await catalogs.lockFolderTree(db);
    if (source.type !== target.type) {
      throw invalidRequest([{ field: "body.targetId", message: message("folder.moveToOtherType") }]);
    }
    const [sourceParentNo, targetParentNo] = await Promise.all([parentNoOf(db, source), parentNoOf(db, target)]);
    if (sourceParentNo !== targetParentNo) await reparent(db, source, target, targetParentNo, at);
  },
};

/**
 * `PUT /admin/catalog/sort`: without a parent, the source folder takes the target's place among
 * the target's siblings (the specification's call); with one, it moves under that parent.
 */
export async function sortCatalog(db: Db, { sourceId, targetId, parentId }: CatalogSortInput): Promise<void> {
  if (parentId !== undefined) return moveCatalogUnder(db, sourceId, parentId || null, targetId);
  // The contract's schema refuses this already; the service does not rely on it.
  if (targetId === undefined) throw invalidRequest([{ field: "body.targetId", message: message("validation.required") }]);
  return moveCatalog(db, sourceId, targetId);
}

/**
 * Moves the source folder to the target folder's place among the target's siblings, in every
 * language (see `placeAt`). The source may come from another parent.
 */
export async function moveCatalog(db: Db, sourceId: number, targetId: number): Promise<void> {
  await moveOrderedItem(db, catalogOrder, sourceId, targetId);
}

/**
 * Moves the source folder under a parent folder (null: the top level), at the target's place among
 * the parent's sub-folders, or after the last one without a target; in every language and in one
 * transaction, so that a drag and drop is one write. The checks are those of a `PUT` that changes
 * the parent: the parent exists, has the same type, is the version in the source's language, is
 * not the folder itself or inside it, and has a version for every language the folder has.
 */
export async function moveCatalogUnder(db: Db, sourceId: number, parentId: number | null, targetId: number | undefined): Promise<void> {
  await inTransaction(db, LABEL, async (trx) => {
    await catalogs.lockFolderTree(trx);
    const ids = [sourceId, parentId, targetId].filter((id): id is number => typeof id === "number");
    const rows = new Map((await catalogs.findCatalogsByIds(trx, ids)).map((row) => [row.id, row]));
    const find = (id: number) => {
      const row = rows.get(id);
      if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
      return row;
    };
    const source = find(sourceId);
    const parent = parentId === null ? null : find(parentId);
    const target = targetId === undefined ? undefined : find(targetId);

    const problems: FieldProblem[] = [];
    const problem = parent && (await parentProblem(trx, source, parent));
    if (problem) problems.push({ field: "body.parentId", message: problem });
    const parentNo = parent?.no ?? null;
    if (target) {
      if (target.type !== source.type) problems.push({ field: "body.targetId", message: message("folder.moveToOtherType") });
      else if ((await parentNoOf(trx, target)) !== parentNo) {
        problems.push({ field: "body.targetId", message: message("folder.targetOutsideParent") });
      }
    }
    if (problems.length > 0) throw invalidRequest(problems);

    const at = now();
    // The parent's sub-folders before the move: they hold the source only when it stays under the same parent.
    const order = await catalogs.listSiblingNos(trx, source.type, parentNo);
    if ((await parentNoOf(trx, source)) !== parentNo) {
      await placeUnder(trx, source.no, parentNo, at, (lang) =>
        invalidRequest([
          { field: "body.parentId", lang, message: message("folder.parentLacksMovedLanguage", { id: parentId ?? 0, lang }) },
        ]),
      );
    }
    for (const [index, no] of placeAt(order, source.no, target?.no).entries()) await setSort(trx, "catalogs", no, index + 1, at);
  });
}

/** Whether the folder of version `id` is the folder `no` or inside it, at any depth. */
async function isInsideFolder(db: Executor, id: number, no: number): Promise<boolean> {
  return (await catalogs.findAncestorNos(db, id)).includes(no);
}

/**
 * The parent rule, for a folder saved with a parent and for a folder moved under one: why
 * `parent` cannot hold the folder (its `no`, undefined while it is being created; its type; the
 * language of its version), if it cannot. The parent has the folder's type, is the parent's
 * version in the folder version's language, and is neither the folder itself nor inside it.
 */
async function parentProblem(
  db: Executor,
  folder: { no: number | undefined; type: number; lang: string },
  parent: catalogs.CatalogRow,
): Promise<Message | undefined> {
  if (parent.type !== folder.type) return message("folder.mustBeOfType", { type: folderTypeName(folder.type), typeNo: folder.type });
  if (parent.lang !== folder.lang) {
    const sameLanguage = (await catalogs.findCatalogsByNo(db, parent.no)).find((row) => row.lang === folder.lang);
    return sameLanguage
      ? message("folder.parentOtherLanguage", { lang: folder.lang, id: parent.id, versionId: sameLanguage.id })
      : message("folder.parentLacksLanguage", { lang: folder.lang, id: parent.id });
  }
  if (folder.no !== undefined && (await isInsideFolder(db, parent.id, folder.no))) return message("folder.parentInsideItself");
  return undefined;
}

/** Puts every version of `source` under the parent of `target`, in its own language. */
async function reparent(trx: Executor, source: catalogs.CatalogRow, target: catalogs.CatalogRow, parentNo: number | null, at: string) {
  const refuse = (problem: Message) => invalidRequest([{ field: "body.targetId", message: problem }]);
  if (target.parentId !== null && (await isInsideFolder(trx, target.parentId, source.no))) {
    throw refuse(message("folder.moveIntoItself"));
  }
  await placeUnder(trx, source.no, parentNo, at, (lang) => refuse(message("folder.moveLacksLanguage", { lang })));
}

/**
 * Puts every version of the folder `sourceNo` under the parent folder's version in its own
 * language (`parentNo` null: the top level). A language the parent lacks throws `lacking(lang)`
 * part-way through: the caller's transaction undoes the versions already moved.
 */
async function placeUnder(trx: Executor, sourceNo: number, parentNo: number | null, at: string, lacking: (lang: string) => HttpError) {
  const sourceVersions = await catalogs.findCatalogsByNo(trx, sourceNo);
  const parentVersions = parentNo === null ? [] : await catalogs.findCatalogsByNo(trx, parentNo);
  for (const version of sourceVersions) {
    const parent = parentVersions.find((row) => row.lang === version.lang);
    if (parentNo !== null && !parent) throw lacking(version.lang);
    await catalogs.updateCatalog(trx, version.id, { parentId: parent?.id ?? null, updatedAt: at });
  }
}

/** A folder's name; null for no folder or one deleted since. */
export async function findFolderName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await catalogs.findCatalogsByIds(db, [id]);
  return row?.name ?? null;
}

/** The type of each folder version, by id: an article's folder must be of its kind's type. */
/** A folder's type and its versions' ids by language, from any version's id; undefined for no folder (or one deleted). */
export async function findFolderVersions(db: Executor, id: number): Promise<{ type: number; byLang: Map<string, number> } | undefined> {
  const [named] = await catalogs.findCatalogsByIds(db, [id]);
  if (!named) return undefined;
  const versions = await catalogs.findCatalogsByNo(db, named.no);
  return { type: named.type, byLang: new Map(versions.map((version) => [version.lang, version.id])) };
}

export async function findFolderTypes(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  return new Map((await catalogs.findCatalogsByIds(db, ids)).map((row) => [row.id, row.type]));
}
