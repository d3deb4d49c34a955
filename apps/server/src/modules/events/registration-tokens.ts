import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { now, type Db } from "../../db/database.ts";
import { findOrCreateSecret } from "../accounts/server-secrets.repository.ts";

const SECRET_NAME = "event-registration";

/** Signs and reads a registration's cancellation token: `{id}.{signature}`, an HMAC-SHA256 with the server's key (decision 0082). */
export interface RegistrationTokens {
  issue(registrationId: number): string;
  /** The registration the token names; undefined for a forged or garbled one. */
  read(token: string): number | undefined;
}

const signature = (key: Buffer, id: string) => createHmac("sha256", key).update(`event-registration:${id}`).digest();

/** The tokens with the key every server process shares (made on first use). */
export async function openRegistrationTokens(db: Db): Promise<RegistrationTokens> {
  const key = Buffer.from(await findOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"), now()), "base64url");
  return {
    issue: (registrationId) => `${registrationId}.${signature(key, String(registrationId)).toString("base64url")}`,
    read(token) {
      const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, id = "", given = ""] = match;
      const presented = Buffer.from(given, "base64url");
      const expected = signature(key, id);
      return presented.length === expected.length && timingSafeEqual(presented, expected) ? Number(id) : undefined;
    },
  };
}
