import { ArticleDetailView, articleDetailHandle, articleDetailLoader } from "../articles/ArticleDetailPage";
import { honorKind } from "../articles/article-kinds";

export const loader = articleDetailLoader(honorKind);
export const handle = articleDetailHandle(honorKind);

/** Honors have no list page of their own: they are the accolades section of the about page. */
export default function HonorDetailPage() {
  return <ArticleDetailView kind={honorKind} />;
}
