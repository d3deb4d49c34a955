import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { checkKey, type ByteRange, type ObjectStore, type Storage, type StoredObject } from "./object-store.ts";

/** What the file system knows of a file; its tag from size and modification time, as nginx makes one. */
function describe(stats: Stats): StoredObject {
  const etag = `"${Math.floor(stats.mtimeMs).toString(16)}-${stats.size.toString(16)}"`;
  return { size: stats.size, lastModified: stats.mtime, etag, md5: undefined };
}

async function statObject(file: string): Promise<StoredObject | undefined> {
  const stats = await fs.stat(file).catch(() => undefined);
  return stats?.isFile() ? describe(stats) : undefined;
}

/**
 * Writes a file under a temporary name and renames it into place: a reader (or another server
 * process writing the same file) never sees half a file.
 */
async function writeFileAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/**
 * Moves a file into its place: renamed, which is atomic; when the file is on another file system
 * (a temporary folder on tmpfs), copied beside its place first and renamed from there, so that a
 * reader still never sees half a file.
 */
async function moveFileAtomically(source: string, file: string): Promise<void> {
  try {
    await fs.rename(source, file);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
  }
  const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
  try {
    await fs.copyFile(source, temporary);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/** An area of the storage as one folder on local disk; the folder is made with the first file. */
export function diskStore(folder: string): ObjectStore {
  const fileOf = (key: string) => path.join(folder, checkKey(key));
  return {
    async put(key, bytes) {
      await fs.mkdir(folder, { recursive: true });
      await writeFileAtomically(fileOf(key), bytes);
    },
    async putFile(key, file) {
      await fs.mkdir(folder, { recursive: true });
      await moveFileAtomically(file, fileOf(key));
    },
    async get(key, range?: ByteRange) {
      // Opened before it is described: a file deleted in between is "none", not a broken stream.
      const handle = await fs.open(fileOf(key), "r").catch(() => undefined);
      if (!handle) return undefined;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const body = handle.createReadStream({ start: range?.start, end: range?.end });
      return { ...describe(stats), body };
    },
    head: (key) => statObject(fileOf(key)),
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async *list(prefix = "") {
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names) {
        // Files still being written are no objects yet.
        if (!name.startsWith(prefix) || name.endsWith(".part")) continue;
        const object = await statObject(path.join(folder, name));
        if (object) yield { key: name, size: object.size };
      }
    },
  };
}

/** The storage on local disk: DATA_DIR/uploads and DATA_DIR/private (the default). */
export function diskStorage(dataDir: string): Storage {
  return {
    uploads: diskStore(path.join(dataDir, "uploads")),
    private: diskStore(path.join(dataDir, "private")),
    description: dataDir,
    // The data folder is the server's own; the database's readiness covers the disk.
    ping: async () => {},
  };
}
