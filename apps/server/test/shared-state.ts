import { afterAll, vi } from "vitest";
import { setClock } from "../src/db/database.ts";
import { setPasswordHashCost } from "../src/modules/accounts/passwords.ts";

/**
 * Argon2id at its least memory and one pass for the API tests' passwords: they make and check
 * thousands (an account made by every file's server, each login), about 18 ms of CPU each at the
 * server's costs. What the costs are is checked once, in passwords.test.ts; a hash names its costs,
 * so logins, changes and the unknown account's equal check work as at the server's.
 */
const TEST_PASSWORD_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 };
setPasswordHashCost(TEST_PASSWORD_HASH_COST);

/**
 * The API tests share one module registry per worker (vitest.config.ts): after each file the
 * server's clock, the timers and the password hashes' costs are put back as a fresh process has
 * them, whatever the file did with them, so that the next file in the same worker starts as it
 * would alone (and this setup, run again before it, makes the hashes cheap again).
 */
afterAll(() => {
  setClock(undefined);
  vi.useRealTimers();
  setPasswordHashCost(undefined);
});
