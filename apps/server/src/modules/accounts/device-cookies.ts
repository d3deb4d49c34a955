import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { now, type Db } from "../../db/database.ts";
import { findOrCreateSecret } from "./server-secrets.repository.ts";

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a successful
 * sign-in leaves a signed cookie naming the account and a random device id. Attempts that carry a
 * valid one for the account being signed in to are counted per device, apart from anonymous
 * attempts, so that nobody can lock the real administrator out of a browser that signed in before.
 */
export interface DeviceCookies {
  /** A new cookie value for the account: a fresh device id, signed. */
  issue(accountId: number): { value: string; deviceId: string };
  /** The device id when the value is a cookie this server signed for the account; else undefined. */
  deviceOf(value: string | undefined, accountId: number): string | undefined;
}

/** How long a browser stays a known device without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const SECRET_NAME = "device-cookie-key";

function sign(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** The signer, with the key shared by every server process (made on first start). */
export async function openDeviceCookies(db: Db): Promise<DeviceCookies> {
  const key = Buffer.from(await findOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"), now()), "base64url");
  return {
    issue(accountId) {
      const deviceId = randomBytes(16).toString("base64url");
      const payload = `${accountId}.${deviceId}`;
      return { value: `${payload}.${sign(key, payload)}`, deviceId };
    },
    deviceOf(value, accountId) {
      const parts = value?.split(".");
      if (parts?.length !== 3) return undefined;
      const [account, deviceId = "", signature = ""] = parts;
      if (account !== String(accountId) || !/^[\w-]{22}$/.test(deviceId)) return undefined;
      const expected = Buffer.from(sign(key, `${account}.${deviceId}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
    },
  };
}
