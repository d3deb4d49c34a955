import { useSearchParams } from "react-router";
import type { TablePaginationConfig } from "antd";
import { DEFAULT_PAGE_SIZE } from "@lawfirm/contract";
import { useT } from "../i18n/I18nProvider.tsx";

export type AddressQueryChanges = Record<string, string | number | undefined>;

/**
 * A list's search and page kept in the address: the current parameters, the page and page size
 * they ask for, and a setter that changes some of them (an empty value, or page 1, is left out).
 */
export function useAddressQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Number(searchParams.get("page")) || 1;
  const pageSize = Number(searchParams.get("size")) || DEFAULT_PAGE_SIZE;

  const setQuery = (changes: AddressQueryChanges) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || (value === 1 && key === "page")) next.delete(key);
      else next.set(key, String(value));
    }
    setSearchParams(next);
  };

  return { searchParams, pageNo, pageSize, setQuery };
}

/** The pager of a paged list table: page sizes to choose from, the total, and paging kept in the address. */
export function usePagination({
  pageNo,
  pageSize,
  total,
  setQuery,
}: {
  pageNo: number;
  pageSize: number;
  total: number | undefined;
  setQuery: (changes: AddressQueryChanges) => void;
}): TablePaginationConfig {
  const t = useT();
  return {
    current: pageNo,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (count) => t("common.total", { total: count }),
    onChange: (page, size) => setQuery({ page, size: size === DEFAULT_PAGE_SIZE ? undefined : size }),
  };
}
