import { BANNERS } from "./banners.ts";
import { CASES } from "./cases.ts";
import { DOCUMENTS } from "./documents.ts";
import { FIRM } from "./firm.ts";
import { FOLDERS } from "./folders.ts";
import { HONORS } from "./honors.ts";
import { NEWS } from "./news.ts";
import { NEWSLETTER_TOPICS } from "./newsletter.ts";
import { OPENINGS } from "./openings.ts";
import { EVENTS } from "./events.ts";
import { PEOPLE } from "./people.ts";
import { PRACTICE_AREAS } from "./practice-areas.ts";
import { JOBS, OFFICES } from "./reference-data.ts";

export * from "./types.ts";
export type { DemoOpening } from "./openings.ts";
export type { DemoEvent } from "./events.ts";
export { profileIn, spokenLanguageNames } from "./qualifications.ts";

/** Everything the demo firm consists of, as typed data. */
export const DEMO_CONTENT = {
  firm: FIRM,
  offices: OFFICES,
  jobs: JOBS,
  practiceAreas: PRACTICE_AREAS,
  people: PEOPLE,
  folders: FOLDERS,
  news: NEWS,
  cases: CASES,
  honors: HONORS,
  banners: BANNERS,
  documents: DOCUMENTS,
  openings: OPENINGS,
  events: EVENTS,
  newsletterTopics: NEWSLETTER_TOPICS,
};
export type DemoContent = typeof DEMO_CONTENT;
