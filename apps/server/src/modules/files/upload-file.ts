import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Runs `use` on an upload kept in a file of its own while it is checked, cleaned and stored
 * (decision 0115): `write` puts the upload there (the request's stream as it arrives), and the file
 * is removed however `use` ends. The server never holds a large upload whole: the image process
 * reads it from the file.
 */
export async function withUploadFile<T>(write: (file: string) => Promise<void>, use: (file: string) => Promise<T>): Promise<T> {
  return withTemporaryFolder("upload", async (folder) => {
    const file = path.join(folder, "upload");
    await write(file);
    return use(file);
  });
}

/** What the server keeps in temporary folders: uploads, image variants, job applications' files. */
const TEMPORARY_PURPOSES = ["upload", "variants", "application"] as const;
type TemporaryPurpose = (typeof TEMPORARY_PURPOSES)[number];

const temporaryFolderPrefix = (purpose: TemporaryPurpose) => `lawfirm-${purpose}-`;

/**
 * Runs `use` with a folder of its own under the system's temporary one (`lawfirm-<purpose>-…`),
 * removed with everything in it however `use` ends: the image process's files (decision 0126).
 */
export async function withTemporaryFolder<T>(purpose: TemporaryPurpose, use: (folder: string) => Promise<T>): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), temporaryFolderPrefix(purpose)));
  try {
    return await use(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** A temporary folder older than this was left by a process that ended in the middle of its work. */
export const ABANDONED_FOLDER_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the temporary folders (`withTemporaryFolder`) that a killed process left behind: those
 * last changed more than `ABANDONED_FOLDER_AGE_MS` ago, since another server of the same machine
 * may be using a newer one. Answers how many it removed; run when the server starts.
 */
export async function removeAbandonedTemporaryFolders(now = Date.now(), parent = os.tmpdir()): Promise<number> {
  const prefixes = TEMPORARY_PURPOSES.map(temporaryFolderPrefix);
  let removed = 0;
  for (const entry of await fs.readdir(parent, { withFileTypes: true })) {
    if (!entry.isDirectory() || !prefixes.some((prefix) => entry.name.startsWith(prefix))) continue;
    const folder = path.join(parent, entry.name);
    const changed = await fs.stat(folder).then(
      ({ mtimeMs }) => mtimeMs,
      () => now,
    );
    if (now - changed <= ABANDONED_FOLDER_AGE_MS) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** How many leading bytes tell an upload's type (`detectUploadType`, `isSvg`). */
export const UPLOAD_HEAD_BYTES = 4096;

/** The first `UPLOAD_HEAD_BYTES` of a file (fewer when it is shorter). */
export async function uploadHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file);
  try {
    const head = Buffer.alloc(UPLOAD_HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, UPLOAD_HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
