import { useState } from "react";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Descriptions, Drawer, Flex, Input, Popconfirm, Skeleton, Switch, Tabs, Tooltip, Typography } from "antd";
import { DeleteOutlined } from "../../ui/icons.tsx";
import {
  MEDIA_ALT_MAX,
  MEDIA_CAPTION_MAX,
  mediaEndpoints,
  type MediaDetail,
  type MediaText,
  type MediaUsage,
  type MediaUsageKind,
  type MediaUsageSource,
} from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath, isNumberedKind } from "../../lib/editorPaths.ts";
import { useRights } from "../../lib/rights.ts";
import { ItemList } from "../../ui/ItemList.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName, useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { isImage, mediaKey } from "../../ui/media/mediaLibrary.ts";
import { FocalPointPicker, type FocalPoint } from "./FocalPointPicker.tsx";

const USAGE_LABELS: Record<MediaUsageKind, MessageKey> = {
  news: "media.usageKind.news",
  case: "media.usageKind.case",
  honor: "media.usageKind.honor",
  banner: "media.usageKind.banner",
  person: "media.usageKind.person",
  practiceArea: "media.usageKind.practiceArea",
  office: "media.usageKind.office",
  siteConfig: "media.usageKind.siteConfig",
  document: "media.usageKind.document",
  opening: "media.usageKind.opening",
  event: "media.usageKind.event",
  icon: "media.usageKind.icon",
  account: "media.usageKind.account",
};

/** A usage that is no version as stored: a draft of its edit, or an earlier version History can restore. */
const USAGE_SOURCE_LABELS: Record<Exclude<MediaUsageSource, "version">, MessageKey> = {
  draft: "media.usageSource.draft",
  revision: "media.usageSource.revision",
};

/** Where a usage is edited in the back office: an item's editor by its number, on the version that uses the upload (decision 0060). */
export function usageEditorPath(usage: MediaUsage): string {
  const { kind, no, lang } = usage;
  if (isNumberedKind(kind) && no !== null) return editorPath(kind, no, { lang: lang ?? undefined });
  // The page where the others are edited (an item's usage always has its number).
  const paths: Record<MediaUsageKind, string> = {
    news: "articles/news/list",
    case: "articles/cases/list",
    honor: "articles/honors/list",
    person: "people/list",
    practiceArea: "expertise/list",
    banner: "banner/list",
    office: "reference/offices",
    siteConfig: "site/config",
    document: "docs",
    opening: "careers/list",
    event: "events/list",
    icon: "icons",
    account: "accounts",
  };
  return adminPath(paths[kind]);
}

/** Bytes as "12.3 KB" or "1.4 MB". */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 102.4) / 10)} KB`;
  return `${Math.round(bytes / 1024 / 102.4) / 10} MB`;
}

interface Draft {
  texts: Record<string, MediaText>;
  focal: FocalPoint;
  decorative: boolean;
}

const draftOf = (item: MediaDetail): Draft => ({
  texts: item.texts,
  focal: { x: item.focalX ?? 0.5, y: item.focalY ?? 0.5 },
  decorative: item.decorative === 1,
});

/** The item's drawer: loads it, then shows its editor. */
export function MediaDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const t = useT();
  const detail = useQuery({
    queryKey: [...mediaKey, "detail", id],
    queryFn: ({ signal }) => inlineErrorApi.call(mediaEndpoints.detail, { params: { id: id! } }, { signal }),
    enabled: id !== undefined,
  });
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={detail.data?.originalName ?? t("media.item")}
      size="large"
      styles={{ wrapper: { maxWidth: "100vw" } }}
      destroyOnHidden
    >
      {detail.isError ? (
        <LoadErrorAlert onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Skeleton active />
      ) : (
        <MediaEditor key={detail.data.id} item={detail.data} onDeleted={onClose} />
      )}
    </Drawer>
  );
}

/**
 * One media item: its preview and facts, its alt text and caption per language, the decorative
 * mark, the focal point with the site's crops, where it is used (with links to the editors), and
 * Delete (only while nothing uses it).
 */
function MediaEditor({ item, onDeleted }: { item: MediaDetail; onDeleted: () => void }) {
  const t = useT();
  const languageName = useLanguageName();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rights = useRights();
  const languages = useContentLanguages();
  const formatDateTime = useFormatDateTimeWithZone();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [activeLang, setActiveLang] = useState<string>();
  const id = item.id;
  // An earlier version in History is no place the editor can change: say when it goes instead.
  const deleteBlocked =
    item.usageCount === 0
      ? undefined
      : t(item.usages.every((usage) => usage.source === "revision") ? "media.deleteBlockedByHistory" : "media.deleteBlocked");

  const save = useMutation({
    mutationFn: (values: Draft) =>
      api.call(mediaEndpoints.update, {
        body: {
          id,
          texts: values.texts,
          focalX: values.focal.x,
          focalY: values.focal.y,
          decorative: values.decorative ? 1 : 0,
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...mediaKey, "detail", id], saved);
      void queryClient.invalidateQueries({ queryKey: [...mediaKey, "list"] });
      void message.success(t("common.saved"));
    },
  });
  const remove = useMutation({
    mutationFn: () => api.call(mediaEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mediaKey });
      void message.success(t("media.deleted"));
      onDeleted();
    },
  });

  const mayWrite = rights.can("content.translate");
  // The focal point and the decorative mark are every language's: an Editor's, never a translator's (decision 0041).
  const mayChangeShared = rights.can("content.write");
  const setText = (lang: string, field: keyof MediaText, value: string) =>
    setDraft(
      (current) =>
        current && {
          ...current,
          texts: { ...current.texts, [lang]: { alt: "", caption: "", ...current.texts[lang], [field]: value } },
        },
    );

  return (
    <Flex vertical gap={24}>
      {isImage(item) ? (
        <section aria-labelledby="media-focal-title">
          <Typography.Title level={3} id="media-focal-title" style={{ fontSize: 16 }}>
            {t("media.focalPoint")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("media.focalPointHelp")}</Typography.Paragraph>
          <FocalPointPicker
            src={item.url}
            value={draft.focal}
            disabled={!mayChangeShared}
            onChange={(focal) => setDraft({ ...draft, focal })}
          />
        </section>
      ) : (
        <Typography.Link href={item.url} target="_blank" rel="noopener">
          {t("media.openDocument")}
        </Typography.Link>
      )}

      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          ...(item.width && item.height
            ? [{ key: "size", label: t("media.dimensions"), children: `${item.width} × ${item.height} px` }]
            : []),
          { key: "type", label: t("media.fileType"), children: item.mimeType },
          { key: "bytes", label: t("media.fileSize"), children: formatSize(item.size) },
          { key: "by", label: t("media.uploader"), children: item.uploaderName ?? "—" },
          { key: "at", label: t("media.uploadedAt"), children: formatDateTime(item.createTime) },
        ]}
      />

      <section aria-labelledby="media-texts-title">
        <Typography.Title level={3} id="media-texts-title" style={{ fontSize: 16 }}>
          {t("media.texts")}
        </Typography.Title>
        <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
          <Switch
            id="media-decorative"
            checked={draft.decorative}
            disabled={!mayChangeShared}
            onChange={(decorative) => setDraft({ ...draft, decorative })}
          />
          <label htmlFor="media-decorative">{t("media.decorative")}</label>
        </Flex>
        <Typography.Paragraph type="secondary">{t("media.decorativeHelp")}</Typography.Paragraph>
        {mayWrite && !mayChangeShared && <Typography.Paragraph type="secondary">{t("media.sharedByEditors")}</Typography.Paragraph>}
        <Tabs
          activeKey={activeLang ?? languages.data?.[0]?.langCode}
          onChange={setActiveLang}
          items={(languages.data ?? []).map((language) => {
            const lang = language.langCode;
            const text = draft.texts[lang] ?? { alt: "", caption: "" };
            const writable = rights.mayWriteLanguage(lang);
            return {
              key: lang,
              label: language.langName,
              forceRender: true,
              children: (
                <Flex vertical gap={12}>
                  <label>
                    <Typography.Text>{t("media.alt")}</Typography.Text>
                    <Input
                      value={draft.decorative ? "" : text.alt}
                      maxLength={MEDIA_ALT_MAX}
                      showCount
                      disabled={draft.decorative || !writable}
                      placeholder={draft.decorative ? t("media.altDecorative") : t("media.altPlaceholder")}
                      onChange={(event) => setText(lang, "alt", event.target.value)}
                    />
                  </label>
                  <label>
                    <Typography.Text>{t("media.caption")}</Typography.Text>
                    <Input.TextArea
                      value={text.caption}
                      maxLength={MEDIA_CAPTION_MAX}
                      showCount
                      autoSize={{ minRows: 2, maxRows: 5 }}
                      disabled={!writable}
                      onChange={(event) => setText(lang, "caption", event.target.value)}
                    />
                  </label>
                </Flex>
              ),
            };
          })}
        />
      </section>

      <section aria-labelledby="media-usages-title">
        <Typography.Title level={3} id="media-usages-title" style={{ fontSize: 16 }}>
          {t("media.usages")}
        </Typography.Title>
        {item.usages.length === 0 ? (
          <Typography.Paragraph type="secondary">{t("media.noUsages")}</Typography.Paragraph>
        ) : (
          <ItemList
            size="small"
            bordered
            items={item.usages}
            itemKey={(usage) => `${usage.kind}:${usage.source}:${usage.id}`}
            renderItem={(usage) => (
              <Link to={usageEditorPath(usage)}>
                {t(USAGE_LABELS[usage.kind])}:{" "}
                {usage.source === "version" ? usage.title || "—" : t(USAGE_SOURCE_LABELS[usage.source], { title: usage.title || "—" })}
                {usage.lang ? ` (${languageName(usage.lang)})` : ""}
              </Link>
            )}
          />
        )}
      </section>

      <Button
        type="primary"
        loading={save.isPending}
        disabled={!mayWrite}
        onClick={() => save.mutate(draft)}
        style={{ alignSelf: "start" }}
      >
        {t("common.save")}
      </Button>

      {rights.can("content.write") && (
        <Flex vertical gap={8} align="start">
          {deleteBlocked && <Alert type="info" showIcon title={deleteBlocked} />}
          <Popconfirm
            title={t("media.deleteTitle")}
            description={t("media.deleteText")}
            okText={t("common.delete")}
            okButtonProps={{ danger: true }}
            cancelText={t("common.cancel")}
            onConfirm={() => remove.mutate()}
            disabled={item.usageCount > 0}
          >
            <Tooltip title={deleteBlocked}>
              <Button danger icon={<DeleteOutlined />} disabled={item.usageCount > 0} loading={remove.isPending}>
                {t("common.delete")}
              </Button>
            </Tooltip>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
}
