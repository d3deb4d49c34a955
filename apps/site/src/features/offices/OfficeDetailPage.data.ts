import type { LoaderFunctionArgs } from "react-router";
import { MAX_PAGE_SIZE, officeEndpoints, type PublicOffice } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { followLanguageVersion } from "../../lib/language-versions";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound, requireId } from "../../lib/route-params";
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
