import { ArticleDetailView, articleDetailHandle, articleDetailLoader } from "../articles/ArticleDetailPage";
import { newsKind } from "../articles/article-kinds";

export const loader = articleDetailLoader(newsKind);
export const handle = articleDetailHandle(newsKind);

export default function NewsDetailPage() {
  return <ArticleDetailView kind={newsKind} />;
}
