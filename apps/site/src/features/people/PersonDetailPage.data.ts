import type { LoaderFunctionArgs } from "react-router";
import { officeEndpoints, personEndpoints, type PublicOffice } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { addressedVersionId, followAddress } from "../../lib/addresses";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound } from "../../lib/route-params";
import { personPath } from "../../ui/paths";
import { listEvents } from "../../ui/events/event-api";
import type { EventCard } from "@lawfirm/contract";
import type { PersonDetail } from "./people-data";
import { loadPersonRecord, type PersonRecord } from "./person-record";

/** The upcoming events a profile lists, at most. */
const PERSON_EVENTS = 5;

export interface PersonDetailData {
  person: PersonDetail;
  /** The person's office with its address; null when it could not be read (the page still shows its name). */
  office: PublicOffice | null;
  /** The newest news, deals and honors naming the person (decision 0031). */
  record: PersonRecord;
  /** The upcoming events the person speaks at (decision 0082). */
  events: EventCard[];
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<PersonDetailData> {
  const page = pageContext({ request });
  const id = await addressedVersionId("person", params, page, personPath);
  const person = await orNotFound(api.call(personEndpoints.publicDetail, { params: { id } }, page));
  followAddress(person, page, params, isPrefixed(request), personPath);
  const record = await loadPersonRecord(person.id, page);
  const [office, events] = await Promise.all([
    api.call(officeEndpoints.publicDetail, { params: { id: person.office } }, page).catch(() => null),
    listEvents({ when: "upcoming", personId: person.id, pageSize: PERSON_EVENTS }, page).catch((): EventCard[] => []),
  ]);
  return { person, office, record, events };
}
