import { useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Avatar, Button, Card, Empty, Flex, Form, Input, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, type TableProps } from "antd";
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined, UserOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE, PERSON_LIMITS, type PersonCard } from "@lawfirm/contract";
import { adminPath } from "../../app/routes.tsx";
import { Page } from "../../app/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { languageName, useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { fetchReferenceList, referenceKeys } from "../reference/reference.api.ts";
import { editPersonPath, peopleApi, peopleKeys, type PeopleListQuery } from "./people.api.ts";

type PersonRow = PersonCard & { languages: string[] };

interface SearchForm {
  name?: string;
  office?: number | null;
}

/** The people: search by name and office, paging, pin, delete, edit. Search and page live in the address. */
export default function PeopleListPage() {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<SearchForm>();

  const name = searchParams.get("name") ?? "";
  const office = Number(searchParams.get("office")) || undefined;
  const query: PeopleListQuery = {
    pageNo: Number(searchParams.get("page")) || 1,
    pageSize: Number(searchParams.get("size")) || DEFAULT_PAGE_SIZE,
    name: name || undefined,
    office,
    lang: locale,
  };
  const filtered = Boolean(name || office);

  const list = useQuery({
    queryKey: peopleKeys.list(query),
    queryFn: ({ signal }) => peopleApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const offices = useQuery({
    queryKey: referenceKeys.list("office", locale),
    queryFn: ({ signal }) => fetchReferenceList("office", locale, signal),
  });
  const rows = (list.data?.result ?? []) as PersonRow[];

  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKeys.all });

  const setQuery = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || (value === 1 && key === "page")) next.delete(key);
      else next.set(key, String(value));
    }
    setSearchParams(next);
  };

  const [pinning, setPinning] = useState<number>();
  const pin = useMutation({
    mutationFn: ({ row, top }: { row: PersonRow; top: boolean }) => peopleApi.setTop(row.id, top ? 1 : 0),
    onMutate: ({ row }) => setPinning(row.id),
    onSuccess: (_, { top }) => void message.success(t(top ? "people.pinned" : "people.unpinned")),
    onSettled: async () => {
      await refresh();
      setPinning(undefined);
    },
  });

  const remove = useMutation({
    mutationFn: (row: PersonRow) => peopleApi.remove(row.id),
    onSuccess: (_, row) => {
      void message.success(t("people.deleted", { name: row.name }));
      if (rows.length === 1 && query.pageNo > 1) setQuery({ page: query.pageNo - 1 });
      void refresh();
    },
  });

  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(adminPath("people/add"))}>
      {t("people.new")}
    </Button>
  );

  const columns: TableProps<PersonRow>["columns"] = [
    {
      key: "photo",
      title: t("people.col.photo"),
      width: 72,
      render: (_, row) => <Avatar size={40} src={row.photoUrl ?? undefined} icon={<UserOutlined />} alt={t("people.photoOf", { name: row.name })} />,
    },
    {
      key: "name",
      title: t("people.col.name"),
      ellipsis: true,
      render: (_, row) => (
        <Link to={editPersonPath(row.id)} title={row.name}>
          {row.name}
        </Link>
      ),
    },
    { key: "office", title: t("people.col.office"), width: 140, ellipsis: true, render: (_, row) => row.officeName || "—" },
    {
      key: "jobs",
      title: t("people.col.jobs"),
      render: (_, row) =>
        row.jobs.length ? (
          <Flex gap={4} wrap>
            {row.jobs.map((job) => (
              <Tag key={job.jobId} style={{ marginInlineEnd: 0 }}>
                {job.name}
              </Tag>
            ))}
          </Flex>
        ) : (
          "—"
        ),
    },
    {
      key: "languages",
      title: t("articles.col.languages"),
      width: 110,
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.languages.map((code) => (
            <Tag key={code} style={{ marginInlineEnd: 0 }}>
              <abbr title={languageName(languages.data, code)} style={{ textDecoration: "none" }}>
                {code.slice(0, 2).toUpperCase()}
              </abbr>
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: "pinned",
      title: t("articles.col.pinned"),
      width: 90,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.top === 1}
          loading={pinning === row.id}
          disabled={pinning !== undefined}
          aria-label={t("people.pinToggle", { name: row.name })}
          onChange={(checked) => pin.mutate({ row, top: checked })}
        />
      ),
    },
    { key: "updated", title: t("articles.col.updated"), width: 150, render: (_, row) => formatDateTime(row.updateTime) },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 100,
      fixed: "right",
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t("common.edit")} mouseEnterDelay={0.5}>
            <Button type="text" icon={<EditOutlined />} aria-label={t("people.edit", { name: row.name })} onClick={() => void navigate(editPersonPath(row.id))} />
          </Tooltip>
          <Popconfirm
            title={t("people.deleteTitle", { name: row.name })}
            description={t("people.deleteText")}
            okText={t("common.delete")}
            okButtonProps={{ danger: true }}
            cancelText={t("common.cancel")}
            onConfirm={() => remove.mutateAsync(row).catch(() => undefined)}
          >
            <Tooltip title={t("common.delete")} mouseEnterDelay={0.5}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("people.delete", { name: row.name })} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  let empty: ReactNode = <Empty description={t("people.empty")}>{newButton}</Empty>;
  if (filtered) empty = <Empty description={t("articles.emptyFiltered")} />;

  return (
    <Page extra={newButton}>
      <Card>
        <Form<SearchForm>
          form={form}
          layout="inline"
          initialValues={{ name, office: office ?? null }}
          onFinish={(values) => setQuery({ name: values.name?.trim() || undefined, office: values.office ?? undefined, page: 1 })}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item<SearchForm> name="name" label={t("people.search.name")}>
            <Input allowClear maxLength={PERSON_LIMITS.keyword} placeholder={t("people.search.namePlaceholder")} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item<SearchForm> name="office" label={t("people.search.office")}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              loading={offices.isPending}
              options={(offices.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t("common.search")}
              </Button>
              <Button
                onClick={() => {
                  form.setFieldsValue({ name: "", office: null });
                  setQuery({ name: undefined, office: undefined, page: 1 });
                }}
              >
                {t("common.reset")}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            title={t("common.loadFailed")}
            style={{ marginBottom: 16 }}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t("common.retry")}
              </Button>
            }
          />
        )}
        <Table<PersonRow>
          rowKey="no"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching && !pin.isPending}
          locale={{ emptyText: list.isPending ? " " : empty }}
          scroll={{ x: 1000 }}
          pagination={{
            current: query.pageNo,
            pageSize: query.pageSize,
            total: list.data?.pageable.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t("common.total", { total }),
            onChange: (page, size) => setQuery({ page, size: size === DEFAULT_PAGE_SIZE ? undefined : size }),
          }}
        />
      </Card>
    </Page>
  );
}
