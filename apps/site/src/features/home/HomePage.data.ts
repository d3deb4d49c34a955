import type { LoaderFunctionArgs } from "react-router";
import { bannerEndpoints, practiceAreaEndpoints, type PracticeArea } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { pageContext } from "../../lib/page-context";
import { listArticles } from "../../ui/articles/article-api";
import { caseKind, honorKind, newsKind } from "../../ui/articles/article-kinds";
import { loadPinnedPeople } from "../../ui/people/people-list";
import { listEvents } from "../../ui/events/event-api";
import type { HomeArea } from "./HomeTeasers";

const LATEST_NEWS = 3;
/** The deals section: the first deals of the deals page (pinned first, then the newest). */
const DEALS = 3;
const HONORS = 4;
/** The next events (decision 0082). */
const EVENTS = 3;
/** The lawyers' teaser: a few pinned people (one row of four on a desktop). */
const TEAM = 4;

const toHomeArea = ({ id, slug, name, iconUrl }: PracticeArea): HomeArea => ({ id, slug, name, iconUrl });

/** A section that cannot be loaded is left out; the rest of the home page still shows. */
const none = () => [];

/** The first items of a list, whose count the home page does not show (decision 0124). */
const first = (pageSize: number) => ({ pageNo: 1, pageSize, withoutCount: "1" as const });

export async function loader(args: LoaderFunctionArgs) {
  const page = pageContext(args);
  // The offices of its structured data are the layout's (the footer's): not asked for twice.
  const [banners, news, deals, honors, areas, team, events] = await Promise.all([
    api.call(bannerEndpoints.publicList, {}, page).catch(none),
    listArticles(newsKind, first(LATEST_NEWS), page).then((list) => list.result, none),
    listArticles(caseKind, first(DEALS), page).then((list) => list.result, none),
    listArticles(honorKind, first(HONORS), page).then((list) => list.result, none),
    api.call(practiceAreaEndpoints.publicList, {}, page).then((list) => list.map(toHomeArea), none),
    loadPinnedPeople(TEAM, page).then((people) => people.slice(0, TEAM), none),
    listEvents({ when: "upcoming", pageSize: EVENTS }, page).catch(none),
  ]);
  return { banners, news, deals, honors, areas, team, events };
}
