import { Form, Input, Radio } from "antd";
import { PASSWORD_LINK_HOURS, PASSWORD_MIN_LENGTH } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { passwordProblem } from "../account/index.ts";

/** How an account gets its password: one the administrator sets and passes on, or a one-time link. */
export type PasswordMethod = "password" | "link";

export interface PasswordChoiceValues {
  passwordMethod: PasswordMethod;
  password?: string;
}

/**
 * The password part of the create and reset forms: a choice between an initial password (checked
 * like any new password, and against the account's login name) and a one-time set-password link,
 * which a disabled account cannot be given (`linkUnavailable`: the server refuses it, the
 * link would set nothing).
 */
export function PasswordChoiceFields({
  loginAccount,
  linkUnavailable = false,
}: {
  loginAccount: () => string | undefined;
  linkUnavailable?: boolean;
}) {
  const t = useT();
  const method = Form.useWatch<PasswordMethod | undefined>("passwordMethod");
  return (
    <>
      <Form.Item<PasswordChoiceValues>
        name="passwordMethod"
        label={t("accounts.field.passwordMethod")}
        extra={linkUnavailable ? t("accounts.passwordMethod.linkNeedsEnabled") : undefined}
      >
        <Radio.Group
          options={[
            {
              value: "link",
              label: t("accounts.passwordMethod.link", { hours: PASSWORD_LINK_HOURS }),
              disabled: linkUnavailable,
            },
            { value: "password", label: t("accounts.passwordMethod.password") },
          ]}
          style={{ display: "flex", flexDirection: "column", gap: 8 }}
        />
      </Form.Item>
      {method === "password" && (
        <Form.Item<PasswordChoiceValues>
          name="password"
          label={t("accounts.field.initialPassword")}
          extra={t("accounts.initialPasswordRule", { min: PASSWORD_MIN_LENGTH })}
          rules={[
            { required: true, message: t("password.newRequired") },
            {
              validator: async (_, value: string | undefined) => {
                const problem = value ? passwordProblem(value, loginAccount()) : undefined;
                if (!problem) return;
                // The rule's own wording says "your account name": here it is the new account's.
                throw new Error(
                  problem.key === "password.containsAccount" ? t("accounts.passwordContainsLogin") : t(problem.key, problem.params),
                );
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
    </>
  );
}

/** What the server is sent for a password choice: the password, or null for a link. */
export function passwordOf(values: PasswordChoiceValues): string | null {
  return values.passwordMethod === "password" ? (values.password ?? "") : null;
}
