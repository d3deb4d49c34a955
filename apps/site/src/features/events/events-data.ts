import { MAX_PAGE_SIZE, practiceAreaEndpoints, type EventCard } from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";
import { listEvents } from "../../ui/events/event-api";

/** The events page's address: `?when=past` the archive, `?practiceAreaId=` a practice area (decision 0082). */
export interface EventsQuery {
  when: "upcoming" | "past";
  practiceAreaId: number | undefined;
}

function positiveInt(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

export function readEventsQuery(search: URLSearchParams): EventsQuery {
  return { when: search.get("when") === "past" ? "past" : "upcoming", practiceAreaId: positiveInt(search.get("practiceAreaId")) };
}

/** The events of the page's language, upcoming or past (a firm holds a few dozen a year: one page of the server's largest). */
export async function loadEvents(query: EventsQuery, page: PageContext): Promise<EventCard[]> {
  return listEvents({ when: query.when, practiceAreaId: query.practiceAreaId, pageSize: MAX_PAGE_SIZE }, page);
}

/** The practice areas to filter by; a list that cannot be loaded offers only "all". */
export async function loadPracticeAreaOptions(page: PageContext): Promise<{ id: number; name: string }[]> {
  return api.call(practiceAreaEndpoints.publicList, { query: {} }, page).then(
    (items) => items.map(({ id, name }) => ({ id, name })),
    () => [],
  );
}
