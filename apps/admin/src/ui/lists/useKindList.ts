import { useState } from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { PublishState } from "@lawfirm/contract";
import { useRights } from "../../lib/rights.ts";
import { stateFilterOf } from "../publishing/PublishStateColumn.tsx";
import { usePagedRows, type DeleteRowSettings, type ListPage, type PageQuery } from "../pagedList.ts";
import { usePinToggle, type PinToggleSettings } from "../usePinToggle.tsx";
import { useRowOrdering, type OrderingSettings } from "./useRowOrdering.ts";
import type { BulkSettings } from "./BulkActions.tsx";

/** The search of a kind's list: its own filters, the state filter every publishable kind has, and the page. */
export type KindListQuery<Filters> = PageQuery & Filters & { publishState?: PublishState };

/** What a kind's list is made of: how its rows are read, deleted, and (where the kind has them) pinned or ordered. */
export interface KindListSettings<Row, Filters extends object> extends DeleteRowSettings<Row> {
  /**
   * The kind's own search as the address holds it, and what else the query needs (the rows'
   * language); the state filter (`publishState`) is read here for every kind.
   */
  filtersOf: (searchParams: URLSearchParams) => Filters;
  /** The query key of the rows on screen; it lies under `refreshKey`. */
  listKey: (query: KindListQuery<Filters>) => QueryKey;
  fetchPage: (query: KindListQuery<Filters>, signal: AbortSignal) => Promise<ListPage<Row>>;
  refreshKey: QueryKey;
  /** The row's key: the table's row key, and the key pins and moves name. */
  keyOf: (row: Row) => number;
  /** A kind whose rows can be pinned (their `top`). */
  pins?: PinToggleSettings<Row>;
  /**
   * A kind kept in one order for every language: the whole list in one request, no pager, and
   * its rows moved by dragging or with their buttons.
   */
  ordering?: OrderingSettings;
  /** A kind whose rows can be selected and changed together (decision 0056): its bulk call, and each row as the call names it. */
  bulk?: BulkSettings<Row>;
}

/**
 * A kind's list, set up once for its list page (`KindListPage`): its search and page in the
 * address, with the state filter; the rows; the delete; the pin switch and the ordering where the
 * kind has them.
 */
export function useKindList<Row extends object, Filters extends object>({
  filtersOf,
  pins,
  ordering,
  keyOf,
  bulk,
  ...settings
}: KindListSettings<Row, Filters>) {
  const rights = useRights();
  const paged = usePagedRows<Row, Filters & { publishState?: PublishState }>({
    ...settings,
    filtersOf: (searchParams) => ({ ...filtersOf(searchParams), publishState: stateFilterOf(searchParams.get("publishState")) }),
    whole: ordering !== undefined,
  });
  const { publishState } = paged.filters;
  const pin = usePinToggle(pins, { keyOf, refresh: paged.refresh });
  const order = useRowOrdering(ordering, {
    rows: paged.table.dataSource,
    keyOf,
    queryKey: paged.queryKey,
    refresh: paged.refresh,
    // Ordering needs every item on screen: not while the list is filtered by state.
    enabled: rights.can("content.write") && !publishState,
    busy: paged.deleting,
  });
  const selection = useRowSelection(paged.table.dataSource, keyOf, JSON.stringify(paged.queryKey));

  return {
    /** What `filtersOf` read from the address, and the state filter. */
    filters: paged.filters,
    publishState,
    setQuery: paged.setQuery,
    /** Loads the list again (after a change made elsewhere, e.g. in a dialog). */
    refresh: paged.refresh,
    keyOf,
    deleteRow: paged.deleteRow,
    /** The pin switch of one row, for a kind with pins; `label` names it for screen readers. */
    pinSwitch: pin.switchOf,
    /** The moves of an ordered kind. */
    ordering: order,
    /** A kind with bulk actions: its settings and the rows selected on screen. */
    bulk: bulk && { settings: bulk, ...selection },
    table: {
      ...paged.table,
      // A change of the screen's own is under way: the rows stay without a spinner while the list catches up.
      busy: pin.isPending || (order?.busy ?? false),
      onRow: order?.rowProps,
    },
  };
}

/** A kind's list as `useKindList` sets it up. */
export type KindList<Row extends object> = ReturnType<typeof useKindList<Row, object>>;

/**
 * The rows selected on the page on screen, by their keys. A change of the search or the page
 * empties the selection: what an action changes is always what the editor sees.
 */
function useRowSelection<Row>(rows: readonly Row[], keyOf: (row: Row) => number, listKey: string) {
  const [selection, setSelection] = useState<{ listKey: string; keys: readonly number[] }>({ listKey, keys: [] });
  const keys = selection.listKey === listKey ? selection.keys : [];
  return {
    selectedKeys: keys,
    /** The selected rows, in the list's order. */
    selected: rows.filter((row) => keys.includes(keyOf(row))),
    select: (next: readonly number[]) => setSelection({ listKey, keys: next }),
    clear: () => setSelection({ listKey, keys: [] }),
  };
}
