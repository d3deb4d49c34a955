import { z } from "zod";
import { multiLineText, singleLineText, timestampSchema } from "./common.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * Reviews from an approval link (decision 0052): whoever holds a version's approval link approves
 * the version as its preview shows it, or asks for changes with a comment. A review publishes
 * nothing; the editor sees it on the version, in its History and on the dashboard.
 */

export const REVIEW_DECISIONS = ["approved", "changesRequested"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Longest comment and reviewer's name, in characters. */
export const REVIEW_LIMITS = { comment: 2000, reviewerName: 100 } as const;

/** What the reader of an approval link says: the decision, a comment (required to ask for changes), and their name (optional). */
export const reviewInputShape = {
  decision: z.enum(REVIEW_DECISIONS),
  comment: multiLineText(REVIEW_LIMITS.comment).optional(),
  reviewerName: singleLineText(REVIEW_LIMITS.reviewerName).optional(),
};

/** Changes asked for without saying which are no help to the editor: the comment is required then. */
export function requireCommentForChanges(
  input: { decision: ReviewDecision; comment?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (input.decision === "changesRequested" && !input.comment) {
    context.addIssue({ code: "custom", path: ["comment"], message: SCHEMA_MESSAGES.reviewCommentRequired, input: input.comment });
  }
}

/** A review as the reader's form sends it (the version and the token are the page's address). */
export const reviewInputSchema = z.object(reviewInputShape).superRefine(requireCommentForChanges);
export type ReviewInput = z.output<typeof reviewInputSchema>;

/**
 * One review of a version, as the back office reads it. `current`: the version still shows what
 * was reviewed (its draft, else its published fields, are the same); false once it changed since.
 */
export const versionReviewSchema = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  lang: z.string(),
  decision: z.enum(REVIEW_DECISIONS),
  /** Null when none was given. */
  comment: z.string().nullable(),
  /** Null when the reviewer gave no name. */
  reviewerName: z.string().nullable(),
  reviewedAt: timestampSchema,
  /** The version's newest revision when it was reviewed (null: it had none): History shows the review beside it. */
  revisionId: z.number().int().nullable(),
  current: z.boolean(),
});
export type VersionReview = z.infer<typeof versionReviewSchema>;

/** What the reader's review answers: what was recorded, and when. */
export const recordedReviewSchema = z.object({ decision: z.enum(REVIEW_DECISIONS), reviewedAt: timestampSchema });
export type RecordedReview = z.infer<typeof recordedReviewSchema>;
