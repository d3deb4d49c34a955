import { ArticleDetailView } from "../../ui/articles/ArticleDetailPage";
import { caseKind } from "../../ui/articles/article-kinds";

export default function CaseDetailPage() {
  return <ArticleDetailView kind={caseKind} />;
}
