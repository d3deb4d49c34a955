import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Form, Typography } from "antd";
import type { ManagedAccount, PasswordSetup } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { accountsApi } from "./accounts.api.ts";
import { PasswordChoiceFields, passwordOf, type PasswordChoiceValues } from "./PasswordChoiceFields.tsx";

/**
 * Gives another account a new initial password or a new one-time link (an enabled account only);
 * its old password and its sessions end.
 */
export function PasswordResetDialog({
  account,
  onClose,
  onReset,
}: {
  account: ManagedAccount;
  onClose: () => void;
  onReset: (setup: PasswordSetup) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<PasswordChoiceValues>();
  const [summary, setSummary] = useState<string>();
  const reset = useMutation({
    mutationFn: (values: PasswordChoiceValues) => accountsApi.resetPassword(account.id, passwordOf(values)),
    onSuccess: onReset,
    onError: (error) => setSummary(showServerErrors(form, error, sameNameResolver(["password"])).summary),
  });

  return (
    <FormDialog<PasswordChoiceValues>
      form={form}
      width={560}
      title={t("accounts.resetTitle", { name: account.userName })}
      okText={t("accounts.resetConfirm")}
      danger
      saving={reset.isPending}
      summary={summary}
      onCancel={onClose}
      initialValues={{ passwordMethod: account.enabled ? "link" : "password" }}
      onSubmit={(values, done) => {
        setSummary(undefined);
        reset.mutate(values, { onSettled: done });
      }}
    >
      <Typography.Paragraph>{t("accounts.resetText", { name: account.userName })}</Typography.Paragraph>
      <PasswordChoiceFields loginAccount={() => account.loginAccount} linkUnavailable={!account.enabled} />
    </FormDialog>
  );
}
