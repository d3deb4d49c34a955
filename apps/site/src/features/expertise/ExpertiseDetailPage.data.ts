import type { LoaderFunctionArgs } from "react-router";
import { practiceAreaEndpoints, type PracticeAreaLink, type PublicPracticeArea } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { addressedVersionId, followAddress } from "../../lib/addresses";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound } from "../../lib/route-params";
import { caseKind, newsKind, type ArticlePage } from "../../ui/articles/article-kinds";
import { loadRecord } from "../../ui/articles/related";
import { expertisePath } from "../../ui/paths";

export interface ExpertiseDetailData {
  area: PublicPracticeArea;
  previous: PracticeAreaLink | null;
  next: PracticeAreaLink | null;
  /** The newest deals and news concerning the practice area (decision 0031). */
  deals: ArticlePage;
  news: ArticlePage;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ExpertiseDetailData> {
  const page = pageContext({ request });
  const id = await addressedVersionId("practiceArea", params, page, expertisePath);
  const area = await orNotFound(api.call(practiceAreaEndpoints.publicDetail, { params: { id } }, page));
  followAddress(area, page, params, isPrefixed(request), expertisePath);
  const [turn, deals, news] = await Promise.all([
    // Without its neighbours the page still shows the practice area.
    api.call(practiceAreaEndpoints.pageTurn, { params: { no: area.no }, query: {} }, page).catch(() => ({ previous: null, next: null })),
    loadRecord(caseKind, { practiceAreaId: area.id }, page),
    loadRecord(newsKind, { practiceAreaId: area.id }, page),
  ]);
  return { area, previous: turn.previous, next: turn.next, deals, news };
}
