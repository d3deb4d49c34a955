import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { App, type TablePaginationConfig } from "antd";
import { DEFAULT_PAGE_SIZE, type Pageable } from "@lawfirm/contract";
import { useT } from "../i18n/I18nProvider.tsx";
import { useDeleteFailureNotice } from "./useDeleteFailureNotice.ts";

export type AddressQueryChanges = Record<string, string | number | undefined>;

/** A change of the address's list query; `replace` for a correction that Back should not return to. */
export type SetAddressQuery = (changes: AddressQueryChanges, options?: { replace?: boolean }) => void;

/**
 * A list's search and page kept in the address: the current parameters, the page and page size
 * they ask for, and a setter that changes some of them (an empty value, or page 1, is left out).
 * The setter starts from the address as it is when it is called, not as it was when it was made:
 * a pager, a popover or a finished request may call the setter of an older render.
 */
export function useAddressQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Number(searchParams.get("page")) || 1;
  const pageSize = Number(searchParams.get("size")) || DEFAULT_PAGE_SIZE;
  const current = useRef({ searchParams, setSearchParams });
  useLayoutEffect(() => {
    current.current = { searchParams, setSearchParams };
  });

  const setQuery: SetAddressQuery = useCallback((changes, options) => {
    const next = new URLSearchParams(current.current.searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || (value === 1 && key === "page")) next.delete(key);
      else next.set(key, String(value));
    }
    current.current.setSearchParams(next, options);
  }, []);

  return { searchParams, pageNo, pageSize, setQuery };
}

/** What the pager needs of the list's query: the total, and whether it is still the previous query's. */
export interface PagedListQuery {
  data?: { pageable: Pick<Pageable, "totalCount" | "totalCapped"> };
  isPlaceholderData: boolean;
}

/**
 * The pager of a paged list table: page sizes to choose from, the total, and paging kept in the
 * address. An address that asks for a page after the last one (its rows deleted, here or by another
 * editor; an old link) is corrected to the last page, in place of the entry Back would return to.
 */
export function usePagination({
  list,
  pageNo,
  pageSize,
  setQuery,
}: {
  list: PagedListQuery;
  pageNo: number;
  pageSize: number;
  setQuery: SetAddressQuery;
}): TablePaginationConfig {
  const t = useT();
  const total = list.data?.pageable.totalCount;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const pastTheEnd = total !== undefined && !list.isPlaceholderData && pageNo > lastPage;
  useEffect(() => {
    if (pastTheEnd) setQuery({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, setQuery]);

  return {
    current: pageNo,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    // A filter no index answers is counted up to a bound: "at least" (decision 0105).
    showTotal: (count) => t(list.data?.pageable.totalCapped ? "common.totalAtLeast" : "common.total", { total: count }),
    onChange: (page, size) => setQuery({ page, size: size === DEFAULT_PAGE_SIZE ? undefined : size }),
  };
}

/**
 * Deleting a row of a paged list: says so (`deletedMessage`), refreshes the list, and when the row
 * was the only one of a later page goes straight to the page before (which the pager would also do
 * once the refreshed page came back empty, after a glimpse of an empty table). With `inUseTitle`,
 * a failure is said here (the call is one that leaves it to the screen).
 */
function useDeleteRow<Row>({
  remove,
  deletedMessage,
  inUseTitle,
  rowsOnPage,
  pageNo,
  setQuery,
  refresh,
}: DeleteRowSettings<Row> & {
  /** How many rows the page on screen shows. */
  rowsOnPage: number;
  pageNo: number;
  setQuery: SetAddressQuery;
  refresh: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const notifyDeleteFailure = useDeleteFailureNotice();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_, row) => {
      void message.success(deletedMessage(row));
      if (rowsOnPage === 1 && pageNo > 1) setQuery({ page: pageNo - 1 }, { replace: true });
      void refresh();
    },
    onError: (error) => {
      if (inUseTitle !== undefined) notifyDeleteFailure(error, inUseTitle);
    },
  });
}

/** What deleting a row means for one list: the call, and what to say after it. */
export interface DeleteRowSettings<Row> {
  remove: (row: Row) => Promise<unknown>;
  deletedMessage: (row: Row) => string;
  /**
   * For an item the server keeps while something uses it: the title of the warning that says what
   * does (`useDeleteFailureNotice`). `remove` then calls without the request layer's notification.
   */
  inUseTitle?: string;
}

/** The page a paged list asks for, beside its search. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** One page of a list as the server answers it. */
export interface ListPage<Row> {
  result: Row[];
  pageable: Pick<Pageable, "totalCount" | "totalCapped">;
}

/**
 * A paged list screen, set up once: its search and page in the address (`filtersOf` reads the
 * search from it), one query a page that keeps the previous page on screen while the next loads,
 * the pager and the delete, each refreshing every page under `refreshKey`. `table` goes to
 * `ListTable` as it is. A `whole` list asks for every row at once (ordering needs them all on
 * screen): it has no pager, and the address's page means nothing to it.
 */
export function usePagedRows<Row, Filters extends object>({
  filtersOf,
  listKey,
  fetchPage,
  refreshKey,
  whole = false,
  ...deleteSettings
}: {
  /** The list's search as the address holds it, and what else the query needs (the rows' language). */
  filtersOf: (searchParams: URLSearchParams) => Filters;
  /** The query key of one page; it lies under `refreshKey`. */
  listKey: (query: PageQuery & Filters) => QueryKey;
  fetchPage: (query: PageQuery & Filters, signal: AbortSignal) => Promise<ListPage<Row>>;
  refreshKey: QueryKey;
  whole?: boolean;
} & DeleteRowSettings<Row>) {
  const queryClient = useQueryClient();
  const address = useAddressQuery();
  const { searchParams, pageSize, setQuery } = address;
  const pageNo = whole ? 1 : address.pageNo;
  const filters = filtersOf(searchParams);
  const query = { pageNo, pageSize, ...filters };
  const queryKey = listKey(query);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.result ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const deleteRow = useDeleteRow<Row>({ ...deleteSettings, rowsOnPage: rows.length, pageNo, setQuery, refresh });

  return {
    /** What `filtersOf` read from the address. */
    filters,
    setQuery,
    /** The query key of the rows on screen (for a change shown before the server's answer). */
    queryKey,
    /** Loads every page of the list again (after a change made elsewhere, e.g. in a dialog). */
    refresh,
    /** Deletes one row (for the row's Delete button, which shows the failure). */
    deleteRow: deleteRow.mutateAsync,
    /** A delete is under way. */
    deleting: deleteRow.isPending,
    table: { query: list, dataSource: rows, pagination: whole ? (false as const) : pagination },
  };
}
