import { describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestApp } from "../../../test/test-app.ts";
import { LOGIN_LIMITS } from "./accounts.service.ts";

const { app, db } = await createTestApp();

const attempt = (url: string, loginAccount: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload: { loginAccount, password }, headers });

const forgetAttempts = () => db.deleteFrom("loginAttempts").execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("login throttling", () => {
  it("refuses an account after too many attempts, whatever the path spelling or forwarded address", async () => {
    await forgetAttempts();
    for (let index = 0; index < LOGIN_LIMITS.perAccount; index += 1) {
      const response = await attempt("/api/admin/login", ADMIN_ACCOUNT, `wrong-password-${index}`, { "x-forwarded-for": `10.0.0.${index}` });
      expect(response.statusCode).toBe(401);
      await pause(LOGIN_LIMITS.burstGapMs + 20);
    }
    const variants = ["/api/admin/login", "/api/admin/login/", "/api//admin/login", "/api/admin/LOGIN", "/API/admin/login"];
    for (const url of variants) {
      const response = await attempt(url, "Admin", ADMIN_PASSWORD, { "x-forwarded-for": "192.0.2.99" });
      expect(response.statusCode, url).not.toBe(200);
      expect([404, 429], url).toContain(response.statusCode);
    }
    const refused = await attempt("/api/admin/login/", ADMIN_ACCOUNT, ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json<{ message: string }>().message).toMatch(/Too many login attempts/);
  });

  it("refuses at least 98 of 100 parallel wrong logins, whatever the path spelling or forwarded address", async () => {
    await forgetAttempts();
    const spellings = ["/api/admin/login", "/api/admin/login/", "/api/admin/LOGIN", "/API/admin/login", "/api//admin/login"];
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        attempt(spellings[index % spellings.length]!, index % 2 ? ADMIN_ACCOUNT : ADMIN_ACCOUNT.toUpperCase(), `parallel-guess-${index}`, {
          "x-forwarded-for": `198.51.100.${index}`,
        }),
      ),
    );
    // A differently spelled path that is no route at all (404) is refused too; 401 means a password was checked.
    const checked = responses.filter((response) => response.statusCode === 401).length;
    expect(100 - checked).toBeGreaterThanOrEqual(98);
    expect(responses.every((response) => [401, 404, 429].includes(response.statusCode))).toBe(true);
    expect(responses.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(50);
    // Nor does the right password get through afterwards, in any spelling or from a new address.
    for (const url of spellings) {
      const response = await attempt(url, ADMIN_ACCOUNT, ADMIN_PASSWORD, { "x-forwarded-for": "203.0.113.7" });
      expect([404, 429], url).toContain(response.statusCode);
    }
  });

  it("limits one client address across many account names", async () => {
    await forgetAttempts();
    const statuses: number[] = [];
    for (let index = 0; index <= LOGIN_LIMITS.perAddress; index += 1) {
      statuses.push((await attempt("/api/admin/login", `nobody-${index}`, "wrong-password")).statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("forgets an account's failed attempts after a successful login", async () => {
    await forgetAttempts();
    for (let index = 0; index < LOGIN_LIMITS.perAccount - 1; index += 1) {
      await attempt("/api/admin/login", ADMIN_ACCOUNT, "wrong-password");
      await pause(LOGIN_LIMITS.burstGapMs + 20);
    }
    expect((await attempt("/api/admin/login", ADMIN_ACCOUNT, ADMIN_PASSWORD)).statusCode).toBe(200);
    const remaining = await db.selectFrom("loginAttempts").select("id").where("loginAccount", "=", ADMIN_ACCOUNT).execute();
    expect(remaining).toEqual([]);
  });
});
