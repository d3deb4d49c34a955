import { SITE_ROUTES } from "@lawfirm/contract";
import { ABOUT_SECTIONS } from "../features/about/about-sections";
import { NEWS_SECTIONS } from "../features/news/news-sections";
import type { MessageKey } from "../i18n/messages";

export interface NavEntry {
  labelKey: MessageKey;
  to: string;
  children?: readonly NavEntry[];
}

/** The main navigation, in the order of the specification's sections. */
export const MAIN_NAVIGATION: readonly NavEntry[] = [
  { labelKey: "nav.home", to: SITE_ROUTES.home },
  {
    labelKey: "nav.about",
    to: SITE_ROUTES.about,
    children: ABOUT_SECTIONS.map((section) => ({ labelKey: section.labelKey, to: `${SITE_ROUTES.about}#${section.id}` })),
  },
  { labelKey: "nav.expertise", to: SITE_ROUTES.expertises },
  { labelKey: "nav.team", to: SITE_ROUTES.people },
  {
    labelKey: "nav.news",
    to: SITE_ROUTES.news,
    // The seminars and webinars (decision 0082) are news of the firm too: beside the news' sections, not an eighth section of the bar.
    children: [
      ...NEWS_SECTIONS.map((section) => ({ labelKey: section.labelKey, to: `${SITE_ROUTES.news}?section=${section.id}` })),
      { labelKey: "nav.events", to: SITE_ROUTES.events },
    ],
  },
  { labelKey: "nav.cases", to: SITE_ROUTES.cases },
  { labelKey: "nav.careers", to: SITE_ROUTES.careers },
];
