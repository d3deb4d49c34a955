import type { Executor } from "../../db/database.ts";
import type { PreviewedVersion } from "./preview-token.ts";

/** A previewed version's language and publication window; undefined when it is not a version of its kind. */
export async function findPreviewedVersion(db: Executor, version: PreviewedVersion) {
  return db
    .selectFrom("articles")
    .select(["lang", "publishAt", "unpublishAt"])
    .where("kind", "=", version.kind)
    .where("id", "=", version.id)
    .executeTakeFirst();
}
