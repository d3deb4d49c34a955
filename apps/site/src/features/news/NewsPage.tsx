import { ArticleListPage } from "../articles/ArticleListPage";
import { newsKind } from "../articles/article-kinds";

export default function NewsPage() {
  return <ArticleListPage kind={newsKind} titleKey="page.news.title" descriptionKey="page.news.description" leadKey="page.news.lead" />;
}
