import { useState } from "react";
import { Button, Flex, Input, Modal, Typography, theme } from "antd";
import { SmileOutlined } from "../../ui/icons.tsx";
import type { Icon } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { IconLibraryGrid } from "../icons/index.ts";

/** The icon library as a grid to pick one from. */
function IconPickerModal({
  value,
  onPick,
  onClose,
}: {
  value: string | null | undefined;
  onPick: (icon: Icon) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const [filter, setFilter] = useState("");
  return (
    <Modal open title={t("expertise.pickIcon")} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t("icons.filter")}
        aria-label={t("icons.filter")}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ marginBottom: 16, maxWidth: 320 }}
      />
      <IconLibraryGrid
        filter={filter}
        cellWidth={110}
        gap={8}
        maxHeight={420}
        renderIcon={(icon) => {
          const selected = icon.url === value;
          return (
            <button
              type="button"
              aria-pressed={selected}
              title={icon.name}
              onClick={() => onPick(icon)}
              style={{
                width: "100%",
                display: "flex",
                flexDirection: "column",
                alignItems: "center",
                gap: 6,
                padding: 10,
                cursor: "pointer",
                background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                color: token.colorText,
                font: "inherit",
              }}
            >
              <img src={icon.url} alt="" width={48} height={48} style={{ objectFit: "contain" }} />
              <span style={{ maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{icon.name}</span>
            </button>
          );
        }}
      />
    </Modal>
  );
}

/** A practice area's icon: picked from the library or uploaded; the value is its address. */
export function IconField({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <Flex vertical gap={8} align="start">
      <ImageUpload id={id} value={value} onChange={onChange} disabled={disabled} removable previewWidth={80} previewHeight={80} />
      <Button icon={<SmileOutlined />} disabled={disabled} onClick={() => setPicking(true)}>
        {t("expertise.pickIcon")}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("expertise.iconHint")}
      </Typography.Text>
      {picking && (
        <IconPickerModal
          value={value}
          onClose={() => setPicking(false)}
          onPick={(icon) => {
            onChange?.(icon.url);
            setPicking(false);
          }}
        />
      )}
    </Flex>
  );
}
