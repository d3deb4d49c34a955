import { useLoaderData } from "react-router";
import { SITE_ROUTES, type PublicPortalConfig } from "@lawfirm/contract";
import { useLayoutData, useSiteName } from "../../lib/layout-data";
import { usePageHead } from "../../lib/page-head";
import { legalServiceData } from "../../lib/structured-data";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { ArrowLink } from "../../ui/ArrowLink";
import { ButtonLink } from "../../ui/ButtonLink";
import { EmptyState } from "../../ui/EmptyState";
import { formatNumber } from "../../ui/format";
import { pictureAlt } from "../../ui/Picture";
import { RichText } from "../../ui/RichText";
import { ArticleCard } from "../../ui/articles/ArticleCard";
import { caseKind, honorKind, newsKind } from "../../ui/articles/article-kinds";
import { BannerCarousel } from "./BannerCarousel";
import type { loader } from "./HomePage.data";
import { AreaList, TeamList } from "./HomeTeasers";
import { EventList } from "../../ui/events/EventList";
import { HydrateLater } from "../../ui/HydrateLater";
import styles from "./HomePage.module.css";

const FIGURES: readonly { field: "lawyerCount" | "totalPeople" | "branchCount"; labelKey: MessageKey }[] = [
  { field: "lawyerCount", labelKey: "home.figures.lawyers" },
  { field: "totalPeople", labelKey: "home.figures.people" },
  { field: "branchCount", labelKey: "home.figures.offices" },
];

function SectionHead({ id, eyebrow, title, link }: { id: string; eyebrow?: string; title: string; link?: { to: string; label: string } }) {
  return (
    <div className={styles.sectionHead}>
      <div>
        {eyebrow ? <p className={styles.sectionEyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      {link ? (
        <ArrowLink to={link.to} subject={title}>
          {link.label}
        </ArrowLink>
      ) : null}
    </div>
  );
}

/** The firm's introduction and the headline figures the editors marked visible (absent ones are left out). */
function Introduction({ config }: { config: PublicPortalConfig | null | undefined }) {
  const { t, locale } = useLocale();
  const figures = FIGURES.flatMap(({ field, labelKey }) => {
    const value = config?.[field];
    return value === undefined ? [] : [{ field, label: t(labelKey), value: formatNumber(value, locale) }];
  });
  const introduce = config?.introduce.trim();
  return (
    <section className={styles.intro} aria-labelledby="home-intro">
      <div className={`container ${styles.introGrid}`}>
        <SectionHead id="home-intro" eyebrow={t("nav.about.overview")} title={t("home.about.title")} />
        <div className={styles.introText}>
          {introduce && config ? (
            <RichText html={introduce} lang={config.lang} className={styles.introProse} />
          ) : (
            <p className={styles.introFallback}>{t("home.about.text")}</p>
          )}
          <ArrowLink to={`${SITE_ROUTES.about}#overview`} subject={t("home.about.title")}>
            {t("common.readMore")}
          </ArrowLink>
        </div>
        {figures.length > 0 ? (
          <dl className={styles.figures}>
            {figures.map((figure) => (
              <div key={figure.field} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useLocale();
  const { banners, news, deals, honors, areas, team, events } = useLoaderData<typeof loader>();
  const layout = useLayoutData();
  const config = layout?.config;
  const siteName = useSiteName();
  usePageHead({
    // The firm's name is the home page's title (and what a shared link shows), as a firm's site names itself.
    title: siteName,
    description: t("page.home.description"),
    image: banners[0]?.imgPath,
    // The banners' pictures have no alt text of their place: their titles are shown as text.
    imageAlt: pictureAlt("", banners[0]?.imgDescription),
    structuredData: (site) => [legalServiceData(site, layout?.offices ?? [])],
  });

  // Each section taken over in a task of its own (decision 0127).
  return (
    <>
      <HydrateLater>
        <section className={styles.hero} aria-labelledby="home-heading">
          <div className={`container ${styles.heroInner}`}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>
                <span>{siteName}</span>
                <span className={styles.taglinePart} aria-hidden="true">
                  ·
                </span>
                <span className={styles.taglinePart}>{t("site.tagline")}</span>
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
            {banners.length > 0 ? (
              <div className={styles.heroMedia}>
                <BannerCarousel key={banners.map((banner) => banner.id).join()} banners={banners} />
              </div>
            ) : null}
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <Introduction config={config} />
      </HydrateLater>

      <HydrateLater>
        <section className={styles.section} aria-labelledby="home-expertise">
          <div className="container">
            <SectionHead
              id="home-expertise"
              title={t("home.expertise.title")}
              link={{ to: SITE_ROUTES.expertises, label: t("common.viewAll") }}
            />
            <AreaList areas={areas} />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={styles.section} aria-labelledby="home-news">
          <div className="container">
            <SectionHead id="home-news" title={t("home.news.title")} link={{ to: SITE_ROUTES.news, label: t("common.viewAll") }} />
            {news.length > 0 ? (
              <ul className={styles.cards}>
                {news.map((item) => (
                  <li key={item.id}>
                    <ArticleCard kind={newsKind} item={item} headingLevel={3} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState compact />
            )}
          </div>
        </section>
      </HydrateLater>

      {events.length > 0 ? (
        <HydrateLater>
          <section className={styles.section} aria-labelledby="home-events">
            <div className="container">
              <SectionHead id="home-events" title={t("home.events.title")} link={{ to: SITE_ROUTES.events, label: t("home.events.all") }} />
              <EventList events={events} label={t("home.events.title")} headingLevel={3} />
            </div>
          </section>
        </HydrateLater>
      ) : null}

      {honors.length > 0 ? (
        <HydrateLater>
          <section className={styles.section} aria-labelledby="home-honors">
            <div className="container">
              <SectionHead
                id="home-honors"
                title={t("nav.about.accolades")}
                link={{ to: honorKind.listPath, label: t("common.viewAll") }}
              />
              <ul className={styles.honorCards}>
                {honors.map((item) => (
                  <li key={item.id}>
                    <ArticleCard kind={honorKind} item={item} headingLevel={3} compact />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </HydrateLater>
      ) : null}

      <HydrateLater>
        <section className={styles.section} aria-labelledby="home-team">
          <div className="container">
            <SectionHead id="home-team" title={t("home.team.title")} link={{ to: SITE_ROUTES.people, label: t("common.viewAll") }} />
            <TeamList team={team} />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={styles.section} aria-labelledby="home-deals">
          <div className="container">
            <SectionHead id="home-deals" title={t("home.cases.title")} link={{ to: SITE_ROUTES.cases, label: t("common.viewAll") }} />
            {deals.length > 0 ? (
              <ul className={styles.cards}>
                {deals.map((item) => (
                  <li key={item.id}>
                    <ArticleCard kind={caseKind} item={item} headingLevel={3} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.sectionText}>{t("home.cases.text")}</p>
            )}
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
