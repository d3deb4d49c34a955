import { createHash } from "node:crypto";
import { readObject, type ObjectStore } from "./object-store.ts";

/** What a migration did: objects copied, those already there with the same bytes, and the keys that failed. */
export interface MigrationReport {
  copied: number;
  skipped: number;
  failed: string[];
}

const md5Of = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");

/** The MD5 of an object as the store holds it: from what it knows, else from its bytes. */
async function storedMd5(store: ObjectStore, key: string): Promise<{ size: number; md5: string } | undefined> {
  const head = await store.head(key);
  if (!head) return undefined;
  if (head.md5) return { size: head.size, md5: head.md5 };
  const bytes = await readObject(store, key);
  return bytes && { size: bytes.length, md5: md5Of(bytes) };
}

/**
 * Copies every object of `source` into `target` (decision 0079: `npm run storage:migrate`, from
 * DATA_DIR's folders into the bucket). Resumable: an object already there with the same size and
 * MD5 is skipped; each copy is read back (its size and MD5) before it counts. A failed object is
 * reported and the others go on.
 */
export async function copyObjects(
  source: ObjectStore,
  target: ObjectStore,
  contentTypeOf: (key: string) => string,
  progress: (report: MigrationReport) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  for await (const { key } of source.list()) {
    try {
      const bytes = await readObject(source, key);
      // Deleted since it was listed.
      if (!bytes) continue;
      const wanted = { size: bytes.length, md5: md5Of(bytes) };
      const present = await storedMd5(target, key);
      if (present?.size === wanted.size && present.md5 === wanted.md5) {
        report.skipped += 1;
      } else {
        await target.put(key, bytes, contentTypeOf(key));
        const written = await storedMd5(target, key);
        if (written?.size !== wanted.size || written.md5 !== wanted.md5) throw new Error("the copy differs from the original");
        report.copied += 1;
      }
    } catch {
      report.failed.push(key);
    }
    progress(report);
  }
  return report;
}
