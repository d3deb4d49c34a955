import { ArticleDetailView } from "../articles/ArticleDetailPage";
import { newsKind } from "../articles/article-kinds";

export default function NewsDetailPage() {
  return <ArticleDetailView kind={newsKind} />;
}
