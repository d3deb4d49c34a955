import { useMemo, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Empty, Skeleton } from "antd";
import { iconEndpoints, type Icon } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";

export const iconsKey = ["icons"] as const;

/** The icon library (the page that keeps it and the practice area's picker share it); a failure shows in the grid. */
export function useIconLibrary() {
  return useQuery({ queryKey: iconsKey, queryFn: ({ signal }) => inlineErrorApi.call(iconEndpoints.list, {}, { signal }) });
}

/**
 * The library's icons whose name holds `filter`, as a grid of cells at least `cellWidth` wide, each
 * drawn by `renderIcon`; in its place "could not load" with Try again, a skeleton while it loads, or
 * "no icons" (no match, when filtered).
 */
export function IconLibraryGrid({
  filter,
  cellWidth,
  gap,
  maxHeight,
  renderIcon,
}: {
  filter: string;
  cellWidth: number;
  gap: number;
  /** Scrolls the grid beyond this height (in a dialog). */
  maxHeight?: number;
  renderIcon: (icon: Icon) => ReactNode;
}) {
  const t = useT();
  const library = useIconLibrary();
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (library.data ?? []).filter((icon) => !needle || icon.name.toLowerCase().includes(needle));
  }, [library.data, filter]);

  if (library.isError) return <LoadErrorAlert onRetry={() => void library.refetch()} />;
  if (library.isPending) return <Skeleton active />;
  if (shown.length === 0) return <Empty description={filter ? t("icons.noMatch") : t("icons.empty")} />;
  return (
    <ul
      aria-label={t("icons.listLabel")}
      style={{
        listStyle: "none",
        margin: 0,
        padding: 0,
        display: "grid",
        gridTemplateColumns: `repeat(auto-fill, minmax(${cellWidth}px, 1fr))`,
        gap,
        ...(maxHeight ? { maxHeight, overflow: "auto" } : {}),
      }}
    >
      {shown.map((icon) => (
        <li key={icon.id}>{renderIcon(icon)}</li>
      ))}
    </ul>
  );
}
