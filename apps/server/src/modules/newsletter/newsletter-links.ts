import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { now, type Db } from "../../db/database.ts";
import { findOrCreateSecret } from "../accounts/server-secrets.repository.ts";

const SECRET_NAME = "newsletter-links";

/** What a link does: confirm a subscription (the confirmation mail's), or manage it (every other mail's: preferences, unsubscribe). */
export type LinkPurpose = "confirm" | "manage";

/**
 * The signed part of a subscriber's links (decision 0083): `id.signature`, an HMAC-SHA256 over the
 * purpose, the subscriber's id and address with a key every server process shares. A link works
 * as long as that subscription exists: once it is deleted (unsubscribed, expired, erased) no link
 * of it works again, not even for a new subscription of the same address (a new id).
 */
export interface SubscriberLinks {
  sign(purpose: LinkPurpose, subscriber: { id: number; email: string }): string;
  /** The subscriber id a token names, if it is well formed; `verify` then checks it against that subscriber. */
  idOf(token: string): number | undefined;
  verify(token: string, purpose: LinkPurpose, subscriber: { id: number; email: string }): boolean;
}

export async function openSubscriberLinks(db: Db): Promise<SubscriberLinks> {
  const key = Buffer.from(await findOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"), now()), "base64url");
  const signature = (purpose: LinkPurpose, subscriber: { id: number; email: string }) =>
    createHmac("sha256", key).update(`newsletter:${purpose}:${subscriber.id}:${subscriber.email}`).digest();
  const TOKEN = /^([1-9]\d{0,9})\.([\w-]{43})$/;
  return {
    sign: (purpose, subscriber) => `${subscriber.id}.${signature(purpose, subscriber).toString("base64url")}`,
    idOf(token) {
      const match = TOKEN.exec(token);
      return match ? Number(match[1]) : undefined;
    },
    verify(token, purpose, subscriber) {
      const match = TOKEN.exec(token);
      if (!match || Number(match[1]) !== subscriber.id) return false;
      const presented = Buffer.from(match[2]!, "base64url");
      const expected = signature(purpose, subscriber);
      return presented.length === expected.length && timingSafeEqual(presented, expected);
    },
  };
}
