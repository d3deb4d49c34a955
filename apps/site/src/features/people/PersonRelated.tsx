import { useLocale } from "../../i18n/locale-context";
import { caseKind, honorKind, newsKind } from "../../ui/articles/article-kinds";
import { filteredListPath } from "../../ui/articles/related";
import { RelatedArticles } from "../../ui/articles/RelatedArticles";
import type { PersonRecord } from "./person-record";

/**
 * A lawyer's news, deals and honors, newest first; "view all" leads to the news and deals lists
 * narrowed to them (honors have no list page of their own).
 */
export function PersonRelated({ personId, record }: { personId: number; record: PersonRecord }) {
  const { t } = useLocale();
  const viewAll = (kind: typeof newsKind | typeof caseKind) => ({ to: filteredListPath(kind, { personId }), label: t("common.viewAll") });
  return (
    <>
      <RelatedArticles id="person-news" title={t("nav.news")} kind={newsKind} items={record.news.result} viewAll={viewAll(newsKind)} />
      <RelatedArticles id="person-cases" title={t("nav.cases")} kind={caseKind} items={record.cases.result} viewAll={viewAll(caseKind)} />
      <RelatedArticles id="person-honors" title={t("nav.about.accolades")} kind={honorKind} items={record.honors.result} />
    </>
  );
}
