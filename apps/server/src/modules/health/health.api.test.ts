import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

/** The server lock as main.ts hands it over; a test lets it go as a lost connection would. */
const serverLock = { held: true };
const { app } = await createTestApp({}, { serverLock });

describe("health", () => {
  it("answers live without touching the database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.json()).toEqual({ status: 200, message: "success", result: { live: true } });
  });

  it("answers ready when the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/ready?timestamp=1700000000000" });
    expect(response.json()).toEqual({ status: 200, message: "success", result: { ready: true } });
  });

  it("answers not ready and confirms no write while the server lock is being taken again", async () => {
    serverLock.held = false;
    try {
      const ready = await app.inject({ method: "GET", url: "/api/health/ready", headers: { "accept-language": "de" } });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["retry-after"]).toBe("5");
      expect(ready.json()).toMatchObject({
        status: 503,
        message: "Der Server sichert seine Datenbanksperre erneut. Bitte versuchen Sie es in einigen Sekunden erneut.",
      });
      const write = await app.inject({ method: "POST", url: "/api/admin/login", payload: { loginAccount: "admin", password: "x" } });
      expect(write.statusCode).toBe(503);
      expect((await app.inject({ method: "GET", url: "/api/common/language" })).statusCode).toBe(200);
    } finally {
      serverLock.held = true;
    }
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});

describe("every answer", () => {
  it("is the envelope with a 404 for unknown API paths", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await app.inject({ method, url: "/api/no/such/path" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: `No such endpoint: ${method} /api/no/such/path`, result: null });
    }
  });

  it("carries the security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("refuses a NUL character anywhere in the input, naming where it is", async () => {
    const response = await app.inject({ method: "POST", url: "/api/admin/login", payload: { loginAccount: "ad\u0000min", password: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Invalid request: loginAccount must not contain a NUL character" });
    const query = await app.inject({ method: "GET", url: "/api/common/language?x=%00" });
    expect(query.statusCode).toBe(400);
  });

  it("never leaks a stack trace for a malformed URL", async () => {
    const response = await app.inject({ method: "GET", url: "/api/upload/%E0%A4%A" });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("languages", () => {
  it("come from the database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/common/language" });
    expect(response.json()).toEqual({
      status: 200,
      message: "success",
      result: [
        { langCode: "de_DE", langName: "Deutsch" },
        { langCode: "en_US", langName: "English" },
        { langCode: "zh_CN", langName: "中文" },
      ],
    });
  });
});
