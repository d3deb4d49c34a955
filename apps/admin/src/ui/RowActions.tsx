import type { ReactNode } from "react";
import { Button, Flex, Popconfirm, Space, Tag, Tooltip } from "antd";
import { DeleteOutlined, EditOutlined } from "./icons.tsx";
import type { Language } from "@lawfirm/contract";
import { useT } from "../i18n/I18nProvider.tsx";

/** An icon button in a table row; `label` names it for screen readers and is its tooltip unless `tooltip` is given. */
export function RowActionButton({
  label,
  tooltip,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={tooltip ?? label} mouseEnterDelay={0.5}>
      <Button type="text" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** The delete button of a table row (or a grid's cell): asks first (`confirmTitle`, `confirmText`), then runs `onConfirm`. */
export function DeleteRowButton({
  label,
  confirmTitle,
  confirmText,
  onConfirm,
  disabled,
  size,
}: {
  label: string;
  confirmTitle: string;
  confirmText: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  size?: "small";
}) {
  const t = useT();
  return (
    <Popconfirm
      title={confirmTitle}
      description={confirmText}
      okText={t("common.delete")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Tooltip title={t("common.delete")} mouseEnterDelay={0.5}>
        <Button type="text" size={size} danger icon={<DeleteOutlined />} aria-label={label} disabled={disabled} />
      </Tooltip>
    </Popconfirm>
  );
}

/**
 * The Edit and Delete buttons of a table row; the labels name the row for screen readers, the
 * tooltips say "Edit" and "Delete". Without `onDelete` (an account that may not delete), only Edit.
 */
export function EditDeleteRowActions({
  editLabel,
  onEdit,
  deleteLabel,
  confirmTitle,
  confirmText,
  onDelete,
  disabled,
}: {
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  confirmTitle: string;
  confirmText: string;
  onDelete: (() => Promise<unknown>) | undefined;
  /** A change of the list is under way that the row must wait for. */
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Space size={0}>
      <RowActionButton label={editLabel} tooltip={t("common.edit")} icon={<EditOutlined />} disabled={disabled} onClick={onEdit} />
      {onDelete && (
        <DeleteRowButton
          label={deleteLabel}
          confirmTitle={confirmTitle}
          confirmText={confirmText}
          disabled={disabled}
          onConfirm={onDelete}
        />
      )}
    </Space>
  );
}

/** The languages a row has versions in, as short codes; the full name shows on hover (also on the whole tag with `titleOnTag`). */
export function LanguageCodeTags({
  codes,
  languages,
  titleOnTag = false,
}: {
  codes: readonly string[];
  languages: readonly Language[] | undefined;
  titleOnTag?: boolean;
}) {
  // A short code's full name: each language's own, as the language pickers show it.
  const ownName = (code: string) => languages?.find((language) => language.langCode === code)?.langName ?? code;
  return (
    <Flex gap={4} wrap>
      {codes.map((code) => (
        <Tag key={code} style={{ marginInlineEnd: 0 }} title={titleOnTag ? ownName(code) : undefined}>
          <abbr title={ownName(code)} style={{ textDecoration: "none" }}>
            {code.slice(0, 2).toUpperCase()}
          </abbr>
        </Tag>
      ))}
    </Flex>
  );
}
