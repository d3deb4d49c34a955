import type { Db } from "../db/database.ts";
import { removeUploadFiles } from "../modules/files/files.service.ts";
import { countContentRows, deleteContentRows, deleteUploadsNamed, type ContentTable } from "./demo.repository.ts";
import { DEMO_UPLOAD_PREFIX } from "./pictures/index.ts";
import type { ObjectStore } from "../storage/object-store.ts";

/**
 * Deletes every content row and the uploads made from demo pictures, in one transaction; the
 * picture files (and their variants) are removed once it has committed. Accounts, sessions and other uploads stay.
 */
export async function wipeContent(db: Db, uploads: ObjectStore): Promise<{ rows: Record<ContentTable, number>; pictures: number }> {
  const rows = await countContentRows(db);
  const storedNames = await db.transaction().execute(async (trx) => {
    await deleteContentRows(trx);
    return deleteUploadsNamed(trx, DEMO_UPLOAD_PREFIX);
  });
  await removeUploadFiles(uploads, storedNames);
  return { rows, pictures: storedNames.length };
}
