import type { Executor } from "../../db/database.ts";

export async function insertUploadedFile(
  db: Executor,
  file: { storedName: string; originalName: string; mimeType: string; sizeBytes: number; uploadedBy: number; createdAt: string },
): Promise<number> {
  const row = await db.insertInto("uploadedFiles").values(file).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** An uploaded file, by its id (the `fileId`) or by its generated stored name. */
export async function findUploadedFile(db: Executor, by: { id: number } | { storedName: string }) {
  const query = db.selectFrom("uploadedFiles").select(["id", "storedName", "mimeType"]);
  return ("id" in by ? query.where("id", "=", by.id) : query.where("storedName", "=", by.storedName)).executeTakeFirst();
}
