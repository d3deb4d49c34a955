import { z } from "zod";
import { SCHEMA_MESSAGES, type SchemaProblem } from "./validation.ts";
import { defineEndpoint } from "./endpoint.ts";
import { blankAsNull, idParams, pagedQuery, singleLineText, siteImageSchema, timestampSchema } from "./common.ts";
import { ADMIN_LOGIN_ROUTE } from "./routes.ts";
import { GRANTABLE_RIGHTS, RIGHTS } from "./rights.ts";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const LOGIN_ACCOUNT_MAX_LENGTH = 100;
export const USER_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** How long a set-password link works, in hours. */
export const PASSWORD_LINK_HOURS = 72;

/** What every view of an account shows; never a password hash. */
const accountShape = {
  id: z.number().int(),
  loginAccount: z.string(),
  /** The display name. */
  userName: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  /** `administrator`, `editor` or `translator` (ROLE_CODES). */
  roleCode: z.string(),
  /** A translator's languages (the only versions it writes); empty for the other roles. */
  languages: z.array(z.string()),
  headImg: z.string().nullable(),
  lastLoginTime: timestampSchema.nullable(),
};

/** The signed-in account (`/admin/mine`), with the rights its role gives, which the back office follows. */
export const accountSchema = z.object({ ...accountShape, rights: z.array(z.enum(RIGHTS)) });
export type Account = z.infer<typeof accountSchema>;

/** An account as the accounts screen lists and edits it. */
export const managedAccountSchema = z.object({
  ...accountShape,
  email: z.string().nullable(),
  /** false: the account cannot sign in and has no sessions. */
  enabled: z.boolean(),
  /** Rights granted beyond the role's (GRANTABLE_RIGHTS, decision 0080). */
  grantedRights: z.array(z.enum(GRANTABLE_RIGHTS)),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ManagedAccount = z.infer<typeof managedAccountSchema>;

/** A role as the accounts screen offers it. */
export const roleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rights: z.array(z.enum(RIGHTS)),
});
export type Role = z.infer<typeof roleSchema>;

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

const newPasswordSchema = z.string().superRefine((value, context) => {
  const weakness = passwordWeakness(value);
  if (weakness) context.addIssue({ code: "custom", message: weakness.key, params: weakness.params });
});

export const loginBody = z.object({
  loginAccount: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export const modifyPasswordBody = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

export const modifyHeadImgBody = z.object({ headImg: siteImageSchema });

/** What an administrator sets on an account (create and edit). */
export const accountBody = z.object({
  /** Unique, whatever the letter case. */
  loginAccount: z
    .string()
    .trim()
    .min(1)
    .max(LOGIN_ACCOUNT_MAX_LENGTH)
    .regex(/^[\p{L}\p{N}._@-]+$/u, SCHEMA_MESSAGES.loginAccount),
  userName: singleLineText(USER_NAME_MAX_LENGTH).min(1),
  /** Missing, null or blank: none. */
  email: blankAsNull(z.email({ error: SCHEMA_MESSAGES.email }).max(EMAIL_MAX_LENGTH).nullish()),
  roleId: z.number().int().positive().max(2_147_483_647),
  /** Content languages (`langCode`): at least one for a translator, none for the other roles. */
  languages: z
    .array(z.string().trim().min(1).max(16))
    .max(50)
    .default([])
    .superRefine((languages, context) => {
      languages.forEach((lang, index) => {
        if (languages.indexOf(lang) !== index) context.addIssue({ code: "custom", path: [index], message: SCHEMA_MESSAGES.langTwice });
      });
    }),
  /** Rights beyond the role's, from GRANTABLE_RIGHTS (decision 0080); missing: none. Each once. */
  grantedRights: z
    .array(z.enum(GRANTABLE_RIGHTS))
    .max(GRANTABLE_RIGHTS.length)
    .default([])
    .transform((rights) => [...new Set(rights)]),
});
export type AccountInput = z.output<typeof accountBody>;

/**
 * How an account gets its password, always said explicitly: an initial password the administrator
 * passes on, or `password: null` for a one-time set-password link answered once.
 */
const passwordChoice = { password: newPasswordSchema.nullable() };

export const accountCreateBody = accountBody.extend(passwordChoice);
export const passwordResetBody = z.object(passwordChoice);

/**
 * The answer of a create or a password reset: the account, and the one-time link when one was
 * asked for (else null). The token is shown this once; the server keeps only its hash.
 */
export const passwordSetupSchema = z.object({
  account: managedAccountSchema,
  passwordLink: z
    .object({
      token: z.string(),
      /** The back office's page that sets the password (`/admin-login#set-password=…`). */
      path: z.string(),
      expiresAt: timestampSchema,
    })
    .nullable(),
});
export type PasswordSetup = z.infer<typeof passwordSetupSchema>;

/** The fragment of the back office's login page that carries a set-password token (never sent to a server). */
export const SET_PASSWORD_FRAGMENT = "set-password";

/** The back office's address of a set-password link. */
export function setPasswordPath(token: string): string {
  return `${ADMIN_LOGIN_ROUTE}#${SET_PASSWORD_FRAGMENT}=${encodeURIComponent(token)}`;
}

export const setPasswordBody = z.object({
  token: z.string().trim().min(1).max(200),
  newPassword: newPasswordSchema,
});

export const passwordLinkBody = setPasswordBody.pick({ token: true });

/** A set-password link that still works: whose password it sets, and until when. */
export const passwordLinkSchema = z.object({ loginAccount: z.string(), expiresAt: timestampSchema });
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const accountListQuery = pagedQuery({
  /** Part of the login name, the display name or the e-mail address. */
  keyword: z.string().trim().max(100).optional(),
});

export const accountEndpoints = {
  /** Answers the session token; also sets it as an HttpOnly cookie. */
  login: defineEndpoint({
    method: "POST",
    access: "public",
    path: "/admin/login",
    body: loginBody,
    result: z.string(),
    bodyLimit: 4 * 1024,
  }),
  quit: defineEndpoint({ method: "GET", access: "self", path: "/admin/quit", result: z.null() }),
  modifyPassword: defineEndpoint({
    method: "PUT",
    access: "self",
    path: "/admin/modify-password",
    body: modifyPasswordBody,
    result: z.null(),
  }),
  modifyHeadImg: defineEndpoint({
    method: "PUT",
    access: "self",
    path: "/admin/modify-head-img",
    body: modifyHeadImgBody,
    result: accountSchema,
  }),
  mine: defineEndpoint({ method: "GET", access: "self", path: "/admin/mine", result: accountSchema }),
};

const ACCOUNTS = "/admin/accounts";

/** The accounts screen's calls (Administrators only). Every change that touches what an account may do ends its sessions. */
export const accountAdminEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: ACCOUNTS,
    access: "accounts.manage",
    query: accountListQuery,
    paged: true,
    result: z.array(managedAccountSchema),
  }),
  roles: defineEndpoint({ method: "GET", path: `${ACCOUNTS}/roles`, access: "accounts.manage", result: z.array(roleSchema) }),
  detail: defineEndpoint({
    method: "GET",
    path: `${ACCOUNTS}/:id`,
    access: "accounts.manage",
    params: idParams,
    result: managedAccountSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: ACCOUNTS,
    access: "accounts.manage",
    body: accountCreateBody,
    result: passwordSetupSchema,
    bodyLimit: 8 * 1024,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: `${ACCOUNTS}/:id`,
    access: "accounts.manage",
    params: idParams,
    body: accountBody,
    result: managedAccountSchema,
    bodyLimit: 8 * 1024,
  }),
  disable: defineEndpoint({
    method: "PUT",
    path: `${ACCOUNTS}/:id/disable`,
    access: "accounts.manage",
    params: idParams,
    result: managedAccountSchema,
  }),
  enable: defineEndpoint({
    method: "PUT",
    path: `${ACCOUNTS}/:id/enable`,
    access: "accounts.manage",
    params: idParams,
    result: managedAccountSchema,
  }),
  /** A new initial password, or a new one-time link; ends the account's sessions. */
  resetPassword: defineEndpoint({
    method: "PUT",
    path: `${ACCOUNTS}/:id/password`,
    access: "accounts.manage",
    params: idParams,
    body: passwordResetBody,
    result: passwordSetupSchema,
    bodyLimit: 4 * 1024,
  }),
  remove: defineEndpoint({ method: "DELETE", path: `${ACCOUNTS}/:id`, access: "accounts.manage", params: idParams, result: z.null() }),
  /**
   * Public: whether a set-password link still works, and for which account: the link's page asks
   * before it offers its form. A POST, so that the token stays out of addresses and their logs.
   */
  checkPasswordLink: defineEndpoint({
    method: "POST",
    path: "/admin/set-password/check",
    access: "public",
    body: passwordLinkBody,
    result: passwordLinkSchema,
    bodyLimit: 4 * 1024,
  }),
  /** Public: sets the password with a set-password link's token; the link works once. */
  setPassword: defineEndpoint({
    method: "POST",
    path: "/admin/set-password",
    access: "public",
    body: setPasswordBody,
    result: z.null(),
    bodyLimit: 4 * 1024,
  }),
};
