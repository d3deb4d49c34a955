import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import page from "../../ui/page.module.css";
import { NEWS_SECTIONS } from "./news-sections";

export default function NewsPage() {
  const { t } = useLocale();
  usePageMeta(t("page.news.title"), t("page.news.description"));
  return (
    <>
      <PageHeader eyebrow={t("site.name")} title={t("page.news.title")} lead={t("page.news.lead")} />
      <div className={`container ${page.body} ${page.stack}`}>
        {NEWS_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} tabIndex={-1} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className={page.sectionHeading}>
              {t(section.labelKey)}
            </h2>
            <EmptyState compact />
          </section>
        ))}
      </div>
    </>
  );
}
