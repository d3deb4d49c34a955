import type { AnyArticle, ArticleFields } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";

// The state tag, its labels and the site's time text are every publishable kind's (ui/publishing).
export { PUBLISH_STATE_LABELS, PublishStateTag, useSiteTimeText } from "../../ui/publishing/publicationState.tsx";

/** The fields a draft or a revision may change, with their labels in the editor. */
export const DRAFT_FIELDS: readonly [keyof ArticleFields & keyof AnyArticle, MessageKey][] = [
  ["title", "articles.field.title"],
  ["cataId", "articles.field.folder"],
  ["coverUrl", "articles.field.cover"],
  ["coverAlt", "placeAlt.field"],
  ["content", "articles.field.content"],
  ["contentUrl", "articles.field.contentUrl"],
  ["note", "articles.field.note"],
  ["personIds", "connections.people"],
  ["proFieldIds", "connections.practiceAreas"],
];
