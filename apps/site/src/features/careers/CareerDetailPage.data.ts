import type { LoaderFunctionArgs } from "react-router";
import { jobOpeningEndpoints, type PublicJobOpening } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { addressedVersionId, followAddress } from "../../lib/addresses";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound } from "../../lib/route-params";
import { careerPath } from "../../ui/paths";

export interface CareerDetailData {
  opening: PublicJobOpening;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<CareerDetailData> {
  const page = pageContext({ request });
  const id = await addressedVersionId("opening", params, page, careerPath);
  const opening = await orNotFound(api.call(jobOpeningEndpoints.publicDetail, { params: { id } }, page));
  followAddress(opening, page, params, isPrefixed(request), careerPath);
  return { opening };
}
