import type { Selectable } from "kysely";
import { PAGE_META_FIELD_NAMES, type Paging } from "@lawfirm/contract";
import { builtOnce } from "../../db/built-once.ts";
import { now, type EventTable, type Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { languagePreference } from "../../db/text-match.ts";
import { mainJobName } from "../articles/articles.repository.ts";
import { deleteVersionRows } from "../publishing/deleted-versions.repository.ts";
import { isPublic } from "../publishing/publication.ts";

const columns = [
  "id",
  "no",
  "lang",
  "title",
  "slug",
  "content",
  "startsAt",
  "endsAt",
  "placeKind",
  "officeId",
  "venue",
  "onlineUrl",
  "capacity",
  "registrationDeadline",
  "registrationOpen",
  "registrationFields",
  "publishAt",
  "unpublishAt",
  "createdAt",
  "updatedAt",
  ...PAGE_META_FIELD_NAMES,
] as const;

export type EventRow = Selectable<EventTable>;

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  return db.selectFrom("events").select(columns).where("id", "=", id).executeTakeFirst();
}

/** A version's item, language and publication window. */
export async function findPublication(db: Executor, id: number) {
  return db.selectFrom("events").select(["no", "lang", "publishAt", "unpublishAt"]).where("id", "=", id).executeTakeFirst();
}

/** A version a visitor may see (decision 0035): a draft or an unpublished event is not found. */
export async function findPublicEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  return db.selectFrom("events").select(columns).where("id", "=", id).where(isPublic("events")).executeTakeFirst();
}

/** A public version of the item `no`, in `lang` when it has one, else in `fallback`, else any. */
export async function findPublicEventOfItem(db: Executor, no: number, lang: string, fallback = lang): Promise<EventRow | undefined> {
  return db
    .selectFrom("events")
    .select(columns)
    .where("no", "=", no)
    .where(isPublic("events"))
    .orderBy(languagePreference("lang", lang, fallback))
    .orderBy("lang")
    .limit(1)
    .executeTakeFirst();
}

/** All language versions of one event, by language. */
export async function findEventsByNo(db: Executor, no: number): Promise<EventRow[]> {
  return db.selectFrom("events").select(columns).where("no", "=", no).orderBy("lang").execute();
}

/** What the item's versions share (a language added later takes it). */
export async function findItemState(db: Executor, no: number) {
  return db.selectFrom("events").select(["createdAt"]).where("no", "=", no).orderBy("id").limit(1).executeTakeFirst();
}

/** The site's filters: each names an item by any of its versions. */
export interface PublicFilters {
  practiceAreaNo?: number | undefined;
  personNo?: number | undefined;
  /** Upcoming (not yet ended at `at`, soonest first) or past (ended, latest first). */
  when: "upcoming" | "past";
  at: string;
}

/** The events of one language a visitor may see, filtered. */
export async function listPublicEvents(db: Executor, lang: string, filters: PublicFilters, paging: Paging) {
  const query = db
    .selectFrom("events")
    .select(columns)
    .where("lang", "=", lang)
    .where(isPublic("events"))
    .where("endsAt", filters.when === "past" ? "<=" : ">", filters.at)
    .$if(filters.practiceAreaNo !== undefined, (q) =>
      q.where("id", "in", (eb) =>
        eb
          .selectFrom("eventPracticeAreas as links")
          .innerJoin("practiceAreas", "practiceAreas.id", "links.practiceAreaId")
          .select("links.eventId")
          .where("practiceAreas.no", "=", filters.practiceAreaNo!),
      ),
    )
    .$if(filters.personNo !== undefined, (q) =>
      q.where("id", "in", (eb) =>
        eb
          .selectFrom("eventSpeakers as links")
          .innerJoin("people", "people.id", "links.personId")
          .select("links.eventId")
          .where("people.no", "=", filters.personNo!),
      ),
    );
  const direction = filters.when === "past" ? "desc" : "asc";
  return fetchPage(query, paging, (page) => page.orderBy("startsAt", direction).orderBy("no", direction));
}

/** The item number of a translated row (a practice area's, a person's) by any of its versions' ids. */
export async function itemNoOf(db: Executor, table: "practiceAreas" | "people", id: number): Promise<number | undefined> {
  return (await db.selectFrom(table).select("no").where("id", "=", id).executeTakeFirst())?.no;
}

/** The versions of the given ids, in any order. */
export async function findEventsByIds(db: Executor, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("events")
    .select(columns)
    .where("id", "in", [...ids])
    .execute();
}

export async function insertEvent(db: Executor, values: Omit<EventTable, "id">): Promise<number> {
  const row = await db.insertInto("events").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export type EventChanges = Omit<EventTable, "id" | "no" | "lang" | "slug" | "publishAt" | "unpublishAt" | "createdAt">;

export async function updateEvent(db: Executor, id: number, changes: EventChanges): Promise<void> {
  await db.updateTable("events").set(changes).where("id", "=", id).execute();
}

/** Deletes event versions with their practice areas, speakers, drafts, revisions and reviews. */
export async function deleteEvents(db: Executor, ids: readonly number[]): Promise<void> {
  await deleteVersionRows(db, "events", ids, { column: "eventId", tables: ["eventPracticeAreas", "eventSpeakers"] });
}

/** The practice areas the given versions name, in each one's order. */
export async function findPracticeAreasOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return practiceAreasOf(db, { ids });
}

const practiceAreasOf = builtOnce((db, { ids }: { ids: readonly number[] }) =>
  db
    .selectFrom("eventPracticeAreas as links")
    .innerJoin("practiceAreas", "practiceAreas.id", "links.practiceAreaId")
    .select(["links.eventId", "practiceAreas.id", "practiceAreas.no", "practiceAreas.name", "practiceAreas.slug"])
    .where("links.eventId", "in", ids)
    .orderBy("links.eventId")
    .orderBy("links.position"),
);

/** The speakers the given versions name, in each one's order, with their main job title; `onlyPublic`: those a visitor may see. */
export async function findSpeakersOf(db: Executor, ids: readonly number[], onlyPublic = false) {
  if (ids.length === 0) return [];
  return speakersOf(db, { ids, onlyPublic, at: now() });
}

const speakersOf = builtOnce((db, { ids, onlyPublic, at }: { ids: readonly number[]; onlyPublic: boolean; at: string }) =>
  db
    .selectFrom("eventSpeakers as links")
    .innerJoin("people", "people.id", "links.personId")
    .select(["links.eventId", "people.id", "people.no", "people.name", "people.slug", "people.photoUrl"])
    .select(mainJobName)
    .where("links.eventId", "in", ids)
    .$if(onlyPublic, (query) => query.where(isPublic("people", at)))
    .orderBy("links.eventId")
    .orderBy("links.position"),
);

export async function replaceLinks(
  db: Executor,
  id: number,
  links: { practiceAreaIds: readonly number[]; personIds: readonly number[] },
): Promise<void> {
  await db.deleteFrom("eventPracticeAreas").where("eventId", "=", id).execute();
  await db.deleteFrom("eventSpeakers").where("eventId", "=", id).execute();
  if (links.practiceAreaIds.length > 0) {
    await db
      .insertInto("eventPracticeAreas")
      .values(links.practiceAreaIds.map((practiceAreaId, position) => ({ eventId: id, practiceAreaId, position })))
      .execute();
  }
  if (links.personIds.length > 0) {
    await db
      .insertInto("eventSpeakers")
      .values(links.personIds.map((personId, position) => ({ eventId: id, personId, position })))
      .execute();
  }
}
