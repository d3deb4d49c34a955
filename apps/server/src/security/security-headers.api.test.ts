import helmet from "helmet";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

// Helmet, wrapped so that the test counts how often its middleware is built (decision 0129).
vi.mock("helmet", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof helmet }>()).default;
  return { default: vi.fn(real) };
});

const { app } = await createTestApp();

describe("security headers", () => {
  it("are made once when the app starts, not for every request", async () => {
    const built = vi.mocked(helmet).mock.calls.length;
    expect(built).toBeGreaterThan(0);
    for (const url of ["/api/health/live", "/api/user/banner", "/api/health/live"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    expect(vi.mocked(helmet).mock.calls.length).toBe(built);
  });

  it("are every one Helmet sets, the permissions policy with them", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.headers).toMatchObject({
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      "strict-transport-security": expect.stringContaining("max-age="),
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});
