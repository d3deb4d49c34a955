import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { now, type Db } from "../../db/database.ts";
import { createClaimQueue, workerName, type ClaimTiming } from "../../jobs/claim-queue.ts";
import * as claims from "../../jobs/claims.repository.ts";
import { findUploadedFile, listUploadsWithoutVariants, queueMissingVariantJobs, recordVariants } from "./files.repository.ts";
import { removeUploadFiles } from "./files.service.ts";
import { runImageTask } from "../../images/image-tasks.ts";
import { copyObjectToFile, type ObjectStore } from "../../storage/object-store.ts";
import { withTemporaryFolder } from "./upload-file.ts";
import { VARIANT_MIME_TYPES, VARIANT_SOURCE_TYPES, variantFileName } from "./image-variants.ts";

const MINUTE = 60_000;

/** The variant worker's times (decision 0084); tests may shorten them through `buildApp`'s options. */
export const DEFAULT_VARIANT_TIMING: ClaimTiming = {
  pollMs: 30_000,
  // A store that was away (S3) comes back; an image sharp cannot read stays failed after 4 attempts until the next start.
  retryDelaysMs: [MINUTE, 10 * MINUTE, 60 * MINUTE],
  // Far longer than the largest image allowed takes on a small server.
  claimMs: 10 * MINUTE,
  wakeDelaysMs: [10],
};

/** Makes uploads' variants in the background, one image at a time, each once across processes (decisions 0034, 0084). */
export interface VariantQueue {
  /** Looks for jobs soon: an upload of this process queued one. */
  wake(): void;
  /** Queues every image upload whose variants were not made yet (failed ones again); answers how many lack them. */
  addMissing(): Promise<number>;
  /** How many images wait for their variants (the metrics), besides those being made. */
  waiting(): Promise<number>;
  /** Resolves once no job is due or being made, in this process or another. */
  idle(): Promise<void>;
  /** Takes no more work and resolves once the image being made is done. */
  close(): Promise<void>;
}

interface VariantQueueDeps {
  db: Db;
  uploads: ObjectStore;
  maxPixels: number;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** This worker's name in its claims (unique among the processes); a new one when not given. */
  name?: string;
  timing?: Partial<ClaimTiming>;
  /** Whether the process may write now: while it does not hold its server lock (a restore), nothing is claimed. */
  mayWrite?: () => boolean;
}

/**
 * The worker of the `variant_jobs` table on the claim queue: one job claimed at a time, its image
 * made in the image process (decision 0109) on one of sharp's threads, so that the server keeps a
 * core for its requests and none of the encoders' memory while a large photo is turned into
 * variants; a crash or a time limit there fails the job's attempt, which is retried. Several server processes may share one database and upload store:
 * the job is claimed in the database, so one of them makes an image's variants. A job whose upload
 * was deleted, or whose variants were made meanwhile, is done without work.
 */
export function createVariantQueue(deps: VariantQueueDeps): VariantQueue {
  const { db } = deps;
  const name = deps.name ?? workerName();
  const queue = createClaimQueue({
    db,
    table: "variantJobs",
    name,
    timing: { ...DEFAULT_VARIANT_TIMING, ...deps.timing },
    batch: 1,
    async work(jobs) {
      for (const job of jobs) {
        const upload = await findUploadedFile(db, { storedName: job.storedName });
        if (!upload || upload.variantWidths !== null) {
          await claims.deleteClaimed(db, "variantJobs", [job.id], name);
          continue;
        }
        // Encoded in the image process (decision 0109), through files both ways (decision 0126): the
        // original copied from the store to a file, the variants written to files and stored from
        // them. The server holds neither the original nor a variant whole.
        const made = await withTemporaryFolder("variants", async (folder) => {
          const original = path.join(folder, "original");
          if (!(await copyObjectToFile(deps.uploads, job.storedName, original))) {
            throw new Error(`${job.storedName} is not in the uploads' store`);
          }
          const encoded = await runImageTask("encodeVariants", { file: original, folder, maxPixels: deps.maxPixels, name: job.storedName });
          for (const file of encoded.files) {
            await deps.uploads.putFile(
              variantFileName(job.storedName, file.width, file.format),
              file.file,
              VARIANT_MIME_TYPES[file.format],
            );
          }
          return encoded;
        });
        await db.transaction().execute(async (trx) => {
          await recordVariants(trx, job.storedName, {
            width: made.width,
            height: made.height,
            variantWidths: made.widths.join(","),
            variantFormats: made.formats.join(","),
          });
          await claims.deleteClaimed(trx, "variantJobs", [job.id], name);
        });
        // An upload deleted while its variants were being made: what was written since goes too.
        if (!(await findUploadedFile(db, { storedName: job.storedName }))) await removeUploadFiles(deps.uploads, [job.storedName]);
      }
    },
    // The original keeps being served meanwhile.
    failure: "the image's variants were not made",
    log: deps.log,
    mayWrite: deps.mayWrite,
  });
  return {
    wake: () => queue.wake(),
    async addMissing() {
      await queueMissingVariantJobs(db, VARIANT_SOURCE_TYPES, now());
      queue.wake();
      return (await listUploadsWithoutVariants(db, VARIANT_SOURCE_TYPES)).length;
    },
    waiting: async () => (await claims.countByState(db, "variantJobs")).waiting ?? 0,
    idle: () => queue.idle(),
    close: () => queue.close(),
  };
}

/**
 * Makes the variants every image upload lacks, and waits for them (the commands' way, where the
 * server does it in the background); jobs that servers on the same database have claimed are left
 * to them and waited for. Answers how many lacked them and how many still do (failed).
 */
export async function makeMissingVariants(deps: VariantQueueDeps): Promise<{ missing: number; left: number }> {
  const queue = createVariantQueue(deps);
  try {
    const missing = await queue.addMissing();
    await queue.idle();
    const left = (await listUploadsWithoutVariants(deps.db, VARIANT_SOURCE_TYPES)).length;
    return { missing, left };
  } finally {
    await queue.close();
  }
}
