import { useQuery } from "@tanstack/react-query";
import { Avatar, Flex, Form, Input, Select, Tag } from "antd";
import { UserOutlined } from "../../ui/icons.tsx";
import { PERSON_LIMITS, PERSON_SORTS, personEndpoints, type PersonAdminRow } from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { LanguageFilterSelect } from "../../ui/LanguageFilterSelect.tsx";
import { KindListPage } from "../../ui/lists/KindListPage.tsx";
import { useKindList } from "../../ui/lists/useKindList.ts";
import { fetchReferenceList, referenceKeys } from "../reference/index.ts";
import { peopleApi, peopleKeys } from "./people.api.ts";

/** The people: search by name and office, paging, pin, delete, edit. Search and page live in the address. */
export default function PeopleListPage() {
  const t = useT();
  const { locale } = useLocale();
  const list = useKindList({
    filtersOf: (searchParams) => ({
      name: searchParams.get("name") || undefined,
      office: Number(searchParams.get("office")) || undefined,
      lang: locale,
      hasLang: searchParams.get("hasLang") || undefined,
      sort: PERSON_SORTS.find((sort) => sort === searchParams.get("sort")),
      order: searchParams.get("order") === "asc" ? ("asc" as const) : searchParams.get("order") === "desc" ? ("desc" as const) : undefined,
    }),
    listKey: peopleKeys.list,
    fetchPage: peopleApi.list,
    refreshKey: peopleKeys.all,
    keyOf: (row: PersonAdminRow) => row.id,
    pins: {
      setPinned: (row, top) => peopleApi.setTop(row.id, top ? 1 : 0),
      pinnedMessage: "people.pinned",
      unpinnedMessage: "people.unpinned",
    },
    remove: (row) => peopleApi.remove(row.id),
    bulk: { endpoints: personEndpoints, itemOf: (row) => ({ id: row.id, editTag: row.editTag }) },
    deletedMessage: (row) => t("people.deleted", { name: row.name }),
  });
  const { name = "", office, hasLang, sort, order } = list.filters;
  const offices = useQuery({
    queryKey: referenceKeys.list("office", locale),
    queryFn: ({ signal }) => fetchReferenceList("office", locale, signal),
  });

  return (
    <KindListPage
      list={list}
      translationStatus={peopleApi.translationStatus}
      newButtons={[{ label: t("people.new"), primary: true, path: adminPath("people/add") }]}
      search={{
        values: { name, office: office ?? null, hasLang: hasLang ?? null },
        fields: (
          <>
            <Form.Item name="name" label={t("people.search.name")}>
              <Input allowClear maxLength={PERSON_LIMITS.keyword} placeholder={t("people.search.namePlaceholder")} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="office" label={t("people.search.office")}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                loading={offices.isPending}
                options={(offices.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="hasLang" label={t("articles.search.language")}>
              <LanguageFilterSelect />
            </Form.Item>
          </>
        ),
      }}
      sorting={{ columns: { name: "name", updated: "updated" }, sort, order, ascendingFirst: ["name"] }}
      columns={[
        {
          key: "photo",
          title: t("people.col.photo"),
          width: 64,
          render: (_, row) => (
            <Avatar size={40} src={row.photoUrl ?? undefined} icon={<UserOutlined />} alt={t("people.photoOf", { name: row.name })} />
          ),
        },
        "name",
        { key: "office", title: t("people.col.office"), width: 110, ellipsis: true, render: (_, row) => row.officeName || "—" },
        {
          key: "jobs",
          title: t("people.col.jobs"),
          // "Rechtsanwältin" whole in its tag; the name takes the rest.
          width: 124,
          render: (_, row) =>
            row.jobs.length ? (
              <Flex gap={4} wrap>
                {row.jobs.map((job) => (
                  // A job title of several words wraps between them inside its tag rather than running into the next column.
                  <Tag key={job.jobId} style={{ marginInlineEnd: 0, maxWidth: "100%", whiteSpace: "normal", overflowWrap: "normal" }}>
                    {job.name}
                  </Tag>
                ))}
              </Flex>
            ) : (
              "—"
            ),
        },
        "languages",
      ]}
      nameOf={(row) => row.name}
      numberOf={(row) => row.no}
      labels={{ name: t("people.col.name"), empty: t("people.empty"), deleteText: t("people.deleteText") }}
      edit={{ path: (row) => editorPath("person", row.no) }}
      // Whole beside the menu on a 1440 px screen (the name and the job titles share about 270 px); narrower, it scrolls.
      scrollX={1070}
    />
  );
}
