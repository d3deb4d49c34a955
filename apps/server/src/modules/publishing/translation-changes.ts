import {
  CONTENT_KIND_FIELDS,
  type ContentFieldFacts,
  type ContentKindName,
  type TranslationState,
  type TranslationStatus,
} from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import type { DraftTable } from "./drafts.repository.ts";
import { PUBLISHABLE_KIND_NAMES, PUBLISHABLE_KINDS } from "./publishable-kinds.ts";
import {
  deleteChangesOf,
  findChangesOf,
  findChangesOfItems,
  findDocumentVersions,
  findItemsOfVersions,
  findItemVersions,
  insertChange,
  updateChange,
  type ItemVersionsTable,
  type TranslationChangeRow,
} from "./translation-changes.repository.ts";

/**
 * Out-of-date language versions (decision 0057). A save that changes a version's own fields marks
 * every other version of its item out of date with it, field by field, in the save's transaction;
 * a save of a version that was out of date is its translation: it brings that version up to date
 * and marks no other. Mark as up to date does the same without a save. A legal document's versions
 * follow each other as a translated item's do; a banner is one language only.
 */

/** The kind a versions' table is of. */
function kindOfTable(table: DraftTable): ContentKindName {
  const kind = PUBLISHABLE_KIND_NAMES.find((name) => PUBLISHABLE_KINDS[name].table === table);
  if (!kind) throw new Error(`${table} is no publishable kind's table`);
  return kind;
}

/** The table of a kind whose versions are linked as one item's (by `no`); undefined for a kind whose versions are items of their own. */
function itemTableOf(table: DraftTable): ItemVersionsTable | undefined {
  return PUBLISHABLE_KINDS[kindOfTable(table)].ownItem ? undefined : (table as ItemVersionsTable);
}

/**
 * Every version of the item of a version (`no`: its item's number, or its own id for a kind whose
 * versions are items of their own): a translated item's versions, a legal document's versions (one
 * per language, sharing its name); a banner is one language only.
 */
export async function versionsOfItem(
  db: Executor,
  table: DraftTable,
  version: { id: number; no: number },
): Promise<{ id: number; lang: string }[]> {
  const itemTable = itemTableOf(table);
  if (itemTable) return findItemVersions(db, itemTable, [version.no]);
  return table === "legalDocuments" ? findDocumentVersions(db, version.id) : [];
}

/**
 * The fields a translation follows, in their declared order: a version's own fields that History
 * compares. What every version shares (`belongsTo: "item"`) changes in all of them at once.
 */
export function translatedFieldsOf(table: DraftTable): string[] {
  const fields: Record<string, ContentFieldFacts> = CONTENT_KIND_FIELDS[kindOfTable(table)];
  return Object.keys(fields).filter((name) => fields[name]!.belongsTo === "version" && fields[name]!.history !== null);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The followed fields whose values differ between two states of a version's fields. */
export function changedFields(table: DraftTable, before: object, after: object): string[] {
  const [was, is] = [before as Record<string, unknown>, after as Record<string, unknown>];
  return translatedFieldsOf(table).filter((name) => !sameValue(was[name], is[name]));
}

/** Names in the declared order of the kind's followed fields. */
const inDeclaredOrder = (table: DraftTable, names: Iterable<string>) => {
  const wanted = new Set(names);
  return translatedFieldsOf(table).filter((name) => wanted.has(name));
};

const fieldsOf = (row: TranslationChangeRow) => JSON.parse(row.fields) as string[];

/**
 * Takes in a save of a version (`before`: its fields as the editor showed them, its draft's where
 * it had one; `after`: as saved), in the save's transaction. A version that was out of date is
 * brought up to date (the save is its translation); else every other version of its item is marked
 * out of date with the fields that changed, keeping, where it was behind already, the fields it was
 * translated from.
 */
export async function noteVersionChange(
  db: Executor,
  table: DraftTable,
  version: { id: number; no: number; lang: string },
  before: object,
  after: object,
  at: string,
): Promise<void> {
  const changed = changedFields(table, before, after);
  if (changed.length === 0) return;
  if ((await findChangesOf(db, table, [version.id])).length > 0) {
    await deleteChangesOf(db, table, version.id);
    return;
  }
  const others = (await versionsOfItem(db, table, version)).filter((other) => other.id !== version.id);
  const rows = (
    await findChangesOf(
      db,
      table,
      others.map((other) => other.id),
    )
  ).filter((row) => row.sourceLang === version.lang);
  for (const other of others) {
    const row = rows.find((candidate) => candidate.versionId === other.id);
    if (row) {
      const fields = JSON.stringify(inDeclaredOrder(table, [...fieldsOf(row), ...changed]));
      await updateChange(
        db,
        { table, versionId: other.id, sourceLang: version.lang },
        { fields, changedAt: at, sourceVersionId: version.id },
      );
    } else {
      await insertChange(db, {
        tableName: table,
        versionId: other.id,
        lang: other.lang,
        itemNo: version.no,
        sourceLang: version.lang,
        sourceVersionId: version.id,
        fields: JSON.stringify(changed),
        baseline: JSON.stringify(before),
        since: at,
        changedAt: at,
      });
    }
  }
}

/** A version's translation state: the other versions it is behind, by their language. */
export async function translationStateOf(
  db: Executor,
  table: DraftTable,
  version: { id: number; lang: string },
): Promise<TranslationState> {
  const rows = await findChangesOf(db, table, [version.id]);
  return {
    id: version.id,
    lang: version.lang,
    behind: rows.map((row) => ({
      sourceLang: row.sourceLang,
      sourceId: row.sourceVersionId,
      fields: fieldsOf(row),
      since: row.since,
      changedAt: row.changedAt,
    })),
  };
}

/** What a version is behind in one other language: the fields changed and what it was translated from; undefined when up to date with it. */
export async function lagBehind<TFields>(
  db: Executor,
  table: DraftTable,
  versionId: number,
  sourceLang: string,
): Promise<{ fields: string[]; baseline: TFields; changedAt: string } | undefined> {
  const row = (await findChangesOf(db, table, [versionId])).find((candidate) => candidate.sourceLang === sourceLang);
  return row && { fields: fieldsOf(row), baseline: JSON.parse(row.baseline) as TFields, changedAt: row.changedAt };
}

/** Brings a version up to date with every other version of its item. */
export async function markVersionUpToDate(db: Executor, table: DraftTable, versionId: number): Promise<void> {
  await deleteChangesOf(db, table, versionId);
}

/** Per version of `ids` (unknown ones left out), the languages of its item whose versions are out of date. */
export async function translationStatusOf(db: Executor, table: DraftTable, ids: readonly number[]): Promise<TranslationStatus> {
  const itemTable = itemTableOf(table);
  if (!itemTable) return [];
  const items = await findItemsOfVersions(db, itemTable, ids);
  const rows = await findChangesOfItems(db, table, [...new Set(items.values())]);
  return ids.flatMap((id) => {
    const no = items.get(id);
    if (no === undefined) return [];
    const outdated = [...new Set(rows.filter((row) => row.itemNo === no).map((row) => row.lang))].sort();
    return [{ id, outdated }];
  });
}
