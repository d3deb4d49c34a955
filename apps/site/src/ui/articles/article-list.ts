import { catalogEndpoints, MAX_PAGE_SIZE, type CatalogNode, type CatalogType } from "@lawfirm/contract";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { api, type PageContext } from "../../lib/api";
import { besideRequest, pageContext } from "../../lib/page-context";
import { listArticles } from "./article-api";
import type { ArticleCardItem, ArticleKind } from "./article-kinds";
import { describeFilter, filterOf, type ConnectionFilter, type ShownFilter } from "./related";

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
  /** The person or practice area the list is narrowed to (`?person=`, `?practiceArea=`), with its name. */
  shownFilter?: ShownFilter | undefined;
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
  filter?: ConnectionFilter,
) {
  const pageSize = Math.min(count, MAX_PAGE_SIZE);
  const calls = Array.from({ length: Math.ceil(count / pageSize) }, (_, index) =>
    listArticles(kind, { pageNo: index + 1, pageSize, ...(cataId === undefined ? {} : { cataId }), ...filter }, context),
  );
  const pages = await Promise.all(calls);
  return { items: pages.flatMap((page) => page.result).slice(0, count), total: pages[0]?.pageable.totalCount ?? 0 };
}

/**
 * The loader of a list page of a kind with folders (news, cases). The folder is kept in the address as its group key `no`
 * (`?folder=12`), which all language versions of a folder share: after a language switch the
 * same address shows the same folder in the new language. `?section=` names a top-level folder
 * by its position (the navigation's fixed sub-entries) and is turned into `?folder=`.
 */
export function articleListLoader(kind: ArticleKind & { catalogType: CatalogType }, sections: readonly string[] = []) {
  return async ({ request }: LoaderFunctionArgs): Promise<ArticleListData> => {
    const search = new URL(request.url).searchParams;
    const context = pageContext({ request });
    const page = Math.min(positiveInt(search.get("page")) ?? 1, MAX_LIST_PAGES);
    const folderNo = positiveInt(search.get("folder"));
    const section = search.get("section");
    const loadFolders = () => api.call(catalogEndpoints.publicTree, { query: { type: kind.catalogType } }, context);
    // A person's or practice area's items (decision 0031): the filter combines with a folder.
    const filter = filterOf(search);
    const shownFilter = () => (filter ? describeFilter(filter, context) : Promise.resolve(undefined));

    if (folderNo === undefined && section === null) {
      const [folders, list, shown] = await Promise.all([
        loadFolders(),
        loadFirstItems(kind, undefined, page * LIST_PAGE_SIZE, context, filter),
        shownFilter(),
      ]);
      return { folders, folderPath: [], ...list, page, shownFilter: shown };
    }
    const folders = await loadFolders();
    if (section !== null) {
      const target = folders[sections.indexOf(section)];
      throw redirect(besideRequest(request, target ? `${kind.listPath}?folder=${target.no}` : kind.listPath));
    }
    const folderPath = findFolderPath(folders, folderNo);
    const [list, shown] = await Promise.all([
      loadFirstItems(kind, folderPath.at(-1)?.id, page * LIST_PAGE_SIZE, context, filter),
      shownFilter(),
    ]);
    return { folders, folderPath, ...list, page, shownFilter: shown };
  };
}
