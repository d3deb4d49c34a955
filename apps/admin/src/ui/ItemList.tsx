import { theme } from "antd";
import type { CSSProperties, Key, ReactNode } from "react";

/**
 * A short list of rows (a dashboard card's entries, a bulk action's results, a picture's usages):
 * a `<ul>` with antd's spacing and dividers. antd's own `List` is deprecated, and its successor is a
 * virtual list meant for thousands of rows.
 */
export function ItemList<T>({
  items,
  itemKey,
  renderItem,
  empty,
  size = "default",
  bordered = false,
  style,
}: {
  items: readonly T[];
  /** Each row's key; unset, its position (for a list that is only shown). */
  itemKey?: (item: T, index: number) => Key;
  renderItem: (item: T) => ReactNode;
  /** Shown instead of the list when there is no item. */
  empty?: ReactNode;
  size?: "small" | "default";
  bordered?: boolean;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  if (items.length === 0) return empty ?? null;
  const vertical = size === "small" ? token.paddingXS : token.paddingSM;
  const horizontal = bordered ? (size === "small" ? token.padding : token.paddingLG) : 0;
  return (
    <ul
      style={{
        listStyle: "none",
        margin: 0,
        padding: 0,
        ...(bordered && { border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`, borderRadius: token.borderRadiusLG }),
        ...style,
      }}
    >
      {items.map((item, index) => (
        <li
          key={itemKey ? itemKey(item, index) : index}
          style={{
            padding: `${vertical}px ${horizontal}px`,
            borderTop: index === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
