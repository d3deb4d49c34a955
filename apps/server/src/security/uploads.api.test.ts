import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { multipartFile } from "../../test/upload-helpers.ts";
import { BROKEN_JPEG, imageOf, pixelBomb } from "../modules/files/test-images.ts";

// A small limit, so that the oversized file stays small too.
const { app, config, login } = await createTestApp({ UPLOAD_MAX_MB: "0.25" });
const token = await login();

const PNG = await imageOf("png");
const JPEG = await imageOf("jpeg");
const GIF = await imageOf("gif");
const PDF = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF", "latin1");
const html = (body: string) => Buffer.from(`<!doctype html><html><body>${body}</body></html>`);

async function upload(file: { name: string; type: string; bytes: Buffer; field?: string }) {
  const { payload, headers } = multipartFile(file);
  return app.inject({ method: "POST", url: "/api/admin/files/upload", headers: { ...headers, authorization: `Bearer ${token}` }, payload });
}

/** Files whose bytes are not an allowed type, whatever their name or declared type. */
const refused: Array<[string, { name: string; type: string; bytes: Buffer }]> = [
  [
    "SVG with a script",
    {
      name: "logo.svg",
      type: "image/svg+xml",
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>'),
    },
  ],
  [
    "SVG with onload",
    { name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
  ],
  [
    "SVG with foreignObject",
    {
      name: "a.svg",
      type: "image/svg+xml",
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="javascript:alert(1)"/></foreignObject></svg>',
      ),
    },
  ],
  ["SVG renamed .png", { name: "a.png", type: "image/png", bytes: Buffer.from('<svg onload="alert(1)"/>') }],
  [
    "SVG with an XML prolog",
    {
      name: "a.svg",
      type: "image/svg+xml",
      bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
  ],
  [
    "SVG with a BOM",
    { name: "a.png", type: "image/png", bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<svg onload=alert(1)>")]) },
  ],
  ["gzipped SVG", { name: "a.svgz", type: "image/svg+xml", bytes: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]) }],
  ["HTML", { name: "page.html", type: "text/html", bytes: html("<script>alert(1)</script>") }],
  ["HTML renamed .jpg", { name: "photo.jpg", type: "image/jpeg", bytes: html("<img src=x onerror=alert(1)>") }],
  ["HTML declared as PDF", { name: "doc.pdf", type: "application/pdf", bytes: html("<script>alert(1)</script>") }],
  [
    "HTML then PNG bytes (polyglot)",
    { name: "poly.png", type: "image/png", bytes: Buffer.concat([html("<script>alert(1)</script>"), PNG]) },
  ],
  [
    "HTML with leading white space",
    { name: "a.png", type: "image/png", bytes: Buffer.concat([Buffer.from("   \n"), html("<script>alert(1)</script>")]) },
  ],
  [
    "XHTML",
    {
      name: "a.xhtml",
      type: "application/xhtml+xml",
      bytes: Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'),
    },
  ],
  ["XML", { name: "a.xml", type: "text/xml", bytes: Buffer.from('<?xml version="1.0"?><a>x</a>') }],
  ["JavaScript", { name: "app.js", type: "text/javascript", bytes: Buffer.from("window.__xss=1") }],
  ["JavaScript renamed .gif", { name: "a.gif", type: "image/gif", bytes: Buffer.from("alert(1)//GIF") }],
  ["JSON renamed .png", { name: "data.png", type: "image/png", bytes: Buffer.from('{"a":"<script>alert(1)</script>"}') }],
  ["JSON", { name: "data.json", type: "application/json", bytes: Buffer.from("[1,2,3]") }],
  ["CSS", { name: "a.css", type: "text/css", bytes: Buffer.from("body{background:url(javascript:alert(1))}") }],
  ["plain text", { name: "a.txt", type: "text/plain", bytes: Buffer.from("hello") }],
  ["no extension", { name: "README", type: "application/octet-stream", bytes: Buffer.from("<script>alert(1)</script>") }],
  ["no name", { name: "", type: "application/octet-stream", bytes: Buffer.from("<script>alert(1)</script>") }],
  ["a 300-character name", { name: `${"a".repeat(296)}.png`, type: "image/png", bytes: Buffer.from("<script>alert(1)</script>") }],
  ["../ in the name", { name: "../../etc/passwd.png", type: "image/png", bytes: Buffer.from("root:x:0:0") }],
  ["..\\ in the name", { name: "..\\..\\windows\\win.ini", type: "image/png", bytes: Buffer.from("[fonts]") }],
  ["NUL in the name", { name: "a.html\u0000.png", type: "image/png", bytes: html("<script>alert(1)</script>") }],
  ["an empty file", { name: "empty.png", type: "image/png", bytes: Buffer.alloc(0) }],
  ["one byte", { name: "one.png", type: "image/png", bytes: Buffer.from([0x89]) }],
  ["a truncated PNG signature", { name: "short.png", type: "image/png", bytes: PNG.subarray(0, 8) }],
  [
    "a PNG signature without IHDR",
    { name: "bad.png", type: "image/png", bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.from("<script>alert(1)</script>")]) },
  ],
  ["GIF-like text", { name: "a.gif", type: "image/gif", bytes: Buffer.from("GIF8") }],
  ["a short PDF header", { name: "a.pdf", type: "application/pdf", bytes: Buffer.from("%PDF") }],
  [
    "a Windows executable",
    { name: "a.exe", type: "application/octet-stream", bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]) },
  ],
  ["an ELF binary", { name: "a.png", type: "image/png", bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(32)]) }],
  ["a ZIP archive", { name: "a.docx", type: "application/zip", bytes: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(32)]) }],
  ["a BMP image", { name: "a.bmp", type: "image/bmp", bytes: Buffer.concat([Buffer.from("BM"), Buffer.alloc(64)]) }],
  ["an ICO image", { name: "favicon.ico", type: "image/x-icon", bytes: Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]) }],
  ["a TIFF image", { name: "a.tif", type: "image/tiff", bytes: Buffer.concat([Buffer.from("II*\0"), Buffer.alloc(32)]) }],
  ["a Flash file", { name: "a.swf", type: "application/x-shockwave-flash", bytes: Buffer.concat([Buffer.from("FWS"), Buffer.alloc(32)]) }],
  ["a PHP script renamed .jpg", { name: "shell.php.jpg", type: "image/jpeg", bytes: Buffer.from("<?php system($_GET['c']); ?>") }],
  [
    "RIFF that is not WebP",
    { name: "a.webp", type: "image/webp", bytes: Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVEfmt "), Buffer.alloc(16)]) },
  ],
  [
    "an MP4 that is not AVIF",
    {
      name: "a.avif",
      type: "image/avif",
      bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom\0\0\0\0mp41"), Buffer.alloc(16)]),
    },
  ],
  ["UTF-16 HTML", { name: "a.png", type: "image/png", bytes: Buffer.from("\ufeff<script>alert(1)</script>", "utf16le") }],
  [
    "an oversized SVG",
    { name: "big.svg", type: "image/svg+xml", bytes: Buffer.concat([Buffer.from("<svg>"), Buffer.alloc(300 * 1024, 0x20)]) },
  ],
  ["JPEG magic bytes then text", { name: "photo.jpg", type: "image/jpeg", bytes: BROKEN_JPEG }],
  [
    "JPEG magic bytes then HTML",
    { name: "photo.jpg", type: "image/jpeg", bytes: Buffer.concat([JPEG.subarray(0, 4), html("<script>alert(1)</script>")]) },
  ],
  ["a decompression bomb: 60 megapixels in 42 bytes", { name: "bomb.gif", type: "image/gif", bytes: pixelBomb(10_000, 6_000) }],
  ["an animation of 64 megapixels in frames of 16", { name: "frames.gif", type: "image/gif", bytes: pixelBomb(4_000, 4_000, 4) }],
];

/** Allowed bytes under hostile names and declared types: kept, but only ever served as what the bytes are. */
const acceptedButHarmless: Array<[string, { name: string; type: string; bytes: Buffer }, string]> = [
  [
    "a PNG then HTML (polyglot)",
    { name: "poly.html", type: "text/html", bytes: Buffer.concat([PNG, html("<script>alert(1)</script>")]) },
    "image/png",
  ],
  ["a PNG named .svg", { name: "x.svg", type: "image/svg+xml", bytes: PNG }, "image/png"],
  ["a PNG with a 300-character name", { name: `${"b".repeat(296)}.png`, type: "image/png", bytes: PNG }, "image/png"],
  ["a PNG with ../ in the name", { name: "../../../outside.png", type: "image/png", bytes: PNG }, "image/png"],
  ["a JPEG with NUL in the name", { name: "a.html\u0000.jpg", type: "text/html", bytes: JPEG }, "image/jpeg"],
  ["a GIF without extension", { name: "noext", type: "application/octet-stream", bytes: GIF }, "image/gif"],
  [
    "a PDF with JavaScript inside",
    { name: "a.pdf", type: "application/pdf", bytes: Buffer.concat([PDF, Buffer.from("/JS (app.alert(1))")]) },
    "application/pdf",
  ],
];

describe("crafted uploads", () => {
  it("has at least 40 crafted files", () => {
    expect(refused.length + acceptedButHarmless.length).toBeGreaterThanOrEqual(40);
  });

  it.each(refused)("refuses %s", async (_name, file) => {
    const before = fs.existsSync(config.uploadDir) ? fs.readdirSync(config.uploadDir).length : 0;
    const response = await upload(file);
    expect([400, 413, 415]).toContain(response.statusCode);
    const after = fs.existsSync(config.uploadDir) ? fs.readdirSync(config.uploadDir).length : 0;
    expect(after).toBe(before);
  });

  it.each(acceptedButHarmless)("keeps %s under a generated name and serves it only as its type", async (_name, file, mimeType) => {
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const stored = response.json<{ result: { url: string; name: string; mimeType: string; size: number } }>().result;
    expect(stored.mimeType).toBe(mimeType);
    expect(stored.url).toMatch(/^\/api\/upload\/[0-9a-f]{32}\.(png|jpg|gif|pdf)$/);
    // eslint-disable-next-line no-control-regex
    expect(stored.name).not.toMatch(/[/\\\u0000]/);
    expect(stored.name.length).toBeLessThanOrEqual(200);
    const served = await app.inject({ method: "GET", url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^(image\/(png|jpeg|gif|webp|avif)|application\/pdf)$/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(served.rawPayload.length).toBe(stored.size);
    // An image is written again, so nothing that followed it survives; a PDF is kept byte for byte.
    expect(served.rawPayload.includes("<script>")).toBe(false);
    if (mimeType === "application/pdf") expect(served.rawPayload.equals(file.bytes)).toBe(true);
  });

  it("refuses uploads in the wrong form field, without a body, or not as multipart", async () => {
    expect((await upload({ name: "a.png", type: "image/png", bytes: PNG, field: "other" })).statusCode).toBe(400);
    const notMultipart = await app.inject({
      method: "POST",
      url: "/api/admin/files/upload",
      headers: { authorization: `Bearer ${token}` },
      payload: { file: PNG.toString("base64") },
    });
    expect(notMultipart.statusCode).toBe(415);
    const broken = await app.inject({
      method: "POST",
      url: "/api/admin/files/upload",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=nothing" },
      payload: "garbage",
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it("leaves only generated names in the upload folder", async () => {
    await app.imageVariants.idle();
    // Uploads, and their width variants (docs/decisions/0034).
    for (const name of fs.readdirSync(config.uploadDir)) expect(name).toMatch(/^[0-9a-f]{32}(-\d+)?\.(png|jpg|gif|pdf|avif|webp)$/);
    expect(fs.existsSync(path.join(config.dataDir, "outside.png"))).toBe(false);
  });
});

describe("path traversal against /api/upload/", () => {
  const CANARY = `canary-${Math.random().toString(36).slice(2)}`;
  // Next to the upload folder (in DATA_DIR), one level up, and under a name a stored file could have.
  fs.mkdirSync(config.uploadDir, { recursive: true });
  fs.writeFileSync(path.join(config.dataDir, "canary.txt"), CANARY);
  fs.writeFileSync(path.join(config.dataDir, "0123456789abcdef0123456789abcdef.png"), CANARY);
  fs.writeFileSync(path.join(path.dirname(config.dataDir), `canary-${path.basename(config.dataDir)}.txt`), CANARY);
  const upName = `canary-${path.basename(config.dataDir)}.txt`;

  const dot = [".", "%2e", "%2E", "%252e", "%c0%ae", "%e0%80%ae", "%u002e", "%25c0%25ae", "%%32%65", "\u2024"];
  const slash = ["/", "%2f", "%2F", "%252f", "\\", "%5c", "%5C", "%255c", "%c0%af", "%c1%9c", "%e0%80%af", "%u2215", "//"];
  const targets = ["canary.txt", "0123456789abcdef0123456789abcdef.png", `../${upName}`, "lawfirm.sqlite", "etc/passwd"];
  const payloads = new Set<string>();
  for (const d of dot) for (const s of slash) payloads.add(`${d}${d}${s}canary.txt`);
  for (const target of targets) {
    payloads.add(`../${target}`);
    payloads.add(`..%2f${target}`);
    payloads.add(`%2e%2e%2f${target}`);
    payloads.add(`%252e%252e%252f${target}`);
    payloads.add(`..\\${target}`);
    payloads.add(`..%5c${target}`);
    payloads.add(`%c0%ae%c0%ae/${target}`);
    payloads.add(`%c0%ae%c0%ae%c0%af${target}`);
    payloads.add(`....//${target}`);
    payloads.add(`..;/${target}`);
    payloads.add(`.%2e/${target}`);
    payloads.add(`%2e./${target}`);
    payloads.add(`x/../../${target}`);
    payloads.add(`../../../../../../${target}`);
    payloads.add(`..%00/${target}`);
    payloads.add(`${target}%00.png`);
    payloads.add(`%2f${target}`);
    payloads.add(`/${target}`);
  }
  payloads.add("..");
  payloads.add("%2e%2e");
  payloads.add(".");
  payloads.add("");
  payloads.add("%00");
  payloads.add("0123456789abcdef0123456789abcdef.png/..");
  payloads.add("0123456789abcdef0123456789abcdef.png%2f..%2f..%2fcanary.txt");
  const list = [...payloads];

  it("tries at least 50 encodings", () => {
    expect(list.length).toBeGreaterThanOrEqual(50);
  });

  it("answers 400 or 404 to every one, and never a byte from outside the upload folder", async () => {
    const failures: string[] = [];
    for (const payload of list) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await app.inject({ method, url: `/api/upload/${payload}` });
        if (![400, 404].includes(response.statusCode)) failures.push(`${method} ${payload} -> ${response.statusCode}`);
        if (response.body.includes(CANARY) || response.body.includes("SQLite format")) failures.push(`${method} ${payload} leaked`);
      }
    }
    expect(failures).toEqual([]);
  });
});
