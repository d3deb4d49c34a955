import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// Argon2id is the library's default algorithm; these costs follow OWASP's recommendation.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A strong random password for the first administrator when none is configured. */
export function generatePassword(): string {
  return `${randomBytes(15).toString("base64url")}-9`;
}
