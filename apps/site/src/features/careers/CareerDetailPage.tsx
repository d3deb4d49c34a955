import { useLoaderData } from "react-router";
import { joinNames, plainText, SITE_ROUTES, toLanguageTag } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { breadcrumbData, jobPostingData } from "../../lib/structured-data-details";
import { useLocale } from "../../i18n/locale-context";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { ButtonLink } from "../../ui/ButtonLink";
import { formatDate } from "../../ui/format";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { RichText } from "../../ui/RichText";
import { EMPLOYMENT_LABELS, LEVEL_LABELS } from "./careers-labels";
import type { loader } from "./CareerDetailPage.data";
import styles from "./CareerDetailPage.module.css";

/** One job opening: its facts, its text, and the way to its application form (decision 0080). */
export default function CareerDetailPage() {
  const { opening } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  const section = t("nav.careers");
  const contentLang = toLanguageTag(opening.lang);
  const crumbs = [{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: SITE_ROUTES.careers }, { label: opening.title }];
  const description = plainText(opening.content) || t("page.careers.description");
  usePageHead({
    title: opening.title,
    description,
    pageMeta: opening,
    structuredData: (site, route) => [jobPostingData(site, route, opening, description), breadcrumbData(site, route, crumbs)],
  });

  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <p className={styles.eyebrow}>{t(LEVEL_LABELS[opening.level])}</p>
          <h1 className={styles.title} lang={contentLang} tabIndex={-1}>
            {opening.title}
          </h1>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <OtherLanguageNotice contentLang={opening.lang} browse={{ section, to: SITE_ROUTES.careers }} />
        <dl className={styles.facts}>
          <div>
            <dt>{t("careers.fact.office")}</dt>
            <dd>{opening.officeName}</dd>
          </div>
          <div>
            <dt>{t("careers.fact.employment")}</dt>
            <dd>{t(EMPLOYMENT_LABELS[opening.employmentType])}</dd>
          </div>
          <div>
            <dt>{t("careers.fact.start")}</dt>
            <dd>{opening.startDate ? formatDate(opening.startDate, locale) : t("careers.byArrangement")}</dd>
          </div>
          {opening.proFields.length > 0 ? (
            <div>
              <dt>{t("careers.fact.practiceAreas")}</dt>
              <dd>
                {joinNames(
                  opening.proFields.map((area) => area.name),
                  locale,
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        {opening.content.trim() ? <RichText className={styles.text} html={opening.content} lang={opening.lang} /> : null}
        <p className={styles.apply}>
          <ButtonLink to={`${SITE_ROUTES.apply}?opening=${opening.id}`}>{t("careers.apply")}</ButtonLink>
        </p>
      </div>
    </article>
  );
}
