import type { LoaderFunctionArgs } from "react-router";
import { SITE_ROUTES } from "@lawfirm/contract";
import { requireId } from "../../app/route-params";
import { DetailShell } from "../../ui/DetailShell";

export function loader({ params }: LoaderFunctionArgs) {
  return { id: requireId(params) };
}

export default function NewsDetailPage() {
  return <DetailShell sectionKey="nav.news" sectionTo={SITE_ROUTES.news} titleKey="page.newsDetail.title" descriptionKey="page.newsDetail.description" />;
}
