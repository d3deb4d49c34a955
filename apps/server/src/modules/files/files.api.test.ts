import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

const { app, login } = await createTestApp({ UPLOAD_MAX_MB: "0.05" });
const token = await login();

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d49444154789c6360f8cfc0f01f0005000201e5273fd50000000049454e44ae426082", "hex"),
]);

function multipart(fileName: string, bytes: Buffer, contentType = "application/octet-stream", field = "file") {
  const boundary = "----lawfirm-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (fileName: string, bytes: Buffer, contentType?: string, field?: string, authorization = `Bearer ${token}`) => {
  const { payload, headers } = multipart(fileName, bytes, contentType, field);
  return app.inject({ method: "POST", url: "/api/admin/files/upload", payload, headers: { ...headers, authorization } });
};

describe("uploads", () => {
  it("keeps a PNG under a generated name and serves it with its type, nosniff and long caching", async () => {
    const response = await upload("Team photo.png", PNG, "image/png");
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: { fileId: number; url: string; name: string; mimeType: string; size: number } }>();
    expect(result.fileId).toBeGreaterThan(0);
    expect(result.url).toMatch(/^\/api\/upload\/[0-9a-f]{32}\.png$/);
    expect(result).toMatchObject({ name: "Team photo.png", mimeType: "image/png", size: PNG.length });

    const served = await app.inject({ method: "GET", url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("recognises JPEG, GIF, WebP, AVIF and PDF by their bytes, whatever the name", async () => {
    const samples: [string, Buffer, string][] = [
      ["photo.bin", Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex"), "image/jpeg"],
      ["anim.png", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "image/gif"],
      ["image", Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1"), Buffer.alloc(24)]), "image/webp"],
      ["picture.avif", Buffer.concat([Buffer.from("0000001c6674797061766966000000006176696d69663100", "hex"), Buffer.alloc(8)]), "image/avif"],
      ["brochure.pdf", Buffer.from("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF", "latin1"), "application/pdf"],
    ];
    for (const [name, bytes, mimeType] of samples) {
      const response = await upload(name, bytes);
      expect(response.statusCode, name).toBe(200);
      const { result } = response.json<{ result: { url: string; mimeType: string } }>();
      expect(result.mimeType).toBe(mimeType);
      const served = await app.inject({ method: "GET", url: result.url });
      expect(served.headers["content-type"]).toBe(mimeType);
    }
  });

  it.each([
    ["an HTML file named .png", "evil.png", Buffer.from("<!doctype html><script>alert(1)</script>"), "image/png"],
    ["an SVG image", "logo.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml"],
    ["an SVG named .jpg", "logo.jpg", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "image/jpeg"],
    ["JSON named .png", "data.png", Buffer.from('{"a":1}'), "image/png"],
    ["a script", "run.js", Buffer.from("alert(1)"), "text/javascript"],
  ])("refuses %s with 415", async (_, name, bytes, type) => {
    const response = await upload(name, bytes, type);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/Only JPEG, PNG, WebP, GIF or AVIF images and PDF documents/);
  });

  it("refuses an empty file", async () => {
    const response = await upload("empty.png", Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("The file is empty");
  });

  it("refuses a file above the size limit with 413", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(60 * 1024)]);
    const response = await upload("big.png", big);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/larger than the limit of 0\.05 MB/);
  });

  it("refuses a form without the file field, and a JSON body", async () => {
    expect((await upload("a.png", PNG, "image/png", "picture")).statusCode).toBe(400);
    const json = await app.inject({ method: "POST", url: "/api/admin/files/upload", payload: { file: "x" }, headers: { authorization: token } });
    expect(json.statusCode).toBe(415);
  });

  it("keeps only a harmless version of the client's file name", async () => {
    const response = await upload("../../etc/pass\u0001wd.png", PNG);
    expect(response.json<{ result: { name: string } }>().result.name).toBe("passwd.png");
  });

  it("needs a session", async () => {
    expect((await upload("a.png", PNG, "image/png", "file", "")).statusCode).toBe(401);
  });
});

describe("serving uploads", () => {
  it.each([
    "/api/upload/../../package.json",
    "/api/upload/..%2f..%2fpackage.json",
    "/api/upload/%2e%2e/%2e%2e/etc/passwd",
    "/api/upload/..%5c..%5cpackage.json",
    "/api/upload/%252e%252e%252fpackage.json",
    "/api/upload/....//....//etc/passwd",
    "/api/upload/0123456789abcdef0123456789abcdef.png%00.html",
    "/api/upload/lawfirm.sqlite",
    "/api/upload/",
    "/api/upload/0123456789abcdef0123456789abcdef.png",
  ])("answers 404 for %s", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/"name":|root:|lawfirm/);
  });
});
