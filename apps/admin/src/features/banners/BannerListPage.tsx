import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Image, Select, Space, Switch, Table, Typography, type TableProps } from "antd";
import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import type { Banner } from "@lawfirm/contract";
import { Page } from "../../app/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { languageName, preferredLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { DeleteRowButton, RowActionButton } from "../../ui/RowActions.tsx";
import { bannerApi, bannerKeys, type BannerListQuery } from "./banners.api.ts";
import { BannerDialog } from "./BannerDialog.tsx";

const ALL = "all";

/** The home page's banners: a list per language (or all), pin, create and edit in a dialog, delete. */
export default function BannerListPage() {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const [dialog, setDialog] = useState<{ banner?: Banner } | null>(null);

  const lang = searchParams.get("lang") ?? undefined;
  const query: BannerListQuery = {
    pageNo,
    pageSize,
    lang,
  };
  const list = useQuery({
    queryKey: bannerKeys.list(query),
    queryFn: ({ signal }) => bannerApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.result ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: bannerKeys.all });

  const pagination = usePagination({ pageNo, pageSize, total: list.data?.pageable.totalCount, setQuery });

  const [pinning, setPinning] = useState<number>();
  const pin = useMutation({
    mutationFn: ({ banner, top }: { banner: Banner; top: boolean }) => bannerApi.setTop(banner.id, top ? 1 : 0),
    onMutate: ({ banner }) => setPinning(banner.id),
    onSuccess: (_, { top }) => void message.success(t(top ? "banners.pinned" : "banners.unpinned")),
    onSettled: async () => {
      await refresh();
      setPinning(undefined);
    },
  });

  const remove = useMutation({
    mutationFn: (banner: Banner) => bannerApi.remove(banner.id),
    onSuccess: () => {
      void message.success(t("banners.deleted"));
      if (rows.length === 1 && query.pageNo > 1) setQuery({ page: query.pageNo - 1 });
      void refresh();
    },
  });

  const nameOf = (banner: Banner) => banner.title || t("banners.untitled");
  const defaultLang = lang ?? (languages.data ? preferredLanguage(languages.data, locale) : undefined) ?? locale;

  const columns: TableProps<Banner>["columns"] = [
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
      key: "pinned",
      title: t("banners.field.pinned"),
      width: 90,
      render: (_, banner) => (
        <Switch
          size="small"
          checked={banner.top === 1}
          loading={pinning === banner.id}
          disabled={pinning !== undefined}
          aria-label={t("banners.pinToggle", { title: nameOf(banner) })}
          onChange={(checked) => pin.mutate({ banner, top: checked })}
        />
      ),
    },
    { key: "updated", title: t("articles.col.updated"), width: 150, render: (_, banner) => formatDateTime(banner.updateTime) },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 96,
      fixed: "right",
      render: (_, banner) => (
        <Space size={0}>
          <RowActionButton
            label={t("banners.editItem", { title: nameOf(banner) })}
            tooltip={t("common.edit")}
            icon={<EditOutlined />}
            onClick={() => setDialog({ banner })}
          />
          <DeleteRowButton
            label={t("banners.deleteItem", { title: nameOf(banner) })}
            confirmTitle={t("banners.deleteTitle", { title: nameOf(banner) })}
            confirmText={t("banners.deleteText")}
            onConfirm={() => remove.mutateAsync(banner)}
          />
        </Space>
      ),
    },
  ];

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!languages.data} onClick={() => setDialog({})}>
      {t("banners.create")}
    </Button>
  );

  return (
    <Page extra={createButton}>
      <Card>
        <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
          <label htmlFor="banner-language-filter">{t("common.language")}</label>
          <Select
            id="banner-language-filter"
            value={lang ?? ALL}
            style={{ width: 200 }}
            onChange={(value: string) => setQuery({ lang: value === ALL ? undefined : value, page: 1 })}
            options={[
              { value: ALL, label: t("banners.allLanguages") },
              ...(languages.data ?? []).map((language) => ({ value: language.langCode, label: language.langName })),
            ]}
          />
        </Flex>
        {list.isError && <LoadErrorAlert onRetry={() => void list.refetch()} style={{ marginBottom: 16 }} />}
        <Table<Banner>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching && !pin.isPending}
          scroll={{ x: 900 }}
          locale={{ emptyText: list.isPending ? " " : <Empty description={t("banners.empty")}>{createButton}</Empty> }}
          pagination={pagination}
        />
      </Card>
      {dialog && languages.data && (
        <BannerDialog
          banner={dialog.banner}
          defaultLang={defaultLang}
          languages={languages.data}
          onClose={() => setDialog(null)}
          onSaved={() => {
            void message.success(t(dialog.banner ? "common.saved" : "banners.created"));
            setDialog(null);
            void refresh();
          }}
        />
      )}
    </Page>
  );
}
