import type { FormRule } from "antd";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness, type MessageParams } from "@lawfirm/contract";
import type { MessageKey, Translate } from "../../i18n/catalogs.ts";

export interface PasswordProblem {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The server's password rule (`passwordWeakness` from the contract), as a message the UI can
 * translate: the contract decides whether the password is weak, this only names the reason.
 */
export function passwordProblem(password: string, loginAccount?: string): PasswordProblem | undefined {
  if (!passwordWeakness(password, loginAccount)) return undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return { key: "password.tooShort", params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: "password.tooLong", params: { max: PASSWORD_MAX_LENGTH } };
  // With length fine and no account name to compare against, only the mix of characters is left.
  if (passwordWeakness(password)) return { key: "password.needsMix" };
  return { key: "password.containsAccount" };
}

/** The rules of a field for a new password: required, and as strong as the server asks. */
export function newPasswordRules(t: Translate, loginAccount?: string): FormRule[] {
  return [
    { required: true, message: t("password.newRequired") },
    {
      validator: async (_, value: string | undefined) => {
        const problem = value ? passwordProblem(value, loginAccount) : undefined;
        if (problem) throw new Error(t(problem.key, problem.params));
      },
    },
  ];
}

/** The rules of the field that repeats the new password (the form's `newPassword`). */
export function confirmPasswordRules(t: Translate): FormRule[] {
  return [
    { required: true, message: t("password.confirmRequired") },
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (value && value !== getFieldValue("newPassword")) throw new Error(t("password.mismatch"));
      },
    }),
  ];
}
