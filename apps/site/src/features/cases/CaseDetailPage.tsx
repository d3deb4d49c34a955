import type { LoaderFunctionArgs } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { requireId } from "../../app/route-params";
import { DetailShell } from "../../ui/DetailShell";

export function loader({ params }: LoaderFunctionArgs) {
  return { id: requireId(params) };
}

export default function CaseDetailPage() {
  return <DetailShell sectionKey="nav.cases" sectionTo={SITE_ROUTES.cases} titleKey="page.caseDetail.title" descriptionKey="page.caseDetail.description" />;
}
