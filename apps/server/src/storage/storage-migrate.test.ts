import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { diskStore } from "./disk-store.ts";
import { readObject, type ListedObject, type ObjectStore } from "./object-store.ts";
import { openStorage } from "./storage.ts";
import { copyObjects } from "./storage-migrate.ts";

const contentType = () => "application/octet-stream";
const server = await startS3Server();
const folder = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-migrate-"));
afterAll(() => fs.rm(folder, { recursive: true, force: true }));
const source = diskStore(folder);
const bucket = openStorage(loadConfig({ DATA_DIR: folder, ...server.environment })).uploads;

const PHOTO = "0123456789abcdef0123456789abcdef.jpg";
const VARIANT = "0123456789abcdef0123456789abcdef-320.webp";
const ICON = "fedcba9876543210fedcba9876543210.svg";

describe("copying the files on disk into the bucket", () => {
  it("copies each object and checks it, leaving out files still being written", async () => {
    await fs.writeFile(path.join(folder, PHOTO), "jpeg bytes");
    await fs.writeFile(path.join(folder, VARIANT), "webp bytes");
    await fs.writeFile(path.join(folder, ICON), "<svg/>");
    await fs.writeFile(path.join(folder, `${PHOTO}.a1b2c3.part`), "half");
    expect(await copyObjects(source, bucket, contentType)).toEqual({ copied: 3, skipped: 0, failed: [] });
    expect((await readObject(bucket, PHOTO))?.toString()).toBe("jpeg bytes");
    expect((await readObject(bucket, ICON))?.toString()).toBe("<svg/>");
  });

  it("skips what is there with the same bytes when run again, and copies what differs or is new", async () => {
    await bucket.put(VARIANT, Buffer.from("webp bytes, broken"), "image/webp");
    await fs.writeFile(path.join(folder, "00000000000000000000000000000000.png"), "png bytes");
    const seen: number[] = [];
    const report = await copyObjects(source, bucket, contentType, ({ copied, skipped }) => seen.push(copied + skipped));
    expect(report).toEqual({ copied: 2, skipped: 2, failed: [] });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect((await readObject(bucket, VARIANT))?.toString()).toBe("webp bytes");
  });

  it("reports an object it could not copy and goes on with the others", async () => {
    const refusing: ObjectStore = {
      ...bucket,
      put: async (key, bytes, type) => (key === ICON ? Promise.reject(new Error("refused")) : bucket.put(key, bytes, type)),
    };
    await bucket.delete([ICON, PHOTO]);
    const report = await copyObjects(source, refusing, contentType);
    expect(report).toMatchObject({ copied: 1, failed: [ICON] });
    expect(await bucket.head(PHOTO)).toBeDefined();
  });

  it("checks a copy by reading it back where the store knows no MD5 (a folder)", async () => {
    const target = diskStore(path.join(folder, "copy"));
    expect(await copyObjects(source, target, contentType)).toMatchObject({ copied: 4, skipped: 0 });
    expect(await copyObjects(source, target, contentType)).toMatchObject({ copied: 0, skipped: 4 });
    const listed: ListedObject[] = [];
    for await (const object of target.list()) listed.push(object);
    expect(listed).toHaveLength(4);
  });
});
