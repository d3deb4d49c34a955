import type { PreviewKind } from "@lawfirm/contract";
import { caseKind, honorKind, newsKind } from "../articles/article-kinds.ts";
import { articlePublishing } from "../articles/articles.admin.service.ts";
import { bannerPublishing } from "../banners/banners.admin.service.ts";
import { documentPublishing } from "../documents/documents.admin.service.ts";
import { eventPublishing } from "../events/events.admin.service.ts";
import { jobOpeningPublishing } from "../job-openings/job-openings.admin.service.ts";
import { personPublishing } from "../people/people.admin.service.ts";
import { practiceAreaPublishing } from "../practice-areas/practice-areas.admin.service.ts";
import type { PublishableKind } from "../publishing/versions.ts";

/**
 * Each previewable configuration's versions as the publishing rules read them: what a review from
 * an approval link looks up (decision 0052), the version and the fields its preview shows. A
 * configuration added to the declaration fails the type check until it is here.
 */
export const PREVIEWED_KINDS: { readonly [Kind in PreviewKind]: PublishableKind<object> } = {
  news: articlePublishing(newsKind).kind,
  case: articlePublishing(caseKind).kind,
  honor: articlePublishing(honorKind).kind,
  person: personPublishing.kind,
  practiceArea: practiceAreaPublishing.kind,
  banner: bannerPublishing.kind,
  document: documentPublishing.kind,
  opening: jobOpeningPublishing.kind,
  event: eventPublishing.kind,
};
