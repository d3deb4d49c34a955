import { Alert, Button, Modal, Typography } from "antd";
import type { PasswordSetup } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";

/** The one-time set-password link, as the person receives it: a full address of this back office. */
export function passwordLinkUrl(link: NonNullable<PasswordSetup["passwordLink"]>): string {
  return new URL(link.path, window.location.origin).href;
}

/**
 * Shows a new one-time set-password link, this once (the server keeps only its hash): the address
 * to copy and send, whose account it is for, and until when it works.
 */
export function PasswordLinkNotice({ setup, onClose }: { setup: PasswordSetup; onClose: () => void }) {
  const t = useT();
  const formatDateTime = useFormatDateTimeWithZone();
  const link = setup.passwordLink;
  if (!link) return null;
  const url = passwordLinkUrl(link);
  return (
    <Modal
      open
      width={620}
      title={t("accounts.link.title", { name: setup.account.userName })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("accounts.link.done")}
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t("accounts.link.intro", { name: setup.account.userName, login: setup.account.loginAccount })}
      </Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{ text: url, tooltips: [t("accounts.link.copy"), t("accounts.link.copied")] }}
        style={{ wordBreak: "break-all" }}
        data-testid="password-link"
      >
        {url}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("accounts.link.expires", { time: formatDateTime(link.expiresAt) })}</Typography.Paragraph>
      <Alert type="warning" showIcon title={t("accounts.link.onlyOnce")} />
    </Modal>
  );
}
