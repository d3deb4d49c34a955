import { FALLBACK_LOCALE, type ReferenceDetail, type ReferenceItem, type ReferenceVersionInput } from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { EVERY_LANGUAGE, type LanguageLimit } from "../translations/language-limit.ts";
import { moveOrderedItem, type OrderedEntity } from "../translations/ordering.ts";
import {
  checkNamesUnique,
  createTranslatedItem,
  deleteTranslatedItem,
  replaceTranslatedItem,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import * as translations from "../translations/translations.repository.ts";
import * as references from "./reference-data.repository.ts";

/**
 * Offices and job titles: reference data per language, each a translated item in an order of
 * its own. One implementation, two configurations.
 */
export interface ReferenceKind {
  table: references.ReferenceTableName;
  /** Names one item in messages. */
  label: Message;
  /** The 409 of a delete while people use the item. */
  inUse: "office.inUse" | "jobTitle.inUse";
}

export const officeKind: ReferenceKind = { table: "offices", label: message("entity.office"), inUse: "office.inUse" };
export const jobKind: ReferenceKind = { table: "jobs", label: message("entity.jobTitle"), inUse: "jobTitle.inUse" };

function toReferenceItem(row: references.ReferenceRow): ReferenceItem {
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    name: row.name,
    sort: row.sort,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/** What all versions of an item share: its place in the order. */
interface ReferencePlan {
  sort: number;
  at: string;
}

function referenceEntity(kind: ReferenceKind): TranslatedEntity<ReferenceVersionInput, ReferencePlan> {
  return {
    label: kind.label,
    scope: kind.table,
    findByNo: (db, no) => translations.findVersionsByNo(db, kind.table, no),
    findByIds: (db, ids) => translations.findVersionsByIds(db, kind.table, ids),
    readVersions: (db, no) => versionsOf(db, kind, no),
    async prepare(db, change) {
      const taken = await translations.findNamesIn(
        db,
        kind.table,
        change.versions.map(({ input }) => input.lang),
      );
      checkNamesUnique(change, taken, kind.label);
      const current = change.no === undefined ? undefined : await translations.sortOf(db, kind.table, change.no);
      return { sort: current ?? (await translations.maxSort(db, kind.table)) + 1, at: now() };
    },
    async insert(db, no, version, plan) {
      await references.insertReference(db, kind.table, {
        no,
        lang: version.lang,
        name: version.name,
        sort: plan.sort,
        createdAt: plan.at,
        updatedAt: plan.at,
      });
    },
    async update(db, stored, version, plan) {
      await references.updateReference(db, kind.table, stored.id, { name: version.name, sort: plan.sort, updatedAt: plan.at });
    },
    async remove(db, versions) {
      const use = await references.countPeopleUsing(
        db,
        kind.table,
        versions.map((version) => version.id),
      );
      const busy = versions.flatMap((version) => {
        const count = use.get(version.id) ?? 0;
        if (count === 0) return [];
        return [message(count === 1 ? "reference.usedByOnePerson" : "reference.usedByPeople", { lang: version.lang, count })];
      });
      if (busy.length > 0) throw conflict(message(kind.inUse, { uses: busy }));
      await references.deleteReferences(
        db,
        kind.table,
        versions.map((version) => version.id),
      );
    },
  };
}

function referenceOrder(kind: ReferenceKind): OrderedEntity<references.ReferenceRow> {
  return {
    label: kind.label,
    findByIds: (db, ids) => references.findReferencesByIds(db, kind.table, ids),
    listGroup: (db) => translations.listOrderedNos(db, kind.table),
    setSort: (db, no, sort, at) => translations.setSort(db, kind.table, no, sort, at),
  };
}

async function versionsOf(db: Executor, kind: ReferenceKind, no: number): Promise<ReferenceItem[]> {
  return (await references.findReferencesByNo(db, kind.table, no)).map(toReferenceItem);
}

/** The items of one language in their order (back office: `lang`, default en_US). */
export async function listReferenceItems(
  db: Db,
  languages: LanguageRegistry,
  kind: ReferenceKind,
  lang: string | undefined,
): Promise<ReferenceItem[]> {
  if (lang) await languages.assertKnown(lang, "query.lang");
  return (await references.listReferences(db, kind.table, lang || FALLBACK_LOCALE)).map(toReferenceItem);
}

/** The items of a visitor's language in their order. */
export async function listPublicReferenceItems(db: Db, kind: ReferenceKind, lang: string): Promise<ReferenceItem[]> {
  return (await references.listReferences(db, kind.table, lang)).map(toReferenceItem);
}

export async function getReferenceItem(db: Db, kind: ReferenceKind, id: number): Promise<ReferenceDetail> {
  const row = await references.findReference(db, kind.table, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: kind.label, id }));
  return { ...toReferenceItem(row), versions: await versionsOf(db, kind, row.no) };
}

/** Creates all versions of a new office or job title, at the end of the order; answers its versions. */
export async function createReferenceItem(
  db: Db,
  languages: LanguageRegistry,
  kind: ReferenceKind,
  versions: ReferenceVersionInput[],
  limit: LanguageLimit,
): Promise<ReferenceItem[]> {
  const no = await createTranslatedItem(db, languages, referenceEntity(kind), versions, limit);
  return versionsOf(db, kind, no);
}

/** Replaces the versions of an item (rename, add or drop a language); answers its versions. */
export async function updateReferenceItem(
  db: Db,
  languages: LanguageRegistry,
  kind: ReferenceKind,
  versions: ReferenceVersionInput[],
  limit: LanguageLimit,
): Promise<ReferenceItem[]> {
  const no = await replaceTranslatedItem(db, languages, referenceEntity(kind), versions, limit);
  return versionsOf(db, kind, no);
}

/** Deletes the item in every language; refused (409) while a person uses any version. */
export async function deleteReferenceItem(db: Db, kind: ReferenceKind, id: number): Promise<void> {
  const row = await references.findReference(db, kind.table, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: kind.label, id }));
  await deleteTranslatedItem(db, referenceEntity(kind), row.no);
}

/** Moves an item to another's place, in every language. */
export async function moveReferenceItem(db: Db, kind: ReferenceKind, sourceId: number, targetId: number): Promise<void> {
  await moveOrderedItem(db, referenceOrder(kind), sourceId, targetId);
}

/** Creates an office in the given languages (the demo loader and tests use this). */
export const createOffice = (db: Db, languages: LanguageRegistry, versions: ReferenceVersionInput[]) =>
  createReferenceItem(db, languages, officeKind, versions, EVERY_LANGUAGE);

/** Creates a job title in the given languages (the demo loader and tests use this). */
export const createJob = (db: Db, languages: LanguageRegistry, versions: ReferenceVersionInput[]) =>
  createReferenceItem(db, languages, jobKind, versions, EVERY_LANGUAGE);
