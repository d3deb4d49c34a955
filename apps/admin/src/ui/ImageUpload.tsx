import { useState } from "react";
import { App, Button, Flex, Image, Typography, Upload, theme } from "antd";
import { DeleteOutlined, PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { SVG_MIME_TYPE, UPLOAD_TYPES } from "@lawfirm/contract";
import { uploadFile } from "../app/api.ts";
import { useT } from "../i18n/I18nProvider.tsx";

/** The image types the server accepts for a picture field; the icon library also takes SVG. */
export const IMAGE_TYPES = Object.keys(UPLOAD_TYPES).filter((type) => type.startsWith("image/"));
const ICON_TYPES = [...IMAGE_TYPES, SVG_MIME_TYPE];

export interface ImageUploadProps {
  /** The picture's address (`/api/upload/…` or a URL); empty when there is none. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** Set by Form.Item: put on the file input, so that the field's label names it. */
  id?: string;
  disabled?: boolean;
  /** Whether the picture may be removed (not for required pictures). */
  removable?: boolean;
  /** Size of the preview in pixels. */
  previewWidth?: number;
  previewHeight?: number;
  /** An icon of the library may also be an SVG drawing (stored sanitised). */
  purpose?: "file" | "icon";
}

/**
 * An image field: uploads the chosen picture at once and keeps its address as the value, with a
 * preview that opens larger on click. Works as a controlled Form.Item child.
 */
export function ImageUpload({
  value,
  onChange,
  id,
  disabled,
  removable = false,
  previewWidth = 160,
  previewHeight = 100,
  purpose = "file",
}: ImageUploadProps) {
  const t = useT();
  const types = purpose === "icon" ? ICON_TYPES : IMAGE_TYPES;
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [uploading, setUploading] = useState(false);

  return (
    <Flex gap={16} align="center" wrap>
      {value ? (
        <Image
          src={value}
          alt={t("upload.preview")}
          width={previewWidth}
          height={previewHeight}
          style={{ objectFit: "cover", borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
        />
      ) : (
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{
            width: previewWidth,
            height: previewHeight,
            borderRadius: token.borderRadius,
            border: `1px dashed ${token.colorBorder}`,
            color: token.colorTextTertiary,
            fontSize: 28,
            background: token.colorFillQuaternary,
          }}
        >
          <PictureOutlined aria-hidden aria-label={undefined} role={undefined} />
        </Flex>
      )}
      <Flex vertical gap={8} align="start">
        <Upload
          id={id}
          accept={types.join(",")}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            if (types.includes(file.type)) return true;
            void message.error(t(purpose === "icon" ? "upload.wrongIconType" : "upload.wrongType"));
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            if (!(file instanceof Blob)) return;
            setUploading(true);
            // A failure shows as the request layer's notification, with the server's reason.
            uploadFile(file, purpose).then(
              (uploaded) => {
                setUploading(false);
                onChange?.(uploaded.url);
                onSuccess?.(uploaded);
              },
              (error: unknown) => {
                setUploading(false);
                onError?.(error instanceof Error ? error : new Error(String(error)));
              },
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
            {value ? t("upload.replace") : t("upload.choose")}
          </Button>
        </Upload>
        {value && removable && (
          <Button type="text" danger icon={<DeleteOutlined />} disabled={disabled || uploading} onClick={() => onChange?.(null)}>
            {t("upload.remove")}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(purpose === "icon" ? "upload.iconHint" : "upload.hint")}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
