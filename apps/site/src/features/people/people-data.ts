import {
  jobEndpoints,
  MAX_PAGE_SIZE,
  officeEndpoints,
  practiceAreaEndpoints,
  SUPPORTED_LOCALES,
  type EndpointOutput,
  type Locale,
  type personEndpoints,
} from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";
import { listPeople, type PersonCardItem } from "../../ui/people/people-list";

/** People per "load more": a whole number of rows in two, three and four columns. */
export const PEOPLE_PAGE_SIZE = 12;
/** How far "load more" goes in the address (`?page=`). */
export const MAX_PEOPLE_PAGES = 25;

export type PersonDetail = EndpointOutput<typeof personEndpoints.publicDetail>;

/** The three filters, named as the public people endpoint names its query (and as the address keeps them). */
export const FILTER_NAMES = ["jobId", "practiceAreaId", "office"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export interface PeopleQuery {
  keyword: string;
  jobId: number | undefined;
  practiceAreaId: number | undefined;
  office: number | undefined;
  page: number;
}

/** A filter's choices: the reference items of the interface language, in their order. */
export interface FilterOption {
  id: number;
  no: number;
  name: string;
}

export function positiveInt(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The search as the address keeps it: `?keyword=&jobId=&practiceAreaId=&office=&page=`. */
export function readPeopleQuery(search: URLSearchParams): PeopleQuery {
  return {
    // Control characters cannot be part of a name (the server refuses them): they are dropped.
    keyword: (search.get("keyword") ?? "")
      .replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, 200),
    jobId: positiveInt(search.get("jobId")),
    practiceAreaId: positiveInt(search.get("practiceAreaId")),
    office: positiveInt(search.get("office")),
    page: Math.min(positiveInt(search.get("page")) ?? 1, MAX_PEOPLE_PAGES),
  };
}

/**
 * The first `count` people of a search in as few calls as the server's maximum page size allows:
 * "load more" keeps its page in the address, so a reload or the back button shows the same list.
 */
export async function loadFirstPeople(
  query: PeopleQuery,
  count: number,
  page: PageContext,
): Promise<{ items: PersonCardItem[]; total: number }> {
  const pageSize = Math.min(count, MAX_PAGE_SIZE);
  const { keyword, jobId, practiceAreaId, office } = query;
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(count / pageSize) }, (_, index) =>
      listPeople({ keyword, jobId, practiceAreaId, office, pageNo: index + 1, pageSize }, page),
    ),
  );
  return { items: pages.flatMap((page) => page.result).slice(0, count), total: pages[0]?.pageable.totalCount ?? 0 };
}

export type FilterOptions = Record<FilterName, FilterOption[]>;

const referenceLoaders: Record<FilterName, (lang: Locale | undefined, page: PageContext) => Promise<FilterOption[]>> = {
  jobId: (lang, page) => api.call(jobEndpoints.publicList, { query: lang ? { lang } : {} }, page),
  practiceAreaId: (lang, page) => api.call(practiceAreaEndpoints.publicList, { query: lang ? { lang } : {} }, page),
  office: (lang, page) => api.call(officeEndpoints.publicList, { query: lang ? { lang } : {} }, page),
};

/** The filters' choices in the interface language; a list that cannot be loaded offers only "all". */
export async function loadFilterOptions(page: PageContext): Promise<FilterOptions> {
  const [jobId, practiceAreaId, office] = await Promise.all(
    FILTER_NAMES.map((name) =>
      referenceLoaders[name](undefined, page).then(
        (items) => items.map(({ id, no, name: label }) => ({ id, no, name: label })),
        () => [],
      ),
    ),
  );
  return { jobId: onePerName(jobId ?? []), practiceAreaId: practiceAreaId ?? [], office: office ?? [] };
}

/**
 * Job titles named alike in a language ("Partner" and "Partnerin" are both "Partner" in English)
 * are one choice: the server's filter by one finds the people of both (docs/decisions/0030).
 */
function onePerName(options: FilterOption[]): FilterOption[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const key = option.name.trim().toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The choice a filter id from the address stands for in the interface language. The address may
 * name another language's version (a link shared before a language switch): the server filters by
 * it all the same, and the select shows that item's version in this language.
 */
export async function resolveFilterId(
  name: FilterName,
  id: number | undefined,
  options: readonly FilterOption[],
  page: PageContext,
): Promise<number | undefined> {
  if (id === undefined || options.some((option) => option.id === id)) return id;
  for (const lang of SUPPORTED_LOCALES) {
    if (lang === page.locale) continue;
    const items = await referenceLoaders[name](lang, page).catch(() => []);
    const found = items.find((item) => item.id === id);
    if (found) return options.find((option) => option.no === found.no)?.id ?? id;
  }
  return id;
}
