import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Flex, Image, Select, Typography, theme } from "antd";
import { bannerEndpoints, editTagOf, type BannerVersion } from "@lawfirm/contract";
import { useRights } from "../../lib/rights.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName, preferredLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { TWO_LINES } from "../../ui/textStyles.ts";
import { KindListPage } from "../../ui/lists/KindListPage.tsx";
import { useKindList } from "../../ui/lists/useKindList.ts";
import { bannerApi, bannerKeys, type BannerListQuery } from "./banners.api.ts";
import { BannerDialog } from "./BannerDialog.tsx";

const ALL = "all";

/** A banner as its list row: whether it has unpublished changes, as every list's state column reads it. */
type BannerRow = BannerVersion & { hasDraft: boolean };

async function bannerRows(query: BannerListQuery, signal: AbortSignal) {
  const page = await bannerApi.list(query, signal);
  return { ...page, result: page.result.map((banner): BannerRow => ({ ...banner, hasDraft: banner.draft !== null })) };
}

/**
 * The home page's banners: a list per language (or all) and state, pin, create and edit in a
 * dialog (which publishes, schedules, unpublishes and discards unpublished changes), delete.
 * `?edit=<id>` (the dashboard's links) opens that banner's dialog.
 */
export default function BannerListPage() {
  const t = useT();
  const { token } = theme.useToken();
  const languageName = useLanguageName();
  const { locale } = useLocale();
  const languages = useContentLanguages();
  const rights = useRights();
  const writableLanguages = languages.data?.filter((language) => rights.mayWriteLanguage(language.langCode));
  const [dialog, setDialog] = useState<{ banner?: BannerVersion } | null>(null);
  const list = useKindList({
    filtersOf: (searchParams) => ({ lang: searchParams.get("lang") ?? undefined }),
    listKey: bannerKeys.list,
    fetchPage: bannerRows,
    refreshKey: bannerKeys.all,
    keyOf: (banner) => banner.id,
    pins: {
      setPinned: (banner, top) => bannerApi.setTop(banner.id, top ? 1 : 0),
      pinnedMessage: "banners.pinned",
      unpinnedMessage: "banners.unpinned",
    },
    remove: (banner) => bannerApi.remove(banner.id),
    // A banner's row is the whole banner: its edit tag is computed as its editor's (decision 0061).
    bulk: { endpoints: bannerEndpoints, itemOf: (banner) => ({ id: banner.id, editTag: editTagOf([banner]) }) },
    deletedMessage: () => t("banners.deleted"),
  });
  const { setQuery, refresh } = list;
  const { lang } = list.filters;
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

  return (
    <KindListPage
      list={list}
      newButtons={[{ label: t("banners.create"), primary: true, disabled: !writableLanguages?.length, onClick: () => setDialog({}) }]}
      filters={{
        filtered: lang !== undefined,
        fields: (
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
        ),
      }}
      columns={[
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
          render: (_, banner) => (
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              {/* Two lines: a title is what a banner is found by, one line showed a word or two of it. */}
              <div title={banner.title} style={{ ...TWO_LINES, fontWeight: token.fontWeightStrong }}>
                {banner.title || <Typography.Text type="secondary">{t("banners.untitled")}</Typography.Text>}
              </div>
              {banner.subTitle && (
                <Typography.Text type="secondary" ellipsis={{ tooltip: banner.subTitle }} style={{ fontSize: 12 }}>
                  {banner.subTitle}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        { key: "lang", title: t("common.language"), width: 110, render: (_, banner) => languageName(banner.lang) },
        {
          key: "link",
          title: t("banners.field.link"),
          width: 140,
          ellipsis: true,
          render: (_, banner) =>
            banner.linkUrl ? (
              <Typography.Text ellipsis={{ tooltip: banner.linkUrl }} style={{ maxWidth: 130 }}>
                {banner.linkUrl}
              </Typography.Text>
            ) : (
              "—"
            ),
        },
      ]}
      nameOf={nameOf}
      labels={{
        empty: t("banners.empty"),
        deleteTitle: (banner) => t("banners.deleteTitle", { title: nameOf(banner) }),
        deleteText: t("banners.deleteText"),
      }}
      edit={{ open: (banner) => setDialog({ banner }) }}
      // A translator changes only the banners of its languages.
      mayChange={(banner) => rights.mayWriteLanguage(banner.lang)}
      scrollX={1070}
    >
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
          onSaved={(_saved, { auto }) => {
            // An autosave keeps the dialog open for more typing.
            if (!auto) closeDialog();
            void refresh();
          }}
          onPublicationChanged={() => void refresh()}
        />
      )}
    </KindListPage>
  );
}
