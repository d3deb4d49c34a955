import type { LoaderFunctionArgs } from "react-router";
import { localeStore } from "../../app/locale";
import { FILTER_NAMES, loadFilterOptions, loadFirstPeople, PEOPLE_PAGE_SIZE, readPeopleQuery, resolveFilterId } from "./people-data";

/** The search lives in the address, so that a filtered list can be shared and reloaded. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const query = readPeopleQuery(new URL(request.url).searchParams);
  const [options, list] = await Promise.all([loadFilterOptions(signal), loadFirstPeople(query, query.page * PEOPLE_PAGE_SIZE, signal)]);
  const locale = localeStore.get();
  const [jobId, practiceAreaId, office] = await Promise.all(
    FILTER_NAMES.map((name) => resolveFilterId(name, query[name], options[name], locale, signal)),
  );
  return { query, selected: { jobId, practiceAreaId, office }, options, ...list };
}
