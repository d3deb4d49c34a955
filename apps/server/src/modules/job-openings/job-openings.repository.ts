import type { Selectable } from "kysely";
import { PAGE_META_FIELD_NAMES, type JobLevel, type Paging } from "@lawfirm/contract";
import type { Executor, JobOpeningTable } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { deleteVersionRows } from "../publishing/deleted-versions.repository.ts";
import { isPublic } from "../publishing/publication.ts";

const columns = [
  "id",
  "no",
  "lang",
  "title",
  "slug",
  "content",
  "officeId",
  "level",
  "employmentType",
  "startDate",
  "publishAt",
  "unpublishAt",
  "createdAt",
  "updatedAt",
  ...PAGE_META_FIELD_NAMES,
] as const;

export type JobOpeningRow = Selectable<JobOpeningTable>;

export async function findJobOpening(db: Executor, id: number): Promise<JobOpeningRow | undefined> {
  return db.selectFrom("jobOpenings").select(columns).where("id", "=", id).executeTakeFirst();
}

/** A version's item, language and publication window. */
export async function findPublication(db: Executor, id: number) {
  return db.selectFrom("jobOpenings").select(["no", "lang", "publishAt", "unpublishAt"]).where("id", "=", id).executeTakeFirst();
}

/** A version a visitor may see (decision 0035): a draft or a closed opening is not found. */
export async function findPublicJobOpening(db: Executor, id: number): Promise<JobOpeningRow | undefined> {
  return db.selectFrom("jobOpenings").select(columns).where("id", "=", id).where(isPublic("jobOpenings")).executeTakeFirst();
}

/** All language versions of one opening, by language. */
export async function findJobOpeningsByNo(db: Executor, no: number): Promise<JobOpeningRow[]> {
  return db.selectFrom("jobOpenings").select(columns).where("no", "=", no).orderBy("lang").execute();
}

/** What the item's versions share (a language added later takes it). */
export async function findItemState(db: Executor, no: number) {
  return db.selectFrom("jobOpenings").select(["createdAt"]).where("no", "=", no).orderBy("id").limit(1).executeTakeFirst();
}

/** The site's filters: each names an item by any of its versions (decision 0071). */
export interface PublicFilters {
  officeNo?: number | undefined;
  practiceAreaNo?: number | undefined;
  level?: JobLevel | undefined;
}

/** The open positions of one language a visitor may see, newest first, filtered. */
export async function listPublicJobOpenings(db: Executor, lang: string, filters: PublicFilters, paging: Paging) {
  const query = db
    .selectFrom("jobOpenings")
    .select(columns)
    .where("lang", "=", lang)
    .where(isPublic("jobOpenings"))
    .$if(filters.level !== undefined, (q) => q.where("level", "=", filters.level!))
    .$if(filters.officeNo !== undefined, (q) =>
      q.where("officeId", "in", (eb) => eb.selectFrom("offices").select("offices.id").where("offices.no", "=", filters.officeNo!)),
    )
    .$if(filters.practiceAreaNo !== undefined, (q) =>
      q.where("id", "in", (eb) =>
        eb
          .selectFrom("jobOpeningPracticeAreas as links")
          .innerJoin("practiceAreas", "practiceAreas.id", "links.practiceAreaId")
          .select("links.jobOpeningId")
          .where("practiceAreas.no", "=", filters.practiceAreaNo!),
      ),
    );
  return fetchPage(query, paging, (page) => page.orderBy("createdAt", "desc").orderBy("no", "desc"));
}

/** The item number of a translated row (an office's, a practice area's) by any of its versions' ids. */
export async function itemNoOf(db: Executor, table: "offices" | "practiceAreas", id: number): Promise<number | undefined> {
  return (await db.selectFrom(table).select("no").where("id", "=", id).executeTakeFirst())?.no;
}

/** The versions of the given ids, in any order. */
export async function findJobOpeningsByIds(db: Executor, ids: readonly number[]): Promise<JobOpeningRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("jobOpenings")
    .select(columns)
    .where("id", "in", [...ids])
    .execute();
}

export async function insertJobOpening(db: Executor, values: Omit<JobOpeningTable, "id">): Promise<number> {
  const row = await db.insertInto("jobOpenings").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export type JobOpeningChanges = Omit<JobOpeningTable, "id" | "no" | "lang" | "slug" | "publishAt" | "unpublishAt" | "createdAt">;

export async function updateJobOpening(db: Executor, id: number, changes: JobOpeningChanges): Promise<void> {
  await db.updateTable("jobOpenings").set(changes).where("id", "=", id).execute();
}

/** Deletes opening versions with their practice areas, drafts, revisions and reviews. */
export async function deleteJobOpenings(db: Executor, ids: readonly number[]): Promise<void> {
  await deleteVersionRows(db, "jobOpenings", ids, { column: "jobOpeningId", tables: ["jobOpeningPracticeAreas"] });
}

/** The practice areas the given versions name, in each one's order. */
export async function findPracticeAreasOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("jobOpeningPracticeAreas as links")
    .innerJoin("practiceAreas", "practiceAreas.id", "links.practiceAreaId")
    .select(["links.jobOpeningId", "practiceAreas.id", "practiceAreas.no", "practiceAreas.name", "practiceAreas.slug"])
    .where("links.jobOpeningId", "in", [...ids])
    .orderBy("links.jobOpeningId")
    .orderBy("links.position")
    .execute();
}

export async function findPracticeAreaIdsOf(db: Executor, id: number): Promise<number[]> {
  return (await findPracticeAreasOf(db, [id])).map((row) => row.id);
}

export async function replacePracticeAreas(db: Executor, id: number, practiceAreaIds: readonly number[]): Promise<void> {
  await db.deleteFrom("jobOpeningPracticeAreas").where("jobOpeningId", "=", id).execute();
  if (practiceAreaIds.length === 0) return;
  await db
    .insertInto("jobOpeningPracticeAreas")
    .values(practiceAreaIds.map((practiceAreaId, position) => ({ jobOpeningId: id, practiceAreaId, position })))
    .execute();
}

/** The offices the given versions name: the office's version, with its address. */
export async function findOffices(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("offices")
    .select(["id", "no", "name", "address", "postalCode", "city", "country"])
    .where("id", "in", [...new Set(ids)])
    .execute();
}
