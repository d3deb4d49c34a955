// What the site and the back office know of events without their schemas (decision 0082; the site
// loads no zod, decision 0033): the closed lists, their names on schema.org, and how long a
// registration is kept.

/**
 * Where an event takes place: at one of the firm's offices, at another address (the version's
 * `venue`), or online (a link, when there is one, goes only to registered people).
 */
export const EVENT_PLACE_KINDS = ["office", "address", "online"] as const;
export type EventPlaceKind = (typeof EVENT_PLACE_KINDS)[number];

/** Each place's `eventAttendanceMode` on schema.org. */
export const SCHEMA_ORG_ATTENDANCE_MODES = {
  office: "https://schema.org/OfflineEventAttendanceMode",
  address: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
} as const satisfies Record<EventPlaceKind, string>;

/** The registration's optional fields an editor may ask for per event (labels: `events.registration.field.*`). */
export const REGISTRATION_EXTRA_FIELDS = ["position", "phone", "dietaryNeeds"] as const;
export type RegistrationExtraField = (typeof REGISTRATION_EXTRA_FIELDS)[number];

/** Where a registration stands: on the list, waiting for a place, or cancelled by the registered person. */
export const REGISTRATION_STATES = ["registered", "waiting", "cancelled"] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/**
 * How few places left an event's answers name (decision 0106): from this many down to one, a list
 * and the event's page say "N places left"; with more, or without a limit, they say nothing of it.
 */
export const FEW_PLACES_LEFT = 5;
