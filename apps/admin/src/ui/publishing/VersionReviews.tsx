import { skipToken, useQuery } from "@tanstack/react-query";
import { Flex, Tag, Tooltip, Typography } from "antd";
import type { ReviewDecision, VersionReview } from "@lawfirm/contract";
import type { PublishingApi } from "../../lib/publishingApi.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useSiteTimeText } from "./publicationState.tsx";

// What the editor sees of the reviews a version's approval links brought (decision 0052): the
// newest on the version's publication panel, all of them in its History, the newest of every
// version on the dashboard. A review publishes nothing: Publish stays the editor's.

/** Where the reviews of one version are cached, below the kind's query key. */
export const reviewsKey = (queryKey: readonly unknown[], versionId: number) => [...queryKey, "reviews", versionId];

/** A version's reviews, newest first; read again whenever the item's edit tag changes (a save may make them about an earlier state). */
export function useVersionReviews(
  api: Partial<Pick<PublishingApi<unknown, unknown>, "reviews">>,
  queryKey: readonly unknown[],
  versionId: number | undefined,
  itemTag?: string,
) {
  const { reviews } = api;
  // A history without approval links (the site configuration's, decision 0059) reads none.
  return useQuery({
    queryKey: [...reviewsKey(queryKey, versionId ?? 0), itemTag ?? ""],
    queryFn: reviews && versionId !== undefined ? ({ signal }) => reviews(versionId, signal) : skipToken,
  });
}

const DECISION_TAGS: Record<ReviewDecision, { label: MessageKey; color: string }> = {
  approved: { label: "review.approvedTag", color: "#237804" },
  changesRequested: { label: "review.changesTag", color: "#ad4e00" },
};

/** What a review decided, as a coloured tag (dark enough for white text). */
export function ReviewDecisionTag({ decision }: { decision: ReviewDecision }) {
  const t = useT();
  const { label, color } = DECISION_TAGS[decision];
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {t(label)}
    </Tag>
  );
}

/** Marks a review of a state the version no longer shows. */
export function EarlierStateTag() {
  const t = useT();
  return (
    <Tooltip title={t("review.earlierStateHint")}>
      <Tag style={{ marginInlineEnd: 0 }}>{t("review.earlierState")}</Tag>
    </Tooltip>
  );
}

/** "Approved by Dr. X on …", "Changes requested by X on …:"; a reviewer who gave no name, by the link. */
export function useReviewText(): (review: Pick<VersionReview, "decision" | "reviewerName" | "reviewedAt">) => string {
  const t = useT();
  const siteTime = useSiteTimeText();
  return ({ decision, reviewerName, reviewedAt }) => {
    const time = siteTime(reviewedAt);
    if (decision === "approved")
      return reviewerName ? t("review.approvedBy", { name: reviewerName, time }) : t("review.approvedByLink", { time });
    return reviewerName ? t("review.changesBy", { name: reviewerName, time }) : t("review.changesByLink", { time });
  };
}

/** A review's comment as the reviewer wrote it (line breaks kept), the longest cut to a few lines that open on a click. */
export function ReviewComment({ comment }: { comment: string }) {
  return (
    <Typography.Paragraph
      ellipsis={{ rows: 3, expandable: true }}
      style={{ whiteSpace: "pre-wrap", margin: 0, paddingInlineStart: 10, borderInlineStart: "3px solid rgba(5, 5, 5, 0.15)" }}
    >
      {comment}
    </Typography.Paragraph>
  );
}

/** One review: its decision, who and when, whether it is about an earlier state, and its comment. */
export function ReviewLine({ review }: { review: VersionReview }) {
  const reviewText = useReviewText();
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        <ReviewDecisionTag decision={review.decision} />
        <Typography.Text>{reviewText(review)}</Typography.Text>
        {!review.current && <EarlierStateTag />}
      </Flex>
      {review.comment && <ReviewComment comment={review.comment} />}
    </Flex>
  );
}

/** The newest review of a version on its publication panel: the whole panel's width, under the state. */
export function LatestReview({ reviews }: { reviews: readonly VersionReview[] | undefined }) {
  const t = useT();
  const newest = reviews?.[0];
  if (!newest) return null;
  return (
    <section aria-label={t("review.label")} style={{ flexBasis: "100%", minWidth: 0 }}>
      <ReviewLine review={newest} />
    </section>
  );
}
