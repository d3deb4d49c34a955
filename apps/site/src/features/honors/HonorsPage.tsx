import { ArticleListPage } from "../../ui/articles/ArticleListPage";
import { honorKind } from "../../ui/articles/article-kinds";

export default function HonorsPage() {
  return (
    <ArticleListPage kind={honorKind} titleKey="page.honors.title" descriptionKey="page.honors.description" leadKey="page.honors.lead" />
  );
}
