import { createHash } from "node:crypto";
import { isAdminPath, REQUEST_MARK } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../test/test-app.ts";
import { burstGapClock } from "../../../test/burst-gap-clock.ts";
import { setClock } from "../../db/database.ts";

const { app, db, login, config } = await createTestApp();

/** After a failed login the same account may try again only after a short gap. */
const { waitOutBurstGap, resume: resumeBurstGapClock } = burstGapClock();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const requestMark = { [REQUEST_MARK.header]: REQUEST_MARK.value };
const mine = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/api/admin/mine", headers });

describe("login", () => {
  it("answers a token, sets it as an HttpOnly SameSite cookie and opens the back office with it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: number; message: string; result: string }>();
    expect(body.status).toBe(200);
    expect(body.result).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = response.cookies.find((c) => c.name === "lawfirm_session");
    expect(cookie).toMatchObject({ value: body.result, httpOnly: true, sameSite: "Strict", path: "/" });

    expect((await mine({ authorization: body.result })).statusCode).toBe(200);
    expect((await mine(bearer(body.result))).statusCode).toBe(200);
    expect((await mine({ cookie: `lawfirm_session=${body.result}`, ...requestMark })).statusCode).toBe(200);
  });

  it("accepts the account name in any letter case", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: "ADMIN", password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 and a readable message", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: ADMIN_ACCOUNT, password: "wrong-password-1" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: "The account or the password is wrong", result: null });
    waitOutBurstGap();
  });

  it("names the missing field", async () => {
    const response = await app.inject({ method: "POST", url: "/api/admin/login", payload: { loginAccount: ADMIN_ACCOUNT } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; result: { errors: { field: string; message: string }[] } }>();
    expect(body.message).toBe("Invalid request: password is required");
    expect(body.result.errors).toEqual([{ field: "body.password", message: "is required" }]);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: "The request body is not valid JSON" });
  });
});

describe("the session", () => {
  it("is stored only as a hash of the token", async () => {
    const token = await login();
    const stored = await db.selectFrom("sessions").select("tokenHash").execute();
    expect(stored.map((row) => row.tokenHash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it("ends when it expires", async () => {
    const token = await login();
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("tokenHash", "=", tokenHash)
      .execute();
    expect((await mine(bearer(token))).statusCode).toBe(401);
  });

  it("follows the server's clock: used, it stays open past the idle time; left idle, it ends; it never outlives its maximum age", async () => {
    const hour = 3_600_000;
    const idle = config.sessionIdleMs;
    const start = Date.now();
    const at = (ms: number) => setClock(() => new Date(start + ms));
    const isOpen = async (token: string) => (await mine(bearer(token))).statusCode === 200;
    try {
      const token = await login();
      at(idle - hour);
      expect(await isOpen(token)).toBe(true);
      at(idle + hour);
      expect(await isOpen(token)).toBe(true);
      at(3 * idle);
      expect(await isOpen(token)).toBe(false);

      const used = await login();
      const openings: boolean[] = [];
      for (let since = idle / 2; since <= config.sessionMaxMs + idle; since += idle / 2) {
        at(3 * idle + since);
        openings.push((await isOpen(used)) === since < config.sessionMaxMs);
      }
      expect(openings.every(Boolean)).toBe(true);
    } finally {
      resumeBurstGapClock();
    }
  });

  it("keeps passwords as argon2id hashes", async () => {
    const account = await db.selectFrom("adminAccounts").select("passwordHash").executeTakeFirstOrThrow();
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers the profile without any password hash", async () => {
    const token = await login();
    const response = await mine(bearer(token));
    const { result } = response.json<{ result: Record<string, unknown> }>();
    expect(Object.keys(result).sort()).toEqual([
      "headImg",
      "id",
      "languages",
      "lastLoginTime",
      "loginAccount",
      "rights",
      "roleCode",
      "roleId",
      "roleName",
      "userName",
    ]);
    expect(result).toMatchObject({ loginAccount: ADMIN_ACCOUNT, roleName: "Administrator", roleCode: "administrator", languages: [] });
    expect(result.rights).toEqual([
      "self",
      "content.read",
      "content.translate",
      "content.write",
      "config.manage",
      "accounts.manage",
      "audit.read",
      "inbox.manage",
      "applications.manage",
    ]);
    expect(Date.parse(String(result.lastLoginTime))).toBeGreaterThan(Date.now() - 60_000);
    expect(response.body).not.toMatch(/argon2|passwordHash/i);
  });

  it("is revoked by quit", async () => {
    const token = await login();
    const quit = await app.inject({ method: "GET", url: "/api/admin/quit", headers: bearer(token) });
    expect(quit.statusCode).toBe(200);
    expect(quit.cookies.find((c) => c.name === "lawfirm_session")?.value).toBe("");
    const after = await mine(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 401, message: "Login expired, please log in again", result: null });
  });

  it("is not revoked by a HEAD of quit (a link checker, a prefetching proxy)", async () => {
    const token = await login();
    const head = await app.inject({ method: "HEAD", url: "/api/admin/quit", headers: bearer(token) });
    expect(head.statusCode).toBe(404);
    expect((await mine(bearer(token))).statusCode).toBe(200);
    // Public reads keep their HEAD.
    expect((await app.inject({ method: "HEAD", url: "/api/health/live" })).statusCode).toBe(200);
  });

  it("refuses a cookie-authenticated write from another origin", async () => {
    const token = await login();
    const payload = { headImg: "/api/upload/x.png" };
    const foreign = await app.inject({
      method: "PUT",
      url: "/api/admin/modify-head-img",
      headers: { cookie: `lawfirm_session=${token}`, origin: "https://evil.example", host: "localhost:80", ...requestMark },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const same = await app.inject({
      method: "PUT",
      url: "/api/admin/modify-head-img",
      headers: { cookie: `lawfirm_session=${token}`, origin: "http://localhost:80", host: "localhost:80", ...requestMark },
      payload,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe("admin routes", () => {
  const adminRoutes = app.registeredRoutes.filter((route) => isAdminPath(route.url) && route.method !== "HEAD");

  it("are all guarded", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["no token", {}],
    ["a forged token", { authorization: "Bearer forged-token-value" }],
    ["a forged cookie", { cookie: "lawfirm_session=forged", ...requestMark }],
  ])("answer 401 with %s", async (_, headers) => {
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, "1").replace("*", "x");
      const response = await app.inject({ method: route.method as "GET", url, headers });
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ status: 401 });
    }
  });

  it("answer 401 for unknown admin paths too, so that they cannot be probed", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/no-such-thing" });
    expect(response.statusCode).toBe(401);
  });
});

describe("changing the password", () => {
  it("checks the old password, enforces strength, and revokes every other session", async () => {
    const current = await login();
    const other = await login();
    const change = (body: object) =>
      app.inject({ method: "PUT", url: "/api/admin/modify-password", headers: bearer(current), payload: body });

    const wrongOld = await change({ oldPassword: "not-the-password-1", newPassword: "Another-Passw0rd" });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({ message: "The current password is wrong" });
    waitOutBurstGap();

    const weak = await change({ oldPassword: ADMIN_PASSWORD, newPassword: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ result: { errors: { field: string }[] } }>().result.errors[0]?.field).toBe("body.newPassword");

    const lettersOnly = await change({ oldPassword: ADMIN_PASSWORD, newPassword: "onlylettershere" });
    expect(lettersOnly.statusCode).toBe(400);

    const ok = await change({ oldPassword: ADMIN_PASSWORD, newPassword: "Another-Passw0rd" });
    expect(ok.statusCode).toBe(200);
    expect((await mine(bearer(current))).statusCode).toBe(200);
    expect((await mine(bearer(other))).statusCode).toBe(401);

    await expect(login(ADMIN_PASSWORD)).rejects.toThrow();
    waitOutBurstGap();
    const fresh = await login("Another-Passw0rd");
    const back = await app.inject({
      method: "PUT",
      url: "/api/admin/modify-password",
      headers: bearer(fresh),
      payload: { oldPassword: "Another-Passw0rd", newPassword: ADMIN_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });
});

describe("the avatar", () => {
  it("is saved and shown in the profile", async () => {
    const token = await login();
    const response = await app.inject({
      method: "PUT",
      url: "/api/admin/modify-head-img",
      headers: bearer(token),
      payload: { headImg: "/api/upload/abc.png" },
    });
    expect(response.statusCode).toBe(200);
    expect((await mine(bearer(token))).json<{ result: { headImg: string } }>().result.headImg).toBe("/api/upload/abc.png");
  });

  it("must be a URL or a site path", async () => {
    const token = await login();
    for (const headImg of ["javascript:alert(1)", "not a url", "", 42]) {
      const response = await app.inject({ method: "PUT", url: "/api/admin/modify-head-img", headers: bearer(token), payload: { headImg } });
      expect(response.statusCode, String(headImg)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Invalid request: headImg /);
    }
  });
});

describe("the first administrator", () => {
  /** The first administrator's address as the accounts screen shows it. */
  const firstEmail = async (tested: Pick<TestApp, "app" | "login">) => {
    const list = await tested.app.inject({ method: "GET", url: "/api/admin/accounts", headers: bearer(await tested.login()) });
    expect(list.statusCode).toBe(200);
    return list
      .json<{ result: { loginAccount: string; email: string | null }[] }>()
      .result.find((account) => account.loginAccount === ADMIN_ACCOUNT)?.email;
  };

  it("has no e-mail address unless ADMIN_EMAIL gives one, which their test sends and password links then reach", async () => {
    expect(await firstEmail({ app, login })).toBeNull();

    const configured = await createTestApp({ ADMIN_EMAIL: "office@example-firm.de" });
    try {
      expect(await firstEmail(configured)).toBe("office@example-firm.de");
    } finally {
      await configured.app.close();
    }
  });
});
