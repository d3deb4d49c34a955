import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { storageEnvironment, TEST_STORAGES } from "../../../test/s3-server.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { multipartFile } from "../../../test/upload-helpers.ts";
import { BROKEN_JPEG, imageOf, jpegWithComments, PHONE_METADATA_TEXTS, phoneJpeg, pixelBomb, pngWithText } from "./test-images.ts";

// Uploads kept and served, once on local disk and once in an S3 bucket (decision 0079).
describe.each(TEST_STORAGES)("files kept on %s", async (kind) => {
  const { app, db, login } = await createTestApp({ UPLOAD_MAX_MB: "0.05", ...(await storageEnvironment(kind)) });
  const token = await login();

  const PNG = await imageOf("png");
  const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF", "latin1");

  const upload = (fileName: string, bytes: Buffer, contentType?: string, field?: string, authorization = `Bearer ${token}`) => {
    const { payload, headers } = multipartFile({ name: fileName, bytes, type: contentType, field });
    return app.inject({ method: "POST", url: "/api/admin/files/upload", payload, headers: { ...headers, authorization } });
  };

  describe("uploads", () => {
    it("keeps a PNG under a generated name and serves it with its type, nosniff and long caching", async () => {
      const response = await upload("Team photo.png", PNG, "image/png");
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: { fileId: number; url: string; name: string; mimeType: string; size: number } }>();
      expect(result.fileId).toBeGreaterThan(0);
      expect(result.url).toMatch(/^\/api\/upload\/[0-9a-f]{32}\.png$/);
      expect(result).toMatchObject({ name: "Team photo.png", mimeType: "image/png" });

      const served = await app.inject({ method: "GET", url: result.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["cache-control"]).toContain("max-age=31536000");
      expect(served.rawPayload.length).toBe(result.size);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 4, height: 3 });
    });

    it("recognises JPEG, GIF, WebP, AVIF and PDF by their bytes, whatever the name", async () => {
      const samples: [string, Buffer, string][] = [
        ["photo.bin", await imageOf("jpeg"), "image/jpeg"],
        ["anim.png", await imageOf("gif"), "image/gif"],
        ["image", await imageOf("webp"), "image/webp"],
        ["picture.avif", await imageOf("avif"), "image/avif"],
        ["brochure.pdf", PDF, "application/pdf"],
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

    it("removes the GPS position and all other metadata of a phone photo, and stores it upright", async () => {
      const photo = await phoneJpeg();
      const response = await upload("IMG_0042.jpg", photo, "image/jpeg");
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: { fileId: number; url: string; mimeType: string; size: number } }>();
      expect(result.mimeType).toBe("image/jpeg");
      const served = (await app.inject({ method: "GET", url: result.url })).rawPayload;
      const row = await db.selectFrom("uploadedFiles").select("sizeBytes").where("id", "=", result.fileId).executeTakeFirstOrThrow();
      expect([result.size, row.sizeBytes]).toEqual([served.length, served.length]);
      const metadata = await sharp(served).metadata();
      // Taken as 2×1 with orientation 6: the stored pixels are 1×2, and no tag turns them again.
      expect(metadata).toMatchObject({ format: "jpeg", width: 1, height: 2 });
      expect(metadata.orientation ?? 1).toBe(1);
      expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
      for (const text of PHONE_METADATA_TEXTS) {
        expect(photo.includes(text), text).toBe(true);
        expect(served.includes(text), text).toBe(false);
      }
    });

    it("removes the text chunks of a PNG", async () => {
      const png = await pngWithText("Drawn by J. Doe, Leopoldstrasse 12");
      expect((await sharp(png).metadata()).comments).toHaveLength(1);
      const { result } = (await upload("plan.png", png, "image/png")).json<{ result: { url: string } }>();
      const served = (await app.inject({ method: "GET", url: result.url })).rawPayload;
      expect((await sharp(served).metadata()).comments).toBeUndefined();
      expect(served.includes("Leopoldstrasse")).toBe(false);
    });

    it("keeps a PDF byte for byte", async () => {
      const { result } = (await upload("brochure.pdf", PDF)).json<{ result: { url: string; size: number } }>();
      expect(result.size).toBe(PDF.length);
      expect((await app.inject({ method: "GET", url: result.url })).rawPayload.equals(PDF)).toBe(true);
    });

    it("refuses with 415 a file that starts like a JPEG but is not an image", async () => {
      const response = await upload("photo.jpg", BROKEN_JPEG, "image/jpeg");
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toMatch(/^The image cannot be read/);
    });

    it("refuses with 413 an image of more than 50 megapixels, however few bytes it has", async () => {
      const response = await upload("huge.gif", pixelBomb(10_000, 6_000), "image/gif");
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(
        "The image has 60 megapixels; at most 50 megapixels can be uploaded. Make it smaller and upload it once more.",
      );
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
      const json = await app.inject({
        method: "POST",
        url: "/api/admin/files/upload",
        payload: { file: "x" },
        headers: { authorization: token },
      });
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
});

// Decision 0115: an upload is written to a file as it arrives, and the image process reads it there.
describe("a large upload", async () => {
  const { app, login } = await createTestApp({ UPLOAD_MAX_MB: "8" });
  const token = await login();

  it("is never held whole in one Buffer by the server", async () => {
    const photo = await jpegWithComments(3 * 1024 * 1024);
    const { payload, headers } = multipartFile({ name: "scan.jpg", bytes: photo, type: "image/jpeg" });
    const concat = vi.spyOn(Buffer, "concat");
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/admin/files/upload",
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      // Cleaned in the image process: the comments are gone.
      expect(response.json<{ result: { size: number } }>().result.size).toBeLessThan(100_000);
      const joined = concat.mock.results.map((result) => (result.type === "return" ? (result.value as Buffer).length : 0));
      expect(Math.max(0, ...joined)).toBeLessThan(photo.length / 4);
    } finally {
      concat.mockRestore();
    }
  });
});
