import { ArticleDetailView } from "../../ui/articles/ArticleDetailPage";
import { newsKind } from "../../ui/articles/article-kinds";

export default function NewsDetailPage() {
  return <ArticleDetailView kind={newsKind} />;
}
