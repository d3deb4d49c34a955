import { Link, useNavigate } from "react-router";
import { Button, Card, Empty, Flex, Form, Input, InputNumber, Space, Tag, Typography, type TableProps } from "antd";
import { LinkOutlined, PlusOutlined } from "../../ui/icons.tsx";
import { ARTICLE_LIMITS, type PublishState } from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useRights } from "../../lib/rights.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { usePagedList } from "../../ui/pagedList.ts";
import { EditDeleteRowActions, LanguageCodeTags } from "../../ui/RowActions.tsx";
import { PublishStateCell, PublishStateSelect, stateFilterOf } from "../../ui/publishing/PublishStateColumn.tsx";
import { articleKeys, articleKinds, type ArticleKind, type ArticleRow } from "./articleKinds.ts";

interface SearchForm {
  title?: string;
  no?: number | null;
  publishState?: PublishState | null;
}

/** Where to edit an item: external links have their own editor. */
export function editPathOf(kind: ArticleKind, row: Pick<ArticleRow, "no" | "isLink">): string {
  const path = row.isLink === 1 && kind.paths.editExternal ? kind.paths.editExternal : kind.paths.edit;
  return `${adminPath(path)}?no=${row.no}`;
}

/** The list of one kind: search by title and number, paging, pin, delete, edit. Search and page live in the address. */
function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const rights = useRights();
  const { filters, setQuery, pinSwitch, deleteRow, table } = usePagedList({
    filtersOf: (searchParams) => ({
      title: searchParams.get("title") || undefined,
      no: Number(searchParams.get("no")) || undefined,
      publishState: stateFilterOf(searchParams.get("publishState")),
      // Each row in the UI language when the item has it.
      lang: locale,
    }),
    listKey: (query) => articleKeys.list(kind, query),
    fetchPage: (query, signal) => kind.list(query, signal),
    refreshKey: articleKeys.all(kind),
    keyOf: (row) => row.no,
    setPinned: (row, top) => (top ? kind.pin(row.no) : kind.unpin(row.no)),
    pinnedMessage: "articles.pinned",
    unpinnedMessage: "articles.unpinned",
    remove: (row) => kind.remove(row.no),
    deletedMessage: (row) => t("articles.deleted", { title: row.title }),
  });
  const { title = "", no, publishState } = filters;

  const newButtons = rights.can("content.translate") && (
    <Space wrap>
      {kind.newExternalLabel && kind.paths.editExternal && (
        <Button icon={<LinkOutlined />} onClick={() => void navigate(adminPath(kind.paths.editExternal ?? ""))}>
          {t(kind.newExternalLabel)}
        </Button>
      )}
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(adminPath(kind.paths.edit))}>
        {t(kind.newLabel)}
      </Button>
    </Space>
  );

  const columns: TableProps<ArticleRow>["columns"] = [
    {
      key: "title",
      title: t("articles.col.title"),
      ellipsis: true,
      render: (_, row) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex gap={6} align="center" style={{ minWidth: 0 }}>
            {row.isLink === 1 && (
              <Tag icon={<LinkOutlined />} style={{ marginInlineEnd: 0 }}>
                {t("articles.external")}
              </Tag>
            )}
            <Link to={editPathOf(kind, row)} style={{ overflow: "hidden", textOverflow: "ellipsis" }} title={row.title}>
              {row.title}
            </Link>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("articles.number", { no: row.no })}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(kind.catalogType !== null
      ? [
          {
            key: "folder",
            title: t("articles.col.folder"),
            width: 120,
            ellipsis: true,
            render: (_: unknown, row: ArticleRow) => row.catalogName ?? "—",
          },
        ]
      : []),
    {
      key: "languages",
      title: t("articles.col.languages"),
      width: 120,
      render: (_, row) => <LanguageCodeTags codes={row.languages} languages={languages.data} titleOnTag />,
    },
    {
      key: "state",
      title: t("publishing.col.state"),
      width: 150,
      render: (_, row) => <PublishStateCell row={row} />,
    },
    {
      key: "pinned",
      title: t("articles.col.pinned"),
      width: 110,
      render: (_, row) => pinSwitch(row, t("articles.pinToggle", { title: row.title })),
    },
    { key: "views", title: t("articles.col.views"), dataIndex: "views", width: 70, align: "end" },
    { key: "updated", title: withSiteTimeZone(t("articles.col.updated")), width: 140, render: (_, row) => formatDateTime(row.updateTime) },
    { key: "operator", title: t("articles.col.operator"), width: 130, ellipsis: true, render: (_, row) => row.operatorName ?? "—" },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 90,
      fixed: "right",
      render: (_, row) => (
        <EditDeleteRowActions
          editLabel={t("articles.editItem", { title: row.title })}
          onEdit={() => void navigate(editPathOf(kind, row))}
          deleteLabel={t("articles.deleteItem", { title: row.title })}
          confirmTitle={t("articles.deleteTitle", { title: row.title })}
          confirmText={t("articles.deleteText")}
          onDelete={rights.can("content.write") ? () => deleteRow(row) : undefined}
        />
      ),
    },
  ];

  return (
    <Page extra={newButtons}>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ title, no: no ?? null, publishState: publishState ?? null }}
          emptyValues={{ title: "", no: null, publishState: null }}
          toQuery={(values) => ({
            title: values.title?.trim() || undefined,
            no: values.no ?? undefined,
            publishState: values.publishState ?? undefined,
          })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="title" label={t("articles.search.title")}>
            <Input allowClear maxLength={ARTICLE_LIMITS.title} placeholder={t("articles.search.titlePlaceholder")} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item<SearchForm> name="no" label={t("articles.search.no")}>
            <InputNumber min={1} precision={0} controls={false} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item<SearchForm> name="publishState" label={t("publishing.col.state")}>
            <PublishStateSelect />
          </Form.Item>
        </ListSearchForm>
        <ListTable<ArticleRow>
          {...table}
          empty={<Empty description={t("articles.empty")}>{newButtons}</Empty>}
          filtered={Boolean(title || no || publishState)}
          rowKey="no"
          columns={columns}
          scroll={{ x: 1050 }}
        />
      </Card>
    </Page>
  );
}

export function NewsListPage() {
  return <ArticleListPage kind={articleKinds.news} />;
}

export function CaseListPage() {
  return <ArticleListPage kind={articleKinds.case} />;
}

export function HonorListPage() {
  return <ArticleListPage kind={articleKinds.honor} />;
}
