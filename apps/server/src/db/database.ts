import type { Generated, Kysely, Transaction } from "kysely";

/** Table types, in the camelCase the CamelCasePlugin maps onto snake_case columns. */
export interface Database {
  languages: LanguageTable;
  roles: RoleTable;
  adminAccounts: AdminAccountTable;
  sessions: SessionTable;
  loginAttempts: LoginAttemptTable;
  uploadedFiles: UploadedFileTable;
}

export interface LanguageTable {
  langCode: string;
  langName: string;
  sort: number;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface AdminAccountTable {
  id: Generated<number>;
  loginAccount: string;
  userName: string;
  passwordHash: string;
  roleId: number;
  headImg: string | null;
  lastLoginTime: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  accountId: number;
  createdAt: string;
  expiresAt: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  loginAccount: string;
  clientAddress: string;
  createdAt: string;
}

export interface UploadedFileTable {
  id: Generated<number>;
  storedName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: number | null;
  createdAt: string;
}

export type Db = Kysely<Database>;
/** A repository function runs on the database or inside a caller's transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Timestamps are ISO 8601 strings in UTC, the same text on SQLite and PostgreSQL. */
export const now = () => new Date().toISOString();
