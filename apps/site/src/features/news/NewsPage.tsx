import { ArticleListPage } from "../../ui/articles/ArticleListPage";
import { newsKind } from "../../ui/articles/article-kinds";

export default function NewsPage() {
  return <ArticleListPage kind={newsKind} titleKey="page.news.title" descriptionKey="page.news.description" leadKey="page.news.lead" />;
}
