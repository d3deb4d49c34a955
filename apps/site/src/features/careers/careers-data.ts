import {
  JOB_LEVELS,
  jobOpeningEndpoints,
  MAX_PAGE_SIZE,
  officeEndpoints,
  practiceAreaEndpoints,
  type JobLevel,
  type JobOpeningCard,
} from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";

/** The careers list's filters as the address keeps them (a GET form): `?office=&practiceAreaId=&level=`. */
export interface CareersQuery {
  office: number | undefined;
  practiceAreaId: number | undefined;
  level: JobLevel | undefined;
}

/** A positive id from the address; anything else is no filter. */
function positiveInt(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

export function readCareersQuery(search: URLSearchParams): CareersQuery {
  const level = search.get("level");
  return {
    office: positiveInt(search.get("office")),
    practiceAreaId: positiveInt(search.get("practiceAreaId")),
    level: (JOB_LEVELS as readonly string[]).includes(level ?? "") ? (level as JobLevel) : undefined,
  };
}

/** A filter's choice: an office or practice area of the page's language. */
export interface CareersFilterOption {
  id: number;
  name: string;
}

/** The open positions of the page's language (a firm has a few dozen at most: one page of the server's largest). */
export async function loadOpenings(query: CareersQuery, page: PageContext): Promise<JobOpeningCard[]> {
  const { office, practiceAreaId, level } = query;
  const answer = await api.call(
    jobOpeningEndpoints.publicList,
    { query: { office, practiceAreaId, level, pageNo: 1, pageSize: MAX_PAGE_SIZE } },
    page,
  );
  return answer.result;
}

/** The offices and practice areas to filter by; a list that cannot be loaded offers only "all". */
export async function loadCareersFilters(
  page: PageContext,
): Promise<{ offices: CareersFilterOption[]; practiceAreas: CareersFilterOption[] }> {
  const names = (items: readonly { id: number; name: string }[]) => items.map(({ id, name }) => ({ id, name }));
  const [offices, practiceAreas] = await Promise.all([
    api.call(officeEndpoints.publicList, { query: {} }, page).then(names, () => []),
    api.call(practiceAreaEndpoints.publicList, { query: {} }, page).then(names, () => []),
  ]);
  return { offices, practiceAreas };
}
