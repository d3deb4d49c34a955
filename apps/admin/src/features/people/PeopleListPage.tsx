import { Link, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Avatar, Button, Card, Empty, Flex, Form, Input, Select, Tag, type TableProps } from "antd";
import { PlusOutlined, UserOutlined } from "../../ui/icons.tsx";
import { PERSON_LIMITS, type PersonAdminRow, type PublishState } from "@lawfirm/contract";
import { PublishStateCell, PublishStateSelect, stateFilterOf } from "../../ui/publishing/PublishStateColumn.tsx";
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
import { fetchReferenceList, referenceKeys } from "../reference/index.ts";
import { editPersonPath, peopleApi, peopleKeys } from "./people.api.ts";

type PersonRow = PersonAdminRow;

interface SearchForm {
  name?: string;
  office?: number | null;
  publishState?: PublishState | null;
}

/** The people: search by name and office, paging, pin, delete, edit. Search and page live in the address. */
export default function PeopleListPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const rights = useRights();
  const { filters, setQuery, pinSwitch, deleteRow, table } = usePagedList({
    filtersOf: (searchParams) => ({
      name: searchParams.get("name") || undefined,
      office: Number(searchParams.get("office")) || undefined,
      publishState: stateFilterOf(searchParams.get("publishState")),
      lang: locale,
    }),
    listKey: peopleKeys.list,
    fetchPage: peopleApi.list,
    refreshKey: peopleKeys.all,
    keyOf: (row) => row.id,
    setPinned: (row, top) => peopleApi.setTop(row.id, top ? 1 : 0),
    pinnedMessage: "people.pinned",
    unpinnedMessage: "people.unpinned",
    remove: (row) => peopleApi.remove(row.id),
    deletedMessage: (row) => t("people.deleted", { name: row.name }),
  });
  const { name = "", office, publishState } = filters;
  const offices = useQuery({
    queryKey: referenceKeys.list("office", locale),
    queryFn: ({ signal }) => fetchReferenceList("office", locale, signal),
  });

  const newButton = rights.can("content.translate") && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(adminPath("people/add"))}>
      {t("people.new")}
    </Button>
  );

  const columns: TableProps<PersonRow>["columns"] = [
    {
      key: "photo",
      title: t("people.col.photo"),
      width: 72,
      render: (_, row) => (
        <Avatar size={40} src={row.photoUrl ?? undefined} icon={<UserOutlined />} alt={t("people.photoOf", { name: row.name })} />
      ),
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
      key: "state",
      title: t("publishing.col.state"),
      width: 150,
      render: (_, row) => <PublishStateCell row={row} />,
    },
    {
      key: "pinned",
      title: t("articles.col.pinned"),
      width: 90,
      render: (_, row) => pinSwitch(row, t("people.pinToggle", { name: row.name })),
    },
    { key: "updated", title: withSiteTimeZone(t("articles.col.updated")), width: 150, render: (_, row) => formatDateTime(row.updateTime) },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 100,
      fixed: "right",
      render: (_, row) => (
        <EditDeleteRowActions
          editLabel={t("people.edit", { name: row.name })}
          onEdit={() => void navigate(editPersonPath(row.id))}
          deleteLabel={t("people.delete", { name: row.name })}
          confirmTitle={t("people.deleteTitle", { name: row.name })}
          confirmText={t("people.deleteText")}
          onDelete={rights.can("content.write") ? () => deleteRow(row) : undefined}
        />
      ),
    },
  ];

  return (
    <Page extra={newButton}>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ name, office: office ?? null, publishState: publishState ?? null }}
          emptyValues={{ name: "", office: null, publishState: null }}
          toQuery={(values) => ({
            name: values.name?.trim() || undefined,
            office: values.office ?? undefined,
            publishState: values.publishState ?? undefined,
          })}
          setQuery={setQuery}
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
          <Form.Item<SearchForm> name="publishState" label={t("publishing.col.state")}>
            <PublishStateSelect />
          </Form.Item>
        </ListSearchForm>
        <ListTable<PersonRow>
          {...table}
          empty={<Empty description={t("people.empty")}>{newButton}</Empty>}
          filtered={Boolean(name || office || publishState)}
          rowKey="no"
          columns={columns}
          scroll={{ x: 1150 }}
        />
      </Card>
    </Page>
  );
}
