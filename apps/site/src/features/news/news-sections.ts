import type { MessageKey } from "../../i18n/messages";

/**
 * The two kinds of news the navigation names. Folders are content, so each names a top-level
 * news folder by its position in the back office's folder order: "news trends" the first,
 * "law firm news" the second (`/news?section=trends` opens that folder).
 */
export const NEWS_SECTIONS = [
  { id: "trends", labelKey: "nav.news.trends" },
  { id: "firm", labelKey: "nav.news.firm" },
] as const satisfies readonly { id: string; labelKey: MessageKey }[];
