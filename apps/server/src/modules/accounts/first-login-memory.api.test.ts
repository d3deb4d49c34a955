// Runs isolated: it measures this process's first login, which a file before it in a shared registry would have made.
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestApp } from "../../../test/test-app.ts";
import { PASSWORD_HASH_COST, setPasswordHashCost } from "./passwords.ts";

const { app } = await createTestApp();

/** This process's resident memory and its peak since the last reset, in MB (Linux's /proc). */
function memory(): { rss: number; peak: number } {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const mb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { rss: mb("VmRSS"), peak: mb("VmHWM") };
}

describe("the first login of a process (decision 0126)", () => {
  afterAll(() => setPasswordHashCost(undefined));

  it("checks the account's password without hashing another beside it: no Argon2 memory but the check's", async () => {
    // New hashes at the server's costs (19 MiB each), as the unknown account's would be; the
    // administrator's own hash was made at the tests' tiny costs, which its check reads from it.
    setPasswordHashCost(PASSWORD_HASH_COST);
    const warm = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(warm.statusCode).toBe(200);
    // Writing 5 to clear_refs starts the peak (VmHWM) again from the current resident memory.
    fs.writeFileSync("/proc/self/clear_refs", "5");
    const before = memory();
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    // A hash begun beside the check may still run after the answer: its memory is counted once it has ended.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The old code hashed the unknown account's password here too: +19 MiB at once, touched whole.
    expect(memory().peak - before.rss).toBeLessThan(12);
  });
});
