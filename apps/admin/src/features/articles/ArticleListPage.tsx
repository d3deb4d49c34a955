import { Link, useNavigate } from "react-router";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Flex, Form, Input, InputNumber, Space, Tag, Typography, type TableProps } from "antd";
import { LinkOutlined, PlusOutlined } from "@ant-design/icons";
import { ARTICLE_LIMITS, type ArticleListQuery } from "@lawfirm/contract";
import { adminPath } from "../../app/adminPath.ts";
import { Page } from "../../app/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, useDeleteRow, usePagination } from "../../ui/pagedList.ts";
import { EditDeleteRowActions, LanguageCodeTags } from "../../ui/RowActions.tsx";
import { usePinToggle } from "../../ui/usePinToggle.tsx";
import { articleKeys, articleKinds, type ArticleKind, type ArticleRow } from "./articleKinds.ts";

interface SearchForm {
  title?: string;
  no?: number | null;
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
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();

  const title = searchParams.get("title") ?? "";
  const no = Number(searchParams.get("no")) || undefined;
  const query: ArticleListQuery = {
    pageNo,
    pageSize,
    title: title || undefined,
    no,
    // Each row in the UI language when the item has it.
    lang: locale,
  };
  const filtered = Boolean(title || no);

  const list = useQuery({
    queryKey: articleKeys.list(kind, query),
    queryFn: ({ signal }) => kind.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.result ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: articleKeys.all(kind) });

  const pagination = usePagination({ list, pageNo, pageSize, setQuery });

  const pin = usePinToggle<ArticleRow>({
    keyOf: (row) => row.no,
    setPinned: (row, top) => (top ? kind.pin(row.no) : kind.unpin(row.no)),
    refresh,
    pinnedMessage: "articles.pinned",
    unpinnedMessage: "articles.unpinned",
  });

  const remove = useDeleteRow<ArticleRow>({
    remove: (row) => kind.remove(row.no),
    deletedMessage: (row) => t("articles.deleted", { title: row.title }),
    rowsOnPage: rows.length,
    pageNo,
    setQuery,
    refresh,
  });

  const newButtons = (
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
      width: 100,
      render: (_, row) => <LanguageCodeTags codes={row.languages} languages={languages.data} titleOnTag />,
    },
    {
      key: "pinned",
      title: t("articles.col.pinned"),
      width: 90,
      render: (_, row) => pin.switchOf(row, t("articles.pinToggle", { title: row.title })),
    },
    { key: "views", title: t("articles.col.views"), dataIndex: "views", width: 70, align: "end" },
    { key: "updated", title: t("articles.col.updated"), width: 140, render: (_, row) => formatDateTime(row.updateTime) },
    { key: "operator", title: t("articles.col.operator"), width: 100, ellipsis: true, render: (_, row) => row.operatorName ?? "—" },
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
          onDelete={() => remove.mutateAsync(row)}
        />
      ),
    },
  ];

  return (
    <Page extra={newButtons}>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ title, no: no ?? null }}
          emptyValues={{ title: "", no: null }}
          toQuery={(values) => ({ title: values.title?.trim() || undefined, no: values.no ?? undefined })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="title" label={t("articles.search.title")}>
            <Input allowClear maxLength={ARTICLE_LIMITS.title} placeholder={t("articles.search.titlePlaceholder")} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item<SearchForm> name="no" label={t("articles.search.no")}>
            <InputNumber min={1} precision={0} controls={false} style={{ width: 120 }} />
          </Form.Item>
        </ListSearchForm>
        <ListTable<ArticleRow>
          query={list}
          busy={pin.isPending}
          empty={<Empty description={t("articles.empty")}>{newButtons}</Empty>}
          filtered={filtered}
          rowKey="no"
          columns={columns}
          dataSource={rows}
          scroll={{ x: 900 }}
          pagination={pagination}
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
