import { useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { Alert, App, Form, Input, Modal } from "antd";
import { ApiError, PASSWORD_MIN_LENGTH, accountEndpoints } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { confirmPasswordRules, newPasswordRules } from "./passwordRule.ts";

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

// The server names fields `body.<name>`; these are the ones this form shows errors on.
const FORM_FIELDS: Record<string, keyof PasswordForm> = { "body.oldPassword": "oldPassword", "body.newPassword": "newPassword" };

/** Changes the password; the server then signs out the user's other sessions. */
export function ChangePasswordModal({ open, loginAccount, onClose }: { open: boolean; loginAccount: string; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  // Only one change may go out, however quickly "Save" is pressed twice.
  const submitting = useRef(false);

  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: PasswordForm) =>
      inlineErrorApi.call(accountEndpoints.modifyPassword, { body: { oldPassword, newPassword } }),
    onSuccess: () => {
      void message.success(t("password.changed"));
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      form.setFields(
        error.fieldErrors.flatMap((fieldError) => {
          const name = FORM_FIELDS[fieldError.field];
          if (!name) return [];
          // The server's only complaint about the current password is that it is wrong.
          return [{ name, errors: [name === "oldPassword" ? t("password.oldWrong") : fieldError.message] }];
        }),
      );
    },
  });

  // Field errors sit on their fields; anything else is shown above the form.
  const failure =
    change.error && !(change.error instanceof ApiError && change.error.fieldErrors.some((error) => error.field in FORM_FIELDS))
      ? change.error instanceof ApiError
        ? (change.error.serverMessage ?? change.error.message)
        : change.error.message
      : undefined;

  return (
    <Modal
      open={open}
      title={t("account.changePassword")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ htmlType: "submit", loading: change.isPending }}
      onCancel={onClose}
      afterClose={() => change.reset()}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<PasswordForm>
          form={form}
          name="changePassword"
          layout="vertical"
          clearOnDestroy
          onFinish={(values) => {
            if (submitting.current) return;
            submitting.current = true;
            change.mutate(values, { onSettled: () => (submitting.current = false) });
          }}
        >
          {dialog}
        </Form>
      )}
    >
      {failure && <Alert type="error" showIcon title={t("password.failed")} description={failure} style={{ marginBottom: 16 }} />}
      <Form.Item<PasswordForm>
        name="oldPassword"
        label={t("password.old")}
        rules={[{ required: true, message: t("password.oldRequired") }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item<PasswordForm>
        name="newPassword"
        label={t("password.new")}
        extra={t("password.rule", { min: PASSWORD_MIN_LENGTH })}
        dependencies={["oldPassword"]}
        rules={[
          ...newPasswordRules(t, loginAccount),
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value === getFieldValue("oldPassword")) throw new Error(t("password.sameAsOld"));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item<PasswordForm>
        name="confirmPassword"
        label={t("password.confirm")}
        dependencies={["newPassword"]}
        rules={confirmPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Modal>
  );
}
