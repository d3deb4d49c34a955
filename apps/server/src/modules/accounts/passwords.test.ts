import { describe, expect, it } from "vitest";
import { hashPassword, setPasswordHashCost, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("are hashed with Argon2id at OWASP's costs (19 MiB, two passes, one lane)", async () => {
    const stored = await hashPassword("Correct-Horse-9");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Correct-Horse-9")).toBe(true);
    expect(await verifyPassword(stored, "Correct-Horse-8")).toBe(false);
  });

  it("are checked at the costs their hash names, whatever the costs of new hashes", async () => {
    setPasswordHashCost({ memoryCost: 64, timeCost: 1, parallelism: 1 });
    const cheap = await hashPassword("Correct-Horse-9");
    setPasswordHashCost(undefined);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(cheap, "Correct-Horse-9")).toBe(true);
    expect(await verifyPassword(cheap, "Correct-Horse-8")).toBe(false);
    expect(await hashPassword("Correct-Horse-9")).toMatch(/\$m=19456,t=2,p=1\$/);
  });

  it("that are not a hash match nothing", async () => {
    expect(await verifyPassword("not a hash", "not a hash")).toBe(false);
  });
});
