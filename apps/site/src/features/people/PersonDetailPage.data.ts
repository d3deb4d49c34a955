import type { LoaderFunctionArgs } from "react-router";
import { personEndpoints, SITE_ROUTES } from "@lawfirm/contract";
import { api } from "../../app/api";
import { detailHandle, followLanguageVersion } from "../../app/language-versions";
import { isPrefixed, pageContext } from "../../app/page-context";
import { orNotFound, requireId } from "../../app/route-params";
import { personPath } from "../../ui/paths";
import type { PersonDetail } from "./people-data";

export interface PersonDetailData {
  person: PersonDetail;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<PersonDetailData> {
  const page = pageContext({ request });
  const person = await orNotFound(api.call(personEndpoints.publicDetail, { params: { id: requireId(params) } }, page));
  followLanguageVersion(person, page, isPrefixed(request), personPath);
  return { person };
}

export const handle = detailHandle((data: PersonDetailData) => data.person, personPath, SITE_ROUTES.people);
