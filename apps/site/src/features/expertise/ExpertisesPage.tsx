import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import page from "../../ui/page.module.css";

export default function ExpertisesPage() {
  const { t } = useLocale();
  usePageMeta(t("page.expertises.title"), t("page.expertises.description"));
  return (
    <>
      <PageHeader eyebrow={t("site.name")} title={t("page.expertises.title")} lead={t("page.expertises.lead")} />
      <div className={`container ${page.body}`}>
        <EmptyState />
      </div>
    </>
  );
}
