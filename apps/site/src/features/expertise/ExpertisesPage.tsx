import { useLoaderData } from "react-router";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { toLanguageTag } from "@lawfirm/contract";
import { useSiteName } from "../../lib/layout-data";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { CardMore } from "../../ui/CardMore";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import page from "../../ui/page.module.css";
import { expertisePath } from "../../ui/paths";
import { PracticeAreaIcon } from "../../ui/PracticeAreaIcon";
import { excerpt } from "./expertise-data";
import type { loader } from "./ExpertisesPage.data";
import styles from "./ExpertisesPage.module.css";

export default function ExpertisesPage() {
  const { t } = useLocale();
  const siteName = useSiteName();
  const { areas } = useLoaderData<typeof loader>();
  usePageHead({ title: t("page.expertises.title"), description: t("page.expertises.description") });
  return (
    <>
      <PageHeader eyebrow={siteName} title={t("page.expertises.title")} lead={t("page.expertises.lead")} />
      <div className={`container ${page.body}`}>
        {areas.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.grid}>
            {areas.map((area, index) => {
              const text = excerpt(area.introduce);
              return (
                <li key={area.id}>
                  <article className={styles.card} lang={toLanguageTag(area.lang)}>
                    <span className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    <PracticeAreaIcon url={area.iconUrl} className={styles.icon} />
                    <h2 className={styles.name}>
                      <LocalizedLink className={styles.link} to={expertisePath(area.slug)}>
                        {area.name}
                      </LocalizedLink>
                    </h2>
                    {text ? <p className={styles.excerpt}>{text}</p> : null}
                    <CardMore className={styles.more}>{t("common.details")}</CardMore>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
