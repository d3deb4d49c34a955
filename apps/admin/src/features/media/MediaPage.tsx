import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Progress, Upload } from "antd";
import { UploadOutlined } from "../../ui/icons.tsx";
import { UPLOAD_TYPES } from "@lawfirm/contract";
import { uploadFile } from "../../lib/api.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { MediaGrid } from "../../ui/media/MediaGrid.tsx";
import { mediaKey } from "../../ui/media/mediaLibrary.ts";
import { MediaDrawer } from "./MediaDrawer.tsx";

/** The media library: every upload, searchable, each opened in a drawer; uploads with a progress bar. */
export default function MediaPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const rights = useRights();
  const [openId, setOpenId] = useState<number>();
  const [progress, setProgress] = useState<number>();

  const upload = (
    <Upload
      accept={Object.keys(UPLOAD_TYPES).join(",")}
      showUploadList={false}
      disabled={progress !== undefined}
      customRequest={({ file, onSuccess, onError }) => {
        if (!(file instanceof Blob)) return;
        setProgress(0);
        uploadFile(file, "file", setProgress).then(
          (uploaded) => {
            setProgress(undefined);
            void queryClient.invalidateQueries({ queryKey: mediaKey });
            setOpenId(uploaded.fileId);
            onSuccess?.(uploaded);
          },
          (error: unknown) => {
            setProgress(undefined);
            onError?.(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={progress !== undefined}>
        {t("media.upload")}
      </Button>
    </Upload>
  );

  return (
    <Page extra={rights.can("content.translate") ? upload : undefined}>
      {progress !== undefined && (
        <Progress percent={Math.round(progress * 100)} aria-label={t("media.uploadProgress")} style={{ marginBottom: 16 }} />
      )}
      <MediaGrid onOpen={(item) => setOpenId(item.id)} />
      <MediaDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </Page>
  );
}
