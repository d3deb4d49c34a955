import { randomBytes } from "node:crypto";
import { hash, verify, type Options } from "@node-rs/argon2";

/** Argon2id (the library's default algorithm) at OWASP's recommended costs: every password the server stores. */
export const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

let hashCost: Options = PASSWORD_HASH_COST;

/**
 * Hashes this process's later passwords at `cost`, or at `PASSWORD_HASH_COST` again without one.
 * For the API tests only (apps/server/test/shared-state.ts), which make and check thousands of
 * hashes: a hash keeps its costs, which verifying reads from it, so a cheaper one checks the same
 * way. The server never calls it.
 */
export function setPasswordHashCost(cost: Options | undefined): void {
  hashCost = cost ?? PASSWORD_HASH_COST;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashCost);
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
