import type { Executor } from "../../db/database.ts";

const iconColumns = ["icons.id", "icons.name", "icons.fileId", "icons.createdAt", "uploadedFiles.storedName"] as const;

/** Every icon with the stored name of its image, newest first. */
export async function listIcons(db: Executor) {
  return db
    .selectFrom("icons")
    .innerJoin("uploadedFiles", "uploadedFiles.id", "icons.fileId")
    .select(iconColumns)
    .orderBy("icons.createdAt", "desc")
    .orderBy("icons.id", "desc")
    .execute();
}

export async function findIcon(db: Executor, id: number) {
  return db
    .selectFrom("icons")
    .innerJoin("uploadedFiles", "uploadedFiles.id", "icons.fileId")
    .select(iconColumns)
    .where("icons.id", "=", id)
    .executeTakeFirst();
}

export type IconRow = NonNullable<Awaited<ReturnType<typeof findIcon>>>;

export async function insertIcon(db: Executor, icon: { name: string; fileId: number; createdAt: string }): Promise<number> {
  const row = await db.insertInto("icons").values(icon).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the icon existed. */
export async function deleteIcon(db: Executor, id: number) {
  const result = await db.deleteFrom("icons").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
