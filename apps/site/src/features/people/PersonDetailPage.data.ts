import type { LoaderFunctionArgs } from "react-router";
import { officeEndpoints, personEndpoints, type PublicOffice } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { addressedVersionId, followAddress } from "../../lib/addresses";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound } from "../../lib/route-params";
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
  const id = await addressedVersionId("person", params, page, personPath);
  const person = await orNotFound(api.call(personEndpoints.publicDetail, { params: { id } }, page));
  followAddress(person, page, params, isPrefixed(request), personPath);
  const record = await loadPersonRecord(person.id, page);
  const office = await api.call(officeEndpoints.publicDetail, { params: { id: person.office } }, page).catch(() => null);
  return { person, office, record };
}
