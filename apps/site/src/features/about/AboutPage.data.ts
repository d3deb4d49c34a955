import type { LoaderFunctionArgs } from "react-router";
import { officeEndpoints } from "@lawfirm/contract";
import { api } from "../../app/api";
import { honorKind } from "../../ui/articles/article-kinds";
import { loadPinnedPeople } from "../../ui/people/people-list";

/** Honors are few: the accolades section shows them all (up to the server's page maximum). */
const HONORS = 100;
/** The lawyers section: the pinned people (up to two rows). */
const PINNED_PEOPLE = 8;

const none = () => [];

export async function loader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Without its honors, people or offices the page still shows everything else (and the catalogs' fallback texts).
  const [honors, people, offices] = await Promise.all([
    honorKind.list({ pageNo: 1, pageSize: HONORS }, signal).then((page) => page.result, none),
    loadPinnedPeople(PINNED_PEOPLE, signal).catch(none),
    api.call(officeEndpoints.publicList, {}, { signal }).catch(none),
  ]);
  return { honors, people, offices };
}
