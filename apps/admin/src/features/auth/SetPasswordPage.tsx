import { useRef } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Spin, Typography } from "antd";
import { ADMIN_LOGIN_ROUTE, ApiError, PASSWORD_MIN_LENGTH, SET_PASSWORD_FRAGMENT, accountAdminEndpoints } from "@lawfirm/contract";
import { inlineErrorApi, type LoginPageState } from "../../lib/api.ts";
import { useDocumentTitle } from "../../ui/frame/Page.tsx";
import type { Translate } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";
import { confirmPasswordRules, newPasswordRules } from "../account/index.ts";
import { SignedOutCard } from "./SignedOutCard.tsx";

interface SetPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/** The token of a set-password link (`/admin-login#set-password=<token>`), or undefined for any other address. */
export function setPasswordToken(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, "")).get(SET_PASSWORD_FRAGMENT);
  return value?.trim() || undefined;
}

/** Why the password could not be set, when no field can show it. */
function failureText(error: Error, t: Translate): string {
  if (!(error instanceof ApiError)) return error.message;
  // The server answers 400 without a field for a link that expired, was used, or never existed.
  if (error.status === 400 && error.fieldErrors.length === 0) return t("setPassword.linkInvalid");
  return error.serverMessage ?? error.message;
}

/**
 * The page a one-time set-password link opens (outside the signed-in frame). It first asks the
 * server whether the link still works: a used, expired or mistyped link says so, with the way to
 * the login page, instead of offering a form that cannot succeed. Otherwise it names the account
 * and until when the link works; the person chooses a password by the usual rules, then goes on
 * to the login page, which says the password is set.
 */
export function SetPasswordPage({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const formatTime = useFormatDateTimeWithZone();
  const [form] = Form.useForm<SetPasswordForm>();
  const submitting = useRef(false);
  useDocumentTitle(t("setPassword.title"));
  const link = useQuery({
    queryKey: ["password-link", token],
    queryFn: () => inlineErrorApi.call(accountAdminEndpoints.checkPasswordLink, { body: { token } }),
    retry: false,
    staleTime: Infinity,
  });

  const setPassword = useMutation({
    mutationFn: ({ newPassword }: SetPasswordForm) =>
      inlineErrorApi.call(accountAdminEndpoints.setPassword, { body: { token, newPassword } }),
    onSuccess: async () => {
      const state: LoginPageState = { passwordSet: true };
      // Replace: the used link is not an entry Back should return to.
      await navigate(ADMIN_LOGIN_ROUTE, { replace: true, state });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      form.setFields(
        error.fieldErrors
          .filter((fieldError) => fieldError.field === "body.newPassword")
          .map((fieldError) => ({ name: "newPassword", errors: [fieldError.message] })),
      );
    },
  });

  const fieldFailure =
    setPassword.error instanceof ApiError && setPassword.error.fieldErrors.some((error) => error.field === "body.newPassword");
  const toLogin = (
    <Button size="small" onClick={() => void navigate(ADMIN_LOGIN_ROUTE, { replace: true })}>
      {t("setPassword.toLogin")}
    </Button>
  );
  const title = (
    <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
      {t("setPassword.title")}
    </Typography.Title>
  );

  if (link.isPending) {
    return (
      <SignedOutCard>
        {title}
        <Spin aria-label={t("setPassword.checking")} />
      </SignedOutCard>
    );
  }
  if (link.isError) {
    return (
      <SignedOutCard>
        {title}
        <Alert type="error" showIcon title={t("setPassword.linkUnusable")} description={failureText(link.error, t)} action={toLogin} />
      </SignedOutCard>
    );
  }

  return (
    <SignedOutCard>
      {title}
      <Typography.Paragraph>{t("setPassword.intro")}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t("setPassword.forAccount", { account: link.data.loginAccount, until: formatTime(link.data.expiresAt) })}
      </Typography.Paragraph>
      {setPassword.isError && !fieldFailure && (
        <Alert
          type="error"
          showIcon
          title={t("setPassword.failed")}
          description={failureText(setPassword.error, t)}
          action={toLogin}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form<SetPasswordForm>
        form={form}
        name="setPassword"
        layout="vertical"
        requiredMark={false}
        disabled={setPassword.isPending}
        onFinish={(values) => {
          if (submitting.current) return;
          submitting.current = true;
          setPassword.mutate(values, { onSettled: () => (submitting.current = false) });
        }}
      >
        <Form.Item<SetPasswordForm>
          name="newPassword"
          label={t("password.new")}
          extra={t("password.rule", { min: PASSWORD_MIN_LENGTH })}
          rules={newPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <Form.Item<SetPasswordForm>
          name="confirmPassword"
          label={t("password.confirm")}
          dependencies={["newPassword"]}
          rules={confirmPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" size="large" block loading={setPassword.isPending}>
            {t("setPassword.submit")}
          </Button>
        </Form.Item>
      </Form>
    </SignedOutCard>
  );
}
