import type { EditStamp } from "@lawfirm/contract";
import type { Db, Executor } from "../../db/database.ts";
import { conflict, invalidRequest, notFound, type FieldProblem, type HttpError } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { assertSavedUploads, type SavedAddress } from "../media/saved-uploads.ts";
import type { DraftTable } from "../publishing/drafts.repository.ts";
import { assertUnchangedSince } from "../publishing/edit-tags.ts";
import { refreshSearchItems } from "../search/search-index.ts";
import { assertKeepsOtherLanguages, assertMayWriteLanguage, assertOtherLanguagesUnchanged, type LanguageLimit } from "./language-limit.ts";
import {
  allocateItemNo,
  findSiblingVersions,
  findVersionsByIds,
  findVersionsByNo,
  type TranslatedTable,
} from "./translations.repository.ts";

/**
 * Translated items, written once: an item exists as one row per language version, the versions
 * share the group key `no`. Create and update take all versions of one item at once; delete acts
 * on all of them. Each entity (articles, catalogs, practice areas, people, offices and job titles)
 * supplies a small `TranslatedEntity` with its storage and its own checks. See docs/decisions/0019.
 * A translator's writes are checked here too, once for every entity: it writes only the versions
 * of its languages and leaves every other version as it was (docs/decisions/0024).
 */

/** What every version in a request body carries. */
export interface VersionInput {
  lang: string;
  /** The id of an existing version (update bodies only). */
  id?: number | undefined;
  /** The item's group key (update bodies only, optional). */
  no?: number | undefined;
}

/** A stored version: enough to match a body against what exists. */
export interface StoredVersion {
  id: number;
  no: number;
  lang: string;
}

/** Problems found in the versions of one body, reported together, each naming its language and field. */
export class VersionProblems {
  private readonly errors: FieldProblem[] = [];

  constructor(private readonly versions: readonly { lang: string }[]) {}

  add(index: number, field: string, problem: Message) {
    const lang = this.versions[index]?.lang;
    this.errors.push({ field: `body.${index}.${field}`, ...(lang ? { lang } : {}), message: problem });
  }

  get empty() {
    return this.errors.length === 0;
  }

  toError(status = 400): HttpError {
    return invalidRequest(this.errors, status);
  }

  throwIfAny(status = 400) {
    if (this.errors.length > 0) throw this.toError(status);
  }
}

/** One problem in one version of a body, as an error to throw. */
export function versionError(versions: readonly { lang: string }[], index: number, field: string, problem: Message, status = 400) {
  const problems = new VersionProblems(versions);
  problems.add(index, field, problem);
  return problems.toError(status);
}

/** The write about to happen, as an entity's checks see it. */
export interface ItemChange<TInput extends VersionInput> {
  /** The item's `no`; undefined while it is being created. */
  no: number | undefined;
  /** Its versions before the write (none when created). */
  existing: readonly StoredVersion[];
  /** The versions of the body, each with the stored version it updates (if any). */
  versions: readonly { input: TInput; index: number; stored: StoredVersion | undefined }[];
  problems: VersionProblems;
}

/** How one kind of translated item is stored and checked. */
export interface TranslatedEntity<TInput extends VersionInput, TPlan> {
  /** Names the item in messages, e.g. `message("entity.newsItem")`. */
  label: Message;
  /** Recorded with each allocated `no`, for people reading the database. */
  scope: string;
  findByNo(db: Executor, no: number): Promise<StoredVersion[]>;
  findByIds(db: Executor, ids: readonly number[]): Promise<StoredVersion[]>;
  /**
   * A version's fields as they are to be stored, where that takes work (rich text's sanitiser, in
   * the CPU pool): done before the write's transaction, which would otherwise wait for it.
   * `at` names a field of the version as a problem's path (`body.<index>.<field>`).
   */
  clean?(version: TInput, at: (field: string) => string): Promise<TInput>;
  /**
   * The upload addresses a version stores (picture fields, rich text's pictures), each named by its
   * field in the version: checked after the write, in its transaction (`assertSavedUploads`).
   */
  pictures?(version: TInput): readonly SavedAddress[];
  /**
   * Every version of the item as the back office reads it: compared before and after a translator's
   * write, and its edit tag checked against the writer's (`If-Match`, decision 0050).
   */
  readVersions(db: Executor, no: number): Promise<readonly EditStamp[]>;
  /** Where a publishable kind keeps the item's revisions: a refused write names who changed the item last. */
  revisions?: DraftTable;
  /**
   * Checks the versions against the database (references, rules across versions) and works out
   * what all versions share (pin flag, tree position). Problems go to `change.problems`.
   */
  prepare(db: Executor, change: ItemChange<TInput>): Promise<TPlan>;
  insert(db: Executor, no: number, version: TInput, plan: TPlan): Promise<void>;
  update(db: Executor, stored: StoredVersion, version: TInput, plan: TPlan): Promise<void>;
  /** Removes versions (left out of an update, or all on delete); throws 409 while they are in use. */
  remove(db: Executor, versions: readonly StoredVersion[]): Promise<void>;
}

/** A version as detail answers list it: its language and id, and its slug where its kind has pages of its own (decision 0054). */
type ListedVersion<TVersion> = Pick<TVersion, Extract<keyof TVersion, "lang" | "id" | "slug">>;

/** `versions` of detail answers: every version of the item, by language. */
export function versionList<TVersion extends StoredVersion & { slug?: string }>(versions: readonly TVersion[]): ListedVersion<TVersion>[] {
  return [...versions]
    .sort((a, b) => a.lang.localeCompare(b.lang))
    .map(({ lang, id, slug }) => (slug === undefined ? { lang, id } : { lang, id, slug }) as ListedVersion<TVersion>);
}

/** Constraint violations that a concurrent write can cause between our checks and our writes. */
export function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "23503" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

/** Attempts of a write that clashed with a concurrent one (two new items taking the same slug at once). */
const CLASH_ATTEMPTS = 3;

/**
 * Runs a multi-row write in one transaction. A clash with a concurrent write (a unique or foreign
 * key the other transaction took first) runs it again, now reading what the other wrote; a clash
 * at the last attempt answers 409.
 */
export async function inTransaction<T>(db: Db, label: Message, work: (trx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isConstraintViolation(error)) throw error;
      if (attempt === CLASH_ATTEMPTS) throw conflict(message("item.changedConcurrently", { entity: label }));
    }
  }
}

async function checkLanguages(languages: LanguageRegistry, versions: readonly VersionInput[]) {
  const known = await languages.codes();
  const problems = new VersionProblems(versions);
  versions.forEach((version, index) => {
    if (!known.has(version.lang)) problems.add(index, "lang", message("language.unknown", { languages: [...known].join(", ") }));
  });
  problems.throwIfAny();
}

/** Refuses versions that store an address of an upload that is gone, an SVG outside an icon, or an odd spelling of one. */
function assertVersionsSaveUploads<TInput extends VersionInput>(
  db: Executor,
  entity: TranslatedEntity<TInput, unknown>,
  inputs: readonly TInput[],
): Promise<void> {
  const addresses = inputs.flatMap((input, index) =>
    (entity.pictures?.(input) ?? []).map((saved) => ({ ...saved, field: `body.${index}.${saved.field}`, lang: input.lang })),
  );
  return assertSavedUploads(db, addresses);
}

function cleanVersions<TInput extends VersionInput>(entity: TranslatedEntity<TInput, unknown>, inputs: readonly TInput[]) {
  const { clean } = entity;
  return clean ? Promise.all(inputs.map((input, index) => clean(input, (field) => `body.${index}.${field}`))) : inputs;
}

/** Creates all versions of a new item in one transaction and answers its new `no`; a translator only in its languages. */
export async function createTranslatedItem<TInput extends VersionInput, TPlan>(
  db: Db,
  languages: LanguageRegistry,
  entity: TranslatedEntity<TInput, TPlan>,
  inputs: readonly TInput[],
  limit: LanguageLimit,
): Promise<number> {
  for (const input of inputs) assertMayWriteLanguage(limit, input.lang);
  await checkLanguages(languages, inputs);
  inputs = await cleanVersions(entity, inputs);
  return inTransaction(db, entity.label, async (trx) => {
    const problems = new VersionProblems(inputs);
    const versions = inputs.map((input, index) => ({ input, index, stored: undefined }));
    const plan = await entity.prepare(trx, { no: undefined, existing: [], versions, problems });
    problems.throwIfAny();
    const no = await allocateItemNo(trx, entity.scope);
    for (const input of inputs) await entity.insert(trx, no, input, plan);
    await assertVersionsSaveUploads(trx, entity, inputs);
    await refreshSearchItems(trx, entity.scope, [no]);
    return no;
  });
}

/**
 * Finds the item an update body is about, from the ids (and optional `no`) its versions carry:
 * an unknown id answers 404, ids of different items 400.
 */
async function resolveItemNo<TInput extends VersionInput>(
  db: Executor,
  entity: TranslatedEntity<TInput, unknown>,
  inputs: readonly TInput[],
): Promise<number> {
  const ids = inputs.flatMap((input) => (input.id === undefined ? [] : [input.id]));
  const found = new Map((await entity.findByIds(db, ids)).map((version) => [version.id, version]));
  const missing = new VersionProblems(inputs);
  inputs.forEach((input, index) => {
    if (input.id !== undefined && !found.has(input.id))
      missing.add(index, "id", message("item.unknownVersionId", { entity: entity.label }));
  });
  missing.throwIfAny(404);

  const claims = inputs.flatMap((input, index) => {
    const stored = input.id === undefined ? undefined : found.get(input.id);
    const fromId = stored ? [{ index, no: stored.no, field: "id" }] : [];
    const fromNo = input.no === undefined ? [] : [{ index, no: input.no, field: "no" }];
    return [...fromId, ...fromNo];
  });
  const first = claims[0];
  if (!first) throw versionError(inputs, 0, "id", message("item.idRequired"));
  const problems = new VersionProblems(inputs);
  for (const claim of claims) {
    if (claim.no !== first.no) {
      problems.add(claim.index, claim.field, message("item.belongsToOther", { entity: entity.label, other: claim.no, no: first.no }));
    }
  }
  problems.throwIfAny();
  return first.no;
}

/**
 * Replaces the versions of an item with those of the body, in one transaction: versions with an
 * id (or, without one, of a language the item has) are updated, new languages are added, and
 * languages left out are removed. Answers the item's `no`. Under a translator's limit, versions
 * of other languages are neither added, removed nor changed (403, and nothing is written).
 */
export async function replaceTranslatedItem<TInput extends VersionInput, TPlan>(
  db: Db,
  languages: LanguageRegistry,
  entity: TranslatedEntity<TInput, TPlan>,
  inputs: readonly TInput[],
  limit: LanguageLimit,
  /** The item's edit tag as the writer read it: refused (412) if the item changed since. */
  ifMatch?: string,
): Promise<number> {
  await checkLanguages(languages, inputs);
  inputs = await cleanVersions(entity, inputs);
  return inTransaction(db, entity.label, async (trx) => {
    const no = await resolveItemNo(trx, entity, inputs);
    const existing = await entity.findByNo(trx, no);
    if (existing.length === 0) throw notFound(message("item.notFoundByNo", { entity: entity.label, no }));
    await assertUnchangedSince(trx, ifMatch, { label: entity.label, no, revisions: entity.revisions }, () => entity.readVersions(trx, no));
    const byId = new Map(existing.map((version) => [version.id, version]));
    const byLang = new Map(existing.map((version) => [version.lang, version]));
    const problems = new VersionProblems(inputs);
    const versions = inputs.map((input, index) => {
      const stored = input.id === undefined ? byLang.get(input.lang) : byId.get(input.id);
      if (stored && stored.lang !== input.lang) {
        problems.add(index, "lang", message("item.langCannotChange", { id: stored.id, lang: stored.lang }));
      }
      return { input, index, stored };
    });
    assertKeepsOtherLanguages(
      limit,
      existing.map((version) => version.lang),
      inputs.map((input) => input.lang),
    );
    const before = limit ? await entity.readVersions(trx, no) : [];
    const plan = await entity.prepare(trx, { no, existing, versions, problems });
    problems.throwIfAny();

    const kept = new Set(versions.flatMap(({ stored }) => (stored ? [stored.id] : [])));
    const removed = existing.filter((version) => !kept.has(version.id));
    if (removed.length > 0) await entity.remove(trx, removed);
    for (const { input, stored } of versions) {
      if (stored) await entity.update(trx, stored, input, plan);
      else await entity.insert(trx, no, input, plan);
    }
    if (limit) assertOtherLanguagesUnchanged(limit, before, await entity.readVersions(trx, no));
    await assertVersionsSaveUploads(trx, entity, inputs);
    await refreshSearchItems(trx, entity.scope, [no]);
    return no;
  });
}

/** Deletes every version of an item; 404 when there is none, 412 when `ifMatch` is no longer its edit tag. */
export async function deleteTranslatedItem<TInput extends VersionInput, TPlan>(
  db: Db,
  entity: TranslatedEntity<TInput, TPlan>,
  no: number,
  /** The item's edit tag as the deleting account read it (decision 0061). */
  ifMatch?: string,
): Promise<void> {
  await inTransaction(db, entity.label, async (trx) => {
    const existing = await entity.findByNo(trx, no);
    if (existing.length === 0) throw notFound(message("item.notFoundByNo", { entity: entity.label, no }));
    await assertUnchangedSince(trx, ifMatch, { label: entity.label, no, revisions: entity.revisions }, () => entity.readVersions(trx, no));
    await entity.remove(trx, existing);
    await refreshSearchItems(trx, entity.scope, [no]);
  });
}

/** A version another item refers to, with the versions of its own item: what a same-language check needs. */
export interface ReferencedVersion {
  id: number;
  no: number;
  lang: string;
  versions: readonly { id: number; lang: string }[];
}

/** The versions with the given ids, each with its item's versions. */
export async function findReferencedVersions(
  db: Executor,
  table: TranslatedTable,
  ids: readonly number[],
): Promise<Map<number, ReferencedVersion>> {
  const unique = [...new Set(ids)];
  const [rows, siblings] = await Promise.all([findVersionsByIds(db, table, unique), findSiblingVersions(db, table, unique)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, versions: siblings.filter((sibling) => sibling.no === row.no).map(({ id, lang }) => ({ id, lang })) },
    ]),
  );
}

/** How a field of a version names rows of another translated table. */
export interface ReferenceRule<TInput extends VersionInput> {
  field: string;
  /** Names one referenced row in messages, e.g. `message("entity.office")`. */
  label: Message;
  /** For a list field: its plural in messages (`message("entity.jobTitles")`). */
  plural?: Message;
  ids(input: TInput): readonly number[];
}

/**
 * References point at rows of the version's own language: an unknown id or one of another
 * language is a problem of that version, and the message names the right id when there is one.
 */
export function checkSameLanguageRefs<TInput extends VersionInput>(
  { versions, problems }: ItemChange<TInput>,
  refs: ReadonlyMap<number, ReferencedVersion>,
  rule: ReferenceRule<TInput>,
) {
  for (const { input, index } of versions) {
    rule.ids(input).forEach((id, position) => {
      const field = rule.plural ? `${rule.field}.${position}` : rule.field;
      const ref = refs.get(id);
      if (!ref) {
        problems.add(
          index,
          field,
          rule.plural
            ? message("reference.unknownInList", { id, entity: rule.label })
            : message("reference.unknown", { entity: rule.label }),
        );
        return;
      }
      if (ref.lang === input.lang) return;
      const wanted = rule.plural
        ? message("reference.mustHoldLanguage", { lang: input.lang, entities: rule.plural })
        : message("reference.mustBeInLanguage", { lang: input.lang, entity: rule.label });
      const sameLanguage = ref.versions.find((version) => version.lang === input.lang);
      const detail = { wanted, entity: rule.label, id, refLang: ref.lang, lang: input.lang };
      problems.add(
        index,
        field,
        sameLanguage
          ? message("reference.otherLanguageVersion", { ...detail, versionId: sameLanguage.id })
          : message("reference.noLanguageVersion", detail),
      );
    });
  }
}

/** Folds a name for "is this name taken": case and spacing do not make two names different. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * Names are unique per language among the items of one kind (two offices called "Munich" would
 * be two identical entries in the site's filter); `taken` are the names of that kind in the
 * languages of the body.
 */
export function checkNamesUnique<TInput extends VersionInput & { name: string }>(
  { no, versions, problems }: ItemChange<TInput>,
  taken: readonly { id: number; no: number; lang: string; name: string }[],
  label: Message,
) {
  for (const { input, index } of versions) {
    const clash = taken.find((row) => row.no !== no && row.lang === input.lang && nameKey(row.name) === nameKey(input.name));
    if (clash) problems.add(index, "name", message("item.nameTaken", { entity: label, id: clash.id, lang: input.lang }));
  }
}

/**
 * Job titles: a name may recur in one language when another language tells the titles apart
 * ("Partner" and "Partnerin" are both "Partner" in English, docs/decisions/0030); two items with
 * the same names in every language they share are the same item, and that is refused.
 */
export function checkNamesUniqueTogether<TInput extends VersionInput & { name: string }>(
  { no, versions, problems }: ItemChange<TInput>,
  taken: readonly { id: number; no: number; lang: string; name: string }[],
  label: Message,
) {
  const others = new Map<number, { id: number; lang: string; name: string }[]>();
  for (const row of taken) if (row.no !== no) others.set(row.no, [...(others.get(row.no) ?? []), row]);
  for (const rows of others.values()) {
    const shared = versions.flatMap((version) => {
      const row = rows.find((candidate) => candidate.lang === version.input.lang);
      return row ? [{ version, row }] : [];
    });
    if (shared.length === 0 || !shared.every(({ version, row }) => nameKey(row.name) === nameKey(version.input.name))) continue;
    for (const { version, row } of shared) {
      problems.add(version.index, "name", message("item.nameTaken", { entity: label, id: row.id, lang: version.input.lang }));
    }
  }
}

/**
 * Structure that belongs to the item (a person's office, job titles and practice areas) names the
 * same items in every version, each by its version in the version's own language. Run it after
 * `checkSameLanguageRefs` has found nothing: it relies on every id being known.
 */
export function checkSameItemsInEveryVersion<TInput extends VersionInput>(
  { versions, problems }: ItemChange<TInput>,
  refs: ReadonlyMap<number, ReferencedVersion>,
  rule: ReferenceRule<TInput>,
) {
  const [first, ...others] = versions;
  if (!first) return;
  const itemsOf = (input: TInput) => [...new Set(rule.ids(input).map((id) => refs.get(id)?.no ?? 0))].sort((a, b) => a - b);
  const expected = rule.ids(first.input).map((id) => refs.get(id));
  const wanted = itemsOf(first.input).join(",");
  for (const { input, index } of others) {
    if (itemsOf(input).join(",") === wanted) continue;
    const inThisLanguage = expected.map((ref) => ({ ref, id: ref?.versions.find((version) => version.lang === input.lang)?.id }));
    const lacking = inThisLanguage.find(({ id }) => id === undefined);
    const hint = lacking
      ? message("reference.hintLacksVersion", { entity: rule.label, id: String(lacking.ref?.id), lang: input.lang })
      : inThisLanguage.length === 0
        ? message("reference.none")
        : message("reference.hintIds", { lang: input.lang, ids: inThisLanguage.map(({ id }) => id).join(", ") });
    problems.add(
      index,
      rule.field,
      rule.plural
        ? message("reference.sameListInEveryVersion", { entities: rule.plural, lang: first.input.lang, hint })
        : message("reference.sameInEveryVersion", { entity: rule.label, lang: first.input.lang, hint }),
    );
  }
}

/** A reference rule with the table its ids name rows of. */
export interface TableReferenceRule<TInput extends VersionInput> extends ReferenceRule<TInput> {
  table: TranslatedTable;
}

/**
 * The structure a kind's versions share (a person's office, an event's speakers): each rule's ids
 * name rows of the version's own language (`checkSameLanguageRefs`) and, when they all do, the
 * same items in every version (`checkSameItemsInEveryVersion`).
 */
export async function checkReferences<TInput extends VersionInput>(
  db: Executor,
  change: ItemChange<TInput>,
  rules: readonly TableReferenceRule<TInput>[],
): Promise<void> {
  const inputs = change.versions.map(({ input }) => input);
  const found = await Promise.all(rules.map((rule) => findReferencedVersions(db, rule.table, inputs.flatMap(rule.ids))));
  rules.forEach((rule, index) => checkSameLanguageRefs(change, found[index]!, rule));
  if (change.problems.empty) rules.forEach((rule, index) => checkSameItemsInEveryVersion(change, found[index]!, rule));
}

/**
 * The item's own fields (an opening's level, an event's times): every version must send the same
 * as the first; a list field is compared item by item.
 */
export function checkItemFields<TInput extends VersionInput>(
  { versions, problems }: ItemChange<TInput>,
  fields: readonly (keyof TInput & string)[],
) {
  const [first, ...others] = versions;
  if (!first) return;
  const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b);
  for (const { input, index } of others) {
    for (const field of fields) {
      if (!same(input[field], first.input[field]))
        problems.add(index, field, message("translation.itemFieldDiffers", { lang: first.input.lang }));
    }
  }
}

/**
 * A list of links that belongs to the item, as a person's practice areas do: each version names
 * rows of its own language, the same items in every version. Unlike those, the field may be left
 * out of a body (the specification's clients know nothing of it): a version that leaves it out
 * takes the items another version sends, or, when none sends it, the items stored (decision 0031).
 */
export interface ItemLinkRule<TInput extends VersionInput> {
  field: string;
  label: Message;
  plural: Message;
  /** The table the links point into. */
  table: TranslatedTable;
  /** The ids a version sends; undefined when it leaves the field out. */
  sent(input: TInput): readonly number[] | undefined;
  /** The ids stored for one existing version, in order. */
  stored(db: Executor, versionId: number): Promise<number[]>;
}

/**
 * Works out the links of every version of a write (by language) and checks them: rows of the
 * version's language, the same items in every version. Problems go to `change.problems`.
 */
export async function resolveItemLinks<TInput extends VersionInput>(
  db: Executor,
  change: ItemChange<TInput>,
  rule: ItemLinkRule<TInput>,
): Promise<Map<string, number[]>> {
  const sent = change.versions.flatMap(({ input }) => {
    const ids = rule.sent(input);
    return ids === undefined ? [] : [ids];
  });
  const stored = change.existing[0];
  const model = sent[0] ?? (stored ? await rule.stored(db, stored.id) : []);
  const refs = await findReferencedVersions(db, rule.table, [...model, ...sent.flat()]);
  const resolved = new Map<string, number[]>();
  for (const { input } of change.versions) {
    // A version that leaves the field out names the model's items in its own language; an item
    // without a version in that language stays as it is, so that the check below names it.
    const inLanguage = (id: number) => refs.get(id)?.versions.find((version) => version.lang === input.lang)?.id ?? id;
    resolved.set(input.lang, [...(rule.sent(input) ?? model.map(inLanguage))]);
  }
  const reference: ReferenceRule<TInput> = {
    field: rule.field,
    label: rule.label,
    plural: rule.plural,
    ids: (input) => resolved.get(input.lang) ?? [],
  };
  const checked = await findReferencedVersions(db, rule.table, [...resolved.values()].flat());
  checkSameLanguageRefs(change, checked, reference);
  if (change.problems.empty) checkSameItemsInEveryVersion(change, checked, reference);
  return resolved;
}

/**
 * Whether removing these versions leaves the item with others (an update drops languages) rather
 * than deleting it: what links to a dropped version would then differ from the other languages.
 */
async function leavesOtherVersions(db: Executor, table: TranslatedTable, removed: readonly StoredVersion[]): Promise<boolean> {
  const first = removed[0];
  if (!first) return false;
  const gone = new Set(removed.map((version) => version.id));
  return (await findVersionsByNo(db, table, first.no)).some((version) => !gone.has(version.id));
}

/**
 * Refuses (409) to drop versions of `table` (people, practice areas) that news, case analyses or
 * honors name while the item keeps other versions; deleting the whole item takes the mentions with
 * it (decision 0031). `countNaming` counts the naming article versions by version id.
 */
export async function refuseDroppingNamedVersions(
  db: Executor,
  table: TranslatedTable,
  label: Message,
  removed: readonly StoredVersion[],
  countNaming: (db: Executor, ids: readonly number[]) => Promise<ReadonlyMap<number, number>>,
): Promise<void> {
  if (!(await leavesOtherVersions(db, table, removed))) return;
  const named = await countNaming(
    db,
    removed.map((version) => version.id),
  );
  const busy = removed.filter((version) => (named.get(version.id) ?? 0) > 0);
  const first = busy[0];
  if (first) {
    throw conflict(message("connection.versionNamed", { lang: first.lang, entity: label, count: named.get(first.id) ?? 0 }));
  }
}
