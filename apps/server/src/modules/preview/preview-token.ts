import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PreviewKind } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { findOrCreateSecret } from "../accounts/server-secrets.repository.ts";

/** The version a preview shows: its kind and id. */
export interface PreviewedVersion {
  kind: PreviewKind;
  id: number;
}

/** How long an approval link works (decision 0035, slice 5). */
export const PREVIEW_LINK_DAYS = 7;

/** What a token says of the version it is presented for. */
export type TokenCheck = "valid" | "expired" | "invalid";

/**
 * Approval links' tokens: `<expiry in seconds since 1970>.<HMAC-SHA-256 of kind, version id and
 * expiry>`, signed with a key every server process shares. A token names no version itself: it is
 * checked against the version of the address it came with, so it opens that version only.
 */
export interface PreviewTokens {
  issue(version: PreviewedVersion): { token: string; expiresAt: string };
  check(token: string, version: PreviewedVersion): TokenCheck;
}

const SECRET_NAME = "preview-link-key";

function signature(key: Buffer, version: PreviewedVersion, expires: string): Buffer {
  return createHmac("sha256", key).update(`${version.kind}.${version.id}.${expires}`).digest();
}

/** A token for `version` that expires at `expiresAt` (whole seconds). */
export function signPreviewToken(key: Buffer, version: PreviewedVersion, expiresAt: Date): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `${expires}.${signature(key, version, expires).toString("base64url")}`;
}

/** What `token` says of `version` at the time `at`; signatures are compared in constant time. */
export function checkPreviewToken(key: Buffer, token: string, version: PreviewedVersion, at: Date): TokenCheck {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return "invalid";
  const [, expires = "", given = ""] = match;
  const expected = signature(key, version, expires);
  const presented = Buffer.from(given, "base64url");
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return "invalid";
  return Number(expires) * 1000 <= at.getTime() ? "expired" : "valid";
}

/** The signer, with the key shared by every server process (made on first use); times from the server's clock. */
export async function openPreviewTokens(db: Db): Promise<PreviewTokens> {
  const key = Buffer.from(await findOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"), now()), "base64url");
  return {
    issue(version) {
      const expiresAt = new Date(Math.floor(Date.parse(now()) / 1000) * 1000 + PREVIEW_LINK_DAYS * 24 * 3600_000);
      return { token: signPreviewToken(key, version, expiresAt), expiresAt: expiresAt.toISOString() };
    },
    check: (token, version) => checkPreviewToken(key, token, version, new Date(now())),
  };
}
