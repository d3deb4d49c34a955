import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** What a calendar file says of an event. */
export interface CalendarEvent {
  /** The item's number: the UID, the same for every language and every download. */
  no: number;
  title: string;
  /** The event's text, as plain text. */
  description: string;
  startsAt: string;
  endsAt: string;
  /** The place in a line: an office's name and address, another place's lines, or "Online". */
  location: string;
  /** The event's page in the file's language. */
  pageUrl: string;
  /** The organiser: the firm's name and address (when it has one). */
  organizer: { name: string; email: string | null };
  /** An online event's link, only in the file a registered person is mailed. */
  onlineUrl?: string | null | undefined;
  /** Registration and cancellation change the file: a later one replaces an earlier one. */
  updatedAt: string;
  /** A cancellation's file (`METHOD:CANCEL`, the event `CANCELLED`): the calendar that has the event drops it. */
  cancelled?: boolean;
}

/**
 * An event as an iCalendar file (RFC 5545) made with ical-generator: `METHOD:PUBLISH` (`CANCEL` for a cancellation), its times
 * in UTC (no VTIMEZONE needed), a UID stable per event (`event-{no}@{host}`), whoever downloads or
 * is mailed it (decision 0082).
 */
export function eventCalendar(event: CalendarEvent): string {
  const host = new URL(event.pageUrl).host;
  const calendar = ical({
    prodId: { company: event.organizer.name, product: "events", language: "EN" },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  const online = event.onlineUrl ? `\n\n${event.onlineUrl}` : "";
  calendar.createEvent({
    id: `event-${event.no}@${host}`,
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    stamp: new Date(event.updatedAt),
    ...(event.cancelled ? { status: ICalEventStatus.CANCELLED, sequence: 1 } : {}),
    summary: event.title,
    description: `${event.description}${online}`.trim(),
    location: event.location,
    url: event.onlineUrl || event.pageUrl,
    ...(event.organizer.email ? { organizer: { name: event.organizer.name, email: event.organizer.email } } : {}),
  });
  return calendar.toString();
}
