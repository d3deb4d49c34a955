import type { UseQueryResult } from "@tanstack/react-query";
import { Card, Drawer, Empty, Form, Input, Select, Tag, type TableProps } from "antd";
import { useState, type ReactNode } from "react";
import type { Pageable } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { SenderCell } from "./handling.tsx";

/** The filters' value for "every": a choice of its own, since antd's grey placeholder fails colour contrast. */
const ALL = "all";

/** What each of the Inbox's lists shows of an item: who sent it, its state, whom it is assigned to, when it came. */
interface InboxRow<State extends string> {
  id: number;
  state: State;
  name: string;
  email: string;
  assigneeName: string | null;
  createTime: string;
}

/** The filter beside the state's, as the list shows it: its label and its choices. */
interface InboxFilter<Value extends string | number> {
  label: string;
  options: readonly { value: Value; label: string }[];
  width: number;
}

interface SearchForm {
  state?: string;
  filter?: string | number;
  keyword?: string;
}

/**
 * The search of one of the Inbox's lists as the address holds it: the state, the other filter (its
 * address parameter `param`, `parse` its value when it is one) and the words searched, with the
 * page; `query` is the list call's.
 */
export function useInboxQuery<State extends string, Value extends string | number>(
  states: readonly State[],
  param: string,
  parse: (value: string) => Value | undefined,
) {
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const stateParam = searchParams.get("state");
  const state = states.find((value) => value === stateParam);
  const filterValue = parse(searchParams.get(param) ?? "");
  const keyword = searchParams.get("keyword")?.trim() || undefined;
  const query = {
    pageNo,
    pageSize,
    ...(state ? { state } : {}),
    ...(filterValue !== undefined ? { [param]: filterValue } : {}),
    ...(keyword ? { keyword } : {}),
  };
  return { state, param, filterValue, keyword, pageNo, pageSize, setQuery, query };
}

/**
 * One of the Inbox's lists (decisions 0077, 0080): the search (state, another filter, words), the
 * items newest first with their state, sender, assignee and arrival around `columns`, paged in the
 * address; an item opens beside the list (`detail`), kept up to date from the list while it shows it.
 */
export function InboxList<Row extends InboxRow<State>, State extends string, Value extends string | number>({
  search,
  list,
  states,
  stateLabel,
  stateColors,
  filter,
  senderTitle,
  columns,
  empty,
  scrollX,
  detailTitle,
  drawerWidth,
  detail,
}: {
  search: ReturnType<typeof useInboxQuery<State, Value>>;
  list: UseQueryResult<{ result: Row[]; pageable: Pageable }>;
  states: readonly State[];
  stateLabel: (state: State) => string;
  stateColors: Record<State, string>;
  filter: InboxFilter<Value>;
  senderTitle: string;
  /** The columns between the sender's and the assignee's. */
  columns: NonNullable<TableProps<Row>["columns"]>;
  empty: string;
  scrollX: number;
  detailTitle: (row: Row) => string;
  drawerWidth: number;
  detail: (row: Row) => ReactNode;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const { state, param, filterValue, keyword, pageNo, pageSize, setQuery } = search;
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const [opened, setOpened] = useState<Row | undefined>();
  const open = opened && (list.data?.result.find((row) => row.id === opened.id) ?? opened);

  const allColumns: TableProps<Row>["columns"] = [
    {
      key: "state",
      title: t("inbox.col.state"),
      width: 130,
      render: (_, row) => <Tag color={stateColors[row.state]}>{stateLabel(row.state)}</Tag>,
    },
    {
      key: "from",
      title: senderTitle,
      width: 220,
      render: (_, row) => <SenderCell name={row.name} email={row.email} onOpen={() => setOpened(row)} />,
    },
    ...columns,
    { key: "assignee", title: t("inbox.col.assignee"), width: 150, render: (_, row) => row.assigneeName ?? "—" },
    { key: "created", title: withSiteTimeZone(t("inbox.col.received")), width: 150, render: (_, row) => formatDateTime(row.createTime) },
  ];

  return (
    <Page>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ state: state ?? ALL, filter: filterValue ?? ALL, keyword: keyword ?? "" }}
          emptyValues={{ state: ALL, filter: ALL, keyword: "" }}
          toQuery={(values) => ({
            state: values.state === ALL ? undefined : values.state,
            [param]: values.filter === ALL ? undefined : values.filter,
            keyword: values.keyword?.trim() || undefined,
          })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="state" label={t("inbox.filter.state")}>
            <Select
              options={[{ value: ALL, label: t("audit.filter.all") }, ...states.map((value) => ({ value, label: stateLabel(value) }))]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="filter" label={filter.label}>
            <Select options={[{ value: ALL, label: t("audit.filter.all") }, ...filter.options]} style={{ width: filter.width }} />
          </Form.Item>
          <Form.Item<SearchForm> name="keyword" label={t("inbox.filter.keyword")}>
            <Input placeholder={t("inbox.filter.keywordPlaceholder")} maxLength={200} style={{ width: 240 }} />
          </Form.Item>
        </ListSearchForm>
        <ListTable<Row>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={empty} />}
          filtered={state !== undefined || filterValue !== undefined || keyword !== undefined}
          rowKey="id"
          columns={allColumns}
          scroll={{ x: scrollX }}
        />
      </Card>
      <Drawer open={open !== undefined} onClose={() => setOpened(undefined)} title={open ? detailTitle(open) : ""} size={drawerWidth}>
        {open ? detail(open) : null}
      </Drawer>
    </Page>
  );
}
