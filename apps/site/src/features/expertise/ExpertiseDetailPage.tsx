import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { practiceAreaEndpoints, SITE_ROUTES, toLanguageTag, type Locale, type PracticeAreaLink, type PublicPracticeArea } from "@lawfirm/contract";
import { api } from "../../app/api";
import type { PageHandle } from "../../app/lazy-page";
import { localeStore } from "../../app/locale";
import { orNotFound, requireId } from "../../app/route-params";
import { useAlternateLinks } from "../../app/useAlternateLinks";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { plainText } from "../../ui/format";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { RichText } from "../../ui/RichText";
import { PeopleGrid } from "../people/PeopleGrid";
import { expertisePath } from "./expertise-data";
import { PracticeAreaIcon } from "./PracticeAreaIcon";
import styles from "./ExpertiseDetailPage.module.css";

interface ExpertiseDetailData {
  area: PublicPracticeArea;
  previous: PracticeAreaLink | null;
  next: PracticeAreaLink | null;
  /** The site's origin, for the absolute addresses of the `hreflang` links. */
  origin: string;
}

function versionIn(area: PublicPracticeArea | undefined, locale: Locale) {
  return area?.versions.find((version) => version.lang === locale);
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ExpertiseDetailData> {
  const { signal } = request;
  const id = requireId(params);
  const area = await orNotFound(api.call(practiceAreaEndpoints.publicDetail, { params: { id } }, { signal }));
  const version = area.lang === localeStore.get() ? undefined : versionIn(area, localeStore.get());
  if (version && version.id !== area.id) throw redirect(expertisePath(version.id));
  // Without its neighbours the page still shows the practice area.
  const turn = await api.call(practiceAreaEndpoints.pageTurn, { params: { no: area.no }, query: {} }, { signal }).catch(() => ({ previous: null, next: null }));
  return { area, previous: turn.previous, next: turn.next, origin: new URL(request.url).origin };
}

/** After a language switch, the page goes to the practice area's version in the new language. */
export const handle: PageHandle = {
  localizedPath(data, locale) {
    const version = versionIn((data as ExpertiseDetailData | undefined)?.area, locale);
    return version ? expertisePath(version.id) : undefined;
  },
};

export default function ExpertiseDetailPage() {
  const { area, previous, next, origin } = useLoaderData<typeof loader>();
  useAlternateLinks(area.versions.map((version) => ({ lang: version.lang, href: `${origin}${expertisePath(version.id)}` })));
  const { t } = useLocale();
  const section = t("nav.expertise");
  const contentLang = toLanguageTag(area.lang);
  usePageMeta(area.name, plainText(area.introduce) || t("page.expertiseDetail.description"));

  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={[{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: SITE_ROUTES.expertises }, { label: area.name }]} />
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

        <section className={styles.people} aria-labelledby="expertise-people">
          <h2 id="expertise-people" className={styles.sectionTitle}>
            {t("expertise.people")}
          </h2>
          {area.people.length > 0 ? <PeopleGrid people={area.people} headingLevel={3} compact /> : <p className={styles.none}>{t("expertise.noPeople")}</p>}
        </section>

        {previous || next ? (
          <nav className={styles.turn} aria-label={t("expertise.more")}>
            {previous ? (
              <Link className={styles.turnLink} to={expertisePath(previous.id)} rel="prev">
                <span className={styles.turnLabel}>{t("expertise.previous")}</span>
                <span className={styles.turnName}>{previous.name}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link className={`${styles.turnLink} ${styles.next}`} to={expertisePath(next.id)} rel="next">
                <span className={styles.turnLabel}>{t("expertise.next")}</span>
                <span className={styles.turnName}>{next.name}</span>
              </Link>
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
