import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startS3Server, TEST_STORAGES, type TestStorage } from "../../test/s3-server.ts";
import { readObject, type ObjectStore, type Storage } from "./object-store.ts";
import { openStorage } from "./storage.ts";

async function openTestStorage(kind: TestStorage): Promise<Storage> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-storage-"));
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  const environment = kind === "s3" ? { ...(await startS3Server()).environment, S3_PREFIX: "site-a" } : {};
  return openStorage(loadConfig({ DATA_DIR: dataDir, ...environment }));
}

async function keys(store: ObjectStore, prefix?: string) {
  const listed: string[] = [];
  for await (const object of store.list(prefix)) listed.push(`${object.key}:${object.size}`);
  return listed.sort();
}

describe.each(TEST_STORAGES)("the storage on %s", async (kind) => {
  const storage = await openTestStorage(kind);
  const { uploads } = storage;

  it("keeps an object and streams it back whole or by range, with its size, date and tag", async () => {
    await uploads.put("a1.txt", Buffer.from("hello world"), "text/plain");
    expect((await readObject(uploads, "a1.txt"))?.toString()).toBe("hello world");
    const head = await uploads.head("a1.txt");
    expect(head).toMatchObject({ size: 11 });
    expect(head?.etag).toMatch(/^".+"$/);
    expect(Math.abs(head!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    const range = await uploads.get("a1.txt", { start: 2, end: 4 });
    expect(range?.size).toBe(11);
    const chunks: Buffer[] = [];
    for await (const chunk of range!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe("llo");
  });

  it("changes an object's tag when its bytes change", async () => {
    await uploads.put("a2.txt", Buffer.from("one"), "text/plain");
    const before = await uploads.head("a2.txt");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await uploads.put("a2.txt", Buffer.from("three"), "text/plain");
    const after = await uploads.head("a2.txt");
    expect(after?.etag).not.toBe(before?.etag);
    expect(after?.size).toBe(5);
  });

  it("answers none for a missing object, and deletes without minding one", async () => {
    expect(await uploads.head("missing.txt")).toBeUndefined();
    expect(await uploads.get("missing.txt")).toBeUndefined();
    await uploads.put("b1.txt", Buffer.from("x"), "text/plain");
    await uploads.delete(["b1.txt", "missing.txt"]);
    expect(await uploads.head("b1.txt")).toBeUndefined();
  });

  it("lists by prefix, and keeps the private area apart from the uploads", async () => {
    await uploads.put("c1-320.webp", Buffer.from("12"), "image/webp");
    await uploads.put("c1.png", Buffer.from("123"), "image/png");
    await storage.private.put("c1.pdf", Buffer.from("1234"), "application/pdf");
    expect(await keys(uploads, "c1")).toEqual(["c1-320.webp:2", "c1.png:3"]);
    expect(await keys(storage.private)).toEqual(["c1.pdf:4"]);
    expect(await uploads.head("c1.pdf")).toBeUndefined();
  });

  it("keeps an object from a file, streamed or moved, never read whole into memory (decision 0126)", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-put-file-"));
    afterAll(() => fs.rm(folder, { recursive: true, force: true }));
    // Larger than a stream's chunk, so that the S3 store's MD5 and body each take several reads.
    const bytes = randomBytes(300 * 1024);
    const file = path.join(folder, "variant");
    await fs.writeFile(file, bytes);
    await uploads.putFile("e1-320.webp", file, "image/webp");
    expect((await readObject(uploads, "e1-320.webp"))?.equals(bytes)).toBe(true);
    expect(await uploads.head("e1-320.webp")).toMatchObject({ size: bytes.length });
    // The S3 store says the object's MD5 as `put` does (the storage migration compares it).
    if (kind === "s3") expect((await uploads.head("e1-320.webp"))?.md5).toBe(createHash("md5").update(bytes).digest("hex"));
    // Replaced whole, as `put` replaces an object.
    await fs.writeFile(file, "smaller");
    await uploads.putFile("e1-320.webp", file, "image/webp");
    expect((await readObject(uploads, "e1-320.webp"))?.toString()).toBe("smaller");
    await expect(uploads.putFile("../e2.webp", file, "image/webp")).rejects.toThrow(/Not a storage key/);
    expect(await keys(uploads, "e1")).toEqual(["e1-320.webp:7"]);
  });

  it("refuses a key that could leave its area", async () => {
    for (const key of ["../x", "a/b", ".hidden", "x.part", ""]) {
      await expect(uploads.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(/Not a storage key/);
    }
  });

  it("answers its readiness", async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

describe("the storage on disk", () => {
  it("keeps an object from a file on another file system by copying it, and leaves no temporary file", async () => {
    // /dev/shm is a tmpfs on Linux, as a temporary folder often is: a rename across it fails (EXDEV).
    const otherFileSystem = "/dev/shm";
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-storage-"));
    const folder = await fs.mkdtemp(path.join(otherFileSystem, "lawfirm-put-file-"));
    try {
      expect((await fs.stat(folder)).dev).not.toBe((await fs.stat(dataDir)).dev);
      const file = path.join(folder, "cleaned");
      await fs.writeFile(file, "cleaned bytes");
      const storage = openStorage(loadConfig({ DATA_DIR: dataDir }));
      await storage.uploads.putFile("f1.jpg", file, "image/jpeg");
      expect((await readObject(storage.uploads, "f1.jpg"))?.toString()).toBe("cleaned bytes");
      expect(await fs.readdir(path.join(dataDir, "uploads"))).toEqual(["f1.jpg"]);
    } finally {
      await Promise.all([dataDir, folder].map((made) => fs.rm(made, { recursive: true, force: true })));
    }
  });
});

describe("the storage on S3", () => {
  it("keeps its objects under the prefix S3_PREFIX names, in areas of their own", async () => {
    const server = await startS3Server();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-storage-"));
    const shared = openStorage(loadConfig({ DATA_DIR: dataDir, ...server.environment, S3_PREFIX: "sites/a/" }));
    const other = openStorage(loadConfig({ DATA_DIR: dataDir, ...server.environment, S3_PREFIX: "sites/b" }));
    await shared.uploads.put("d1.png", Buffer.from("x"), "image/png");
    expect(shared.description).toBe(`s3://lawfirm-test/sites/a/`);
    expect(await keys(other.uploads)).toEqual([]);
    expect(await keys(shared.uploads)).toEqual(["d1.png:1"]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("is not ready while the service is away, and ready again once it is back", async () => {
    const server = await startS3Server();
    const storage = openStorage(loadConfig({ DATA_DIR: os.tmpdir(), ...server.environment }));
    await server.stop();
    await expect(storage.ping()).rejects.toThrow();
    await server.start();
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});
