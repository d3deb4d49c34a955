import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography, type TableProps } from "antd";
import { EditOutlined, LinkOutlined, PlusOutlined } from "@ant-design/icons";
import { ARTICLE_LIMITS } from "@lawfirm/contract";
import { adminPath } from "../../app/routes.tsx";
import { Page } from "../../app/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { DeleteRowButton, LanguageCodeTags, RowActionButton } from "../../ui/RowActions.tsx";
import { SearchFormButtons } from "../../ui/SearchFormButtons.tsx";
import { articleKeys, articleKinds, type ArticleKind, type ArticleListQuery, type ArticleRow } from "./articleKinds.ts";

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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const [form] = Form.useForm<SearchForm>();

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

  const pagination = usePagination({ pageNo, pageSize, total: list.data?.pageable.totalCount, setQuery });

  const [pinning, setPinning] = useState<number>();
  const pin = useMutation({
    mutationFn: ({ row, top }: { row: ArticleRow; top: boolean }) => (top ? kind.pin(row.no) : kind.unpin(row.no)),
    onMutate: ({ row }) => setPinning(row.no),
    onSuccess: (_, { top }) => void message.success(t(top ? "articles.pinned" : "articles.unpinned")),
    onSettled: async () => {
      await refresh();
      setPinning(undefined);
    },
  });

  const remove = useMutation({
    mutationFn: (row: ArticleRow) => kind.remove(row.no),
    onSuccess: (_, row) => {
      void message.success(t("articles.deleted", { title: row.title }));
      // The last row of a later page is gone: show the page before it.
      if (rows.length === 1 && query.pageNo > 1) setQuery({ page: query.pageNo - 1 });
      void refresh();
    },
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
      ? [{ key: "folder", title: t("articles.col.folder"), width: 120, ellipsis: true, render: (_: unknown, row: ArticleRow) => row.catalogName ?? "—" }]
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
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.top === 1}
          loading={pinning === row.no}
          disabled={pinning !== undefined}
          aria-label={t("articles.pinToggle", { title: row.title })}
          onChange={(checked) => pin.mutate({ row, top: checked })}
        />
      ),
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
        <Space size={0}>
          <RowActionButton
            label={t("articles.editItem", { title: row.title })}
            tooltip={t("common.edit")}
            icon={<EditOutlined />}
            onClick={() => void navigate(editPathOf(kind, row))}
          />
          <DeleteRowButton
            label={t("articles.deleteItem", { title: row.title })}
            confirmTitle={t("articles.deleteTitle", { title: row.title })}
            confirmText={t("articles.deleteText")}
            onConfirm={() => remove.mutateAsync(row)}
          />
        </Space>
      ),
    },
  ];

  let empty: ReactNode = <Empty description={t("articles.empty")}>{newButtons}</Empty>;
  if (filtered) empty = <Empty description={t("articles.emptyFiltered")} />;

  return (
    <Page extra={newButtons}>
      <Card>
        <Form<SearchForm>
          form={form}
          layout="inline"
          initialValues={{ title, no: no ?? null }}
          onFinish={(values) => setQuery({ title: values.title?.trim() || undefined, no: values.no ?? undefined, page: 1 })}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item<SearchForm> name="title" label={t("articles.search.title")}>
            <Input allowClear maxLength={ARTICLE_LIMITS.title} placeholder={t("articles.search.titlePlaceholder")} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item<SearchForm> name="no" label={t("articles.search.no")}>
            <InputNumber min={1} precision={0} controls={false} style={{ width: 120 }} />
          </Form.Item>
          <SearchFormButtons
            onReset={() => {
              form.setFieldsValue({ title: "", no: null });
              setQuery({ title: undefined, no: undefined, page: 1 });
            }}
          />
        </Form>
        {list.isError && <LoadErrorAlert onRetry={() => void list.refetch()} style={{ marginBottom: 16 }} />}
        <Table<ArticleRow>
          rowKey="no"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching && !pin.isPending}
          locale={{ emptyText: list.isPending ? " " : empty }}
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
  return <ArticleListPage kind={articleKinds.cases} />;
}

export function HonorListPage() {
  return <ArticleListPage kind={articleKinds.honors} />;
}
