import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

// A miniature build of both web apps, as in plugins/web-apps.api.test.ts.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-csp-"));
for (const app of ["site", "admin"]) {
  fs.mkdirSync(path.join(webRoot, app, "dist"), { recursive: true });
  fs.writeFileSync(path.join(webRoot, app, "dist", "index.html"), `<!doctype html><title>${app}</title>`);
}
const { app } = await createTestApp({ WEB_ROOT: webRoot });

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe("Content Security Policy", () => {
  it.each(["/home", "/news/detail/1", "/people/detail/1", "/docs/privacy", "/admin-login", "/admin", "/api/user/banner"])(
    "allows no inline or eval'd script at %s",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      const policy = directives(response.headers["content-security-policy"]);
      const scripts = policy.get("script-src") ?? policy.get("default-src");
      expect(scripts).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain("*");
      expect(scripts).not.toContain("data:");
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    },
  );
});
