import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

// A miniature build of both web apps, laid out as Vite writes them.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-web-"));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
};
const bigScript = `console.log(${JSON.stringify("x".repeat(5000))});`;
write("site/dist/index.html", "<!doctype html><title>site</title>");
write("site/dist/favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
write("site/dist/assets/index-abc123.js", bigScript);
write("admin/dist/index.html", "<!doctype html><title>admin</title>");
write("admin/dist/assets/index-def456.js", "console.log('admin')");
const bigAdminScript = `console.log(${JSON.stringify("the back office ".repeat(400))});`;
write("admin/dist/assets/editor-0a1b2c.js", bigAdminScript);

const { app } = await createTestApp({ WEB_ROOT: webRoot });

describe("serving the web apps", () => {
  it("redirects the empty path to /home", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/home");
  });

  it.each(["/home", "/about", "/people", "/people/detail/3", "/news/detail/1", "/docs/privacy", "/expertises/detail/9", "/case"])(
    "answers the site's page at %s, never cached",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>site</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    },
  );

  it("answers unknown paths with the site's page and status 404", async () => {
    const response = await app.inject({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>site</title>");
  });

  it.each(["/admin-login", "/admin", "/admin/articles/news/list", "/admin/people/edit/4"])("answers the back office at %s", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>admin</title>");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(bigScript);

    const brotli = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");

    const admin = await app.inject({ method: "GET", url: "/admin/assets/index-def456.js" });
    expect(admin.body).toBe("console.log('admin')");
    expect(admin.headers["cache-control"]).toContain("immutable");
  });

  it("answers a back-office file kept compressed in brotli, in gzip, or inflated for a client that accepts neither", async () => {
    const url = "/admin/assets/editor-0a1b2c.js";
    const brotli = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigAdminScript);
    const gzip = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigAdminScript);
    const plain = await app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.body).toBe(bigAdminScript);
  });

  it("answers 304 when the file has not changed", async () => {
    const first = await app.inject({ method: "GET", url: "/favicon.svg" });
    const second = await app.inject({ method: "GET", url: "/favicon.svg", headers: { "if-none-match": String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
  });

  it("answers 404 for missing assets instead of a page", async () => {
    expect((await app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/admin/assets/missing.js" })).statusCode).toBe(404);
  });

  it("keeps answering unknown API paths with the JSON envelope", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});

describe("beside the web apps, the back office's API", () => {
  it.each(["GET", "HEAD", "DELETE"] as const)(
    "answers an unknown admin path with %s as it answers every admin path: 401 without a session, never cached",
    async (method) => {
      // The site's catch-all route would otherwise take a GET, and a 404 would tell which admin paths exist.
      for (const url of ["/api/admin/no-such-thing", "/api/admin/latest-news/1/extra", "/API//admin/nope"]) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.headers["cache-control"], `${method} ${url}`).toBe("no-store");
      }
    },
  );
});
