import { useState, type ReactNode } from "react";
import { Checkbox, Empty, Flex, Input, Pagination, Segmented, Skeleton, Tag, Typography, theme } from "antd";
import { FilePdfOutlined } from "../icons.tsx";
import type { MediaItem, MediaType } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { LoadErrorAlert } from "../LoadErrorAlert.tsx";
import { isImage, thumbnailUrl, useMediaList, type MediaSearch } from "./mediaLibrary.ts";

const PAGE_SIZE = 24;

/**
 * The media library as a grid of thumbnails with search, type filter, "unused only" and paging;
 * clicking an item calls `onOpen`. `onlyType` fixes the type (a picture field's picker). The
 * library page and the pickers share it.
 */
export function MediaGrid({
  onOpen,
  onlyType,
  extra,
  maxHeight,
}: {
  onOpen: (item: MediaItem) => void;
  onlyType?: MediaType;
  /** Beside the filters (the page's upload button). */
  extra?: ReactNode;
  /** Scrolls the grid beyond this height (in a dialog). */
  maxHeight?: number;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const [search, setSearch] = useState<MediaSearch>({ keyword: "", type: onlyType, unused: false, pageNo: 1, pageSize: PAGE_SIZE });
  const list = useMediaList(search);
  const change = (changes: Partial<MediaSearch>) => setSearch((current) => ({ ...current, pageNo: 1, ...changes }));

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Input.Search
          allowClear
          placeholder={t("media.searchPlaceholder")}
          aria-label={t("media.search")}
          onSearch={(keyword) => change({ keyword })}
          style={{ width: 280, maxWidth: "100%" }}
        />
        {!onlyType && (
          <Segmented<MediaType | "all">
            aria-label={t("media.type")}
            value={search.type ?? "all"}
            onChange={(value) => change({ type: value === "all" ? undefined : value })}
            options={[
              { value: "all", label: t("media.typeAll") },
              { value: "image", label: t("media.typeImage") },
              { value: "document", label: t("media.typeDocument") },
            ]}
          />
        )}
        <Checkbox checked={search.unused} onChange={(event) => change({ unused: event.target.checked })}>
          {t("media.unusedOnly")}
        </Checkbox>
        {extra}
      </Flex>
      {list.isError ? (
        <LoadErrorAlert onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active />
      ) : list.data.result.length === 0 ? (
        <Empty description={t("media.empty")} />
      ) : (
        <ul
          aria-label={t("media.listLabel")}
          aria-busy={list.isPlaceholderData}
          style={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
            gap: 12,
            opacity: list.isPlaceholderData ? 0.6 : 1,
            ...(maxHeight ? { maxHeight, overflow: "auto" } : {}),
          }}
        >
          {list.data.result.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item)}
                style={{
                  display: "flex",
                  flexDirection: "column",
                  width: "100%",
                  padding: 0,
                  textAlign: "start",
                  cursor: "pointer",
                  background: token.colorBgContainer,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                  overflow: "hidden",
                  font: "inherit",
                  color: "inherit",
                }}
              >
                <span
                  style={{
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "center",
                    aspectRatio: "4 / 3",
                    width: "100%",
                    background: token.colorFillQuaternary,
                  }}
                >
                  {isImage(item) ? (
                    <img
                      src={thumbnailUrl(item)}
                      alt=""
                      loading="lazy"
                      style={{ width: "100%", height: "100%", objectFit: "cover", objectPosition: focalPosition(item) }}
                    />
                  ) : (
                    <FilePdfOutlined style={{ fontSize: 40, color: token.colorTextTertiary }} />
                  )}
                </span>
                <Flex vertical gap={2} style={{ padding: "6px 8px", minWidth: 0 }}>
                  <Typography.Text ellipsis style={{ fontSize: 13 }}>
                    {item.originalName}
                  </Typography.Text>
                  <span>
                    {item.usageCount === 0 ? (
                      <Tag color="warning">{t("media.unused")}</Tag>
                    ) : (
                      <Tag>{t("media.usedCount", { count: item.usageCount })}</Tag>
                    )}
                  </span>
                </Flex>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.pageable.totalCount > search.pageSize && (
        <Pagination
          align="end"
          current={search.pageNo}
          pageSize={search.pageSize}
          total={list.data.pageable.totalCount}
          showSizeChanger={false}
          showTotal={(total) => t("common.total", { total })}
          onChange={(pageNo) => setSearch((current) => ({ ...current, pageNo }))}
        />
      )}
    </Flex>
  );
}

/** The focal point as CSS `object-position`; the centre when none is set. */
export function focalPosition(item: Pick<MediaItem, "focalX" | "focalY">): string {
  const percent = (value: number | null) => `${Math.round((value ?? 0.5) * 1000) / 10}%`;
  return `${percent(item.focalX)} ${percent(item.focalY)}`;
}
