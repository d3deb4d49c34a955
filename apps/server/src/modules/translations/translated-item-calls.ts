import type { Db, Executor } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { DELETION, type Writer } from "../publishing/versions.ts";
import type { LanguageLimit } from "./language-limit.ts";
import {
  createTranslatedItem,
  deleteTranslatedItem,
  replaceTranslatedItem,
  type TranslatedEntity,
  type VersionInput,
} from "./translated-items.ts";

/**
 * A kind's back-office calls on one item (create, update, delete, read), written once over the
 * generic writes of `translated-items.ts`: each write answers the item's versions as the back
 * office reads them. A kind says only how it saves, how it reads its versions and, when its calls
 * name an item by a version's id, how it finds that version.
 */

/**
 * How a kind saves: the entity a save writes with and the languages the saver may write, both from
 * what the save is given (`TSaver`), and the entity a deletion removes the item with.
 */
export interface ItemSaves<TInput extends VersionInput, TPlan, TSaver> {
  entity(saver: TSaver): TranslatedEntity<TInput, TPlan>;
  limit(saver: TSaver): LanguageLimit;
  /** The item's edit tag as the saver read it (`If-Match`, decision 0050), if it sent one. */
  ifMatch(saver: TSaver): string | undefined;
  deletion: TranslatedEntity<TInput, TPlan>;
}

/** A publishable kind's saves: as its `Writer` says (drafts, revisions, languages); a deletion saves no version (`DELETION`). */
export function writerSaves<TInput extends VersionInput, TPlan>(
  entity: (writer: Omit<Writer, "limit">) => TranslatedEntity<TInput, TPlan>,
): ItemSaves<TInput, TPlan, Writer> {
  return { entity, limit: (writer) => writer.limit, ifMatch: (writer) => writer.ifMatch, deletion: entity(DELETION) };
}

/** The saves of a kind without publication: one entity, each save kept to a language limit. */
export function limitSaves<TInput extends VersionInput, TPlan>(
  entity: TranslatedEntity<TInput, TPlan>,
): ItemSaves<TInput, TPlan, LanguageLimit> {
  return { entity: () => entity, limit: (limit) => limit, ifMatch: () => undefined, deletion: entity };
}

/** What is particular to one kind of translated item, for its calls. */
export interface TranslatedItemKind<TInput extends VersionInput, TPlan, TVersion, TSaver> {
  saves: ItemSaves<TInput, TPlan, TSaver>;
  /** Every version of the item, as the back office reads it. */
  versions(db: Executor, no: number): Promise<TVersion[]>;
}

/** A kind whose calls name an item by the id of one of its versions. */
export interface TranslatedItemKindById<TInput extends VersionInput, TPlan, TVersion, TSaver> extends TranslatedItemKind<
  TInput,
  TPlan,
  TVersion,
  TSaver
> {
  /** The stored version of this id, if there is one. */
  findVersion(db: Executor, id: number): Promise<{ no: number } | undefined>;
}

/** A kind's calls on one item named by its `no`. */
export interface TranslatedItemCalls<TInput extends VersionInput, TVersion, TSaver> {
  /** Creates all versions of a new item in one transaction; answers its versions. */
  create: (db: Db, languages: LanguageRegistry, versions: readonly TInput[], saver: TSaver) => Promise<TVersion[]>;
  /** Replaces the versions of an item in one transaction (`replaceTranslatedItem`); answers its versions. */
  update: (db: Db, languages: LanguageRegistry, versions: readonly TInput[], saver: TSaver) => Promise<TVersion[]>;
  /** Deletes the item `no` in every language; 404 when it has no version, 412 when `ifMatch` is no longer its edit tag. */
  deleteByNo: (db: Db, no: number, ifMatch?: string) => Promise<void>;
  /** Every version of the item `no`; 404 when there is none. */
  versionsByNo: (db: Executor, no: number) => Promise<TVersion[]>;
}

/** The calls of a kind whose items are also named by a version's id. */
export interface TranslatedItemCallsById<TInput extends VersionInput, TVersion, TSaver> extends TranslatedItemCalls<
  TInput,
  TVersion,
  TSaver
> {
  /** Deletes the item of the version `id` in every language; 404 for an unknown id, 412 when `ifMatch` is no longer its edit tag. */
  deleteById: (db: Db, id: number, ifMatch?: string) => Promise<void>;
  /** The version `id` with every version of its item, for the editor; 404 for an unknown id. */
  detail: (db: Executor, id: number) => Promise<TVersion & { versions: TVersion[] }>;
}

/** The calls of one kind of translated item, on an item named by its `no`. */
export function translatedItemCalls<TInput extends VersionInput, TPlan, TVersion, TSaver>({
  saves,
  versions: versionsOf,
}: TranslatedItemKind<TInput, TPlan, TVersion, TSaver>): TranslatedItemCalls<TInput, TVersion, TSaver> {
  return {
    async create(db, languages, versions, saver) {
      const no = await createTranslatedItem(db, languages, saves.entity(saver), versions, saves.limit(saver));
      return versionsOf(db, no);
    },
    async update(db, languages, versions, saver) {
      const no = await replaceTranslatedItem(db, languages, saves.entity(saver), versions, saves.limit(saver), saves.ifMatch(saver));
      return versionsOf(db, no);
    },
    deleteByNo: (db, no, ifMatch) => deleteTranslatedItem(db, saves.deletion, no, ifMatch),
    async versionsByNo(db, no) {
      const versions = await versionsOf(db, no);
      if (versions.length === 0) throw notFound(message("item.notFoundByNo", { entity: saves.deletion.label, no }));
      return versions;
    },
  };
}

/** The calls of one kind of translated item, on an item named by its `no` or by the id of one of its versions. */
export function translatedItemCallsById<TInput extends VersionInput, TPlan, TVersion extends { id: number }, TSaver>(
  kind: TranslatedItemKindById<TInput, TPlan, TVersion, TSaver>,
): TranslatedItemCallsById<TInput, TVersion, TSaver> {
  const calls = translatedItemCalls(kind);
  const notFoundById = (id: number) => notFound(message("item.notFoundById", { entity: kind.saves.deletion.label, id }));
  const noOf = async (db: Executor, id: number) => {
    const version = await kind.findVersion(db, id);
    if (!version) throw notFoundById(id);
    return version.no;
  };
  return {
    ...calls,
    deleteById: async (db, id, ifMatch) => calls.deleteByNo(db, await noOf(db, id), ifMatch),
    async detail(db, id) {
      const versions = await kind.versions(db, await noOf(db, id));
      const version = versions.find((item) => item.id === id);
      if (!version) throw notFoundById(id);
      return { ...version, versions };
    },
  };
}
