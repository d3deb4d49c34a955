import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import { findUploadedFile, listUploadsWithoutVariants, recordVariants } from "./files.repository.ts";
import { removeUploadFiles } from "./files.service.ts";
import { makeVariants, VARIANT_SOURCE_TYPES } from "./image-variants.ts";

/** Makes uploads' variants in the background, one image at a time (docs/decisions/0034). */
export interface VariantQueue {
  /** Makes the variants of the upload `storedName` after those already waiting. */
  add(storedName: string): void;
  /** Queues every image upload whose variants were not made yet; answers how many. */
  addMissing(): Promise<number>;
  /** How many images wait for their variants, besides the one being made. */
  waiting(): number;
  /** Resolves once nothing waits and nothing is being made. */
  idle(): Promise<void>;
  /** Takes no more work and resolves once the image being made is done. */
  close(): Promise<void>;
}

interface VariantQueueDeps {
  db: Db;
  uploads: ObjectStore;
  maxPixels: number;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * One job at a time, each on one of sharp's threads: the server keeps a core for its requests
 * while a large photo is turned into variants. Several server processes may share one database and
 * upload store: each checks the upload still lacks variants before making them, and every file
 * is written under a temporary name and renamed, so a race costs work, never a broken file.
 */
export function createVariantQueue(deps: VariantQueueDeps): VariantQueue {
  const waiting = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  async function run(storedName: string): Promise<void> {
    waiting.delete(storedName);
    if (closed) return;
    try {
      const upload = await findUploadedFile(deps.db, { storedName });
      if (!upload || upload.variantWidths !== null) return;
      const made = await makeVariants(deps.uploads, storedName, deps.maxPixels);
      await recordVariants(deps.db, storedName, {
        width: made.width,
        height: made.height,
        variantWidths: made.widths.join(","),
        variantFormats: made.formats.join(","),
      });
    } catch (error) {
      // The original keeps being served; the next start (or npm run images:variants) tries again.
      deps.log.warn({ err: error, storedName }, "the image's variants were not made");
    }
    // An upload deleted while its variants were being made: what was written since goes too.
    if (!(await findUploadedFile(deps.db, { storedName }))) await removeUploadFiles(deps.uploads, [storedName]);
  }

  const queue: VariantQueue = {
    waiting: () => waiting.size,
    add(storedName) {
      if (closed || waiting.has(storedName)) return;
      waiting.add(storedName);
      chain = chain.then(() => run(storedName));
    },
    async addMissing() {
      const names = await listUploadsWithoutVariants(deps.db, VARIANT_SOURCE_TYPES);
      for (const name of names) queue.add(name);
      return names.length;
    },
    async idle() {
      let current: Promise<void>;
      do {
        current = chain;
        await current;
      } while (current !== chain);
    },
    async close() {
      closed = true;
      await queue.idle();
    },
  };
  return queue;
}

/**
 * Makes the variants every image upload lacks, and waits for them (the commands' way, where the
 * server does it in the background). Answers how many lacked them and how many still do (failed).
 */
export async function makeMissingVariants(deps: VariantQueueDeps): Promise<{ missing: number; left: number }> {
  const queue = createVariantQueue(deps);
  const missing = await queue.addMissing();
  await queue.idle();
  const left = (await listUploadsWithoutVariants(deps.db, VARIANT_SOURCE_TYPES)).length;
  return { missing, left };
}
