import type { LoaderFunctionArgs } from "react-router";
import { officeEndpoints, personEndpoints, type PublicOffice } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { followLanguageVersion } from "../../lib/language-versions";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound, requireId } from "../../lib/route-params";
import { personPath } from "../../ui/paths";
import type { PersonDetail } from "./people-data";
import { loadPersonRecord, type PersonRecord } from "./person-record";

export interface PersonDetailData {
  person: PersonDetail;
  /** The person's office with its address; null when it could not be read (the page still shows its name). */
  office: PublicOffice | null;
  /** The newest news, deals and honors naming the person (decision 0031). */
  record: PersonRecord;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<PersonDetailData> {
  const page = pageContext({ request });
  const person = await orNotFound(api.call(personEndpoints.publicDetail, { params: { id: requireId(params) } }, page));
  followLanguageVersion(person, page, isPrefixed(request), personPath);
  const record = await loadPersonRecord(person.id, page);
  const office = await api.call(officeEndpoints.publicDetail, { params: { id: person.office } }, page).catch(() => null);
  return { person, office, record };
}
