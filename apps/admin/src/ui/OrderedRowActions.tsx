import type { ReactNode } from "react";
import { Space } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined } from "./icons.tsx";
import { useRights } from "../lib/rights.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { RowActionButton } from "./RowActions.tsx";

/**
 * The actions of a row in a list kept in one order for every language (practice areas, offices,
 * job titles): move up and move down (the keyboard's way to reorder), then the row's own (`children`).
 */
export function OrderedRowActions({
  name,
  index,
  count,
  busy,
  onMove,
  children,
}: {
  /** The row's name, for the buttons' labels. */
  name: string;
  index: number;
  count: number;
  /** A change is under way: no button may start another. */
  busy: boolean;
  /** Moves the row to the place of the row at `targetIndex`. */
  onMove: (targetIndex: number) => void;
  children: ReactNode;
}) {
  const t = useT();
  // The order is shared by every language: only an account that changes the content's structure moves rows.
  if (!useRights().can("content.write")) return <Space size={0}>{children}</Space>;
  return (
    <Space size={0}>
      <RowActionButton
        label={t("reference.moveUp", { name })}
        icon={<ArrowUpOutlined />}
        disabled={index === 0 || busy}
        onClick={() => onMove(index - 1)}
      />
      <RowActionButton
        label={t("reference.moveDown", { name })}
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1 || busy}
        onClick={() => onMove(index + 1)}
      />
      {children}
    </Space>
  );
}
