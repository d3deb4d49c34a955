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

/** Records an upload's size and the variants made of it. */
export async function recordVariants(
  db: Executor,
  storedName: string,
  variants: { width: number; height: number; variantWidths: string; variantFormats: string },
): Promise<void> {
  await db.updateTable("uploadedFiles").set(variants).where("storedName", "=", storedName).execute();
}
