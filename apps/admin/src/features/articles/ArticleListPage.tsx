import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Flex, Form, Input, InputNumber, Select, Tag, theme, Typography } from "antd";
import { LinkOutlined } from "../../ui/icons.tsx";
import { ARTICLE_LIMITS, ARTICLE_SORTS } from "@lawfirm/contract";
import { LanguageFilterSelect } from "../../ui/LanguageFilterSelect.tsx";
import { FolderSelect } from "../catalogs/index.ts";
import { practiceAreaKeys, practiceAreasApi } from "../practice-areas/index.ts";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { KindListPage, type KindColumn, type NewButton } from "../../ui/lists/KindListPage.tsx";
import { readablePlaceholder, THREE_LINES } from "../../ui/textStyles.ts";
import { useKindList } from "../../ui/lists/useKindList.ts";
import { articleKeys, articleKinds, type ArticleKind, type ArticleRow } from "./articleKinds.ts";

/** Where to edit an item: external links have their own editor. */
const editPathOf = (kind: ArticleKind, row: Pick<ArticleRow, "no" | "isLink">) =>
  editorPath(kind.name, row.no, { external: row.isLink === 1 });

/** The list of one kind: search by title and number, paging, pin, delete, edit. Search and page live in the address. */
function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const t = useT();
  const { locale } = useLocale();
  const { catalogType } = kind;
  const { token } = theme.useToken();
  const list = useKindList({
    filtersOf: (searchParams) => ({
      title: searchParams.get("title") || undefined,
      no: Number(searchParams.get("no")) || undefined,
      // Each row in the UI language when the item has it (in the filtered language, when there is one).
      lang: locale,
      hasLang: searchParams.get("hasLang") || undefined,
      cataId: kind.catalogType !== null ? Number(searchParams.get("cataId")) || undefined : undefined,
      author: searchParams.get("author") || undefined,
      practiceAreaId: Number(searchParams.get("practiceAreaId")) || undefined,
      changed: searchParams.get("changed") === "1" ? ("1" as const) : undefined,
      sort: ARTICLE_SORTS.find((sort) => sort === searchParams.get("sort")),
      order: searchParams.get("order") === "asc" ? ("asc" as const) : searchParams.get("order") === "desc" ? ("desc" as const) : undefined,
    }),
    listKey: (query) => articleKeys.list(kind, query),
    fetchPage: (query, signal) => kind.list(query, signal),
    refreshKey: articleKeys.all(kind),
    keyOf: (row) => row.no,
    pins: {
      setPinned: (row, top) => (top ? kind.pin(row.no) : kind.unpin(row.no)),
      pinnedMessage: "articles.pinned",
      unpinnedMessage: "articles.unpinned",
    },
    remove: (row) => kind.remove(row.no),
    deletedMessage: (row) => t("articles.deleted", { title: row.title }),
    // The row's version is what a publication changes; the item is what a delete or a pin does.
    // Its edit tag refuses the row if the item changed since the list was read (decision 0061).
    bulk: {
      endpoints: kind.bulk,
      itemOf: (row) => ({ id: row.id, no: row.no, editTag: row.editTag }),
      folderPicker:
        catalogType === null
          ? undefined
          : ({ id, value, onChange }) => <FolderSelect type={catalogType} lang={locale} id={id} value={value} onChange={onChange} />,
    },
  });
  const { title = "", no, hasLang, cataId, author = "", practiceAreaId, changed, sort, order } = list.filters;
  const practiceAreas = useQuery({
    queryKey: practiceAreaKeys.langList(locale),
    queryFn: ({ signal }) => practiceAreasApi.langList(locale, signal),
  });

  const external: NewButton[] =
    kind.newExternalLabel && kind.paths.editExternal
      ? [{ label: t(kind.newExternalLabel), icon: <LinkOutlined />, path: adminPath(kind.paths.editExternal) }]
      : [];

  const columns: KindColumn<ArticleRow>[] = [
    {
      key: "title",
      title: t("articles.col.title"),
      render: (_, row) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex gap={6} align="center" style={{ minWidth: 0 }}>
            {row.isLink === 1 && (
              <Tag icon={<LinkOutlined />} style={{ marginInlineEnd: 0 }}>
                {t("articles.external")}
              </Tag>
            )}
            <Link to={editPathOf(kind, row)} style={THREE_LINES} title={row.title}>
              {row.title}
            </Link>
          </Flex>
          {/* The folder beside the number, not in a column of its own: the title keeps the room. */}
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.catalogName }} style={{ fontSize: 12 }}>
            {t("common.itemNumber", { no: row.no })}
            {row.catalogName ? ` · ${row.catalogName}` : ""}
          </Typography.Text>
        </Flex>
      ),
    },
    "languages",
    "state",
    "pinned",
    { key: "views", title: t("articles.col.views"), dataIndex: "views", width: 100, align: "end" },
    "updated",
  ];

  return (
    <KindListPage
      list={list}
      translationStatus={kind.translationStatus}
      newButtons={[...external, { label: t(kind.newLabel), primary: true, path: adminPath(kind.paths.edit) }]}
      search={{
        values: {
          title,
          no: no ?? null,
          hasLang: hasLang ?? null,
          cataId: cataId ?? null,
          author,
          practiceAreaId: practiceAreaId ?? null,
          changed: changed ?? null,
        },
        fields: (
          <>
            <Form.Item name="title" label={t("articles.search.title")}>
              <Input
                allowClear
                maxLength={ARTICLE_LIMITS.title}
                placeholder={t("articles.search.titlePlaceholder")}
                style={{ width: 240 }}
              />
            </Form.Item>
            <Form.Item name="no" label={t("articles.search.no")}>
              <InputNumber min={1} precision={0} controls={false} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="hasLang" label={t("articles.search.language")}>
              <LanguageFilterSelect />
            </Form.Item>
            {kind.catalogType !== null && (
              <Form.Item name="cataId" label={t("articles.col.folder")}>
                <FolderSelect type={kind.catalogType} lang={locale} width={200} />
              </Form.Item>
            )}
            <Form.Item name="practiceAreaId" label={t("articles.search.practiceArea")}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                loading={practiceAreas.isPending}
                options={(practiceAreas.data ?? []).map((area) => ({ value: area.id, label: area.name }))}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="author" label={t("articles.search.author")}>
              <Input allowClear maxLength={100} placeholder={t("articles.search.authorPlaceholder")} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="changed" label={t("articles.search.changes")}>
              <Select
                allowClear
                placeholder={t("articles.search.anyChanges")}
                styles={readablePlaceholder(token.colorTextSecondary)}
                options={[{ value: "1", label: t("articles.search.unpublishedChanges") }]}
                style={{ width: 200 }}
              />
            </Form.Item>
          </>
        ),
      }}
      sorting={{
        columns: { title: "title", state: "published", views: "views", updated: "updated" },
        sort,
        order,
        ascendingFirst: ["title"],
      }}
      columns={columns}
      nameOf={(row) => row.title}
      labels={{ empty: t("articles.empty"), deleteText: t("articles.deleteText") }}
      edit={{ path: (row) => editPathOf(kind, row) }}
      updatedBy={(row) => row.operatorName}
      // Whole beside the menu on a 1440 px screen, the title with about 280 px (three lines of it); narrower, it scrolls and the title keeps 250 px.
      scrollX={1050}
    />
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
