import { useLoaderData } from "react-router";
import { JOB_LEVELS, joinNames, localizedPath, SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useSiteName } from "../../lib/layout-data";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import { SelectFilters } from "../../ui/SelectFilters";
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
        <SelectFilters
          action={localizedPath(locale, SITE_ROUTES.careers)}
          label={t("careers.filter.region")}
          submitLabel={t("careers.filter.submit")}
          filters={[
            {
              name: "office",
              label: t("careers.filter.officeLabel"),
              allLabel: t("careers.filter.office"),
              value: query.office,
              options: offices.map((office) => ({ value: office.id, label: office.name })),
            },
            {
              name: "practiceAreaId",
              label: t("careers.filter.practiceAreaLabel"),
              allLabel: t("careers.filter.practiceArea"),
              value: query.practiceAreaId,
              options: practiceAreas.map((area) => ({ value: area.id, label: area.name })),
            },
            {
              name: "level",
              label: t("careers.filter.levelLabel"),
              allLabel: t("careers.filter.level"),
              value: query.level,
              options: JOB_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) })),
            },
          ]}
        />

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
