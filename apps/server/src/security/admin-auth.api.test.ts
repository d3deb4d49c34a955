import { randomBytes } from "node:crypto";
import { REQUEST_MARK } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { hashToken } from "../modules/accounts/accounts.service.ts";
import { adminRoutes, concreteUrl } from "./admin-routes.ts";

const { app, db, login } = await createTestApp();
const routes = adminRoutes(app.registeredRoutes);

const forgetAttempts = () => db.deleteFrom("loginAttempts").execute();

/** Calls every admin route with the token and answers the ones that did not answer 401. */
async function notRefused(token: string | undefined, as: "bearer" | "cookie" = "bearer") {
  const failures: string[] = [];
  for (const route of routes) {
    const headers: Record<string, string> = {};
    if (token !== undefined) {
      if (as === "bearer") headers.authorization = `Bearer ${token}`;
      else Object.assign(headers, { cookie: `lawfirm_session=${encodeURIComponent(token)}`, [REQUEST_MARK.header]: REQUEST_MARK.value });
    }
    const hasBody = route.method === "POST" || route.method === "PUT";
    const response = await app.inject({
      method: route.method as "GET",
      url: concreteUrl(route.url),
      headers,
      ...(hasBody ? { payload: { lang: "en_US", name: "x", password: "x" } } : {}),
    });
    if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
    // HEAD answers have no body; the others carry the JSON envelope.
    else if (route.method !== "HEAD") expect(response.json<{ status: number }>().status).toBe(401);
  }
  return failures;
}

async function insertSession(token: string, createdAt: Date, expiresAt: Date) {
  const account = await db.selectFrom("adminAccounts").select("id").executeTakeFirstOrThrow();
  await db
    .insertInto("sessions")
    .values({ tokenHash: hashToken(token), accountId: account.id, createdAt: createdAt.toISOString(), expiresAt: expiresAt.toISOString() })
    .execute();
}

describe("every admin route, enumerated from the registered routes", () => {
  it("covers the whole admin API", () => {
    // Guards the enumeration itself: the admin API has dozens of routes in every module.
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((route) => route.url === "/api/admin/files/upload")).toBe(true);
    expect(routes.some((route) => route.url === "/api/admin/login")).toBe(false);
  });

  it("answers 401 without a token", async () => {
    expect(await notRefused(undefined)).toEqual([]);
  });

  it.each([
    ["random", () => randomBytes(32).toString("base64url")],
    ["empty bearer", () => ""],
    ["a hash instead of a token", () => hashToken("whatever")],
    ["SQL", () => "' or 1=1 --"],
    ["very long", () => "x".repeat(10_000)],
  ])("answers 401 with a forged token (%s)", async (_name, forge) => {
    expect(await notRefused(forge())).toEqual([]);
  });

  it("answers 401 with a forged cookie", async () => {
    expect(await notRefused(randomBytes(32).toString("base64url"), "cookie")).toEqual([]);
  });

  it("answers 401 with a token whose session has expired (idle time-out and maximum age)", async () => {
    const idle = randomBytes(32).toString("base64url");
    await insertSession(idle, new Date(Date.now() - 3_600_000), new Date(Date.now() - 1_000));
    expect(await notRefused(idle)).toEqual([]);
    const old = randomBytes(32).toString("base64url");
    // Still within its idle time, but created longer ago than any session may live.
    await insertSession(old, new Date(Date.now() - 400 * 86_400_000), new Date(Date.now() + 3_600_000));
    expect(await notRefused(old)).toEqual([]);
  });

  it("answers 401 after logout", async () => {
    await forgetAttempts();
    const token = await login();
    const mine = await app.inject({ method: "GET", url: "/api/admin/mine", headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    const quit = await app.inject({ method: "GET", url: "/api/admin/quit", headers: { authorization: `Bearer ${token}` } });
    expect(quit.statusCode).toBe(200);
    expect(await notRefused(token)).toEqual([]);
  });

  it("answers 401 for the other sessions after a password change", async () => {
    await forgetAttempts();
    const other = await login();
    await forgetAttempts();
    const current = await login();
    const changed = await app.inject({
      method: "PUT",
      url: "/api/admin/modify-password",
      headers: { authorization: `Bearer ${current}` },
      payload: { oldPassword: "Initial-Passw0rd", newPassword: "Another-Passw0rd-77" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await notRefused(other)).toEqual([]);
    expect(await notRefused(other, "cookie")).toEqual([]);
    // The session that changed the password stays valid.
    const mine = await app.inject({ method: "GET", url: "/api/admin/mine", headers: { authorization: `Bearer ${current}` } });
    expect(mine.statusCode).toBe(200);
  });
});
