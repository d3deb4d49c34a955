import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness, type MessageParams } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";

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
