import type { LoaderFunctionArgs } from "react-router";
import { pageContext } from "../../lib/page-context";
import { loadEvents, loadPracticeAreaOptions, readEventsQuery } from "./events-data";

/** The filter and the archive live in the address (a GET form and a link), so that the page works without JavaScript. */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageContext(args);
  const query = readEventsQuery(new URL(args.request.url).searchParams);
  const [practiceAreas, events] = await Promise.all([loadPracticeAreaOptions(page), loadEvents(query, page)]);
  return { query, practiceAreas, events };
}
