import { ArticleListPage } from "../../ui/articles/ArticleListPage";
import { caseKind } from "../../ui/articles/article-kinds";

export default function CasesPage() {
  return <ArticleListPage kind={caseKind} titleKey="page.cases.title" descriptionKey="page.cases.description" leadKey="page.cases.lead" />;
}
