import type { MessageKey } from "../../i18n/messages";

/** The sections of the about page, in order; the navigation links to each by its id. */
export const ABOUT_SECTIONS = [
  { id: "overview", labelKey: "nav.about.overview", textKey: "about.overview.text" },
  { id: "accolades", labelKey: "nav.about.accolades", textKey: "about.accolades.text" },
  { id: "advantages", labelKey: "nav.about.advantages", textKey: "about.advantages.text" },
  { id: "environment", labelKey: "nav.about.environment", textKey: "about.environment.text" },
  { id: "lawyers", labelKey: "nav.about.lawyers", textKey: "about.lawyers.text" },
  { id: "people", labelKey: "nav.about.people", textKey: "about.people.text" },
  { id: "offices", labelKey: "nav.about.offices", textKey: "about.offices.text" },
] as const satisfies readonly { id: string; labelKey: MessageKey; textKey: MessageKey }[];

export type AboutSectionId = (typeof ABOUT_SECTIONS)[number]["id"];
