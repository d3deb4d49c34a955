import type { Selectable } from "kysely";
import { builtOnce } from "../../db/built-once.ts";
import { now, type Executor, type PracticeAreaTable } from "../../db/database.ts";
import { mainJobName } from "../articles/articles.repository.ts";
import { deleteVersionRows } from "../publishing/deleted-versions.repository.ts";
import { isPublic } from "../publishing/publication.ts";
import { PAGE_META_FIELD_NAMES } from "@lawfirm/contract";

const columns = [
  "id",
  "no",
  "lang",
  "name",
  "slug",
  "introduce",
  "iconUrl",
  "sort",
  "publishAt",
  "unpublishAt",
  "createdAt",
  "updatedAt",
  ...PAGE_META_FIELD_NAMES,
] as const;

export type PracticeAreaRow = Selectable<PracticeAreaTable>;

export async function findPracticeArea(db: Executor, id: number): Promise<PracticeAreaRow | undefined> {
  return db.selectFrom("practiceAreas").select(columns).where("id", "=", id).executeTakeFirst();
}

/** A version's item, language and publication window. */
export async function findPublication(db: Executor, id: number) {
  return db.selectFrom("practiceAreas").select(["no", "lang", "publishAt", "unpublishAt"]).where("id", "=", id).executeTakeFirst();
}

/** A version a visitor may see (docs/decisions/0035): a draft is not found. */
export async function findPublicPracticeArea(db: Executor, id: number): Promise<PracticeAreaRow | undefined> {
  return db.selectFrom("practiceAreas").select(columns).where("id", "=", id).where(isPublic("practiceAreas")).executeTakeFirst();
}

export async function findPracticeAreasByIds(db: Executor, ids: readonly number[]): Promise<PracticeAreaRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("practiceAreas")
    .select(columns)
    .where("id", "in", [...ids])
    .execute();
}

/** All language versions of one practice area, by language. */
export async function findPracticeAreasByNo(db: Executor, no: number): Promise<PracticeAreaRow[]> {
  return db.selectFrom("practiceAreas").select(columns).where("no", "=", no).orderBy("lang").execute();
}

/** The practice areas of one language in their order; `onlyPublic`: those a visitor may see. */
export async function listPracticeAreas(db: Executor, lang: string, onlyPublic = false): Promise<PracticeAreaRow[]> {
  return practiceAreasOfLanguage(db, { lang, onlyPublic, at: now() });
}

const practiceAreasOfLanguage = builtOnce((db, { lang, onlyPublic, at }: { lang: string; onlyPublic: boolean; at: string }) =>
  db
    .selectFrom("practiceAreas")
    .select(columns)
    .where("lang", "=", lang)
    .$if(onlyPublic, (query) => query.where(isPublic("practiceAreas", at)))
    .orderBy("sort")
    .orderBy("no"),
);

/** The public practice areas of one language just before and just after the place (`sort`, `no`). */
export async function findNeighbours(db: Executor, lang: string, place: { sort: number; no: number }) {
  const inLanguage = db.selectFrom("practiceAreas").select(columns).where("lang", "=", lang).where(isPublic("practiceAreas"));
  const [previous, next] = await Promise.all([
    inLanguage
      .where((eb) => eb.or([eb("sort", "<", place.sort), eb.and([eb("sort", "=", place.sort), eb("no", "<", place.no)])]))
      .orderBy("sort", "desc")
      .orderBy("no", "desc")
      .limit(1)
      .executeTakeFirst(),
    inLanguage
      .where((eb) => eb.or([eb("sort", ">", place.sort), eb.and([eb("sort", "=", place.sort), eb("no", ">", place.no)])]))
      .orderBy("sort")
      .orderBy("no")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous, next };
}

export async function insertPracticeArea(db: Executor, values: Omit<PracticeAreaTable, "id">): Promise<number> {
  const row = await db.insertInto("practiceAreas").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePracticeArea(
  db: Executor,
  id: number,
  changes: Pick<PracticeAreaRow, "name" | "introduce" | "iconUrl" | "updatedAt">,
): Promise<void> {
  await db.updateTable("practiceAreas").set(changes).where("id", "=", id).execute();
}

/** Deletes practice area versions with their key contacts, drafts, revisions and the articles' mentions of them. */
export async function deletePracticeAreas(db: Executor, ids: readonly number[]): Promise<void> {
  await deleteVersionRows(db, "practiceAreas", ids, { column: "practiceAreaId", tables: ["practiceAreaContacts", "articlePracticeAreas"] });
}

/** A key contact of a practice area version, with the main job title. */
export interface KeyContactRow {
  practiceAreaId: number;
  id: number;
  no: number;
  name: string;
  slug: string;
  photoUrl: string | null;
  jobName: string | null;
}

/** The key contacts of the given practice area versions, in each one's order; `onlyPublic`: those a visitor may see. */
export async function findKeyContactsOf(db: Executor, practiceAreaIds: readonly number[], onlyPublic = false): Promise<KeyContactRow[]> {
  if (practiceAreaIds.length === 0) return [];
  return keyContactsOf(db, { practiceAreaIds, onlyPublic, at: now() });
}

const keyContactsOf = builtOnce(
  (db, { practiceAreaIds, onlyPublic, at }: { practiceAreaIds: readonly number[]; onlyPublic: boolean; at: string }) =>
    db
      .selectFrom("practiceAreaContacts")
      .innerJoin("people", "people.id", "practiceAreaContacts.personId")
      .select(["practiceAreaContacts.practiceAreaId", "people.id", "people.no", "people.name", "people.slug", "people.photoUrl"])
      .select(mainJobName)
      .where("practiceAreaContacts.practiceAreaId", "in", practiceAreaIds)
      .$if(onlyPublic, (query) => query.where(isPublic("people", at)))
      .orderBy("practiceAreaContacts.practiceAreaId")
      .orderBy("practiceAreaContacts.position"),
);

/** The place (`sort`) of a practice area that has a public version; undefined when none has. */
export async function findPublicSortOf(db: Executor, no: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("practiceAreas")
    .select("sort")
    .where("no", "=", no)
    .where(isPublic("practiceAreas"))
    .limit(1)
    .executeTakeFirst();
  return row?.sort;
}

/** The ids of one practice area version's key contacts, in order. */
export async function findKeyContactIdsOf(db: Executor, practiceAreaId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("practiceAreaContacts")
    .select("personId")
    .where("practiceAreaId", "=", practiceAreaId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.personId);
}

/** Replaces the key contacts of a practice area version, keeping the given order. */
export async function replaceKeyContacts(db: Executor, practiceAreaId: number, personIds: readonly number[]): Promise<void> {
  await db.deleteFrom("practiceAreaContacts").where("practiceAreaId", "=", practiceAreaId).execute();
  if (personIds.length > 0) {
    await db
      .insertInto("practiceAreaContacts")
      .values(personIds.map((personId, position) => ({ practiceAreaId, personId, position })))
      .execute();
  }
}

/** How many article versions name each of the given practice area versions. */
export async function countArticlesNaming(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("articlePracticeAreas")
    .select(["practiceAreaId as id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("practiceAreaId", "in", [...ids])
    .groupBy("practiceAreaId")
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** How many person versions are linked to each of the given practice area versions. */
export async function countPeopleLinked(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("personPracticeAreas")
    .select(["practiceAreaId as id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("practiceAreaId", "in", [...ids])
    .groupBy("practiceAreaId")
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}
