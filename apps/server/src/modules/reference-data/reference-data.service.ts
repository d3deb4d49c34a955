import type { Insertable } from "kysely";
import {
  FALLBACK_LOCALE,
  type Job,
  type JobVersionInput,
  type Office,
  type OfficeVersionInput,
  type PublicOffice,
  type ReferenceItem,
} from "@lawfirm/contract";
import { now, type Database, type Db, type Executor } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { EVERY_LANGUAGE } from "../translations/language-limit.ts";
import { withImageDescriptions } from "../media/image-descriptions.ts";
import { pictureAt, type SavedAddress } from "../media/saved-uploads.ts";
import { moveOrderedItem, type OrderedEntity } from "../translations/ordering.ts";
import {
  checkNamesUnique,
  checkNamesUniqueTogether,
  type ItemChange,
  type TranslatedEntity,
  type VersionInput,
  versionList,
} from "../translations/translated-items.ts";
import { limitSaves, translatedItemCallsById } from "../translations/translated-item-calls.ts";
import * as translations from "../translations/translations.repository.ts";
import * as references from "./reference-data.repository.ts";

/**
 * Offices and job titles: reference data per language, each a translated item in an order of
 * its own. One implementation, two configurations: a kind says how its rows read as the
 * contract's items and which of its fields belong to the item (the same in every version).
 */
export interface ReferenceKind<T extends references.ReferenceTableName, TItem extends ReferenceItem, TInput extends VersionInput, TShared> {
  table: T;
  /** Names one item in messages. */
  label: Message;
  /** The 409 of a delete while people use the item. */
  inUse: "office.inUse" | "jobTitle.inUse";
  /** How names must differ: in each language (offices), or in at least one language (job titles, for the forms for women). */
  uniqueNames: typeof checkNamesUnique;
  toItem(row: references.ReferenceRow<T>): TItem;
  /** The item's own fields after a write: sent by versions (which must agree), else as stored. */
  shared(change: ItemChange<TInput>, stored: references.ReferenceRow<T> | undefined): TShared;
  /** The columns a version's write fills besides name, order and times. */
  columns(version: TInput, shared: TShared): Omit<references.ReferenceChanges<T>, "name" | "sort" | "updatedAt">;
  /** The upload addresses a version stores (see `TranslatedEntity.pictures`). */
  pictures?(version: TInput): readonly SavedAddress[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- either kind, where only what they share is used
export type AnyReferenceKind = ReferenceKind<references.ReferenceTableName, ReferenceItem, any, any>;

const referenceItemOf = (row: references.ReferenceRow): ReferenceItem => ({
  id: row.id,
  no: row.no,
  lang: row.lang,
  name: row.name,
  sort: row.sort,
  createTime: row.createdAt,
  updateTime: row.updatedAt,
});

/**
 * A field of the item, kept in every version's row: the versions that send it must agree; when
 * none sends it, the stored value stays (a version's save must not clear what all versions show).
 */
function sharedValue<TInput extends VersionInput, V extends string | number | null>(
  { versions, problems }: ItemChange<TInput>,
  field: string,
  read: (input: TInput) => V | undefined,
  stored: V,
): V {
  const sent = versions.filter(({ input }) => read(input) !== undefined);
  const first = sent[0];
  if (!first) return stored;
  const wanted = read(first.input) as V;
  for (const { input, index } of sent.slice(1)) {
    if (read(input) !== wanted) {
      const value = wanted === null || wanted === "" ? message("reference.none") : String(wanted);
      problems.add(index, field, message("reference.itemFieldDiffers", { lang: first.input.lang, value }));
    }
  }
  return wanted;
}

type OfficeFacts = Pick<references.OfficeRow, "address" | "postalCode" | "city" | "country" | "phoneNumber" | "email" | "pictureUrl">;
const OFFICE_FACTS = ["address", "postalCode", "city", "country", "phoneNumber", "email", "pictureUrl"] as const;
const NO_FACTS: OfficeFacts = { address: "", postalCode: "", city: "", country: "", phoneNumber: null, email: null, pictureUrl: null };

export const officeKind: ReferenceKind<"offices", Office, OfficeVersionInput, OfficeFacts> = {
  table: "offices",
  label: message("entity.office"),
  inUse: "office.inUse",
  uniqueNames: checkNamesUnique,
  toItem: (row) => ({
    ...referenceItemOf(row),
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    phoneNumber: row.phoneNumber,
    email: row.email,
    pictureUrl: row.pictureUrl,
    pictureAlt: row.pictureAlt,
    openingNote: row.openingNote,
  }),
  shared(change, stored) {
    const facts = { ...NO_FACTS };
    for (const field of OFFICE_FACTS) {
      (facts[field] as string | null) = sharedValue(change, field, (input) => input[field], stored ? stored[field] : NO_FACTS[field]);
    }
    return facts;
  },
  // The picture's alt text is the version's own; left out (the specification's clients know none), the stored one stays.
  columns: (version, facts) => ({
    ...facts,
    openingNote: version.openingNote,
    ...(version.pictureAlt === undefined ? {} : { pictureAlt: version.pictureAlt }),
  }),
  pictures: (version) => pictureAt("pictureUrl", version.pictureUrl),
};

export const jobKind: ReferenceKind<"jobs", Job, JobVersionInput, { isLawyer: 0 | 1 }> = {
  table: "jobs",
  label: message("entity.jobTitle"),
  inUse: "jobTitle.inUse",
  uniqueNames: checkNamesUniqueTogether,
  toItem: (row) => ({ ...referenceItemOf(row), isLawyer: row.isLawyer === 1 ? 1 : 0 }),
  shared: (change, stored) => ({
    isLawyer: sharedValue(change, "isLawyer", (input) => input.isLawyer, stored?.isLawyer === 1 ? 1 : 0),
  }),
  columns: (_version, shared) => shared,
};

/** What all versions of an item share: its place in the order and its own fields. */
interface ReferencePlan<TShared> {
  sort: number;
  shared: TShared;
  at: string;
}

function referenceEntity<
  T extends references.ReferenceTableName,
  TItem extends ReferenceItem,
  TInput extends VersionInput & { name: string },
  TShared,
>(kind: ReferenceKind<T, TItem, TInput, TShared>): TranslatedEntity<TInput, ReferencePlan<TShared>> {
  return {
    label: kind.label,
    scope: kind.table,
    findByNo: (db, no) => translations.findVersionsByNo(db, kind.table, no),
    findByIds: (db, ids) => translations.findVersionsByIds(db, kind.table, ids),
    readVersions: (db, no) => versionsOf(db, kind, no),
    pictures: (version) => kind.pictures?.(version) ?? [],
    async prepare(db, change) {
      const taken = await translations.findNamesIn(
        db,
        kind.table,
        change.versions.map(({ input }) => input.lang),
      );
      kind.uniqueNames(change, taken, kind.label);
      const stored = change.no === undefined ? undefined : (await references.findReferencesByNo(db, kind.table, change.no))[0];
      const shared = kind.shared(change, stored);
      return { sort: stored?.sort ?? (await translations.maxSort(db, kind.table)) + 1, shared, at: now() };
    },
    async insert(db, no, version, plan) {
      await references.insertReference(db, kind.table, {
        no,
        lang: version.lang,
        name: version.name,
        sort: plan.sort,
        ...kind.columns(version, plan.shared),
        createdAt: plan.at,
        updatedAt: plan.at,
      } as Insertable<Database[T]>);
    },
    async update(db, stored, version, plan) {
      await references.updateReference(db, kind.table, stored.id, {
        name: version.name,
        sort: plan.sort,
        ...kind.columns(version, plan.shared),
        updatedAt: plan.at,
      } as references.ReferenceChanges<T>);
    },
    async remove(db, versions) {
      const use = await references.countPeopleUsing(
        db,
        kind.table,
        versions.map((version) => version.id),
      );
      // An office is also named by job openings (decision 0071), which must name another first.
      const openings =
        kind.table === "offices"
          ? await references.countOpeningsAt(
              db,
              versions.map((version) => version.id),
            )
          : new Map<number, number>();
      const busy = versions.flatMap((version) => {
        const count = use.get(version.id) ?? 0;
        const named = openings.get(version.id) ?? 0;
        return [
          ...(count === 0
            ? []
            : [message(count === 1 ? "reference.usedByOnePerson" : "reference.usedByPeople", { lang: version.lang, count })]),
          ...(named === 0
            ? []
            : [message(named === 1 ? "reference.usedByOneOpening" : "reference.usedByOpenings", { lang: version.lang, count: named })]),
        ];
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

/**
 * The back office's calls on one office or job title, named by the id of one of its versions;
 * a save keeps to the writer's languages, a new item goes to the end of the order, and a delete
 * (in every language) is refused (409) while a person uses any version.
 */
export function referenceCalls<
  T extends references.ReferenceTableName,
  TItem extends ReferenceItem,
  TInput extends VersionInput & { name: string },
  TShared,
>(kind: ReferenceKind<T, TItem, TInput, TShared>) {
  return translatedItemCallsById({
    saves: limitSaves(referenceEntity(kind)),
    versions: (db, no) => versionsOf(db, kind, no),
    findVersion: (db, id) => references.findReference(db, kind.table, id),
  });
}

function referenceOrder(kind: AnyReferenceKind): OrderedEntity<references.ReferenceRow> {
  return {
    label: kind.label,
    findByIds: (db, ids) => references.findReferencesByIds(db, kind.table, ids),
    listGroup: (db) => translations.listOrderedNos(db, kind.table),
    setSort: (db, no, sort, at) => translations.setSort(db, kind.table, no, sort, at),
  };
}

async function versionsOf<T extends references.ReferenceTableName, TItem extends ReferenceItem>(
  db: Executor,
  kind: { table: T; toItem(row: references.ReferenceRow<T>): TItem },
  no: number,
): Promise<TItem[]> {
  return (await references.findReferencesByNo(db, kind.table, no)).map((row) => kind.toItem(row));
}

/** The items of one language in their order (back office: `lang`, default en_US). */
export async function listReferenceItems<T extends references.ReferenceTableName, TItem extends ReferenceItem>(
  db: Db,
  languages: LanguageRegistry,
  kind: ReferenceKind<T, TItem, never, unknown>,
  lang: string | undefined,
): Promise<TItem[]> {
  if (lang) await languages.assertKnown(lang, "query.lang");
  return (await references.listReferences(db, kind.table, lang || FALLBACK_LOCALE)).map((row) => kind.toItem(row));
}

/** The items of a visitor's language in their order. */
export async function listPublicReferenceItems<T extends references.ReferenceTableName, TItem extends ReferenceItem>(
  db: Executor,
  kind: ReferenceKind<T, TItem, never, unknown>,
  lang: string,
): Promise<TItem[]> {
  return (await references.listReferences(db, kind.table, lang)).map((row) => kind.toItem(row));
}

/** An office for its page: the version and the ids of all versions; 404 for an unknown id. */
export async function getPublicOffice(db: Executor, id: number): Promise<PublicOffice> {
  const row = await references.findReference(db, "offices", id);
  if (!row) throw notFound(message("item.notFoundById", { entity: officeKind.label, id }));
  const [[office], versions] = await Promise.all([
    withImageDescriptions(db, [officeKind.toItem(row)], row.lang, "pictureUrl", "pictureDescription", "pictureAlt"),
    references.findReferencesByNo(db, "offices", row.no),
  ]);
  return { ...office!, versions: versionList(versions) };
}

/** Moves an item to another's place, in every language. */
export async function moveReferenceItem(db: Db, kind: AnyReferenceKind, sourceId: number, targetId: number): Promise<void> {
  await moveOrderedItem(db, referenceOrder(kind), sourceId, targetId);
}

/** Creates an office in the given languages (the demo loader and tests use this). */
export const createOffice = (db: Db, languages: LanguageRegistry, versions: OfficeVersionInput[]) =>
  referenceCalls(officeKind).create(db, languages, versions, EVERY_LANGUAGE);

/** Creates a job title in the given languages (the demo loader and tests use this). */
export const createJob = (db: Db, languages: LanguageRegistry, versions: JobVersionInput[]) =>
  referenceCalls(jobKind).create(db, languages, versions, EVERY_LANGUAGE);
