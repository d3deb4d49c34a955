import type { LoaderFunctionArgs } from "react-router";
import { MAX_PAGE_SIZE, officeEndpoints, type PublicOffice } from "@lawfirm/contract";
import { api } from "../../app/api";
import { followLanguageVersion } from "../../app/language-versions";
import { isPrefixed, pageContext } from "../../app/page-context";
import { orNotFound, requireId } from "../../app/route-params";
import { officePath } from "../../ui/paths";
import { listPeople, type PersonCardItem } from "../../ui/people/people-list";

export interface OfficeDetailData {
  office: PublicOffice;
  /** The office's people in the page's language, pinned first, then by name. */
  people: PersonCardItem[];
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<OfficeDetailData> {
  const page = pageContext({ request });
  const office = await orNotFound(api.call(officeEndpoints.publicDetail, { params: { id: requireId(params) } }, page));
  followLanguageVersion(office, page, isPrefixed(request), officePath);
  // Without its people the page still shows the office.
  const people = await listPeople({ office: office.id, pageNo: 1, pageSize: MAX_PAGE_SIZE }, page).then(
    (list) => list.result,
    () => [],
  );
  return { office, people };
}
