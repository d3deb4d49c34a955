import type { Executor } from "../../db/database.ts";

export async function insertUploadedFile(
  db: Executor,
  file: { storedName: string; originalName: string; mimeType: string; sizeBytes: number; uploadedBy: number; createdAt: string },
): Promise<number> {
  const row = await db.insertInto("uploadedFiles").values(file).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
