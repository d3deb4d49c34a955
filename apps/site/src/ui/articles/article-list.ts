import {
  catalogEndpoints,
  MAX_PAGE_SIZE,
  practiceAreaEndpoints,
  SEARCH_LIMITS,
  type CatalogNode,
  type CatalogType,
} from "@lawfirm/contract";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { api, type PageContext } from "../../lib/api";
import { besideRequest, pageContext } from "../../lib/page-context";
import { listArticles, listYears } from "./article-api";
import type { ArticleCardItem, ArticleKind } from "./article-kinds";
import { describeFilter, FILTER_PARAMS, type ShownFilter } from "./related";

/** Items per "load more": a whole number of rows in one, two and three columns. */
export const LIST_PAGE_SIZE = 12;
/** How far "load more" goes in the address (`?page=`); beyond it the list stops growing. */
export const MAX_LIST_PAGES = 25;

export interface ArticleListData {
  /** The kind's folder tree in the interface language. */
  folders: CatalogNode[];
  /** The chosen folder and its ancestors, top level first; empty for "all". */
  folderPath: CatalogNode[];
  items: ArticleCardItem[];
  total: number;
  page: number;
  /** The filters the address names besides the folder. */
  filters: ListFilters;
  /** The filter form's choices: the page language's practice areas, and the years with items. */
  choices: ListFilterChoices;
  /**
   * The person the list is narrowed to (`?person=`), with their name; or the practice area, named,
   * when it is none of the choices (an address of another language's version).
   */
  shownFilter?: ShownFilter | undefined;
}

/** What a list page's address narrows it to besides the folder: `?person=&practiceArea=&year=&keyword=`. */
export interface ListFilters {
  personId?: number | undefined;
  practiceAreaId?: number | undefined;
  year?: number | undefined;
  keyword?: string | undefined;
}

export interface ListFilterChoices {
  practiceAreas: { id: number; name: string }[];
  years: number[];
}

/** The query parameters of the filters that are not a person's or practice area's (related.ts names those). */
export const LIST_FILTER_PARAMS = { ...FILTER_PARAMS, year: "year", keyword: "keyword" } as const;

/** The filters of a list page's address; ids and years that are not whole numbers, and control characters, are dropped. */
export function listFiltersOf(search: URLSearchParams): ListFilters {
  const year = search.get(LIST_FILTER_PARAMS.year);
  const keyword = (search.get(LIST_FILTER_PARAMS.keyword) ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, SEARCH_LIMITS.query);
  const filters: ListFilters = {
    personId: positiveInt(search.get(LIST_FILTER_PARAMS.person)),
    practiceAreaId: positiveInt(search.get(LIST_FILTER_PARAMS.practiceArea)),
    year: year && /^\d{4}$/.test(year) ? Number(year) : undefined,
    keyword: keyword || undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

function positiveInt(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The folder with group key `no` and its ancestors, top level first; empty when there is none. */
export function findFolderPath(nodes: readonly CatalogNode[], no: number | undefined): CatalogNode[] {
  if (no === undefined) return [];
  for (const node of nodes) {
    if (node.no === no) return [node];
    const below = findFolderPath(node.childrenList, no);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The first `count` items of a list, in as few calls as the server's maximum page size allows:
 * "load more" keeps its page in the address, so a reload or the back button shows the same list.
 */
export async function loadFirstItems(
  kind: ArticleKind,
  cataId: number | undefined,
  count: number,
  context: PageContext,
  filters: ListFilters = {},
) {
  const pageSize = Math.min(count, MAX_PAGE_SIZE);
  const calls = Array.from({ length: Math.ceil(count / pageSize) }, (_, index) =>
    listArticles(kind, { pageNo: index + 1, pageSize, ...(cataId === undefined ? {} : { cataId }), ...filters }, context),
  );
  const pages = await Promise.all(calls);
  return { items: pages.flatMap((page) => page.result).slice(0, count), total: pages[0]?.pageable.totalCount ?? 0 };
}

/**
 * The loader of a kind's list page. A kind with folders (news, cases) keeps the folder in the address as its group key `no`
 * (`?folder=12`), which all language versions of a folder share: after a language switch the
 * same address shows the same folder in the new language. `?section=` names a top-level folder
 * by its position (the navigation's fixed sub-entries) and is turned into `?folder=`. A kind
 * without folders (honors) ignores both: its list is narrowed by the filters alone.
 */
export function articleListLoader(kind: ArticleKind, sections: readonly string[] = []) {
  return async ({ request }: LoaderFunctionArgs): Promise<ArticleListData> => {
    const search = new URL(request.url).searchParams;
    const context = pageContext({ request });
    const page = Math.min(positiveInt(search.get("page")) ?? 1, MAX_LIST_PAGES);
    const folderNo = positiveInt(search.get("folder"));
    const section = search.get("section");
    const catalogType: CatalogType | null = kind.catalogType;
    const loadFolders = async () =>
      catalogType === null ? [] : api.call(catalogEndpoints.publicTree, { query: { type: catalogType } }, context);
    // A person's items (decision 0031), a practice area, a year and a keyword: they combine with a folder.
    const filters = listFiltersOf(search);
    const loadChoices = async (): Promise<ListFilterChoices> => {
      const [areas, years] = await Promise.all([api.call(practiceAreaEndpoints.publicList, {}, context), listYears(kind, context)]);
      return { practiceAreas: areas.map(({ id, name }) => ({ id, name })), years };
    };
    const describe = async (choices: ListFilterChoices): Promise<ShownFilter | undefined> => {
      const { personId, practiceAreaId } = filters;
      if (personId !== undefined) return describeFilter({ personId }, context);
      const chosen = practiceAreaId !== undefined && choices.practiceAreas.some((area) => area.id === practiceAreaId);
      return practiceAreaId === undefined || chosen ? undefined : describeFilter({ practiceAreaId }, context);
    };
    const loadList = async (folderPath: CatalogNode[], folders: CatalogNode[]): Promise<ArticleListData> => {
      const [list, choices] = await Promise.all([
        loadFirstItems(kind, folderPath.at(-1)?.id, page * LIST_PAGE_SIZE, context, filters),
        loadChoices(),
      ]);
      return { folders, folderPath, ...list, page, filters, choices, shownFilter: await describe(choices) };
    };

    if ((folderNo === undefined && section === null) || catalogType === null) {
      const [folders, list] = await Promise.all([loadFolders(), loadList([], [])]);
      return { ...list, folders };
    }
    const folders = await loadFolders();
    if (section !== null) {
      const target = folders[sections.indexOf(section)];
      throw redirect(besideRequest(request, target ? `${kind.listPath}?folder=${target.no}` : kind.listPath));
    }
    return loadList(findFolderPath(folders, folderNo), folders);
  };
}
