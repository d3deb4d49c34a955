import type { LoaderFunctionArgs } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { requireId } from "../../app/route-params";
import { DetailShell } from "../../ui/DetailShell";

export function loader({ params }: LoaderFunctionArgs) {
  return { id: requireId(params) };
}

export default function ExpertiseDetailPage() {
  return (
    <DetailShell
      sectionKey="nav.expertise"
      sectionTo={SITE_ROUTES.expertises}
      titleKey="page.expertiseDetail.title"
      descriptionKey="page.expertiseDetail.description"
    />
  );
}
