import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Typography } from "antd";
import { LockOutlined, UserOutlined } from "../../ui/icons.tsx";
import { ADMIN_BASE, ApiError, accountEndpoints } from "@lawfirm/contract";
import { inlineErrorApi, isReturnPath, type LoginPageState } from "../../lib/api.ts";
import { useDocumentTitle } from "../../ui/frame/Page.tsx";
import type { Translate } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { SetPasswordPage, setPasswordToken } from "./SetPasswordPage.tsx";
import { SignedOutCard } from "./SignedOutCard.tsx";

interface LoginForm {
  loginAccount: string;
  password: string;
}

/** Why the login failed, in the UI language where the status says enough. */
function loginFailure(error: Error, t: Translate): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.status === 401) return t("login.invalidCredentials");
  // The right password of a disabled account: the server says so (and whom to ask).
  if (error.status === 403) return error.serverMessage ?? t("login.invalidCredentials");
  if (error.status === 429) return t("login.tooManyAttempts");
  return error.serverMessage ?? error.message;
}

/**
 * The page at /admin-login: the login, or, for a set-password link (`#set-password=<token>`, a
 * fragment so that the token reaches no server log), the page that sets the password.
 */
export default function LoginPage() {
  const token = setPasswordToken(useLocation().hash);
  return token ? <SetPasswordPage token={token} /> : <SignIn />;
}

/** The login; after logging in it returns to the page that was asked for, else to /admin. */
function SignIn() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const state = (location.state ?? {}) as LoginPageState;
  useDocumentTitle(t("login.documentTitle"));

  const login = useMutation({
    mutationFn: (values: LoginForm) => inlineErrorApi.call(accountEndpoints.login, { body: values }),
    onSuccess: async () => {
      // Nothing cached from an earlier session may show in this one.
      queryClient.clear();
      await navigate(isReturnPath(state.from) ? state.from : ADMIN_BASE, { replace: true });
    },
  });

  // Two quick clicks validate twice before the button shows its loading state: only one login may go out.
  const submitting = useRef(false);

  // The login call's own failure shows here, never as a notification.
  const showExpired = state.sessionExpired && login.isIdle;
  const showPasswordSet = state.passwordSet && login.isIdle;

  return (
    <SignedOutCard>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t("app.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("login.intro")}</Typography.Paragraph>
      {showExpired && <Alert type="warning" showIcon title={t("auth.sessionExpired")} style={{ marginBottom: 24 }} />}
      {showPasswordSet && <Alert type="success" showIcon title={t("setPassword.done")} style={{ marginBottom: 24 }} />}
      {login.isError && (
        <Alert type="error" showIcon title={t("login.failed")} description={loginFailure(login.error, t)} style={{ marginBottom: 24 }} />
      )}
      <Form<LoginForm>
        name="login"
        layout="vertical"
        requiredMark={false}
        disabled={login.isPending}
        onFinish={(values) => {
          if (submitting.current) return;
          submitting.current = true;
          login.mutate(values, { onSettled: () => (submitting.current = false) });
        }}
      >
        <Form.Item<LoginForm>
          name="loginAccount"
          label={t("login.account")}
          rules={[{ required: true, whitespace: true, message: t("login.accountRequired") }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item<LoginForm>
          name="password"
          label={t("login.password")}
          rules={[{ required: true, message: t("login.passwordRequired") }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
            {t("login.submit")}
          </Button>
        </Form.Item>
      </Form>
    </SignedOutCard>
  );
}
