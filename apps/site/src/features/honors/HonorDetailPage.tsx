import { ArticleDetailView } from "../../ui/articles/ArticleDetailPage";
import { honorKind } from "../../ui/articles/article-kinds";

export default function HonorDetailPage() {
  return <ArticleDetailView kind={honorKind} />;
}
