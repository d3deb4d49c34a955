/**
 * Roles and rights, declared once (docs/decisions/0024). Every endpoint names the one right it
 * needs (`access` in `defineEndpoint`); the server checks it before the handler, and the back
 * office reads an account's rights from `GET /admin/mine` to show only what it may do.
 */

export const RIGHTS = [
  /** Its own account: profile, password, picture, sign-out. Every role has it. */
  "self",
  /** Reads every content screen's data (lists, details, icons, documents). */
  "content.read",
  /**
   * Writes language versions of content (create and change items, banners, documents; uploads).
   * A translator's writes are limited to its languages and leave every other version as it was.
   */
  "content.translate",
  /** Changes the structure of content: deletes whole items, pins, reorders, folders, icons, redirects (the site's old addresses). */
  "content.write",
  /** The site configuration. */
  "config.manage",
  /** Back-office accounts. */
  "accounts.manage",
  /** Reads the audit log (who changed what, sign-ins); nobody changes it. */
  "audit.read",
  /** The inbox: messages visitors sent through the contact forms (decision 0077). */
  "inbox.manage",
  /** Job applications: read them, their files and notes, and handle them (decision 0080). */
  "applications.manage",
] as const;
export type Right = (typeof RIGHTS)[number];

/** Who may call an endpoint: anyone (`public`), or a signed-in account with this right. */
export type Access = "public" | Right;

export const ROLE_CODES = ["administrator", "editor", "translator"] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export const ROLE_RIGHTS: Readonly<Record<RoleCode, readonly Right[]>> = {
  administrator: RIGHTS,
  editor: ["self", "content.read", "content.translate", "content.write"],
  translator: ["self", "content.read", "content.translate"],
};

/**
 * The rights an Administrator may grant an account beyond its role's (decision 0080): reading what
 * visitors send. Roles stay code (decision 0024); these are per account.
 */
export const GRANTABLE_RIGHTS = ["applications.manage", "inbox.manage"] as const satisfies readonly Right[];
export type GrantableRight = (typeof GRANTABLE_RIGHTS)[number];

export function isGrantableRight(value: unknown): value is GrantableRight {
  return typeof value === "string" && (GRANTABLE_RIGHTS as readonly string[]).includes(value);
}

/** An account's rights: its role's, and those granted to it (unknown codes are ignored). */
export function rightsOfAccount(roleCode: string, granted: readonly string[]): Right[] {
  return [...new Set([...rightsOfRole(roleCode), ...granted.filter(isGrantableRight)])];
}

/** The role whose writes are limited to the languages assigned to the account. */
export const TRANSLATOR_ROLE: RoleCode = "translator";

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === "string" && (ROLE_CODES as readonly string[]).includes(value);
}

/** The rights of a role; none for a role this version does not know. */
export function rightsOfRole(code: string): readonly Right[] {
  return isRoleCode(code) ? ROLE_RIGHTS[code] : [];
}
