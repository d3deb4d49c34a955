import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import page from "../../ui/page.module.css";

export default function CasesPage() {
  const { t } = useLocale();
  usePageMeta(t("page.cases.title"), t("page.cases.description"));
  return (
    <>
      <PageHeader eyebrow={t("site.name")} title={t("page.cases.title")} lead={t("page.cases.lead")} />
      <div className={`container ${page.body}`}>
        <EmptyState />
      </div>
    </>
  );
}
