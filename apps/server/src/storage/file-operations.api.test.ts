import fs from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { startS3Server, storageEnvironment, TEST_STORAGES } from "../../test/s3-server.ts";
import { multipartFile, uploadFile } from "../../test/upload-helpers.ts";
import { imageOf } from "../modules/files/test-images.ts";
import type { ObjectStore } from "./object-store.ts";

/** The keys of an upload's objects: the original and its variants. */
async function objectsOf(store: ObjectStore, url: string): Promise<string[]> {
  const hex = url.split("/").pop()!.split(".")[0]!;
  const keys: string[] = [];
  for await (const object of store.list(hex)) keys.push(object.key);
  return keys.sort();
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#204060", noise: { type: "gaussian", mean: 120, sigma: 30 } } })
    .jpeg()
    .toBuffer();

// The file operations, once on local disk and once in an S3 bucket (decision 0079): the rest of
// the suite runs on disk, which the same interface serves.
describe.each(TEST_STORAGES)("files kept on %s", async (kind) => {
  const { app, storage, login } = await createTestApp(await storageEnvironment(kind));
  const token = await login();
  const admin = (method: "GET" | "DELETE" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it("keeps an upload in the store and serves it with its type, tag, date and the upload's headers", async () => {
    const png = await imageOf("png");
    const file = await uploadFile(app, token, { name: "Logo.png", bytes: png });
    // Its variants may be being made meanwhile.
    expect(await objectsOf(storage.uploads, file.url)).toContain(file.url.split("/").pop());
    const served = await app.inject({ method: "GET", url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(file.size),
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(served.headers.etag).toMatch(/^".+"$/);
    expect(Date.parse(String(served.headers["last-modified"]))).toBeGreaterThan(Date.now() - 60_000);
    expect(served.rawPayload.length).toBe(file.size);
  });

  it("answers 304 to a client whose copy is current, by tag or by date", async () => {
    const file = await uploadFile(app, token, { name: "Cover.png", bytes: await imageOf("png") });
    const first = await app.inject({ method: "GET", url: file.url });
    const byTag = await app.inject({ method: "GET", url: file.url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(first.headers.etag);
    const byDate = await app.inject({
      method: "GET",
      url: file.url,
      headers: { "if-modified-since": String(first.headers["last-modified"]) },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await app.inject({ method: "GET", url: file.url, headers: { "if-none-match": '"another"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("serves a range of a file, its end, and refuses one past the end", async () => {
    const pdf = Buffer.from(`%PDF-1.7\n${"x".repeat(200)}\n%%EOF`, "latin1");
    const file = await uploadFile(app, token, { name: "Brochure.pdf", bytes: pdf });
    const part = await app.inject({ method: "GET", url: file.url, headers: { range: "bytes=0-7" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.headers["content-length"]).toBe("8");
    expect(part.rawPayload.toString("latin1")).toBe("%PDF-1.7");
    const end = await app.inject({ method: "GET", url: file.url, headers: { range: "bytes=-5" } });
    expect(end.statusCode).toBe(206);
    expect(end.rawPayload.toString("latin1")).toBe("%%EOF");
    const past = await app.inject({ method: "GET", url: file.url, headers: { range: `bytes=${pdf.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${pdf.length}`);
    // A range of another copy than the client's: the whole file.
    const changed = await app.inject({ method: "GET", url: file.url, headers: { range: "bytes=0-7", "if-range": '"another"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(pdf.length);
  });

  it("answers a HEAD with the GET's headers and no body, a range's too", async () => {
    const pdf = Buffer.from(`%PDF-1.7\n${"x".repeat(300)}\n%%EOF`, "latin1");
    const file = await uploadFile(app, token, { name: "Terms.pdf", bytes: pdf });
    const get = await app.inject({ method: "GET", url: file.url });
    const head = await app.inject({ method: "HEAD", url: file.url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const { date: _getDate, ...getHeaders } = get.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    expect(headHeaders).toEqual(getHeaders);
    expect(head.headers["content-length"]).toBe(String(pdf.length));
    const part = await app.inject({ method: "HEAD", url: file.url, headers: { range: "bytes=0-7" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ "content-range": `bytes 0-7/${pdf.length}`, "content-length": "8" });
    expect((await app.inject({ method: "HEAD", url: "/api/upload/0123456789abcdef0123456789abcdef.pdf" })).statusCode).toBe(404);
  });

  it("makes an image's variants in the store and serves the one asked for", async () => {
    const file = await uploadFile(app, token, { name: "Team.jpg", bytes: await photo(500, 300) });
    await app.imageVariants.idle();
    const hex = file.url.split("/").pop()!.split(".")[0]!;
    expect(await objectsOf(storage.uploads, file.url)).toEqual(
      [`${hex}.jpg`, ...[320, 480, 500].flatMap((width) => ["avif", "jpg", "webp"].map((format) => `${hex}-${width}.${format}`))].sort(),
    );
    const variant = await app.inject({ method: "GET", url: `${file.url}?w=400&f=webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: "webp", width: 480 });
    const again = await app.inject({
      method: "GET",
      url: `${file.url}?w=400&f=webp`,
      headers: { "if-none-match": String(variant.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("keeps an icon's cleaned SVG and serves it with the drawing's policy", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const { payload, headers } = multipartFile({ name: "scale.svg", bytes: svg });
    const answer = await app.inject({
      method: "POST",
      url: "/api/admin/icon/upload",
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { url } = answer.json<{ result: { url: string } }>().result;
    const served = await app.inject({ method: "GET", url });
    expect(served.headers["content-type"]).toContain("image/svg+xml");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.body).not.toContain("script");
  });

  it("keeps a file a place uses, and removes an unused one with its variants from the store", async () => {
    const used = await uploadFile(app, token, { name: "Banner.png", bytes: await imageOf("png") });
    await admin("POST", "/api/admin/banner", { lang: "de_DE", imgPath: used.url, title: "Willkommen" });
    expect((await admin("DELETE", `/api/admin/media/${used.fileId}`)).statusCode).toBe(409);
    expect(await objectsOf(storage.uploads, used.url)).not.toEqual([]);

    const unused = await uploadFile(app, token, { name: "Old.jpg", bytes: await photo(400, 200) });
    await app.imageVariants.idle();
    expect((await objectsOf(storage.uploads, unused.url)).length).toBeGreaterThan(1);
    expect((await admin("DELETE", `/api/admin/media/${unused.fileId}`)).statusCode).toBe(200);
    await app.imageVariants.idle();
    expect(await objectsOf(storage.uploads, unused.url)).toEqual([]);
    expect((await app.inject({ method: "GET", url: unused.url })).statusCode).toBe(404);
  });
});

// A photo's HEAD (a crawler's, a CDN's, a client waiting for a variant) used to read the whole
// file to throw it away; it is answered from the file's description.
describe("a HEAD of an upload", async () => {
  const { app, login } = await createTestApp();
  const token = await login();

  it("does not open the file, which a GET reads", async () => {
    const file = await uploadFile(app, token, { name: "Scan.pdf", bytes: Buffer.from(`%PDF-1.7\n${"y".repeat(5000)}\n%%EOF`, "latin1") });
    const storedName = file.url.split("/").pop()!;
    const open = vi.spyOn(fs, "open");
    try {
      const opensOfTheFile = () => open.mock.calls.filter(([opened]) => String(opened).endsWith(storedName)).length;
      expect((await app.inject({ method: "HEAD", url: file.url })).statusCode).toBe(200);
      expect((await app.inject({ method: "HEAD", url: file.url, headers: { range: "bytes=0-99" } })).statusCode).toBe(206);
      expect(opensOfTheFile()).toBe(0);
      expect((await app.inject({ method: "GET", url: file.url })).statusCode).toBe(200);
      expect(opensOfTheFile()).toBe(1);
    } finally {
      open.mockRestore();
    }
  });
});

describe("readiness with files in a bucket", async () => {
  const server = await startS3Server();
  const { app } = await createTestApp(server.environment);

  it("answers 503 while the bucket cannot be reached, and ready again once it can", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    await server.stop();
    const away = await app.inject({ method: "GET", url: "/api/health/ready", headers: { "accept-language": "en" } });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ status: 503, message: "The file storage is not answering" });
    // An upload answers 503 meanwhile; the site's pages and the API not about files keep answering.
    const upload = await app.inject({ method: "GET", url: "/api/upload/0123456789abcdef0123456789abcdef.png" });
    expect(upload.statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/api/common/language" })).statusCode).toBe(200);
    await server.start();
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});
