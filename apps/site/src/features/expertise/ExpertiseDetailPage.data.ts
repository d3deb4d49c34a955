import { redirect, type LoaderFunctionArgs } from "react-router";
import { practiceAreaEndpoints, type Locale, type PracticeAreaLink, type PublicPracticeArea } from "@lawfirm/contract";
import { api } from "../../app/api";
import { localeStore } from "../../app/locale";
import type { PageHandle } from "../../app/page-handle";
import { orNotFound, requireId } from "../../app/route-params";
import { expertisePath } from "../../ui/paths";

interface ExpertiseDetailData {
  area: PublicPracticeArea;
  previous: PracticeAreaLink | null;
  next: PracticeAreaLink | null;
  /** The site's origin, for the absolute addresses of the `hreflang` links. */
  origin: string;
}

function versionIn(area: PublicPracticeArea | undefined, locale: Locale) {
  return area?.versions.find((version) => version.lang === locale);
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ExpertiseDetailData> {
  const { signal } = request;
  const id = requireId(params);
  const area = await orNotFound(api.call(practiceAreaEndpoints.publicDetail, { params: { id } }, { signal }));
  const version = area.lang === localeStore.get() ? undefined : versionIn(area, localeStore.get());
  if (version && version.id !== area.id) throw redirect(expertisePath(version.id));
  // Without its neighbours the page still shows the practice area.
  const turn = await api
    .call(practiceAreaEndpoints.pageTurn, { params: { no: area.no }, query: {} }, { signal })
    .catch(() => ({ previous: null, next: null }));
  return { area, previous: turn.previous, next: turn.next, origin: new URL(request.url).origin };
}

/** After a language switch, the page goes to the practice area's version in the new language. */
export const handle: PageHandle = {
  localizedPath(data, locale) {
    const version = versionIn((data as ExpertiseDetailData | undefined)?.area, locale);
    return version ? expertisePath(version.id) : undefined;
  },
};
