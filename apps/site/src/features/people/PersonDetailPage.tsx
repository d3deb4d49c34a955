import type { LoaderFunctionArgs } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { requireId } from "../../app/route-params";
import { DetailShell } from "../../ui/DetailShell";

export function loader({ params }: LoaderFunctionArgs) {
  return { id: requireId(params) };
}

export default function PersonDetailPage() {
  return (
    <DetailShell sectionKey="nav.team" sectionTo={SITE_ROUTES.people} titleKey="page.personDetail.title" descriptionKey="page.personDetail.description" />
  );
}
