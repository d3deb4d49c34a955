import { ArticleDetailView, articleDetailHandle, articleDetailLoader } from "../articles/ArticleDetailPage";
import { caseKind } from "../articles/article-kinds";

export const loader = articleDetailLoader(caseKind);
export const handle = articleDetailHandle(caseKind);

export default function CaseDetailPage() {
  return <ArticleDetailView kind={caseKind} />;
}
