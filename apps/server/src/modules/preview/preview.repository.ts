import type { Executor } from "../../db/database.ts";
import type { DraftTable } from "../publishing/drafts.repository.ts";
import type { PreviewedVersion } from "./preview-token.ts";

/** The table of a previewed kind's versions: its drafts' too. */
export const previewTable = (version: PreviewedVersion): DraftTable =>
  version.kind === "person" ? "people" : version.kind === "practiceArea" ? "practiceAreas" : "articles";

/** A previewed version's language and publication window; undefined when it is not a version of its kind. */
export async function findPreviewedVersion(db: Executor, version: PreviewedVersion) {
  const table = previewTable(version);
  if (table !== "articles") {
    // Typed as people: the columns read here are the same in practice_areas.
    return db
      .selectFrom(table as "people")
      .select(["lang", "publishAt", "unpublishAt"])
      .where("id", "=", version.id)
      .executeTakeFirst();
  }
  return db
    .selectFrom("articles")
    .select(["lang", "publishAt", "unpublishAt"])
    .where("kind", "=", version.kind)
    .where("id", "=", version.id)
    .executeTakeFirst();
}
