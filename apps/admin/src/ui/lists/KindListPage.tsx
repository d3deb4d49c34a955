import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button, Card, Empty, Flex, Form, Grid, Space, Typography, theme, type TableProps } from "antd";
import { HolderOutlined, PlusOutlined } from "../icons.tsx";
import type { PublishState } from "@lawfirm/contract";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../format.ts";
import { Page } from "../frame/Page.tsx";
import { ListSearchForm } from "../ListSearchForm.tsx";
import { ListTable } from "../ListTable.tsx";
import { OrderedRowActions } from "../OrderedRowActions.tsx";
import { EditDeleteRowActions, LanguageCodeTags } from "../RowActions.tsx";
import { HEADING_WORDS, TWO_LINES } from "../textStyles.ts";
import { PublishStateCell, PublishStateSelect } from "../publishing/PublishStateColumn.tsx";
import type { AddressQueryChanges } from "../pagedList.ts";
import type { KindList } from "./useKindList.ts";
import { LanguageStatusTags, outdatedOf, useTranslationStatus, type TranslationStatusCall } from "./translationStatus.tsx";
import { BulkActions } from "./BulkActions.tsx";

/** What the shared columns read of a row: its publication and its last change. */
export interface KindRow {
  publishState: PublishState;
  publishAt: string | null;
  /** Whether the row's version has an edit not yet published. */
  hasDraft: boolean;
  updateTime: string;
}

type Column<Row> = NonNullable<TableProps<Row>["columns"]>[number];

/** The columns that follow a kind's own unless it names them elsewhere, in this order. */
const TRAILING_COLUMNS = ["state", "pinned", "updated", "actions"] as const;

type SharedColumnName = "name" | "languages" | (typeof TRAILING_COLUMNS)[number];

/**
 * A column of a kind's list: one of its own, or one the shell makes, by name: the row's name as
 * the link to its editor, its languages (for rows with `languages`), its publication state, its
 * pin switch (a kind with pins), when it was last changed, and its actions.
 */
export type KindColumn<Row> =
  Column<Row> | Exclude<SharedColumnName, "languages"> | (Row extends { languages: readonly string[] } ? "languages" : never);

/** A button that starts a new item: goes to its editor (`path`, an address of `adminPath`) or opens a dialog (`onClick`). */
export interface NewButton {
  label: string;
  /** The plus sign unless given. */
  icon?: ReactNode;
  /** The screen's main action (one of them). */
  primary?: boolean;
  path?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/** The search form of a kind whose filters are searched with the Search button. */
export interface KindSearch<Values extends Record<string, string | number | null>> {
  /** The search the address holds now, each of its fields as the form holds it: an empty one as "" (text) or null. */
  values: Values;
  /** The fields (`Form.Item`s named as in `values`); the state filter follows them. */
  fields: ReactNode;
}

/** The texts of a kind's list (its rows' buttons are named by the row's name, `nameOf`). */
export interface KindListLabels<Row> {
  /** The title of the name column (a kind that shows `"name"`). */
  name?: string;
  /** Beside the New button when the list has no rows at all. */
  empty: string;
  /** Delete's question; "Delete “<name>”?" unless given. */
  deleteTitle?: (row: Row) => string;
  /** What Delete's question adds: what goes with the row. */
  deleteText: string;
  /** The line above an ordered kind's rows: how to order them. */
  orderHint?: string;
}

/** Opening a row: its editor's address, or a dialog. */
export type KindEdit<Row> = { path: (row: Row) => string } | { open: (row: Row) => void };

export interface KindListPageProps<Row extends KindRow, Values extends Record<string, string | number | null>> {
  list: KindList<Row>;
  /** Shown to an account that may write content (`content.translate`): in the page's head, and in the empty list. */
  newButtons: NewButton[];
  /** A kind searched with the Search button: its fields, then the state filter. */
  search?: KindSearch<Values>;
  /**
   * A kind whose filters apply as soon as they change (each a label beside its control), then the
   * state filter; `filtered` when one of them narrows the list.
   */
  filters?: { fields: ReactNode; filtered: boolean };
  /**
   * In their order: the kind's own and, by name, the shared ones. The shared ones it does not
   * name follow (but "name" and "languages", shown only where named); an ordered kind's handle
   * and position come first.
   */
  columns: KindColumn<Row>[];
  /** The row's name: in the name column, and in its buttons' labels for screen readers. */
  nameOf: (row: Row) => string;
  /** The item number the row's editor is addressed by (decision 0060), shown under its name. */
  numberOf?: (row: Row) => number;
  labels: KindListLabels<Row>;
  edit: KindEdit<Row>;
  /** Who saved the row last, shown under the time it was saved; nobody named when not given. */
  updatedBy?: (row: Row) => string | null;
  /** Whether the account may change the row (a translator: only its languages' rows); every row when not given. */
  mayChange?: (row: Row) => boolean;
  /**
   * The table's width when the screen is narrower (it scrolls then in its card): the columns'
   * widths and room for those without one (the name). Without it a phone would squeeze those to
   * nothing and push the page wider than the screen.
   */
  scrollX: number;
  /** A translated kind's translation status (decision 0057): the languages column then shows each language present, missing or out of date. */
  translationStatus?: TranslationStatusCall;
  /** A kind sorted on the server: its sortable columns, and the order the address holds (decision 0056). */
  sorting?: KindSorting;
  /** What the page holds besides the list (a dialog). */
  children?: ReactNode;
}

/** The columns a list sorts by (a column's key: the server's name of the order) and the order the address holds now. */
export interface KindSorting {
  columns: Readonly<Record<string, string>>;
  sort: string | undefined;
  order: "asc" | "desc" | undefined;
  /** The orders that start from the smallest (a title from A); the others start from the newest or largest. */
  ascendingFirst?: readonly string[];
}

/**
 * The list page of a kind of content (news, people, practice areas, banners…), written once: the
 * page with its New button, the search or filters with the state filter, the table with its
 * states (loading, could not load with Try again, empty, nothing matches), the state column, the
 * pin switch and the ordering where the kind has them, and each row's Edit and Delete (asked
 * first; a refusal said). The kind writes its own columns and filters (see `useKindList` for its
 * data), and the account's rights decide what shows.
 */
export function KindListPage<Row extends KindRow, Values extends Record<string, string | number | null> = Record<string, never>>({
  list,
  newButtons,
  search,
  filters,
  columns,
  nameOf,
  numberOf,
  labels,
  edit,
  mayChange = () => true,
  updatedBy,
  scrollX,
  translationStatus,
  sorting,
  children,
}: KindListPageProps<Row, Values>) {
  const t = useT();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const rights = useRights();
  const languages = useContentLanguages();
  const formatDateTime = useFormatDateTime();
  const stateFilterLabel = useId();
  // On a phone, a fixed Actions column would cover most of the row it scrolls over.
  const narrow = Grid.useBreakpoint().md === false;
  const { publishState, setQuery, ordering, pinSwitch, bulk } = list;
  // Every bulk action changes the site or its structure: an editor's (content.write).
  const selecting = bulk !== undefined && rights.can("content.write");
  const locked = ordering?.busy ?? false;
  const outdated = useTranslationStatus(translationStatus, list.table.dataSource);

  const buttons = newButtons.map((button) => (
    <Button
      key={button.label}
      type={button.primary ? "primary" : "default"}
      icon={button.icon ?? <PlusOutlined />}
      disabled={button.disabled}
      onClick={() => (button.path !== undefined ? void navigate(button.path) : button.onClick?.())}
    >
      {button.label}
    </Button>
  ));
  const newItem = rights.can("content.translate") && (buttons.length === 1 ? buttons[0] : <Space wrap>{buttons}</Space>);

  const openRow = (row: Row) => ("path" in edit ? void navigate(edit.path(row)) : edit.open(row));
  const rowActions = (row: Row) => (
    <EditDeleteRowActions
      editLabel={t("common.editItem", { name: nameOf(row) })}
      onEdit={() => openRow(row)}
      deleteLabel={t("common.deleteItem", { name: nameOf(row) })}
      confirmTitle={labels.deleteTitle?.(row) ?? t("common.deleteItemTitle", { name: nameOf(row) })}
      confirmText={labels.deleteText}
      onDelete={rights.can("content.write") ? () => list.deleteRow(row) : undefined}
      disabled={locked}
    />
  );

  const shared: Record<SharedColumnName, Column<Row> | undefined> = {
    // Two lines before it is cut: a name is what a row is found by.
    name: {
      key: "name",
      title: labels.name,
      render: (_, row) => {
        const name =
          "path" in edit ? (
            <Link to={edit.path(row)} title={nameOf(row)} style={TWO_LINES}>
              {nameOf(row)}
            </Link>
          ) : (
            <span title={nameOf(row)} style={TWO_LINES}>
              {nameOf(row)}
            </span>
          );
        return numberOf ? (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            {name}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("common.itemNumber", { no: numberOf(row) })}
            </Typography.Text>
          </Flex>
        ) : (
          name
        );
      },
    },
    languages: {
      key: "languages",
      title: t("articles.col.languages"),
      // The three languages' tags on one line (each about 33 px, the cell's padding 16).
      width: 128,
      render: (_, row) =>
        translationStatus ? (
          <LanguageStatusTags present={languagesOf(row)} outdated={outdatedOf(outdated, row)} languages={languages.data} />
        ) : (
          <LanguageCodeTags codes={languagesOf(row)} languages={languages.data} titleOnTag />
        ),
    },
    state: { key: "state", title: t("publishing.col.state"), width: 150, render: (_, row) => <PublishStateCell row={row} /> },
    pinned: pinSwitch && {
      key: "pinned",
      title: t("articles.col.pinned"),
      width: 110,
      render: (_, row) => pinSwitch(row, t("common.pinItem", { name: nameOf(row) })),
    },
    updated: {
      key: "updated",
      title: withSiteTimeZone(t("articles.col.updated")),
      // "(Europe/Berlin)" whole on a line, with the sort arrows beside it.
      width: 170,
      render: (_, row) => {
        const by = updatedBy?.(row);
        return by ? (
          <Flex vertical gap={2}>
            {formatDateTime(row.updateTime)}
            <Typography.Text type="secondary" ellipsis={{ tooltip: by }} style={{ fontSize: 12 }}>
              {t("common.updatedBy", { name: by })}
            </Typography.Text>
          </Flex>
        ) : (
          formatDateTime(row.updateTime)
        );
      },
    },
    actions: {
      key: "actions",
      title: t("articles.col.actions"),
      width: ordering ? 180 : 100,
      fixed: narrow ? undefined : "right",
      render: (_, row, index) =>
        ordering ? (
          <OrderedRowActions
            name={nameOf(row)}
            index={index}
            count={list.table.dataSource.length}
            busy={locked || !ordering.enabled}
            onMove={(target) => ordering.moveTo(row, target)}
          >
            {mayChange(row) && rowActions(row)}
          </OrderedRowActions>
        ) : (
          mayChange(row) && rowActions(row)
        ),
    },
  };
  const orderColumns: Column<Row>[] = ordering
    ? [
        {
          key: "drag",
          width: 40,
          render: () => <HolderOutlined style={{ cursor: locked ? "default" : "grab", color: token.colorTextTertiary }} />,
        },
        { key: "position", title: t("reference.col.position"), width: 70, render: (_, _row, index) => index + 1 },
      ]
    : [];
  // Every heading keeps its words whole (a German one breaks only at its soft hyphens), the order's too.
  const tableColumns = [
    ...orderColumns,
    ...[...columns, ...TRAILING_COLUMNS.filter((name) => !columns.includes(name))].flatMap((column) => {
      const made = typeof column === "string" ? shared[column as SharedColumnName] : column;
      return made ? [sortable(made, sorting)] : [];
    }),
  ].map((column) => ({ ...column, onHeaderCell: () => ({ style: HEADING_WORDS }) }));
  const onSort: TableProps<Row>["onChange"] = (_pagination, _filters, sorter, { action }) => {
    if (action !== "sort" || Array.isArray(sorter)) return;
    const sort = sorter.order ? sorting?.columns[String(sorter.columnKey)] : undefined;
    setQuery({ sort, order: sort ? (sorter.order === "ascend" ? "asc" : "desc") : undefined, page: 1 });
  };

  const searchValues: (Values & { publishState: PublishState | null }) | undefined = search && {
    ...search.values,
    publishState: publishState ?? null,
  };
  const filtered = searchValues
    ? Object.values(searchValues).some((value) => value !== "" && value !== null)
    : Boolean(filters?.filtered || publishState);

  return (
    <Page extra={newItem}>
      <Card>
        {search && searchValues ? (
          <ListSearchForm<Values & { publishState: PublishState | null }>
            initialValues={searchValues}
            emptyValues={emptied(searchValues)}
            toQuery={toQuery}
            setQuery={setQuery}
          >
            {search.fields}
            <Form.Item name="publishState" label={t("publishing.col.state")}>
              <PublishStateSelect />
            </Form.Item>
          </ListSearchForm>
        ) : (
          // Each filter keeps its label beside it: on a narrow screen they wrap as pairs, alike.
          <Flex align="center" gap="8px 24px" wrap style={{ marginBottom: 16 }}>
            {filters?.fields}
            <Flex align="center" gap={8}>
              <Typography.Text id={stateFilterLabel}>{t("publishing.col.state")}</Typography.Text>
              <PublishStateSelect
                aria-labelledby={stateFilterLabel}
                value={publishState ?? null}
                onChange={(state) => setQuery({ publishState: state ?? undefined, page: 1 })}
              />
            </Flex>
          </Flex>
        )}
        {selecting && (
          <BulkActions<Row> settings={bulk.settings} selected={bulk.selected} nameOf={nameOf} onClear={bulk.clear} refresh={list.refresh} />
        )}
        <ListTable<Row>
          {...list.table}
          rowSelection={
            selecting
              ? {
                  selectedRowKeys: [...bulk.selectedKeys],
                  onChange: (keys) => bulk.select(keys.map(Number)),
                  getCheckboxProps: (row) => ({ "aria-label": t("bulk.selectRow", { name: nameOf(row) }) }),
                  columnTitle: (selectAll) => <OutOfTabOrderWhenHidden>{selectAll}</OutOfTabOrderWhenHidden>,
                }
              : undefined
          }
          hint={ordering?.enabled && labels.orderHint}
          empty={<Empty description={labels.empty}>{newItem}</Empty>}
          filtered={filtered}
          rowKey={list.keyOf}
          columns={tableColumns}
          onChange={sorting ? onSort : undefined}
          scroll={{ x: scrollX }}
        />
      </Card>
      {children}
    </Page>
  );
}

/**
 * The "select all" checkbox: the table copies its column titles into a hidden row to measure them
 * (`aria-hidden`), and a copy there must not take the keyboard's focus; the heading's stays as it is.
 */
function OutOfTabOrderWhenHidden({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = ref.current;
    if (span?.closest("[aria-hidden='true']")) span.querySelectorAll("input").forEach((input) => (input.tabIndex = -1));
  });
  return <span ref={ref}>{children}</span>;
}

/** A column the list sorts by gets the table's sorter, showing the order the address holds. */
function sortable<Row>(column: Column<Row>, sorting: KindSorting | undefined): Column<Row> {
  const name = column.key === undefined ? undefined : sorting?.columns[String(column.key)];
  if (!sorting || !name) return column;
  const active = sorting.sort === name;
  const ascendingFirst = sorting.ascendingFirst?.includes(name) ?? false;
  return {
    ...column,
    sorter: true,
    sortOrder: active ? (sorting.order === "asc" || (!sorting.order && ascendingFirst) ? "ascend" : "descend") : null,
    sortDirections: ascendingFirst ? ["ascend", "descend"] : ["descend", "ascend"],
  };
}

/** The languages a row has versions in (a row of a kind with a languages column). */
function languagesOf(row: object): readonly string[] {
  return "languages" in row && Array.isArray(row.languages) ? (row.languages as string[]) : [];
}

/** The search with every field emptied: what Reset puts in the fields. */
function emptied<Values extends Record<string, string | number | null>>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? "" : null])) as Values;
}

/** The address parameters of a search: text trimmed, an empty field left out. */
function toQuery(values: Record<string, string | number | null | undefined>): AddressQueryChanges {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, (typeof value === "string" ? value.trim() : value) || undefined]),
  );
}
