import type { Insertable } from "kysely";
import type { Executor, ReviewTable } from "../../db/database.ts";
import type { DraftTable } from "./drafts.repository.ts";

/**
 * Reviews from approval links (decision 0052): each an approval or a request for changes of one
 * version, with the stamp of what it reviewed. Written by the preview's review, read by the
 * version's editor and the dashboard.
 */

export type NewReviewRow = Insertable<ReviewTable>;

const reviewColumns = [
  "id",
  "versionId",
  "lang",
  "decision",
  "comment",
  "reviewerName",
  "revisionId",
  "contentStamp",
  "reviewedAt",
] as const;

export async function insertReview(db: Executor, row: NewReviewRow): Promise<void> {
  await db.insertInto("reviews").values(row).execute();
}

/** A version's reviews, newest first. */
export async function listReviews(db: Executor, table: DraftTable, versionId: number) {
  return db
    .selectFrom("reviews")
    .select(reviewColumns)
    .where("tableName", "=", table)
    .where("versionId", "=", versionId)
    .orderBy("id", "desc")
    .execute();
}
