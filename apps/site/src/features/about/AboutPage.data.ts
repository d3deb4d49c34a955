import type { LoaderFunctionArgs } from "react-router";
import { pageContext } from "../../lib/page-context";
import { listArticles } from "../../ui/articles/article-api";
import { honorKind } from "../../ui/articles/article-kinds";
import { loadPinnedPeople } from "../../ui/people/people-list";

/** The accolades section: the newest honors (two rows of three); "View all" leads to their list page. */
const HONORS = 6;
/** The lawyers section: the pinned people (up to two rows). */
const PINNED_PEOPLE = 8;

const none = () => [];

export async function loader(args: LoaderFunctionArgs) {
  const page = pageContext(args);
  // Without its honors or people the page still shows everything else (and the catalogs' fallback
  // texts). Its offices are the layout's (the footer's): not asked for twice.
  const [honors, people] = await Promise.all([
    listArticles(honorKind, { pageNo: 1, pageSize: HONORS }, page).then((list) => list.result, none),
    loadPinnedPeople(PINNED_PEOPLE, page).catch(none),
  ]);
  return { honors, people };
}
