import type { LoaderFunctionArgs } from "react-router";
import { pageContext } from "../../lib/page-context";
import { FILTER_NAMES, loadFilterOptions, loadFirstPeople, PEOPLE_PAGE_SIZE, readPeopleQuery, resolveFilterId } from "./people-data";

/** The search lives in the address, so that a filtered list can be shared and reloaded. */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageContext(args);
  const query = readPeopleQuery(new URL(args.request.url).searchParams);
  const [options, list] = await Promise.all([loadFilterOptions(page), loadFirstPeople(query, query.page * PEOPLE_PAGE_SIZE, page)]);
  const [jobId, practiceAreaId, office] = await Promise.all(
    FILTER_NAMES.map((name) => resolveFilterId(name, query[name], options[name], page)),
  );
  return { query, selected: { jobId, practiceAreaId, office }, options, ...list };
}
