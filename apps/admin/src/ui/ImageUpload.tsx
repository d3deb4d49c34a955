import { useEffect, useState } from "react";
import { Alert, App, Button, Flex, Image, Progress, Typography, Upload, theme } from "antd";
import { DeleteOutlined, FolderOpenOutlined, PictureOutlined, UploadOutlined } from "./icons.tsx";
import { PICTURE_PLACES, SVG_MIME_TYPE, UPLOAD_TYPES, type PicturePlaceName } from "@lawfirm/contract";
import { uploadFile } from "../lib/api.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { MediaPickerModal } from "./media/MediaPickerModal.tsx";

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
  /**
   * The picture's place on the site (`PICTURE_PLACES`, decision 0036; a kind's picture field
   * declares it): a picture narrower than the place needs is shown with a warning, not refused.
   */
  place?: PicturePlaceName;
  /**
   * The field's label, to name its buttons where a page has other buttons of the same text (a
   * rich-text toolbar's "Choose from library").
   */
  fieldLabel?: string;
}

/** Whether a picture `width` pixels wide is narrower than its place needs (no warning while the width is unknown). */
export function isTooNarrow(width: number | undefined, minWidth: number | undefined): boolean {
  return width !== undefined && minWidth !== undefined && width > 0 && width < minWidth;
}

/** The width in pixels of the picture at `url`, once the browser has read it; undefined meanwhile or without one. */
function useNaturalWidth(url: string | null | undefined): number | undefined {
  const [measured, setMeasured] = useState<{ url: string; width: number }>();
  useEffect(() => {
    if (!url) return;
    const image = new window.Image();
    image.onload = () => setMeasured({ url, width: image.naturalWidth });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return measured && measured.url === url ? measured.width : undefined;
}

/**
 * An image field: uploads the chosen picture at once (with a progress bar) or takes one from the
 * media library, and keeps its address as the value, with a preview that opens larger on click
 * and a warning when the picture is narrower than its `place` needs. Works as a controlled Form.Item child.
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
  place,
  fieldLabel,
}: ImageUploadProps) {
  const t = useT();
  const types = purpose === "icon" ? ICON_TYPES : IMAGE_TYPES;
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [progress, setProgress] = useState<number>();
  const uploading = progress !== undefined;
  // Off while uploading or when told; else as the surroundings say (a form saving, a translator's
  // version shown for reference): an explicit `false` would switch the controls on there.
  const blocked = disabled || uploading || undefined;
  const [picking, setPicking] = useState(false);
  const width = useNaturalWidth(value);
  const minWidth = place && PICTURE_PLACES[place].minWidth;

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
          <PictureOutlined />
        </Flex>
      )}
      <Flex vertical gap={8} align="start">
        <Upload
          id={id}
          accept={types.join(",")}
          showUploadList={false}
          disabled={blocked}
          beforeUpload={(file) => {
            if (types.includes(file.type)) return true;
            void message.error(t(purpose === "icon" ? "upload.wrongIconType" : "upload.wrongType"));
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            if (!(file instanceof Blob)) return;
            setProgress(0);
            // A failure shows as the request layer's notification, with the server's reason.
            uploadFile(file, purpose, setProgress).then(
              (uploaded) => {
                setProgress(undefined);
                onChange?.(uploaded.url);
                onSuccess?.(uploaded);
              },
              (error: unknown) => {
                setProgress(undefined);
                onError?.(error instanceof Error ? error : new Error(String(error)));
              },
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled || undefined}>
            {value ? t("upload.replace") : t("upload.choose")}
          </Button>
        </Upload>
        {purpose === "file" && (
          <Button
            icon={<FolderOpenOutlined />}
            aria-label={fieldLabel === undefined ? undefined : t("upload.fromLibraryFor", { field: fieldLabel })}
            disabled={blocked}
            onClick={() => setPicking(true)}
          >
            {t("upload.fromLibrary")}
          </Button>
        )}
        {uploading && (
          <Progress percent={Math.round(progress * 100)} size="small" aria-label={t("upload.progress")} style={{ width: 200 }} />
        )}
        {value && removable && (
          <Button type="text" danger icon={<DeleteOutlined />} disabled={blocked} onClick={() => onChange?.(null)}>
            {t("upload.remove")}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(purpose === "icon" ? "upload.iconHint" : "upload.hint")}
        </Typography.Text>
      </Flex>
      {isTooNarrow(width, minWidth) && (
        <Alert
          type="warning"
          showIcon
          title={t("upload.tooNarrow", { width: width ?? 0, needed: minWidth ?? 0 })}
          style={{ flexBasis: "100%" }}
        />
      )}
      {purpose === "file" && (
        <MediaPickerModal open={picking} onClose={() => setPicking(false)} onChoose={(item) => onChange?.(item.url)} />
      )}
    </Flex>
  );
}
