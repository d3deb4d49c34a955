import { uploadAddress } from "@lawfirm/contract";
import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";

export async function insertUploadedFile(
  db: Executor,
  file: {
    storedName: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    uploadedBy: number;
    createdAt: string;
    width: number | null;
    height: number | null;
    variantWidths: string | null;
  },
): Promise<number> {
  const row = await db.insertInto("uploadedFiles").values(file).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** An uploaded file, by its id (the `fileId`) or by its generated stored name. */
export async function findUploadedFile(db: Executor, by: { id: number } | { storedName: string }) {
  const query = db.selectFrom("uploadedFiles").select(["id", "storedName", "mimeType", "variantWidths", "variantFormats"]);
  return ("id" in by ? query.where("id", "=", by.id) : query.where("storedName", "=", by.storedName)).executeTakeFirst();
}

/** The stored names and types of those among `storedNames` that are uploads here (the others are not in the answer). */
export async function findUploadTypes(db: Executor, storedNames: readonly string[]) {
  if (storedNames.length === 0) return [];
  return db.selectFrom("uploadedFiles").select(["storedName", "mimeType"]).where("storedName", "in", storedNames).execute();
}

/** Stored names of the uploads of these types whose variants were not made yet, oldest first. */
export async function listUploadsWithoutVariants(db: Executor, mimeTypes: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom("uploadedFiles")
    .select("storedName")
    .where("variantWidths", "is", null)
    .where("mimeType", "in", mimeTypes)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.storedName);
}

/** Queues the making of the variants of the upload `storedName`, due at `at` (in the upload's transaction). */
export async function insertVariantJob(db: Executor, storedName: string, at: string): Promise<void> {
  await db.insertInto("variantJobs").values({ storedName, createdAt: at, nextAttemptAt: at }).execute();
}

/**
 * Queues a job, due at `at`, for every upload of these types that lacks its variants and has none
 * waiting; a job that failed is due again with its attempts counted anew. Jobs failed for uploads
 * deleted since go. One statement each, so that processes starting together queue each once.
 */
export async function queueMissingVariantJobs(db: Executor, mimeTypes: readonly string[], at: string): Promise<void> {
  await db
    .insertInto("variantJobs")
    .columns(["storedName", "createdAt", "nextAttemptAt"])
    .expression(
      db
        .selectFrom("uploadedFiles")
        .select(["storedName", sql<string>`${at}`.as("createdAt"), sql<string>`${at}`.as("nextAttemptAt")])
        .where("variantWidths", "is", null)
        .where("mimeType", "in", mimeTypes),
    )
    .onConflict((conflict) =>
      conflict
        .column("storedName")
        .doUpdateSet({ state: "waiting", attempts: 0, nextAttemptAt: at })
        .where("variantJobs.state", "=", "failed"),
    )
    .execute();
  await db
    .deleteFrom("variantJobs")
    .where("state", "=", "failed")
    .where("storedName", "not in", db.selectFrom("uploadedFiles").select("storedName"))
    .execute();
}

/** Records an upload's size and the variants made of it. */
export async function recordVariants(
  db: Executor,
  storedName: string,
  variants: { width: number; height: number; variantWidths: string; variantFormats: string },
): Promise<void> {
  await db.updateTable("uploadedFiles").set(variants).where("storedName", "=", storedName).execute();
}

/**
 * Marks the uploads these addresses name as consents' documents (decision 0066): from now on only
 * signed-in accounts are served them. Addresses of no upload change nothing.
 */
export async function markConsentDocuments(db: Executor, addresses: readonly string[]): Promise<void> {
  const names = [...new Set(addresses.flatMap((address) => uploadAddress(address)?.name ?? []))];
  if (names.length === 0) return;
  await db
    .updateTable("uploadedFiles")
    .set({ consentDocument: 1 })
    .where("storedName", "in", names)
    .where("consentDocument", "=", 0)
    .execute();
}

/** Whether the upload of this stored name is a consent's document, which visitors are not served. */
export async function isConsentDocument(db: Executor, storedName: string): Promise<boolean> {
  const row = await db.selectFrom("uploadedFiles").select("consentDocument").where("storedName", "=", storedName).executeTakeFirst();
  return row?.consentDocument === 1;
}
