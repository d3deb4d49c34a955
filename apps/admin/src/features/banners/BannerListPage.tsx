import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Grid, Image, Select, Typography, type TableProps } from "antd";
import { PlusOutlined } from "../../ui/icons.tsx";
import type { BannerVersion } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useRights } from "../../lib/rights.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { languageName, preferredLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListTable } from "../../ui/ListTable.tsx";
import { usePagedList } from "../../ui/pagedList.ts";
import { EditDeleteRowActions } from "../../ui/RowActions.tsx";
import { PublishStateCell, PublishStateSelect, stateFilterOf } from "../../ui/publishing/PublishStateColumn.tsx";
import { bannerApi, bannerKeys } from "./banners.api.ts";
import { BannerDialog } from "./BannerDialog.tsx";

const ALL = "all";

/**
 * The home page's banners: a list per language (or all) and state, pin, create and edit in a
 * dialog (which publishes, schedules, unpublishes and discards unpublished changes), delete.
 * `?edit=<id>` (the dashboard's links) opens that banner's dialog.
 */
export default function BannerListPage() {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const rights = useRights();
  // On a phone, a fixed Actions column would cover most of the row it scrolls over.
  const narrow = Grid.useBreakpoint().md === false;
  const writableLanguages = languages.data?.filter((language) => rights.mayWriteLanguage(language.langCode));
  const [dialog, setDialog] = useState<{ banner?: BannerVersion } | null>(null);
  const { filters, setQuery, refresh, pinSwitch, deleteRow, table } = usePagedList({
    filtersOf: (searchParams) => ({
      lang: searchParams.get("lang") ?? undefined,
      publishState: stateFilterOf(searchParams.get("publishState")),
    }),
    listKey: bannerKeys.list,
    fetchPage: bannerApi.list,
    refreshKey: bannerKeys.all,
    keyOf: (banner) => banner.id,
    setPinned: (banner, top) => bannerApi.setTop(banner.id, top ? 1 : 0),
    pinnedMessage: "banners.pinned",
    unpinnedMessage: "banners.unpinned",
    remove: (banner) => bannerApi.remove(banner.id),
    deletedMessage: () => t("banners.deleted"),
  });
  const { lang, publishState } = filters;
  const linkedId = Number(useSearchParams()[0].get("edit")) || undefined;
  // Read once, like a row's banner when its Edit is clicked: the list's refreshes leave the open dialog's banner alone.
  const linked = useQuery({
    queryKey: ["banners-linked", linkedId],
    queryFn: ({ signal }) => bannerApi.detail(linkedId ?? 0, signal),
    enabled: linkedId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  });
  // A translator edits only the banners of its languages; the link's language filter shows the others.
  const linkedDialog = linkedId !== undefined && linked.data && rights.mayWriteLanguage(linked.data.lang) ? { banner: linked.data } : null;
  const opened = dialog ?? linkedDialog;
  const closeDialog = () => {
    setDialog(null);
    if (linkedId !== undefined) setQuery({ edit: undefined }, { replace: true });
  };

  const nameOf = (banner: BannerVersion) => banner.title || t("banners.untitled");
  const defaultLang = lang ?? (languages.data ? preferredLanguage(languages.data, locale) : undefined) ?? locale;

  const columns: TableProps<BannerVersion>["columns"] = [
    {
      key: "image",
      title: t("banners.field.image"),
      width: 132,
      render: (_, banner) => (
        <Image src={banner.imgPath} alt={nameOf(banner)} width={112} height={56} style={{ objectFit: "cover", borderRadius: 4 }} />
      ),
    },
    {
      key: "title",
      title: t("banners.field.title"),
      ellipsis: true,
      render: (_, banner) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: banner.title }}>
            {banner.title || <Typography.Text type="secondary">{t("banners.untitled")}</Typography.Text>}
          </Typography.Text>
          {banner.subTitle && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: banner.subTitle }} style={{ fontSize: 12 }}>
              {banner.subTitle}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: "lang", title: t("common.language"), width: 110, render: (_, banner) => languageName(languages.data, banner.lang) },
    {
      key: "link",
      title: t("banners.field.link"),
      width: 180,
      ellipsis: true,
      render: (_, banner) =>
        banner.linkUrl ? (
          <Typography.Text ellipsis={{ tooltip: banner.linkUrl }} style={{ maxWidth: 170 }}>
            {banner.linkUrl}
          </Typography.Text>
        ) : (
          "—"
        ),
    },
    {
      key: "state",
      title: t("publishing.col.state"),
      width: 150,
      render: (_, banner) => <PublishStateCell row={{ ...banner, hasDraft: banner.draft !== null }} />,
    },
    {
      key: "pinned",
      title: t("banners.field.pinned"),
      width: 110,
      render: (_, banner) => pinSwitch(banner, t("banners.pinToggle", { title: nameOf(banner) })),
    },
    {
      key: "updated",
      title: withSiteTimeZone(t("articles.col.updated")),
      width: 150,
      render: (_, banner) => formatDateTime(banner.updateTime),
    },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 96,
      fixed: narrow ? undefined : "right",
      render: (_, banner) =>
        // A translator changes only the banners of its languages.
        rights.mayWriteLanguage(banner.lang) && (
          <EditDeleteRowActions
            editLabel={t("banners.editItem", { title: nameOf(banner) })}
            onEdit={() => setDialog({ banner })}
            deleteLabel={t("banners.deleteItem", { title: nameOf(banner) })}
            confirmTitle={t("banners.deleteTitle", { title: nameOf(banner) })}
            confirmText={t("banners.deleteText")}
            onDelete={rights.can("content.write") ? () => deleteRow(banner) : undefined}
          />
        ),
    },
  ];

  const createButton = rights.can("content.translate") && (
    <Button type="primary" icon={<PlusOutlined />} disabled={!writableLanguages?.length} onClick={() => setDialog({})}>
      {t("banners.create")}
    </Button>
  );

  return (
    <Page extra={createButton}>
      <Card>
        {/* Each filter keeps its label beside it: on a narrow screen the two wrap as pairs, alike. */}
        <Flex align="center" gap="8px 24px" wrap style={{ marginBottom: 16 }}>
          <Flex align="center" gap={8} style={{ maxWidth: "100%" }}>
            <label htmlFor="banner-language-filter">{t("common.language")}</label>
            <Select
              id="banner-language-filter"
              value={lang ?? ALL}
              style={{ width: 200, minWidth: 0 }}
              onChange={(value: string) => setQuery({ lang: value === ALL ? undefined : value, page: 1 })}
              options={[
                { value: ALL, label: t("banners.allLanguages") },
                ...(languages.data ?? []).map((language) => ({ value: language.langCode, label: language.langName })),
              ]}
            />
          </Flex>
          <Flex align="center" gap={8}>
            <Typography.Text id="banner-state-filter">{t("publishing.col.state")}</Typography.Text>
            <PublishStateSelect
              aria-labelledby="banner-state-filter"
              value={publishState ?? null}
              onChange={(state) => setQuery({ publishState: state ?? undefined, page: 1 })}
            />
          </Flex>
        </Flex>
        <ListTable<BannerVersion>
          {...table}
          empty={<Empty description={t("banners.empty")}>{createButton}</Empty>}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1070 }}
        />
      </Card>
      {opened && writableLanguages && (
        <BannerDialog
          banner={opened.banner}
          defaultLang={
            writableLanguages.some((language) => language.langCode === defaultLang)
              ? defaultLang
              : (writableLanguages[0]?.langCode ?? defaultLang)
          }
          languages={writableLanguages}
          onClose={closeDialog}
          onSaved={() => {
            void message.success(t(opened.banner ? "common.saved" : "banners.created"));
            closeDialog();
            void refresh();
          }}
          onPublicationChanged={() => void refresh()}
        />
      )}
    </Page>
  );
}
