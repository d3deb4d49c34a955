import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { storageEnvironment, TEST_STORAGES } from "../../../test/s3-server.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { resetImageProcess } from "../../images/image-tasks.ts";
import { readObject, type ObjectStore } from "../../storage/object-store.ts";
import { multipartFile } from "../../../test/upload-helpers.ts";
import { removeUploadFiles } from "./files.service.ts";
import { variantFileName } from "./image-variants.ts";
import { animation, PHONE_METADATA_TEXTS, phoneJpeg, pixelBomb } from "./test-images.ts";
import { createVariantQueue, makeMissingVariants } from "./variant-queue.ts";

// The system's temporary folder is one of this file's own while it runs: what the uploads and the
// variants leave there (decision 0126: the image process's files) is this file's alone to see.
const systemTemporary = process.env.TMPDIR;
const temporary = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-image-variants-test-"));
process.env.TMPDIR = temporary;
afterAll(async () => {
  if (systemTemporary === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemporary;
  await fs.rm(temporary, { recursive: true, force: true });
});

/** The temporary folders of uploads and variants still there: none once each is done, whatever its end. */
const leftFolders = async () => (await fs.readdir(temporary)).filter((name) => /^lawfirm-(upload|variants)-/.test(name));

// The variants' file operations, once on local disk and once in an S3 bucket (decision 0079).
describe.each(TEST_STORAGES)("files kept on %s", async (kind) => {
  // The server's own worker looks only when woken (its uploads): the tests' workers below count every write.
  const { app, db, config, storage, login } = await createTestApp(
    { IMAGE_MAX_MEGAPIXELS: "1", ...(await storageEnvironment(kind)) },
    { variantTiming: { pollMs: 3_600_000 } },
  );
  const token = await login();

  async function upload(fileName: string, bytes: Buffer) {
    const { payload, headers } = multipartFile({ name: fileName, bytes });
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/files/upload",
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return response;
  }

  async function uploaded(fileName: string, bytes: Buffer) {
    const response = await upload(fileName, bytes);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ result: { url: string } }>().result;
    return { url, storedName: path.basename(url) };
  }

  /** The keys of the uploads' store that start with `prefix`, sorted. */
  async function keysOf(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of storage.uploads.list(prefix)) keys.push(object.key);
    return keys.sort();
  }

  const uploadRow = (storedName: string) =>
    db
      .selectFrom("uploadedFiles")
      .select(["width", "height", "variantWidths", "variantFormats"])
      .where("storedName", "=", storedName)
      .executeTakeFirstOrThrow();

  /** A photo with a gradient, so that every format has something to compress. */
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#204060", noise: { type: "gaussian", mean: 120, sigma: 30 } } })
      .jpeg()
      .toBuffer();

  // A phone photo of 750×1000 stored sideways: shown 750 wide and 1000 high, with EXIF, GPS, XMP and IPTC.
  const phone = await uploaded("IMG_0042.jpg", await phoneJpeg(1000, 750));
  await app.imageVariants.idle();

  describe("image variants", () => {
    it("records the upright size and makes every width up to the original's in AVIF, WebP and JPEG", async () => {
      expect(await uploadRow(phone.storedName)).toEqual({
        width: 750,
        height: 1000,
        variantWidths: "320,480,720,750",
        variantFormats: "avif,webp,jpg",
      });
      for (const width of [320, 480, 720, 750]) {
        for (const format of ["avif", "webp", "jpg"] as const) {
          const bytes = (await readObject(storage.uploads, variantFileName(phone.storedName, width, format)))!;
          const metadata = await sharp(bytes).metadata();
          expect(metadata, `${width} ${format}`).toMatchObject({
            format: format === "jpg" ? "jpeg" : format === "avif" ? "heif" : format,
            width,
            height: Math.round((width * 1000) / 750),
          });
          expect([metadata.exif, metadata.xmp, metadata.iptc], `${width} ${format}`).toEqual([undefined, undefined, undefined]);
          expect(metadata.orientation ?? 1).toBe(1);
          for (const text of PHONE_METADATA_TEXTS) expect(bytes.includes(text), `${text} in ${width}.${format}`).toBe(false);
        }
      }
    });

    it("makes a picture wider than the widest variant from its pixels at that width, and records the picture's own size", async () => {
      const photo = await sharp({ create: { width: 2600, height: 260, channels: 3, background: "#3366aa" } })
        .jpeg()
        .toBuffer();
      const wide = await uploaded("wide.jpg", photo);
      await app.imageVariants.idle();
      expect(await uploadRow(wide.storedName)).toEqual({
        width: 2600,
        height: 260,
        variantWidths: "320,480,720,960,1280,1600,2400",
        variantFormats: "avif,webp,jpg",
      });
      const largest = await sharp((await readObject(storage.uploads, variantFileName(wide.storedName, 2400, "jpg")))!).metadata();
      expect([largest.width, largest.height]).toEqual([2400, 240]);
    });

    it("serves the narrowest variant at least as wide as asked, in the format asked, cached for a year", async () => {
      const cases: [string, string, number][] = [
        ["?w=640&f=avif", "image/avif", 720],
        ["?w=320&f=webp", "image/webp", 320],
        ["?w=321", "image/jpeg", 480],
        ["?w=2400&f=webp", "image/webp", 750],
        ["?f=avif", "image/avif", 750],
        ["?w=1", "image/jpeg", 320],
      ];
      for (const [query, type, width] of cases) {
        const response = await app.inject({ method: "GET", url: `${phone.url}${query}` });
        expect(response.statusCode, query).toBe(200);
        expect(response.headers["content-type"], query).toBe(type);
        expect(response.headers["cache-control"], query).toBe("public, max-age=31536000, immutable");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
        expect((await sharp(response.rawPayload).metadata()).width, query).toBe(width);
      }
    });

    it("answers the upload before its variants are made, and serves them once they are", async () => {
      const { url, storedName } = await uploaded("team.jpg", await photo(900, 600));
      // Fifteen encodings follow the answer; one query of the database does not wait for them.
      expect(await uploadRow(storedName)).toEqual({ width: 900, height: 600, variantWidths: null, variantFormats: null });
      await app.imageVariants.idle();
      const served = await app.inject({ method: "GET", url: `${url}?w=900&f=webp` });
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(await uploadRow(storedName)).toMatchObject({ variantWidths: "320,480,720,900" });
    });

    it("serves the original, cached only for a minute, while the variants are not made yet", async () => {
      await db.updateTable("uploadedFiles").set({ variantWidths: null }).where("storedName", "=", phone.storedName).execute();
      const response = await app.inject({ method: "GET", url: `${phone.url}?w=320&f=avif` });
      await db.updateTable("uploadedFiles").set({ variantWidths: "320,480,720,750" }).where("storedName", "=", phone.storedName).execute();
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["cache-control"]).toBe("public, max-age=60");
      expect((await sharp(response.rawPayload).metadata()).width).toBe(750);
    });

    it.each([
      ["?w=abc", "w must be a width in pixels from 1 to 10000"],
      ["?w=0", "w must be a width in pixels from 1 to 10000"],
      ["?w=-5", "w must be a width in pixels from 1 to 10000"],
      ["?w=640.5", "w must be a width in pixels from 1 to 10000"],
      ["?w=99999", "w must be a width in pixels from 1 to 10000"],
      ["?w=320&w=640", "w must be a width in pixels from 1 to 10000"],
      ["?w=", "w must be a width in pixels from 1 to 10000"],
      ["?f=gif", "f must be one of these formats: avif, webp"],
      ["?f=AVIF", "f must be one of these formats: avif, webp"],
      ["?f=avif&f=webp", "f must be one of these formats: avif, webp"],
    ])("refuses %s with a 400 that says what is allowed", async (query, text) => {
      const response = await app.inject({ method: "GET", url: `${phone.url}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(text);
    });

    it("answers 404, not a 500, for a variant of an upload that does not exist", async () => {
      const response = await app.inject({ method: "GET", url: "/api/upload/0123456789abcdef0123456789abcdef.jpg?w=320&f=avif" });
      expect(response.statusCode).toBe(404);
    });

    it("keeps transparency: a PNG's fallback variants are PNG", async () => {
      const logo = await sharp({ create: { width: 500, height: 200, channels: 4, background: "#1f3a5f80" } })
        .png()
        .toBuffer();
      const { url, storedName } = await uploaded("logo.png", logo);
      await app.imageVariants.idle();
      expect(await uploadRow(storedName)).toMatchObject({
        width: 500,
        height: 200,
        variantWidths: "320,480,500",
        variantFormats: "avif,webp,png",
      });
      const served = await app.inject({ method: "GET", url: `${url}?w=400` });
      expect(served.headers["content-type"]).toBe("image/png");
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 480, hasAlpha: true });
    });

    it("makes no variants of an animation, and serves it as it is whatever is asked", async () => {
      const { url, storedName } = await uploaded("moving.gif", await animation("gif", ["#ff0000", "#00ff00"], 400, 300));
      await app.imageVariants.idle();
      expect(await uploadRow(storedName)).toEqual({ width: 400, height: 300, variantWidths: "", variantFormats: null });
      const served = await app.inject({ method: "GET", url: `${url}?w=320&f=webp` });
      expect(served.headers["content-type"]).toBe("image/gif");
      expect(served.headers["cache-control"]).toContain("immutable");
      expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(2);
    });

    it("refuses an image above IMAGE_MAX_MEGAPIXELS from its header, before decoding it", async () => {
      // A few bytes promising 2000×1000 pixels: decoding them is what must not happen.
      const response = await upload("huge.gif", pixelBomb(2000, 1000));
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(
        "The image has 2 megapixels; at most 1 megapixels can be uploaded. Make it smaller and upload it once more.",
      );
      expect(await leftFolders()).toEqual([]);
    });

    it("makes the missing variants of images uploaded before variants existed, as npm run images:variants does", async () => {
      const { storedName } = await uploaded("office.jpg", await photo(600, 400));
      await app.imageVariants.idle();
      // As an upload from before this server version: no size, no variants.
      await db.updateTable("uploadedFiles").set({ width: null, height: null, variantWidths: null, variantFormats: null }).execute();
      await storage.uploads.delete((await keysOf("")).filter((name) => name.includes("-")));

      const made = await makeMissingVariants({ db, uploads: storage.uploads, maxPixels: config.imageMaxPixels, log: app.log });
      // The phone photo, the team photo, the wide picture, the PNG logo, the animation and the office photo.
      expect(made).toEqual({ missing: 6, left: 0 });
      expect(await uploadRow(storedName)).toEqual({
        width: 600,
        height: 400,
        variantWidths: "320,480,600",
        variantFormats: "avif,webp,jpg",
      });
      expect(await uploadRow(phone.storedName)).toMatchObject({ variantWidths: "320,480,720,750" });
      const served = await app.inject({ method: "GET", url: `/api/upload/${storedName}?w=480&f=avif` });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "heif", width: 480 });
      expect(await makeMissingVariants({ db, uploads: storage.uploads, maxPixels: config.imageMaxPixels, log: app.log })).toEqual({
        missing: 0,
        left: 0,
      });
    });

    it("removes an upload's variants with it, and nothing of another upload", async () => {
      const doomed = await uploaded("old.jpg", await photo(400, 300));
      const kept = await uploaded("kept.jpg", await photo(400, 300));
      await app.imageVariants.idle();
      const filesOf = (storedName: string) => keysOf(storedName.slice(0, 32));
      expect(await filesOf(doomed.storedName)).toHaveLength(1 + 2 * 3);
      await removeUploadFiles(storage.uploads, [doomed.storedName]);
      expect(await filesOf(doomed.storedName)).toEqual([]);
      expect(await filesOf(kept.storedName)).toHaveLength(1 + 2 * 3);
    });

    it("makes each image's variants once when two server processes share the database and the files", async () => {
      const shared = await Promise.all(
        ["shared-1.jpg", "shared-2.jpg", "shared-3.jpg"].map(async (name) => uploaded(name, await photo(700, 500))),
      );
      await app.imageVariants.idle();
      const names = shared.map((upload) => upload.storedName);
      await db.updateTable("uploadedFiles").set({ variantWidths: null, variantFormats: null }).where("storedName", "in", names).execute();
      // Each process's store counts what it writes: together, each variant file is written once.
      const writes: string[] = [];
      const counting: ObjectStore = {
        ...storage.uploads,
        putFile: (key, file, contentType) => {
          writes.push(key);
          return storage.uploads.putFile(key, file, contentType);
        },
      };
      const processOn = (name: string) =>
        createVariantQueue({ db, uploads: counting, maxPixels: config.imageMaxPixels, log: app.log, name, timing: { wakeDelaysMs: [] } });
      const [first, second] = [processOn("first"), processOn("second")];
      // Both look for the missing variants as a starting server does, and race for the three jobs.
      expect(await Promise.all([first.addMissing(), second.addMissing()])).toEqual([3, 3]);
      await Promise.all([first.idle(), second.idle()]);
      await Promise.all([first.close(), second.close()]);
      for (const storedName of names) {
        expect(await uploadRow(storedName)).toMatchObject({ variantWidths: "320,480,700", variantFormats: "avif,webp,jpg" });
      }
      expect(writes).toHaveLength(3 * 3 * 3);
      expect(new Set(writes).size).toBe(writes.length);
      expect(await db.selectFrom("variantJobs").selectAll().execute()).toEqual([]);
      const files = (await Promise.all(names.map((name) => keysOf(name.slice(0, 32))))).flat();
      expect(files.filter((file) => file.endsWith(".part"))).toEqual([]);
      expect(files).toHaveLength(3 * (1 + 3 * 3));
      expect(await leftFolders()).toEqual([]);
    });

    /** A photo uploaded, its variants made, then its record of them removed: the variants job's work again. */
    const uploadedWithoutVariants = async (name: string) => {
      const { storedName } = await uploaded(name, await photo(500, 400));
      await app.imageVariants.idle();
      await db
        .updateTable("uploadedFiles")
        .set({ variantWidths: null, variantFormats: null })
        .where("storedName", "=", storedName)
        .execute();
      return storedName;
    };
    /** A variants queue of its own that retries at once: the jobs it added, all run. */
    const runVariantQueueOnce = async (name: string) => {
      const queue = createVariantQueue({
        db,
        uploads: storage.uploads,
        maxPixels: config.imageMaxPixels,
        log: app.log,
        name,
        timing: { retryDelaysMs: [], wakeDelaysMs: [] },
      });
      const added = await queue.addMissing();
      await queue.idle();
      await queue.close();
      return added;
    };

    it("fails the job of an image process that crashes, keeps serving, and makes the variants at the next attempt", async () => {
      const storedName = await uploadedWithoutVariants("crash.jpg");
      // A child that dies at its first task, as one killed by the kernel's out-of-memory killer.
      await resetImageProcess({ script: new URL("../../../test/image-worker-fixture.mjs", import.meta.url) });
      try {
        expect(await runVariantQueueOnce("crashing")).toBe(1);
      } finally {
        await resetImageProcess();
      }
      const job = await db.selectFrom("variantJobs").selectAll().where("storedName", "=", storedName).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: "failed", attempts: 1, claimedBy: null });
      expect(job.lastError).toBe("The image process stopped (signal SIGKILL) during the task encodeVariants");
      expect(await leftFolders()).toEqual([]);
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);

      expect(await runVariantQueueOnce("restarted")).toBe(1);
      expect(await uploadRow(storedName)).toMatchObject({ variantWidths: "320,480,500", variantFormats: "avif,webp,jpg" });
      // Three children started from the sources (tsx compiles each one's modules: seconds on a busy machine).
    }, 60_000);

    it("keeps a job whose image cannot be made, with its error, and makes it again at the next start", async () => {
      const storedName = await uploadedWithoutVariants("broken.jpg");
      const bytes = (await readObject(storage.uploads, storedName))!;
      await storage.uploads.put(storedName, Buffer.from("not an image"), "image/jpeg");
      expect(await runVariantQueueOnce("failing")).toBe(1);
      const job = await db.selectFrom("variantJobs").selectAll().where("storedName", "=", storedName).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: "failed", attempts: 1, claimedBy: null });
      expect(job.lastError).toMatch(/unsupported image format|Input file/i);
      expect(await leftFolders()).toEqual([]);
      expect(await uploadRow(storedName)).toMatchObject({ variantWidths: null });

      await storage.uploads.put(storedName, bytes, "image/jpeg");
      expect(await runVariantQueueOnce("retrying")).toBe(1);
      expect(await uploadRow(storedName)).toMatchObject({ variantWidths: "320,480,500", variantFormats: "avif,webp,jpg" });
      expect(await db.selectFrom("variantJobs").selectAll().execute()).toEqual([]);
    });
  });
});
