import type { LoaderFunctionArgs } from "react-router";
import { pageContext } from "../../lib/page-context";
import { loadCareersFilters, loadOpenings, readCareersQuery } from "./careers-data";

/** The filters live in the address (a GET form), so that the list works without JavaScript and can be shared. */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageContext(args);
  const query = readCareersQuery(new URL(args.request.url).searchParams);
  const [filters, openings] = await Promise.all([loadCareersFilters(page), loadOpenings(query, page)]);
  return { query, ...filters, openings };
}
