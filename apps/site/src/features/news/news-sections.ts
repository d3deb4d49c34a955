import type { MessageKey } from "../../i18n/messages";

/** The two kinds of news the navigation names; the news page has one section for each. */
export const NEWS_SECTIONS = [
  { id: "trends", labelKey: "nav.news.trends" },
  { id: "firm-news", labelKey: "nav.news.firm" },
] as const satisfies readonly { id: string; labelKey: MessageKey }[];
