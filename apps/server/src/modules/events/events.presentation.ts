// What the back office's and the site's answers about events share: rows as the contract's shapes.
import {
  EVENT_PLACE_KINDS,
  REGISTRATION_EXTRA_FIELDS,
  type Event,
  type EventPlaceKind,
  type RegistrationExtraField,
} from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { message } from "../../i18n/messages.ts";
import { findOffices } from "../job-openings/job-openings.repository.ts";
import * as events from "./events.repository.ts";

export const LABEL = message("entity.event");

// The columns hold what the contract allowed when they were written; an unknown value reads as the first of the list.
export const placeKindOf = (value: string): EventPlaceKind =>
  (EVENT_PLACE_KINDS as readonly string[]).includes(value) ? (value as EventPlaceKind) : EVENT_PLACE_KINDS[0];

/** The stored list of optional registration fields, in the contract's order; an unknown name is left out. */
export function registrationFieldsOf(stored: string): RegistrationExtraField[] {
  const names = JSON.parse(stored) as unknown;
  return REGISTRATION_EXTRA_FIELDS.filter((field) => Array.isArray(names) && names.includes(field));
}

/** Rows as answers, with their office's name, speakers and practice areas; `onlyPublic`: only the speakers a visitor may see. */
export async function present(db: Executor, rows: readonly events.EventRow[], onlyPublic = false): Promise<Event[]> {
  const ids = rows.map((row) => row.id);
  const [offices, areas, speakers] = await Promise.all([
    findOffices(
      db,
      rows.flatMap((row) => (row.officeId === null ? [] : [row.officeId])),
    ),
    events.findPracticeAreasOf(db, ids),
    events.findSpeakersOf(db, ids, onlyPublic),
  ]);
  return rows.map((row) => {
    const proFields = areas.filter((area) => area.eventId === row.id).map(({ eventId: _id, ...area }) => area);
    const people = speakers.filter((person) => person.eventId === row.id).map(({ eventId: _id, ...person }) => person);
    const placeKind = placeKindOf(row.placeKind);
    return {
      id: row.id,
      no: row.no,
      lang: row.lang,
      title: row.title,
      slug: row.slug,
      content: row.content,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      placeKind,
      office: placeKind === "office" ? row.officeId : null,
      officeName: placeKind === "office" ? (offices.find((office) => office.id === row.officeId)?.name ?? null) : null,
      venue: placeKind === "address" ? row.venue : "",
      personIds: people.map((person) => person.id),
      people,
      proFieldIds: proFields.map((area) => area.id),
      proFields,
      capacity: row.capacity,
      registrationDeadline: row.registrationDeadline,
      registrationOpen: row.registrationOpen === 1,
      registrationFields: registrationFieldsOf(row.registrationFields),
      createTime: row.createdAt,
      updateTime: row.updatedAt,
    };
  });
}
