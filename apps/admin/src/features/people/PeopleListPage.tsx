import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Avatar, Button, Card, Empty, Flex, Form, Input, Select, Space, Switch, Table, Tag, type TableProps } from "antd";
import { EditOutlined, PlusOutlined, UserOutlined } from "@ant-design/icons";
import { PERSON_LIMITS, type PersonCard } from "@lawfirm/contract";
import { adminPath } from "../../app/routes.tsx";
import { Page } from "../../app/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { DeleteRowButton, LanguageCodeTags, RowActionButton } from "../../ui/RowActions.tsx";
import { SearchFormButtons } from "../../ui/SearchFormButtons.tsx";
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
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const [form] = Form.useForm<SearchForm>();

  const name = searchParams.get("name") ?? "";
  const office = Number(searchParams.get("office")) || undefined;
  const query: PeopleListQuery = {
    pageNo,
    pageSize,
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

  const pagination = usePagination({ pageNo, pageSize, total: list.data?.pageable.totalCount, setQuery });

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
      render: (_, row) => <LanguageCodeTags codes={row.languages} languages={languages.data} />,
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
          <RowActionButton
            label={t("people.edit", { name: row.name })}
            tooltip={t("common.edit")}
            icon={<EditOutlined />}
            onClick={() => void navigate(editPersonPath(row.id))}
          />
          <DeleteRowButton
            label={t("people.delete", { name: row.name })}
            confirmTitle={t("people.deleteTitle", { name: row.name })}
            confirmText={t("people.deleteText")}
            onConfirm={() => remove.mutateAsync(row)}
          />
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
          <SearchFormButtons
            onReset={() => {
              form.setFieldsValue({ name: "", office: null });
              setQuery({ name: undefined, office: undefined, page: 1 });
            }}
          />
        </Form>
        {list.isError && <LoadErrorAlert onRetry={() => void list.refetch()} style={{ marginBottom: 16 }} />}
        <Table<PersonRow>
          rowKey="no"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching && !pin.isPending}
          locale={{ emptyText: list.isPending ? " " : empty }}
          scroll={{ x: 1000 }}
          pagination={pagination}
        />
      </Card>
    </Page>
  );
}
