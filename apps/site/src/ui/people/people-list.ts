import { personEndpoints, type PersonCard } from "@lawfirm/contract";
import { api, type PageContext } from "../../app/api";

/** The people list, filtered; the filters combine on the server. */
export function listPeople(
  query: {
    keyword?: string;
    jobId?: number | undefined;
    practiceAreaId?: number | undefined;
    office?: number | undefined;
    pageNo: number;
    pageSize: number;
  },
  page: PageContext,
) {
  const { keyword, ...rest } = query;
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as typeof rest;
  return api.call(personEndpoints.publicList, { query: { ...filters, ...(keyword ? { keyword } : {}) } }, page);
}

/** A few people for a teaser (home, about): the pinned ones, else the first in the server's order. */
export async function loadPinnedPeople(count: number, context: PageContext): Promise<PersonCard[]> {
  const { result } = await listPeople({ pageNo: 1, pageSize: count }, context);
  const pinned = result.filter((person) => person.top === 1);
  return pinned.length > 0 ? pinned : result;
}
