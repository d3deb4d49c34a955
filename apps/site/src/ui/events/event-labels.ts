import type { EventPlaceKind, RegistrationAvailability } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/messages";

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
