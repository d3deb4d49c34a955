import { eventEndpoints, type EventCard } from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";

/**
 * Events of the page's language (decision 0082): upcoming soonest first or past latest first, by
 * practice area or speaker; their count is shown nowhere, so the server does not count them (decision 0124).
 */
export async function listEvents(
  query: { when: "upcoming" | "past"; practiceAreaId?: number | undefined; personId?: number | undefined; pageSize: number },
  page: PageContext,
): Promise<EventCard[]> {
  const { pageSize, ...filters } = query;
  return (await api.call(eventEndpoints.publicList, { query: { ...filters, pageNo: 1, pageSize, withoutCount: "1" } }, page)).result;
}
