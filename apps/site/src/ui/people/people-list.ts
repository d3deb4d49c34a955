import { personEndpoints, type PersonCard } from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";

/**
 * What a card (PersonCard) shows of a person, and all that the site keeps of a people list's rows,
 * so that a page's data for the browser's takeover carries no field the page does not show (as
 * `toArticleCard` for articles).
 */
export type PersonCardItem = Pick<
  PersonCard,
  "id" | "slug" | "lang" | "top" | "name" | "photoUrl" | "photoDescription" | "jobs" | "officeName"
>;

export function toPersonCard(person: PersonCard): PersonCardItem {
  const { id, slug, lang, top, name, photoUrl, photoDescription, jobs, officeName } = person;
  return { id, slug, lang, top, name, photoUrl, photoDescription, jobs, officeName };
}

/** The people list, filtered (the filters combine on the server), each person as a card shows them. */
export async function listPeople(
  query: {
    keyword?: string;
    jobId?: number | undefined;
    practiceAreaId?: number | undefined;
    office?: number | undefined;
    pageNo: number;
    pageSize: number;
    /** `1`: the list's count is not shown, and the server need not count it (decision 0124). */
    withoutCount?: "1";
  },
  page: PageContext,
) {
  const { keyword, ...rest } = query;
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as typeof rest;
  const { result, ...list } = await api.call(personEndpoints.publicList, { query: { ...filters, ...(keyword ? { keyword } : {}) } }, page);
  return { ...list, result: result.map(toPersonCard) };
}

/** A few people for a teaser (home, about): the pinned ones, else the first in the server's order; not counted. */
export async function loadPinnedPeople(count: number, context: PageContext): Promise<PersonCardItem[]> {
  const { result } = await listPeople({ pageNo: 1, pageSize: count, withoutCount: "1" }, context);
  const pinned = result.filter((person) => person.top === 1);
  return pinned.length > 0 ? pinned : result;
}
