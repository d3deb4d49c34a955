import type { EventCard, EventPlaceKind, Locale, RegistrationAvailability } from "@lawfirm/contract";
import type { Translate } from "../../i18n/translate";
import type { MessageKey } from "../../i18n/messages";
import { formatNumber, pluralForm } from "../format";

/** Each kind of place as a visitor reads it (decision 0082). */
export const PLACE_LABELS: Record<EventPlaceKind, MessageKey> = {
  office: "events.place.office",
  address: "events.place.address",
  online: "events.place.online",
};

/** What a list says of an event one cannot simply register for; nothing when one can. */
export const AVAILABILITY_LABELS: Record<RegistrationAvailability, MessageKey | null> = {
  open: null,
  waitingList: "events.availability.waitingList",
  closed: "events.availability.closed",
  deadlinePassed: "events.availability.deadlinePassed",
  past: null,
};

const PLACES_LEFT_LABELS = { one: "events.placesLeft.one", other: "events.placesLeft.other" } as const satisfies Record<string, MessageKey>;

/**
 * What a list or an event's page says of its places (decision 0106): "Only 2 places left" while few
 * are, "Fully booked – join the waiting list" once none are, why one cannot register; null when
 * one simply can.
 */
export function availabilityNote(event: Pick<EventCard, "registration" | "placesLeft">, t: Translate, locale: Locale): string | null {
  if (event.registration === "open" && event.placesLeft !== null) {
    return t(PLACES_LEFT_LABELS[pluralForm(event.placesLeft, locale)], { count: formatNumber(event.placesLeft, locale) });
  }
  const note = AVAILABILITY_LABELS[event.registration];
  return note ? t(note) : null;
}
