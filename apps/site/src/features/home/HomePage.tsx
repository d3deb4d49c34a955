import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { ArrowLink } from "../../ui/ArrowLink";
import { ButtonLink } from "../../ui/ButtonLink";
import styles from "./HomePage.module.css";

const HOME_SECTIONS: readonly { id: string; to: string; titleKey: MessageKey; textKey: MessageKey; linkKey: MessageKey }[] = [
  { id: "about", to: SITE_ROUTES.about, titleKey: "home.about.title", textKey: "home.about.text", linkKey: "common.readMore" },
  { id: "expertise", to: SITE_ROUTES.expertises, titleKey: "home.expertise.title", textKey: "home.expertise.text", linkKey: "common.viewAll" },
  { id: "team", to: SITE_ROUTES.people, titleKey: "home.team.title", textKey: "home.team.text", linkKey: "common.viewAll" },
  { id: "news", to: SITE_ROUTES.news, titleKey: "home.news.title", textKey: "home.news.text", linkKey: "common.viewAll" },
  { id: "cases", to: SITE_ROUTES.cases, titleKey: "home.cases.title", textKey: "home.cases.text", linkKey: "common.viewAll" },
];

export default function HomePage() {
  const { t } = useLocale();
  usePageMeta(t("page.home.title"), t("page.home.description"));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>
            {t("site.name")} · {t("site.tagline")}
          </p>
          <h1 id="home-heading" className={styles.heading} tabIndex={-1}>
            {t("page.home.heading")}
          </h1>
          <p className={styles.lead}>{t("page.home.lead")}</p>
          <div className={styles.actions}>
            <ButtonLink to={SITE_ROUTES.expertises}>{t("home.cta.expertise")}</ButtonLink>
            <ButtonLink to={SITE_ROUTES.people} variant="secondary">
              {t("home.cta.team")}
            </ButtonLink>
          </div>
        </div>
      </section>
      <div className="container">
        <ol className={styles.index}>
          {HOME_SECTIONS.map((section, index) => (
            <li key={section.id} className={styles.entry}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 className={styles.entryTitle}>{t(section.titleKey)}</h2>
              <p className={styles.entryText}>{t(section.textKey)}</p>
              <ArrowLink className={styles.entryLink} to={section.to} aria-label={`${t(section.linkKey)}: ${t(section.titleKey)}`}>
                {t(section.linkKey)}
              </ArrowLink>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
