import { Button, Space, Tooltip } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "./icons.tsx";
import { useT } from "../i18n/I18nProvider.tsx";

/**
 * The move up, move down and remove buttons of one item of a form's list (antd's Form.List):
 * `labels` name the item for screen readers, the tooltips say what each button does.
 */
export function FormListItemButtons({
  index,
  count,
  labels,
  move,
  remove,
}: {
  index: number;
  /** How many items the list has. */
  count: number;
  labels: { up: string; down: string; remove: string };
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const t = useT();
  return (
    <Space size={0}>
      <Tooltip title={t("common.moveUp")} mouseEnterDelay={0.5}>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={labels.up}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        />
      </Tooltip>
      <Tooltip title={t("common.moveDown")} mouseEnterDelay={0.5}>
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={labels.down}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        />
      </Tooltip>
      <Tooltip title={t("common.remove")} mouseEnterDelay={0.5}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={labels.remove} onClick={() => remove(index)} />
      </Tooltip>
    </Space>
  );
}
