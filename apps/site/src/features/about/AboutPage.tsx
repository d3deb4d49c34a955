import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { SITE_ROUTES } from "@lawfirm/contract";
import { useLayoutData, useSiteName } from "../../lib/layout-data";
import { usePageHead } from "../../lib/page-head";
import { legalServiceData } from "../../lib/structured-data";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { ArrowLink } from "../../ui/ArrowLink";
import { OfficeAddress } from "../../ui/offices/OfficeAddress";
import { PageHeader } from "../../ui/PageHeader";
import { officePath } from "../../ui/paths";
import { PeopleGrid } from "../../ui/people/PeopleGrid";
import { RichText } from "../../ui/RichText";
import { ArticleCard } from "../../ui/articles/ArticleCard";
import { honorKind } from "../../ui/articles/article-kinds";
import { ABOUT_SECTIONS, type AboutSectionId } from "./about-sections";
import type { loader } from "./AboutPage.data";
import styles from "./AboutPage.module.css";
import { Picture } from "../../ui/Picture";

/** Each section's introduction. */
const SECTION_TEXTS: Record<AboutSectionId, MessageKey> = {
  overview: "about.overview.text",
  accolades: "about.accolades.text",
  advantages: "about.advantages.text",
  environment: "about.environment.text",
  lawyers: "about.lawyers.text",
  people: "about.people.text",
  offices: "about.offices.text",
};

/** Sections that continue on another page. */
const SECTION_LINKS: Partial<Record<AboutSectionId, string>> = {
  accolades: SITE_ROUTES.honors,
  lawyers: SITE_ROUTES.people,
  people: SITE_ROUTES.people,
};

export default function AboutPage() {
  const { t } = useLocale();
  const { honors, people } = useLoaderData<typeof loader>();
  const layout = useLayoutData();
  const config = layout?.config;
  const offices = layout?.offices ?? [];
  const siteName = useSiteName();
  usePageHead({
    title: t("page.about.title"),
    description: t("page.about.description"),
    structuredData: (site) => [legalServiceData(site, offices)],
  });

  const introduce = config?.introduce.trim();
  const advantages = config?.advantagesList ?? [];
  const environment = config?.environmentList ?? [];
  const contentLang = config?.lang ?? "en_US";
  const address = config?.address.trim();

  /** A section's own content; the catalogs' text stands in where the editors have not written any. */
  function content(id: AboutSectionId, fallback: string): ReactNode {
    switch (id) {
      case "overview":
        return introduce ? <RichText html={introduce} lang={contentLang} /> : <p className={styles.text}>{fallback}</p>;
      case "accolades":
        return honors.length > 0 ? (
          <ul className={styles.honors}>
            {honors.map((item) => (
              <li key={item.id}>
                <ArticleCard kind={honorKind} item={item} headingLevel={3} compact />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.text}>{fallback}</p>
        );
      case "advantages":
        return advantages.length > 0 ? (
          <ol className={styles.advantages}>
            {advantages.map((advantage, index) => (
              <li key={`${index}-${advantage.title}`} className={styles.advantage}>
                <h3 className={styles.advantageTitle} lang={contentLang.replace("_", "-")}>
                  {advantage.title}
                </h3>
                {advantage.content.trim() ? (
                  <RichText html={advantage.content} lang={contentLang} className={styles.advantageText} />
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.text}>{fallback}</p>
        );
      case "environment":
        return environment.length > 0 ? (
          <ul className={styles.gallery}>
            {environment.map((item, index) => (
              <li key={`${index}-${item.coverUrl}`}>
                <figure className={styles.photo}>
                  <Picture
                    src={item.coverUrl}
                    alt={item.title.trim() || t("about.environment.photo", { index: index + 1 })}
                    description={item.coverDescription}
                    width={1200}
                    height={800}
                    // Columns of at least 13rem (AboutPage.module.css).
                    sizes="(min-width: 64rem) 24rem, (min-width: 30rem) 46vw, 90vw"
                    loading="lazy"
                  />
                  {/* The place's own title, else the media item's caption (decision 0036). */}
                  {item.title.trim() || item.coverDescription?.caption ? (
                    <figcaption lang={contentLang.replace("_", "-")}>{item.title.trim() || item.coverDescription?.caption}</figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.text}>{fallback}</p>
        );
      case "lawyers":
        return (
          <>
            <p className={styles.text}>{fallback}</p>
            {people.length > 0 ? <PeopleGrid people={people} headingLevel={3} compact className={styles.people} /> : null}
          </>
        );
      case "offices":
        return (
          <>
            <p className={styles.text}>{fallback}</p>
            {offices.length > 0 ? (
              <ul className={styles.offices}>
                {offices.map((office) => (
                  <li key={office.id} className={styles.office}>
                    <h3 className={styles.officeName}>
                      <LocalizedLink to={officePath(office.id)}>{office.name}</LocalizedLink>
                    </h3>
                    <OfficeAddress office={office} className={styles.officeAddress} />
                    <ArrowLink to={officePath(office.id)}>{t("office.more", { office: office.name })}</ArrowLink>
                  </li>
                ))}
              </ul>
            ) : address ? (
              <address className={styles.address}>
                <span>{siteName}</span>
                {address}
              </address>
            ) : null}
          </>
        );
      default:
        return <p className={styles.text}>{fallback}</p>;
    }
  }

  return (
    <>
      <PageHeader eyebrow={siteName} title={t("page.about.title")} lead={t("page.about.lead")} />
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="about-toc">
          <h2 id="about-toc" className={styles.tocHeading}>
            {t("common.onThisPage")}
          </h2>
          <ul className={styles.tocList}>
            {ABOUT_SECTIONS.map((section) => (
              <li key={section.id}>
                <LocalizedLink to={`#${section.id}`}>{t(section.labelKey)}</LocalizedLink>
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
                <div className={styles.content}>{content(section.id, t(SECTION_TEXTS[section.id]))}</div>
                {link ? (
                  <ArrowLink className={styles.link} to={link} subject={t(section.labelKey)}>
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
