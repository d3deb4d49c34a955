import {
  FEW_PLACES_LEFT,
  pageMetaOf,
  type EventCard,
  type EventFields,
  type Paging,
  type PublicEvent,
  type RegistrationAvailability,
  type RegistrationState,
} from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { findDrafts } from "../publishing/drafts.repository.ts";
import { serveRichTextPictures } from "../media/rich-text-pictures.ts";
import { findOffices } from "../job-openings/job-openings.repository.ts";
import { versionList } from "../translations/translated-items.ts";
import * as translations from "../translations/translations.repository.ts";
import { pageMetaColumns } from "../page-meta/page-meta.ts";
import * as events from "./events.repository.ts";
import * as registrations from "./registrations.repository.ts";
import { LABEL, present } from "./events.presentation.ts";

/** Whether one can register for an event at `at`, with its counts by state. */
export function availabilityOf(
  row: Pick<events.EventRow, "endsAt" | "startsAt" | "registrationOpen" | "registrationDeadline" | "capacity">,
  counts: Partial<Record<RegistrationState, number>> | undefined,
  at: string,
): RegistrationAvailability {
  if (row.endsAt <= at) return "past";
  if (row.registrationOpen !== 1) return "closed";
  if ((row.registrationDeadline ?? row.startsAt) <= at) return "deadlinePassed";
  if (row.capacity !== null && (counts?.registered ?? 0) >= row.capacity) return "waitingList";
  return "open";
}

/**
 * What visitors' answers say of an event's places at `at` (decision 0106): whether one can register,
 * and how many places are left while registration is open and `FEW_PLACES_LEFT` or fewer are.
 */
export function publicPlacesOf(
  row: Parameters<typeof availabilityOf>[0],
  counts: Partial<Record<RegistrationState, number>> | undefined,
  at: string,
): Pick<EventCard, "registration" | "placesLeft"> {
  const registration = availabilityOf(row, counts, at);
  const left = row.capacity === null ? Infinity : row.capacity - (counts?.registered ?? 0);
  return { registration, placesLeft: registration === "open" && left <= FEW_PLACES_LEFT ? left : null };
}

/** The site's filters as the address gives them: a practice area's or a speaker's version id (any language), upcoming or past. */
export interface PublicListQuery extends Paging {
  practiceAreaId?: number | undefined;
  personId?: number | undefined;
  when: "upcoming" | "past";
}

/**
 * The events of a visitor's language: the ones not yet ended, soonest first, or the past ones,
 * latest first. A filter names a practice area or speaker by any of its versions; one that names
 * none finds nothing.
 */
export async function listPublicEvents(db: Db, lang: string, query: PublicListQuery) {
  const [practiceAreaNo, personNo] = await Promise.all([
    query.practiceAreaId === undefined ? undefined : events.itemNoOf(db, "practiceAreas", query.practiceAreaId).then((no) => no ?? 0),
    query.personId === undefined ? undefined : events.itemNoOf(db, "people", query.personId).then((no) => no ?? 0),
  ]);
  const at = now();
  const { rows, pageable } = await events.listPublicEvents(db, lang, { practiceAreaNo, personNo, when: query.when, at }, query);
  const [items, counts] = await Promise.all([
    present(db, rows, true),
    registrations.countByState(
      db,
      rows.map((row) => row.no),
    ),
  ]);
  const result: EventCard[] = items.map(({ content: _content, ...item }, index) => ({
    ...item,
    ...publicPlacesOf(rows[index]!, counts.get(item.no), at),
  }));
  return { result, pageable };
}

/**
 * One public version for a visitor, with the item's public versions and its office's address;
 * never the online link. A previewed version is read whatever its state, with its draft's fields.
 */
export async function readPublicEvent(db: Db, id: number, previewed = false): Promise<PublicEvent> {
  const stored = previewed ? await events.findEvent(db, id) : await events.findPublicEvent(db, id);
  if (!stored) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  const draft = previewed ? (await findDrafts<EventFields>(db, "events", [id])).get(id)?.fields : undefined;
  const row = draft
    ? {
        ...stored,
        title: draft.title,
        content: draft.content,
        startsAt: draft.startsAt,
        endsAt: draft.endsAt,
        placeKind: draft.placeKind,
        officeId: draft.office,
        venue: draft.venue,
        capacity: draft.capacity,
        registrationDeadline: draft.registrationDeadline,
        registrationOpen: draft.registrationOpen ? 1 : 0,
        registrationFields: JSON.stringify(draft.registrationFields),
        ...pageMetaColumns(pageMetaOf(draft)),
      }
    : stored;
  const [[item], versions, offices, servePictures, counts] = await Promise.all([
    present(db, [row], true),
    translations.findPublicVersionsByNo(db, "events", row.no),
    findOffices(db, row.officeId === null ? [] : [row.officeId]),
    serveRichTextPictures(db, [row.content], row.lang),
    registrations.countByState(db, [row.no]),
  ]);
  return {
    ...item!,
    ...pageMetaOf(row),
    content: servePictures(item!.content),
    ...publicPlacesOf(row, counts.get(row.no), now()),
    officeAddress: item!.placeKind === "office" ? (offices[0] ?? null) : null,
    versions: versionList(versions),
  };
}
