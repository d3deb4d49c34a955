import { ArticleDetailView } from "../articles/ArticleDetailPage";
import { caseKind } from "../articles/article-kinds";

export default function CaseDetailPage() {
  return <ArticleDetailView kind={caseKind} />;
}
