import type { LoaderFunctionArgs } from "react-router";
import { listPracticeAreas } from "./expertise-data";

export async function loader({ request }: LoaderFunctionArgs) {
  return { areas: await listPracticeAreas(request.signal) };
}
