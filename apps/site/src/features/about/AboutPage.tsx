import { SITE_ROUTES } from "@lawfirm/contract";
import { Link } from "react-router";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { PageHeader } from "../../ui/PageHeader";
import { ABOUT_SECTIONS } from "./about-sections";
import styles from "./AboutPage.module.css";

/** Sections that continue on another page. */
const SECTION_LINKS: Partial<Record<(typeof ABOUT_SECTIONS)[number]["id"], string>> = {
  lawyers: SITE_ROUTES.people,
};

export default function AboutPage() {
  const { t } = useLocale();
  usePageMeta(t("page.about.title"), t("page.about.description"));
  return (
    <>
      <PageHeader eyebrow={t("site.name")} title={t("page.about.title")} lead={t("page.about.lead")} />
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="about-toc">
          <h2 id="about-toc" className={styles.tocHeading}>
            {t("common.onThisPage")}
          </h2>
          <ul className={styles.tocList}>
            {ABOUT_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link to={`#${section.id}`}>{t(section.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {ABOUT_SECTIONS.map((section, index) => {
            const link = SECTION_LINKS[section.id];
            return (
              <section key={section.id} id={section.id} tabIndex={-1} className={styles.section} aria-labelledby={`${section.id}-heading`}>
                <p className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h2 id={`${section.id}-heading`} className={styles.heading}>
                  {t(section.labelKey)}
                </h2>
                <p className={styles.text}>{t(section.textKey)}</p>
                {link ? (
                  <ArrowLink className={styles.link} to={link} aria-label={`${t("common.viewAll")}: ${t(section.labelKey)}`}>
                    {t("common.viewAll")}
                  </ArrowLink>
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
