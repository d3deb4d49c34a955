import type { LoaderFunctionArgs } from "react-router";
import { bannerEndpoints, practiceAreaEndpoints, type PersonCard, type PracticeArea } from "@lawfirm/contract";
import { api } from "../../app/api";
import { honorKind, newsKind } from "../../ui/articles/article-kinds";
import { loadPinnedPeople } from "../../ui/people/people-list";

const LATEST_NEWS = 3;
const HONORS = 4;
/** The lawyers' teaser: a few pinned people (one row of four on a desktop). */
const TEAM = 4;

/** The practice areas and lawyers of the home page, which arrive after the page has rendered. */
export interface HomeTeaserData {
  areas: PracticeArea[];
  team: PersonCard[];
}

const noTeasers: HomeTeaserData = { areas: [], team: [] };

/** A section that cannot be loaded is left out; the rest of the home page still shows. */
const none = () => [];

async function loadHomeTeasers(signal: AbortSignal): Promise<HomeTeaserData> {
  const [areas, team] = await Promise.all([
    api.call(practiceAreaEndpoints.publicList, {}, { signal }).catch(none),
    loadPinnedPeople(TEAM, signal)
      .then((people) => people.slice(0, TEAM))
      .catch(none),
  ]);
  return { areas, team };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Not awaited: the practice areas and lawyers arrive after the page has rendered.
  const teasers = loadHomeTeasers(signal).catch(() => noTeasers);
  const [banners, news, honors] = await Promise.all([
    api.call(bannerEndpoints.publicList, {}, { signal }).catch(none),
    newsKind
      .list({ pageNo: 1, pageSize: LATEST_NEWS }, signal)
      .then((page) => page.result)
      .catch(none),
    honorKind
      .list({ pageNo: 1, pageSize: HONORS }, signal)
      .then((page) => page.result)
      .catch(none),
  ]);
  return { banners, news, honors, teasers };
}
