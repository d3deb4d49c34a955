import type { LoaderFunctionArgs } from "react-router";
import { pageContext } from "../../lib/page-context";
import { listPracticeAreas } from "./expertise-data";

export async function loader(args: LoaderFunctionArgs) {
  return { areas: await listPracticeAreas(pageContext(args)) };
}
