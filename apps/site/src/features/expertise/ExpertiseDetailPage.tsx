import { useLoaderData } from "react-router";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { plainText, SITE_ROUTES, toLanguageTag } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { breadcrumbData } from "../../lib/structured-data-details";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { caseKind, newsKind } from "../../ui/articles/article-kinds";
import { filteredListPath } from "../../ui/articles/related";
import { RelatedArticles } from "../../ui/articles/RelatedArticles";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { expertisePath } from "../../ui/paths";
import { PeopleGrid } from "../../ui/people/PeopleGrid";
import { PracticeAreaIcon } from "../../ui/PracticeAreaIcon";
import { RichText } from "../../ui/RichText";
import type { loader } from "./ExpertiseDetailPage.data";
import styles from "./ExpertiseDetailPage.module.css";

export default function ExpertiseDetailPage() {
  const { area, previous, next, deals, news } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  const section = t("nav.expertise");
  const contentLang = toLanguageTag(area.lang);
  const crumbs = [{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: SITE_ROUTES.expertises }, { label: area.name }];
  usePageHead({
    title: area.name,
    description: plainText(area.introduce) || t("page.expertiseDetail.description"),
    pageMeta: area,
    structuredData: (site, route) => [breadcrumbData(site, route, crumbs)],
  });

  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <div className={styles.heading}>
            <PracticeAreaIcon url={area.iconUrl} className={styles.icon} size={64} />
            <div>
              <p className={styles.eyebrow}>{t("page.expertiseDetail.title")}</p>
              <h1 className={styles.title} lang={contentLang} tabIndex={-1}>
                {area.name}
              </h1>
            </div>
          </div>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <OtherLanguageNotice contentLang={area.lang} browse={{ section, to: SITE_ROUTES.expertises }} />
        {area.introduce.trim() ? <RichText className={styles.text} html={area.introduce} lang={area.lang} /> : null}

        {area.keyContacts.length > 0 ? (
          <section className={styles.people} aria-labelledby="expertise-contacts">
            <h2 id="expertise-contacts" className={styles.sectionTitle}>
              {t("expertise.keyContacts")}
            </h2>
            <PeopleGrid people={area.keyContacts} headingLevel={3} compact />
          </section>
        ) : null}

        {area.people.length > 0 || area.keyContacts.length === 0 ? (
          <section className={styles.people} aria-labelledby="expertise-people">
            <h2 id="expertise-people" className={styles.sectionTitle}>
              {t(area.keyContacts.length > 0 ? "expertise.morePeople" : "expertise.people")}
            </h2>
            {area.people.length > 0 ? (
              <PeopleGrid people={area.people} headingLevel={3} compact />
            ) : (
              <p className={styles.none}>{t("expertise.noPeople")}</p>
            )}
          </section>
        ) : null}

        <RelatedArticles
          id="expertise-deals"
          title={t("expertise.deals")}
          kind={caseKind}
          items={deals.result}
          viewAll={{ to: filteredListPath(caseKind, { practiceAreaId: area.id }), label: t("common.viewAll") }}
        />
        <RelatedArticles
          id="expertise-news"
          title={t("expertise.news")}
          kind={newsKind}
          items={news.result}
          viewAll={{ to: filteredListPath(newsKind, { practiceAreaId: area.id }), label: t("common.viewAll") }}
        />

        {previous || next ? (
          <nav className={styles.turn} aria-label={t("expertise.more")}>
            {previous ? (
              <LocalizedLink className={styles.turnLink} to={expertisePath(previous.slug)} rel="prev">
                <span className={styles.turnLabel}>{t("expertise.previous")}</span>
                <span className={styles.turnName}>{previous.name}</span>
              </LocalizedLink>
            ) : (
              <span />
            )}
            {next ? (
              <LocalizedLink className={`${styles.turnLink} ${styles.next}`} to={expertisePath(next.slug)} rel="next">
                <span className={styles.turnLabel}>{t("expertise.next")}</span>
                <span className={styles.turnName}>{next.name}</span>
              </LocalizedLink>
            ) : null}
          </nav>
        ) : null}

        <div className={styles.back}>
          <ArrowLink to={SITE_ROUTES.expertises} back>
            {t("common.backTo", { section })}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
