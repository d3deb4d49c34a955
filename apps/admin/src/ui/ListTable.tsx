import type { ReactNode } from "react";
import { Empty, Table, Typography, type TableProps } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import { LoadErrorAlert } from "./LoadErrorAlert.tsx";

/** What a list table needs to know of the query (or queries) behind its rows. */
export interface ListTableQuery {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type ListTableProps<Row extends object> = Omit<TableProps<Row>, "size" | "loading" | "locale"> & {
  query: ListTableQuery;
  /** A change of the screen's own is under way (pinning, moving rows): the rows stay without a spinner while the list catches up. */
  busy?: boolean;
  /** A line above the table (how to order the rows). */
  hint?: ReactNode;
  /** Shown when the list has loaded and has no rows. */
  empty: ReactNode;
  /** A search narrows the list: no rows then means that nothing matches, and `empty` is not shown. */
  filtered?: boolean;
};

/** The table of a list screen, with "could not load" and a Retry above it when its query fails. */
export function ListTable<Row extends object>({ query, busy = false, hint, empty, filtered = false, ...table }: ListTableProps<Row>) {
  const t = useT();
  const emptyText = filtered ? <Empty description={t("articles.emptyFiltered")} /> : empty;
  return (
    <>
      {query.isError && <LoadErrorAlert onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} />}
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Table<Row> size="middle" loading={query.isFetching && !busy} locale={{ emptyText: query.isPending ? " " : emptyText }} {...table} />
    </>
  );
}
