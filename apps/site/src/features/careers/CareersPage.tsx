import { Form, useLoaderData } from "react-router";
import { JOB_LEVELS, joinNames, localizedPath, SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useSiteName } from "../../lib/layout-data";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import { careerPath } from "../../ui/paths";
import { EMPLOYMENT_LABELS, LEVEL_LABELS } from "./careers-labels";
import type { loader } from "./CareersPage.data";
import styles from "./CareersPage.module.css";

/** The careers page: the open positions, filtered by a GET form (office, practice area, level) that works without JavaScript. */
export default function CareersPage() {
  const { t, locale } = useLocale();
  const siteName = useSiteName();
  const { query, offices, practiceAreas, openings } = useLoaderData<typeof loader>();
  usePageHead({ title: t("page.careers.title"), description: t("page.careers.description") });
  const filtered = query.office !== undefined || query.practiceAreaId !== undefined || query.level !== undefined;

  return (
    <>
      <PageHeader eyebrow={siteName} title={t("page.careers.title")} lead={t("page.careers.lead")} />
      <div className={`container ${styles.body}`}>
        <Form
          method="get"
          action={localizedPath(locale, SITE_ROUTES.careers)}
          className={styles.filters}
          aria-label={t("careers.filter.region")}
          preventScrollReset
          // The selects show the address's filters: a new address (the back button) renders them anew.
          key={`${query.office ?? ""}/${query.practiceAreaId ?? ""}/${query.level ?? ""}`}
        >
          <div className={styles.filter}>
            <label htmlFor="careers-office" className={styles.label}>
              {t("careers.filter.officeLabel")}
            </label>
            <select id="careers-office" name="office" className={styles.select} defaultValue={query.office ?? ""}>
              <option value="">{t("careers.filter.office")}</option>
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor="careers-practiceArea" className={styles.label}>
              {t("careers.filter.practiceAreaLabel")}
            </label>
            <select id="careers-practiceArea" name="practiceAreaId" className={styles.select} defaultValue={query.practiceAreaId ?? ""}>
              <option value="">{t("careers.filter.practiceArea")}</option>
              {practiceAreas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor="careers-level" className={styles.label}>
              {t("careers.filter.levelLabel")}
            </label>
            <select id="careers-level" name="level" className={styles.select} defaultValue={query.level ?? ""}>
              <option value="">{t("careers.filter.level")}</option>
              {JOB_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(LEVEL_LABELS[level])}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.submit}>
            {t("careers.filter.submit")}
          </button>
        </Form>

        {openings.length === 0 ? (
          <div className={styles.empty}>
            <EmptyState hint={filtered ? t("careers.noResults") : t("careers.none")} />
          </div>
        ) : (
          <ul className={styles.list} aria-label={t("careers.listLabel")}>
            {openings.map((opening) => (
              <li key={opening.id} className={styles.item}>
                <h2 className={styles.title}>
                  <LocalizedLink to={careerPath(opening.slug)} className={styles.link}>
                    {opening.title}
                  </LocalizedLink>
                </h2>
                <p className={styles.meta}>
                  <span>{opening.officeName}</span>
                  <span>{t(LEVEL_LABELS[opening.level])}</span>
                  <span>{t(EMPLOYMENT_LABELS[opening.employmentType])}</span>
                  {opening.proFields.length > 0 ? (
                    <span>
                      {joinNames(
                        opening.proFields.map((area) => area.name),
                        locale,
                      )}
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.unsolicited}>
          {t("careers.unsolicited")} <LocalizedLink to={SITE_ROUTES.apply}>{t("careers.applyUnsolicited")}</LocalizedLink>
        </p>
      </div>
    </>
  );
}
