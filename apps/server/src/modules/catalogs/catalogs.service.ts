import {
  FALLBACK_LOCALE,
  type Catalog,
  type CatalogDetail,
  type CatalogNode,
  type CatalogType,
  type CatalogVersionInput,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { moveOrderedItem, type OrderedEntity } from "../translations/ordering.ts";
import { setSort } from "../translations/translations.repository.ts";
import {
  createTranslatedItem,
  deleteTranslatedItem,
  replaceTranslatedItem,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import * as catalogs from "./catalogs.repository.ts";

const LABEL = "folder";
const TYPE_NAMES: Record<number, string> = { 0: "news", 1: "case" };

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

  async prepare(db, { no, existing, versions, problems }) {
    const current = existing[0] ? await catalogs.findCatalog(db, existing[0].id) : undefined;
    const type = current?.type ?? versions[0]?.input.type ?? 0;
    for (const { input, index } of versions) {
      if (input.type === type) continue;
      problems.add(index, "type", current ? `cannot change: this is a ${TYPE_NAMES[type]} folder (type ${type})` : "must be the same in every version");
    }

    // Every version names the parent folder's version in its own language; all name the same parent.
    const parentIds = [...new Set(versions.map(({ input }) => input.parentId ?? 0).filter((id) => id > 0))];
    const parents = new Map((await catalogs.findCatalogsByIds(db, parentIds)).map((row) => [row.id, row]));
    const parentVersions = new Map<number, catalogs.CatalogRow[]>();
    for (const parentNo of new Set([...parents.values()].map((row) => row.no))) {
      parentVersions.set(parentNo, await catalogs.findCatalogsByNo(db, parentNo));
    }
    const parentIdByLang = new Map<string, number>();
    let parentNo: number | null | undefined;
    let parentRowId: number | undefined;
    let parentIndex = 0;
    for (const { input, index } of versions) {
      const parentId = input.parentId ?? 0;
      let itemParent: number | null = null;
      if (parentId > 0) {
        const parent = parents.get(parentId);
        if (!parent) {
          problems.add(index, "parentId", `is not the id of any folder`);
          continue;
        }
        if (parent.type !== type) problems.add(index, "parentId", `must be a ${TYPE_NAMES[type]} folder (type ${type})`);
        if (parent.lang !== input.lang) {
          const sameLanguage = parentVersions.get(parent.no)?.find((row) => row.lang === input.lang);
          problems.add(
            index,
            "parentId",
            sameLanguage
              ? `must be a ${input.lang} folder: the ${input.lang} version of folder ${parentId} is ${sameLanguage.id}`
              : `must be a ${input.lang} folder: folder ${parentId} has no ${input.lang} version`,
          );
        }
        itemParent = parent.no;
        parentIdByLang.set(input.lang, parent.id);
        parentRowId = parent.id;
        parentIndex = index;
      }
      if (parentNo === undefined) parentNo = itemParent;
      else if (parentNo !== itemParent) problems.add(index, "parentId", "must name the same parent folder as the other versions");
    }
    parentNo ??= null;

    if (no !== undefined && parentRowId !== undefined && (await catalogs.findAncestorNos(db, parentRowId)).includes(no)) {
      problems.add(parentIndex, "parentId", "cannot be the folder itself or one of its sub-folders");
    }
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
      const parts = [articles > 0 ? `${articles} article(s)` : "", children > 0 ? `${children} sub-folder(s)` : ""].filter(Boolean);
      return [`the ${version.lang} version holds ${parts.join(" and ")}`];
    });
    if (busy.length > 0) throw conflict(`The folder is still in use: ${busy.join("; ")}. Move or delete them first.`);
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

export async function getCatalog(db: Db, id: number): Promise<CatalogDetail> {
  const row = await catalogs.findCatalog(db, id);
  if (!row) throw notFound(`No folder with id ${id}`);
  return { ...toCatalog(row), versions: await versionsOf(db, row.no) };
}

export async function createCatalog(db: Db, languages: LanguageRegistry, versions: CatalogVersionInput[]): Promise<Catalog[]> {
  const no = await createTranslatedItem(db, languages, catalogEntity, versions);
  return versionsOf(db, no);
}

export async function updateCatalog(db: Db, languages: LanguageRegistry, versions: CatalogVersionInput[]): Promise<Catalog[]> {
  const no = await replaceTranslatedItem(db, languages, catalogEntity, versions);
  return versionsOf(db, no);
}

/** Deletes the folder in every language; refused (409) while any version holds articles or sub-folders. */
export async function deleteCatalog(db: Db, id: number): Promise<void> {
  const row = await catalogs.findCatalog(db, id);
  if (!row) throw notFound(`No folder with id ${id}`);
  await deleteTranslatedItem(db, catalogEntity, row.no);
}

/** Folders in their order: among the target's siblings; a folder from another parent moves under the target's parent. */
const catalogOrder: OrderedEntity<catalogs.CatalogRow> = {
  label: LABEL,
  findByIds: (db, ids) => catalogs.findCatalogsByIds(db, ids),
  listGroup: async (db, target) => catalogs.listSiblingNos(db, target.type, await parentNoOf(db, target)),
  setSort: (db, no, sort, at) => setSort(db, "catalogs", no, sort, at),
  async beforeMove(db, source, target, at) {
    if (source.type !== target.type) {
      throw badRequest("Invalid request: targetId must be a folder of the same type as the source", [
        { field: "body.targetId", message: "must be a folder of the same type as the source" },
      ]);
    }
    const [sourceParentNo, targetParentNo] = await Promise.all([parentNoOf(db, source), parentNoOf(db, target)]);
    if (sourceParentNo !== targetParentNo) await reparent(db, source, target, targetParentNo, at);
  },
};

/**
 * Moves the source folder to the target folder's place among the target's siblings, in every
 * language (see `placeAt`). The source may come from another parent.
 */
export async function moveCatalog(db: Db, sourceId: number, targetId: number): Promise<void> {
  await moveOrderedItem(db, catalogOrder, sourceId, targetId);
}

/** Puts every version of `source` under the parent of `target`, in its own language. */
async function reparent(trx: Executor, source: catalogs.CatalogRow, target: catalogs.CatalogRow, parentNo: number | null, at: string) {
  const refuse = (message: string) => badRequest(`Invalid request: targetId ${message}`, [{ field: "body.targetId", message }]);
  const sourceVersions = await catalogs.findCatalogsByNo(trx, source.no);
  const parentVersions = parentNo === null ? [] : await catalogs.findCatalogsByNo(trx, parentNo);
  if (target.parentId !== null && (await catalogs.findAncestorNos(trx, target.parentId)).includes(source.no)) {
    throw refuse("is inside the folder being moved: a folder cannot become its own sub-folder");
  }
  for (const version of sourceVersions) {
    const parent = parentVersions.find((row) => row.lang === version.lang);
    if (parentNo !== null && !parent) throw refuse(`is in a folder that has no ${version.lang} version`);
    await catalogs.updateCatalog(trx, version.id, { parentId: parent?.id ?? null, updatedAt: at });
  }
}

/** Folder versions by id, for checking references from articles. */
export async function findCatalogRefs(db: Executor, ids: readonly number[]) {
  const rows = await catalogs.findCatalogsByIds(db, ids);
  const sameItem = new Map<number, catalogs.CatalogRow[]>();
  for (const no of new Set(rows.map((row) => row.no))) sameItem.set(no, await catalogs.findCatalogsByNo(db, no));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, lang: row.lang, type: row.type, versions: (sameItem.get(row.no) ?? []).map(({ id, lang }) => ({ id, lang })) },
    ]),
  );
}
