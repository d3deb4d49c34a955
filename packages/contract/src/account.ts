import { z } from "zod";
import { SCHEMA_MESSAGES, type SchemaProblem } from "./validation.ts";
import { defineEndpoint } from "./endpoint.ts";
import { siteImageSchema, timestampSchema } from "./common.ts";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** The administrator as the back office sees it; never carries a password hash. */
export const accountSchema = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  userName: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  headImg: z.string().nullable(),
  lastLoginTime: timestampSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * Why a new password is too weak, or undefined when it is strong enough:
 * long enough, with letters and at least a digit or a symbol, and not the account name.
 */
export function passwordWeakness(password: string, loginAccount?: string): SchemaProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return { key: SCHEMA_MESSAGES.minLength, params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: SCHEMA_MESSAGES.maxLength, params: { max: PASSWORD_MAX_LENGTH } };
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) return { key: SCHEMA_MESSAGES.passwordNeedsMix };
  if (loginAccount && password.toLowerCase().includes(loginAccount.toLowerCase())) return { key: SCHEMA_MESSAGES.passwordContainsAccount };
  return undefined;
}

export const loginBody = z.object({
  loginAccount: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export const modifyPasswordBody = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().superRefine((value, context) => {
    const weakness = passwordWeakness(value);
    if (weakness) context.addIssue({ code: "custom", message: weakness.key, params: weakness.params });
  }),
});

export const modifyHeadImgBody = z.object({ headImg: siteImageSchema });

export const accountEndpoints = {
  /** Answers the session token; also sets it as an HttpOnly cookie. */
  login: defineEndpoint({ method: "POST", path: "/admin/login", body: loginBody, result: z.string(), bodyLimit: 4 * 1024 }),
  quit: defineEndpoint({ method: "GET", path: "/admin/quit", result: z.null() }),
  modifyPassword: defineEndpoint({ method: "PUT", path: "/admin/modify-password", body: modifyPasswordBody, result: z.null() }),
  modifyHeadImg: defineEndpoint({ method: "PUT", path: "/admin/modify-head-img", body: modifyHeadImgBody, result: accountSchema }),
  mine: defineEndpoint({ method: "GET", path: "/admin/mine", result: accountSchema }),
};
