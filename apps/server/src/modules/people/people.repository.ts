import type { Paging, PublishState } from "@lawfirm/contract";
import { sql, type ExpressionBuilder } from "kysely";
import { builtOnce } from "../../db/built-once.ts";
import { now, type Database, type Executor, type PersonTable } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { isShownVersion, likeEscaped } from "../../db/text-match.ts";
import { deleteVersionRows } from "../publishing/deleted-versions.repository.ts";
import { isInState, isPublic } from "../publishing/publication.ts";
import { pageMetaColumnsOf, type StoredPageMeta } from "../page-meta/page-meta.ts";

const cardColumns = [
  "people.id",
  "people.no",
  "people.lang",
  "people.top",
  "people.photoUrl",
  "people.photoAlt",
  "people.name",
  "people.slug",
  "people.phoneNumber",
  "people.email",
  "people.officeId",
  "offices.name as officeName",
  "people.spokenLanguages",
  "people.publishAt",
  "people.unpublishAt",
  "people.createdAt",
  "people.updatedAt",
] as const;

const PROFILE_COLUMNS = [
  "people.specialistTitles",
  "people.barAdmissions",
  "people.education",
  "people.memberships",
  "people.publications",
  "people.rankings",
] as const;

/** A person version as lists read it: everything but the biography. */
export interface PersonCardRow {
  id: number;
  no: number;
  lang: string;
  top: number;
  photoUrl: string | null;
  photoAlt: string | null;
  name: string;
  slug: string;
  phoneNumber: string | null;
  email: string | null;
  officeId: number;
  officeName: string;
  /** JSON text. */
  spokenLanguages: string;
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A whole version: with its biography, its full profile's lists (decision 0068) and its page's fields (decision 0055). */
export interface PersonRow
  extends
    PersonCardRow,
    StoredPageMeta,
    Pick<
      PersonTable,
      "intro" | "customContents" | "specialistTitles" | "barAdmissions" | "education" | "memberships" | "publications" | "rankings"
    > {}

export type PersonValues = Omit<PersonTable, "id">;
/** What a save changes of a version's row; its slug changes through the addresses (`changeSlug`), which keep the old one. */
export type PersonChanges = Omit<PersonValues, "no" | "lang" | "slug" | "top" | "createdAt" | "publishAt" | "unpublishAt">;

/** A job title or practice area linked to a person version. */
export interface PersonLinkRow {
  personId: number;
  refId: number;
  name: string;
  lang: string;
  /** A practice area's readable address (decision 0054); empty for a job title, which has no page. */
  slug: string;
}

function selectCards(db: Executor) {
  return db.selectFrom("people").innerJoin("offices", "offices.id", "people.officeId").select(cardColumns);
}

function selectPeople(db: Executor) {
  return selectCards(db)
    .select(["people.intro", "people.customContents", ...PROFILE_COLUMNS])
    .select(pageMetaColumnsOf("people"));
}

/** Ids of all versions of the item that the version `id` of `table` belongs to. */
function versionsOfSameItem(db: Executor, table: "offices" | "jobs" | "practiceAreas", id: number) {
  return db
    .selectFrom(table)
    .select("id")
    .where("no", "=", (eb) => eb.selectFrom(table).select("no").where("id", "=", id));
}

/**
 * Ids of the job titles a filter by the version `id` finds: every version of its title, and the
 * titles named alike in a language ("Partner" finds the partners and, in German, the
 * "Partnerinnen": docs/decisions/0030).
 */
function jobsNamedAlike(db: Executor, id: number) {
  return db
    .selectFrom("jobs as alike")
    .select("alike.id")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("jobs as version")
          .innerJoin("jobs as chosen", "chosen.no", "version.no")
          .select("version.id")
          .where("chosen.id", "=", id)
          .whereRef("version.lang", "=", "alike.lang")
          .whereRef("version.name", "=", "alike.name"),
      ),
    );
}

export async function findPerson(db: Executor, id: number): Promise<PersonRow | undefined> {
  return selectPeople(db).where("people.id", "=", id).executeTakeFirst();
}

/** A version's item, language and publication window. */
export async function findPublication(db: Executor, id: number) {
  return db.selectFrom("people").select(["no", "lang", "publishAt", "unpublishAt"]).where("id", "=", id).executeTakeFirst();
}

/** Sets the spoken languages and specialist titles (JSON texts) of every version of a person: they are the person's (a published draft's). */
export async function setSharedLists(
  db: Executor,
  no: number,
  lists: { spokenLanguages: string; specialistTitles: string },
): Promise<void> {
  await db.updateTable("people").set(lists).where("no", "=", no).execute();
}

/** A version a visitor may see (docs/decisions/0035): a draft is not found. */
export async function findPublicPerson(db: Executor, id: number): Promise<PersonRow | undefined> {
  const [row] = await publicPerson(db, { id, at: now() });
  return row;
}

const publicPerson = builtOnce((db, { id, at }: { id: number; at: string }) =>
  selectPeople(db).where("people.id", "=", id).where(isPublic("people", at)),
);

/** All language versions of one person, by language. */
export async function findPeopleByNo(db: Executor, no: number): Promise<PersonRow[]> {
  return selectPeople(db).where("people.no", "=", no).orderBy("people.lang").execute();
}

/** The job titles of the given person versions, in each person's order. */
export async function findJobsOf(db: Executor, personIds: readonly number[]): Promise<PersonLinkRow[]> {
  if (personIds.length === 0) return [];
  return jobsOf(db, { personIds });
}

const jobsOf = builtOnce((db, { personIds }: { personIds: readonly number[] }) =>
  db
    .selectFrom("personJobs")
    .innerJoin("jobs", "jobs.id", "personJobs.jobId")
    .select(["personJobs.personId", "jobs.id as refId", "jobs.name", "jobs.lang", sql<string>`''`.as("slug")])
    .where("personJobs.personId", "in", personIds)
    .orderBy("personJobs.personId")
    .orderBy("personJobs.position"),
);

/** The practice areas of the given person versions, in each person's order; `onlyPublic`: those a visitor may see. */
export async function findPracticeAreasOf(db: Executor, personIds: readonly number[], onlyPublic = false): Promise<PersonLinkRow[]> {
  if (personIds.length === 0) return [];
  return practiceAreasOf(db, { personIds, onlyPublic, at: now() });
}

const practiceAreasOf = builtOnce((db, { personIds, onlyPublic, at }: { personIds: readonly number[]; onlyPublic: boolean; at: string }) =>
  db
    .selectFrom("personPracticeAreas")
    .innerJoin("practiceAreas", "practiceAreas.id", "personPracticeAreas.practiceAreaId")
    .select(["personPracticeAreas.personId", "practiceAreas.id as refId", "practiceAreas.name", "practiceAreas.lang", "practiceAreas.slug"])
    .where("personPracticeAreas.personId", "in", personIds)
    .$if(onlyPublic, (query) => query.where(isPublic("practiceAreas", at)))
    .orderBy("personPracticeAreas.personId")
    .orderBy("personPracticeAreas.position"),
);

/**
 * Job titles or practice areas by id, as a draft names them (a preview shows them before they are
 * linked); `onlyPublic`: those a visitor may see. Ids of deleted rows are left out.
 */
export async function findLinkTargets(
  db: Executor,
  table: "jobs" | "practiceAreas",
  ids: readonly number[],
  onlyPublic = false,
): Promise<Omit<PersonLinkRow, "personId">[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select(["id as refId", "name", "lang", table === "practiceAreas" ? sql<string>`slug`.as("slug") : sql<string>`''`.as("slug")])
    .where("id", "in", [...ids])
    .$if(onlyPublic && table === "practiceAreas", (query) => query.where(isPublic("practiceAreas")))
    .execute();
  return ids.flatMap((id) => rows.filter((row) => row.refId === id));
}

/** An office version's name; undefined for a deleted one. */
export async function findOfficeName(db: Executor, id: number): Promise<string | undefined> {
  const row = await db.selectFrom("offices").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name;
}

export async function insertPerson(db: Executor, values: PersonValues): Promise<number> {
  const row = await db.insertInto("people").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePerson(db: Executor, id: number, changes: PersonChanges): Promise<void> {
  await db.updateTable("people").set(changes).where("id", "=", id).execute();
}

/** Replaces the job titles and practice areas of a person version, keeping the given order. */
export async function replacePersonLinks(db: Executor, personId: number, jobIds: readonly number[], practiceAreaIds: readonly number[]) {
  await db.deleteFrom("personJobs").where("personId", "=", personId).execute();
  await db.deleteFrom("personPracticeAreas").where("personId", "=", personId).execute();
  if (jobIds.length > 0) {
    await db
      .insertInto("personJobs")
      .values(jobIds.map((jobId, position) => ({ personId, jobId, position })))
      .execute();
  }
  if (practiceAreaIds.length > 0) {
    await db
      .insertInto("personPracticeAreas")
      .values(practiceAreaIds.map((practiceAreaId, position) => ({ personId, practiceAreaId, position })))
      .execute();
  }
}

/** Deletes person versions with their links, drafts, revisions and the articles' mentions of them. */
export async function deletePeople(db: Executor, ids: readonly number[]): Promise<void> {
  await deleteVersionRows(db, "people", ids, { column: "personId", tables: ["personJobs", "personPracticeAreas", "articlePeople"] });
}

/** What the versions of a person share: the pin flag and when the person was first saved. */
export async function findItemState(db: Executor, no: number): Promise<{ top: number; createdAt: string } | undefined> {
  const row = await db
    .selectFrom("people")
    .select((eb) => [eb.fn.max("top").as("top"), eb.fn.min("createdAt").as("createdAt")])
    .where("no", "=", no)
    .executeTakeFirst();
  return row?.createdAt ? { top: Number(row.top ?? 0), createdAt: row.createdAt } : undefined;
}

/** Pins or unpins every version of a person. */
export async function setTop(db: Executor, no: number, top: 0 | 1, updatedAt: string): Promise<void> {
  await db.updateTable("people").set({ top, updatedAt }).where("no", "=", no).execute();
}

export interface PeopleFilters {
  /** LIKE patterns over the search column of any version of the person; one must match. */
  namePatterns?: readonly string[] | undefined;
  /** Only these people (items, by `no`), as the site search found them. */
  itemNos?: readonly number[] | undefined;
  /** Versions of an office, a job title, a practice area (any version of each names the item). */
  officeId?: number | undefined;
  jobId?: number | undefined;
  practiceAreaId?: number | undefined;
  /** Versions in this publication state (the back office's list). */
  publishState?: PublishState | undefined;
}

type PeopleQuery = ReturnType<typeof selectCards>;

function applyFilters(db: Executor, query: PeopleQuery, filters: PeopleFilters): PeopleQuery {
  const { namePatterns, itemNos, officeId, jobId, practiceAreaId, publishState } = filters;
  if (publishState) query = query.where(isInState("people", publishState));
  if (itemNos) query = itemNos.length > 0 ? query.where("people.no", "in", [...itemNos]) : query.where(sql<boolean>`1 = 0`);
  if (namePatterns && namePatterns.length > 0) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("people as named")
          .select("named.id")
          .whereRef("named.no", "=", "people.no")
          .where((inner) => inner.or(namePatterns.map((pattern) => likeEscaped("named.searchName", pattern)))),
      ),
    );
  }
  if (officeId !== undefined) query = query.where("people.officeId", "in", versionsOfSameItem(db, "offices", officeId));
  if (jobId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("personJobs")
          .select("personJobs.personId")
          .whereRef("personJobs.personId", "=", "people.id")
          .where("personJobs.jobId", "in", jobsNamedAlike(db, jobId)),
      ),
    );
  }
  if (practiceAreaId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("personPracticeAreas")
          .select("personPracticeAreas.personId")
          .whereRef("personPracticeAreas.personId", "=", "people.id")
          .where("personPracticeAreas.practiceAreaId", "in", versionsOfSameItem(db, "practiceAreas", practiceAreaId)),
      ),
    );
  }
  return query;
}

/** A person is a lawyer when any of their job titles says so (each version names the same titles). */
export const isLawyer = (eb: ExpressionBuilder<Database, "people">) =>
  eb.exists(
    eb
      .selectFrom("personJobs")
      .innerJoin("jobs", "jobs.id", "personJobs.jobId")
      .select("personJobs.personId")
      .whereRef("personJobs.personId", "=", "people.id")
      .where("jobs.isLawyer", "=", 1),
  );

/** Pinned first, then by name (the search column's first line: accents and case ignored). */
const peopleOrder = (query: PeopleQuery) => query.orderBy("people.top", "desc").orderBy("people.searchName").orderBy("people.id");

/** One language's public people, filtered, a page at a time. */
export async function listPeople(db: Executor, lang: string, filters: PeopleFilters, paging: Paging) {
  return fetchPage(
    applyFilters(db, selectCards(db).where("people.lang", "=", lang).where(isPublic("people")), filters),
    paging,
    peopleOrder,
  );
}

/** The public lawyers (a job title marked as a lawyer's) linked to one practice area version, in list order. */
export async function listLawyersPractising(db: Executor, practiceAreaId: number): Promise<PersonCardRow[]> {
  return peopleOrder(
    selectCards(db)
      .where(isPublic("people"))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("personPracticeAreas")
            .select("personPracticeAreas.personId")
            .whereRef("personPracticeAreas.personId", "=", "people.id")
            .where("personPracticeAreas.practiceAreaId", "=", practiceAreaId),
        ),
      )
      .where(isLawyer),
  ).execute();
}

/**
 * The back office's list: one row per person, the version in `lang`, else in `fallback`, else
 * any; the name filter looks at every version. Pinned first, then by name.
 */
export async function listPeopleForAdmin(
  db: Executor,
  preferred: { lang: string; fallback: string },
  filters: PeopleFilters & { hasLang?: string | undefined },
  paging: Paging,
  sort?: { by: "name" | "updated"; order: "asc" | "desc" },
) {
  let shown = selectCards(db).where(isShownVersion(db, "people", preferred.lang, preferred.fallback));
  const { hasLang } = filters;
  if (hasLang !== undefined) {
    shown = shown.where((eb) =>
      eb.exists(
        eb.selectFrom("people as inLang").select("inLang.id").whereRef("inLang.no", "=", "people.no").where("inLang.lang", "=", hasLang),
      ),
    );
  }
  if (!sort) return fetchPage(applyFilters(db, shown, filters), paging, peopleOrder);
  // The search column: the name without case and accents, as the name filter reads it.
  const column = sort.by === "name" ? "people.searchName" : "people.updatedAt";
  return fetchPage(applyFilters(db, shown, filters), paging, (page) => page.orderBy(column, sort.order).orderBy("people.id", sort.order));
}

/** The practice area versions whose key contacts include any of the given person versions. */
export async function findKeyContactUses(db: Executor, personIds: readonly number[]): Promise<{ name: string; lang: string }[]> {
  if (personIds.length === 0) return [];
  return db
    .selectFrom("practiceAreaContacts")
    .innerJoin("practiceAreas", "practiceAreas.id", "practiceAreaContacts.practiceAreaId")
    .select(["practiceAreas.name", "practiceAreas.lang"])
    .where("practiceAreaContacts.personId", "in", [...personIds])
    .orderBy("practiceAreas.sort")
    .orderBy("practiceAreas.lang")
    .execute();
}

/** How many article versions name each of the given person versions. */
export async function countArticlesNaming(db: Executor, personIds: readonly number[]): Promise<Map<number, number>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("articlePeople")
    .select(["personId as id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("personId", "in", [...personIds])
    .groupBy("personId")
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** Public person versions by id, in the order of the ids given (unknown ids and drafts left out). */
export async function findPublicCardsByIds(db: Executor, ids: readonly number[]): Promise<PersonCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db)
    .where("people.id", "in", [...ids])
    .where(isPublic("people"))
    .execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
