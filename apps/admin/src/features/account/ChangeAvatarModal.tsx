import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Avatar, Button, Flex, Modal, Typography, Upload } from "antd";
import { UploadOutlined, UserOutlined } from "../../ui/icons.tsx";
import { UPLOAD_TYPES, accountEndpoints, type Account } from "@lawfirm/contract";
import { api, uploadFile } from "../../lib/api.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { mineQueryKey } from "../../lib/rights.ts";

const IMAGE_TYPES = Object.keys(UPLOAD_TYPES).filter((type) => type.startsWith("image/"));

/** Uploads a picture, then makes it the account's avatar. */
export function ChangeAvatarModal({ open, account, onClose }: { open: boolean; account: Account; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const change = useMutation({
    mutationFn: async (file: Blob) => {
      const uploaded = await uploadFile(file);
      return api.call(accountEndpoints.modifyHeadImg, { body: { headImg: uploaded.url } });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(mineQueryKey, updated);
      void message.success(t("avatar.changed"));
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t("account.changeAvatar")}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("common.close")}</Button>}
      destroyOnHidden
    >
      <Flex vertical align="center" gap={16} style={{ paddingBlock: 16 }}>
        <Avatar size={96} src={account.headImg ?? undefined} icon={<UserOutlined />} alt={t("avatar.current")} />
        <Upload
          accept={IMAGE_TYPES.join(",")}
          showUploadList={false}
          disabled={change.isPending}
          beforeUpload={(file) => {
            if (IMAGE_TYPES.includes(file.type)) return true;
            void message.error(t("avatar.wrongType"));
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            if (!(file instanceof Blob)) return;
            change.mutateAsync(file).then(
              (updated) => onSuccess?.(updated),
              (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
            );
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={change.isPending}>
            {t("avatar.choose")}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t("avatar.hint")}</Typography.Text>
      </Flex>
    </Modal>
  );
}
