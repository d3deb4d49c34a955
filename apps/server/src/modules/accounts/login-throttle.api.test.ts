import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import { LOGIN_LIMITS } from "./login-throttle.ts";

// Behind one reverse proxy: the nearest forwarded address is the client's.
const { app, db } = await createTestApp({ TRUST_PROXY: "1" });

const DEVICE_COOKIE = "lawfirm_device";

const attempt = (loginAccount: string, password: string, headers: Record<string, string> = {}, url = "/api/admin/login") =>
  app.inject({ method: "POST", url, payload: { loginAccount, password }, headers });
const forgetAttempts = () => db.deleteFrom("loginAttempts").execute();

/**
 * The burst gap is waited out by moving the server's clock forward, not by sleeping: the file
 * waits out some thirty gaps. Only forward, so every recorded attempt stays in the past as it
 * would after a real wait.
 */
let clockAheadMs = 0;
setClock(() => new Date(Date.now() + clockAheadMs));
afterAll(() => setClock(undefined));
const waitOutBurstGap = async () => {
  clockAheadMs += LOGIN_LIMITS.burstGapMs + 20;
};
const from = (address: string) => ({ "x-forwarded-for": address });

/** Signs in with the right password and answers the device cookie the browser keeps. */
async function signInOnce(): Promise<string> {
  const response = await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD, from("203.0.113.1"));
  expect(response.statusCode).toBe(200);
  const device = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  return device!.value;
}

/** `count` wrong passwords for the administrator, from as many forwarded addresses, a few at a time. */
async function guessWrongly(count: number) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
      const index = start + offset;
      return attempt(
        index % 2 ? ADMIN_ACCOUNT : ADMIN_ACCOUNT.toUpperCase(),
        `wrong-guess-${index}`,
        from(`198.51.${Math.floor(index / 250)}.${index % 250}`),
      );
    });
    statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
  }
  return statuses;
}

describe("login throttling", () => {
  it("keeps the administrator's own browser signed in after 1,000 wrong attempts from many addresses", async () => {
    await forgetAttempts();
    const deviceCookie = await signInOnce();
    await waitOutBurstGap();

    const statuses = await guessWrongly(1000);
    // At most the first few anonymous guesses had their password checked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1000 - LOGIN_LIMITS.perAccount);

    // A browser that never signed in is held to the anonymous limit, right password or not…
    await waitOutBurstGap();
    const stranger = await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD, from("192.0.2.50"));
    expect(stranger.statusCode).toBe(429);
    // …with the real wait: the guesses keep coming, so it is close to the whole window, not a minute.
    const retryAfter = Number(stranger.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(LOGIN_LIMITS.windowMs / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
    expect(stranger.json<{ message: string }>().message).toBe(
      `Too many login attempts. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`,
    );

    // The browser that signed in before gets in, from any address.
    const known = await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD, { ...from("192.0.2.51"), cookie: `${DEVICE_COOKIE}=${deviceCookie}` });
    expect(known.statusCode).toBe(200);
    // It keeps its device cookie; no new one is set.
    expect(known.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it("counts a forged, altered or other account's device cookie as no device cookie", async () => {
    await forgetAttempts();
    const deviceCookie = await signInOnce();
    await guessWrongly(LOGIN_LIMITS.perAccount + 1);
    const [accountId, deviceId, signature] = deviceCookie.split(".");
    const otherAccount = `${Number(accountId) + 1}.${deviceId}.${signature}`;
    const otherDevice = `${accountId}.${"A".repeat(22)}.${signature}`;
    for (const forged of ["forged", `${accountId}.${deviceId}.${"x".repeat(43)}`, otherAccount, otherDevice]) {
      await waitOutBurstGap();
      const response = await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD, { cookie: `${DEVICE_COOKIE}=${forged}` });
      expect(response.statusCode, forged).toBe(429);
    }
  });

  it("lets at most one of 100 parallel guesses through, anonymous or with a stolen device cookie", async () => {
    await forgetAttempts();
    const deviceCookie = await signInOnce();
    await waitOutBurstGap();
    const spellings = ["/api/admin/login", "/api/admin/login/", "/api/admin/LOGIN", "/API/admin/login", "/api//admin/login"];
    const anonymous: Record<string, string> = {};
    for (const headers of [anonymous, { cookie: `${DEVICE_COOKIE}=${deviceCookie}` }]) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          attempt(
            ADMIN_ACCOUNT,
            `parallel-guess-${index}`,
            { ...headers, ...from(`198.51.100.${index}`) },
            spellings[index % spellings.length],
          ),
        ),
      );
      // 401 means a password was checked; a differently spelled path that is no route at all (404) is refused too.
      expect(responses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(1);
      expect(responses.every((response) => [401, 404, 429].includes(response.statusCode))).toBe(true);
      await waitOutBurstGap();
    }
  });

  it("holds a known device to a limit of its own, so that a stolen device cookie is no licence to guess", async () => {
    await forgetAttempts();
    const deviceCookie = await signInOnce();
    const withDevice = { cookie: `${DEVICE_COOKIE}=${deviceCookie}` };
    for (let index = 0; index < LOGIN_LIMITS.perDevice; index += 1) {
      await waitOutBurstGap();
      expect((await attempt(ADMIN_ACCOUNT, `wrong-${index}`, withDevice)).statusCode).toBe(401);
    }
    await waitOutBurstGap();
    expect((await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD, withDevice)).statusCode).toBe(429);
  });

  it("limits one client address across many account names, and counts the nearest forwarded address only", async () => {
    await forgetAttempts();
    const statuses: number[] = [];
    for (let index = 0; index <= LOGIN_LIMITS.perAddress; index += 1) {
      // The client prepends made-up addresses; the proxy appended the real one.
      statuses.push((await attempt(`nobody-${index}`, "wrong-password", from(`10.9.${index}.1, 192.0.2.77`))).statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const addresses = await db.selectFrom("loginAttempts").select("clientAddress").distinct().execute();
    expect(addresses).toEqual([{ clientAddress: "192.0.2.77" }]);
  });

  it("stores only a valid address, whatever the forwarded header says", async () => {
    await forgetAttempts();
    await attempt("nobody", "wrong-password", from("<script>alert(1)</script>"));
    const [row] = await db.selectFrom("loginAttempts").select("clientAddress").execute();
    expect(row?.clientAddress).toBe("127.0.0.1");
  });

  it("forgets failed attempts after a successful login, and old attempts without one", async () => {
    await forgetAttempts();
    for (let index = 0; index < LOGIN_LIMITS.perAccount - 1; index += 1) {
      await attempt(ADMIN_ACCOUNT, "wrong-password");
      await waitOutBurstGap();
    }
    expect((await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await db.selectFrom("loginAttempts").select("id").where("loginAccount", "=", ADMIN_ACCOUNT).execute()).toEqual([]);

    // Anonymous guessing with no successful sign-in: rows older than the window go at the next attempt.
    const old = new Date(Date.now() - LOGIN_LIMITS.windowMs - 1000).toISOString();
    await db
      .insertInto("loginAttempts")
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          loginAccount: `old-${index}`,
          clientAddress: "192.0.2.1",
          deviceId: null,
          createdAt: old,
        })),
      )
      .execute();
    await attempt("someone", "wrong-password", from("192.0.2.2"));
    const remaining = await db.selectFrom("loginAttempts").select("loginAccount").execute();
    expect(remaining).toEqual([{ loginAccount: "someone" }]);
  });
});

describe("password change throttling", () => {
  it("refuses more wrong current passwords than the limit, then even the right one, with the real wait", async () => {
    await forgetAttempts();
    const login = await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD);
    const auth = { authorization: `Bearer ${login.json<{ result: string }>().result}` };
    const change = (oldPassword: string) =>
      app.inject({
        method: "PUT",
        url: "/api/admin/modify-password",
        headers: auth,
        payload: { oldPassword, newPassword: "Brand-New-Passw0rd" },
      });
    for (let index = 0; index < LOGIN_LIMITS.perPasswordChange; index += 1) {
      await waitOutBurstGap();
      expect((await change(`wrong-current-${index}`)).statusCode).toBe(400);
    }
    await waitOutBurstGap();
    const refused = await change(ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(LOGIN_LIMITS.windowMs / 1000 - 60);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many wrong current passwords\. Please wait \d+ minute/);
    // The password is unchanged.
    await waitOutBurstGap();
    expect((await attempt(ADMIN_ACCOUNT, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
