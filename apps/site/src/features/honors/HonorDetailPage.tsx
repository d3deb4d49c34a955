import { ArticleDetailView } from "../../ui/articles/ArticleDetailPage";
import { honorKind } from "../../ui/articles/article-kinds";

/** Honors have no list page of their own: they are the accolades section of the about page. */
export default function HonorDetailPage() {
  return <ArticleDetailView kind={honorKind} />;
}
