import type { MessageKey } from "../../i18n/messages";

/**
 * The sections of the about page, in order; the navigation links to each by its id. Their texts are
 * the about page's own (`SECTION_TEXTS`): the navigation is on every page (decision 0102).
 */
export const ABOUT_SECTIONS = [
  { id: "overview", labelKey: "nav.about.overview" },
  { id: "accolades", labelKey: "nav.about.accolades" },
  { id: "advantages", labelKey: "nav.about.advantages" },
  { id: "environment", labelKey: "nav.about.environment" },
  { id: "lawyers", labelKey: "nav.about.lawyers" },
  { id: "people", labelKey: "nav.about.people" },
  { id: "offices", labelKey: "nav.about.offices" },
] as const satisfies readonly { id: string; labelKey: MessageKey }[];

export type AboutSectionId = (typeof ABOUT_SECTIONS)[number]["id"];
