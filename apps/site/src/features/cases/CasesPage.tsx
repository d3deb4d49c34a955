import { CATALOG_TYPE } from "@lawfirm/contract";
import { ArticleListPage } from "../articles/ArticleListPage";
import { caseKind } from "../articles/article-kinds";
import { articleListLoader } from "../articles/article-list";

export const loader = articleListLoader(caseKind, CATALOG_TYPE.CASES);

export default function CasesPage() {
  return <ArticleListPage kind={caseKind} titleKey="page.cases.title" descriptionKey="page.cases.description" leadKey="page.cases.lead" />;
}
