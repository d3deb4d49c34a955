import { SITE_ROUTES } from "@lawfirm/contract";
import { ABOUT_SECTIONS } from "../features/about/about-sections";
import { NEWS_SECTIONS } from "../features/news/news-sections";
import type { MessageKey } from "../i18n/messages";

export interface NavEntry {
  labelKey: MessageKey;
  to: string;
  children?: readonly NavEntry[];
}

const EVENTS: NavEntry = { labelKey: "nav.events", to: SITE_ROUTES.events };

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
    // "News & Events" ("Aktuelles"), as top firms group their insights and events: the German bar
    // holds seven sections beside the firm's name and no more (decisions 0069, 0088).
    labelKey: "nav.newsAndEvents",
    to: SITE_ROUTES.news,
    children: [
      ...NEWS_SECTIONS.map((section) => ({ labelKey: section.labelKey, to: `${SITE_ROUTES.news}?section=${section.id}` })),
      EVENTS,
    ],
  },
  { labelKey: "nav.cases", to: SITE_ROUTES.cases },
  { labelKey: "nav.careers", to: SITE_ROUTES.careers },
];

/** The footer's sections: the main navigation's, with the news and the events each a section of their own. */
export const FOOTER_NAVIGATION: readonly NavEntry[] = MAIN_NAVIGATION.flatMap((entry) =>
  entry.to === SITE_ROUTES.news ? [{ labelKey: "nav.news", to: SITE_ROUTES.news }, EVENTS] : [{ labelKey: entry.labelKey, to: entry.to }],
);
