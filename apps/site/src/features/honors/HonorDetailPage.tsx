import type { LoaderFunctionArgs } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { requireId } from "../../app/route-params";
import { DetailShell } from "../../ui/DetailShell";

export function loader({ params }: LoaderFunctionArgs) {
  return { id: requireId(params) };
}

/** Honors have no list page of their own: they are the accolades section of the about page. */
export default function HonorDetailPage() {
  return (
    <DetailShell
      sectionKey="nav.about.accolades"
      sectionTo={`${SITE_ROUTES.about}#accolades`}
      titleKey="page.honorDetail.title"
      descriptionKey="page.honorDetail.description"
    />
  );
}
