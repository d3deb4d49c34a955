import { useLoaderData } from "react-router";
import { EventList } from "../../ui/events/EventList";
import { LocalizedLink } from "../../ui/LocalizedLink";
import {
  buildPath,
  joinNames,
  localizedPath,
  PERSON_CARD_ROUTE,
  plainText,
  SITE_ROUTES,
  specialistTitleName,
  toLanguageTag,
  type Locale,
} from "@lawfirm/contract";
import { useLayoutData, useSiteName } from "../../lib/layout-data";
import { usePageHead } from "../../lib/page-head";
import { breadcrumbData, personData } from "../../lib/structured-data-details";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { cx } from "../../ui/cx";
import { languageName } from "../../ui/format";
import { LineIcon } from "../../ui/LineIcon";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { OfficeAddress } from "../../ui/offices/OfficeAddress";
import { expertisePath, officePath, personPath } from "../../ui/paths";
import { RichText } from "../../ui/RichText";
import type { loader } from "./PersonDetailPage.data";
import { HydrateLater } from "../../ui/HydrateLater";
import styles from "./PersonDetailPage.module.css";
import { PersonRelated } from "./PersonRelated";
import { PersonProfile } from "./PersonProfile";
import { PersonShare } from "./PersonShare";
import { Picture, pictureAlt } from "../../ui/Picture";

const PHONE_ICON = "M5.5 2.5l1.5 3-1.5 1a7 7 0 003.5 3.5l1-1.5 3 1.5v2a1.5 1.5 0 01-1.5 1.5A10 10 0 012 4a1.5 1.5 0 011.5-1.5z";
const MAIL_ICON = "M2.5 4h11v8h-11zM2.5 4.5L8 9l5.5-4.5";
const DOWNLOAD_ICON = "M8 2.5V10M5 7l3 3 3-3M3 13.5h10";
const PRINT_ICON = "M4.5 6V2.5h7V6M4.5 11.5h-2V6h11v5.5h-2M4.5 9.5h7v4h-7z";

/** A telephone number as a `tel:` address: digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function PersonDetailPage() {
  const { person, office, record, events } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  const section = t("nav.team");
  const contentLang = toLanguageTag(person.lang);
  const crumbs = [{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: SITE_ROUTES.people }, { label: person.name }];
  const photoText = t("person.photo", { name: person.name });
  usePageHead({
    title: person.name,
    description: plainText(person.intro) || t("page.personDetail.description"),
    image: person.photoUrl,
    imageAlt: pictureAlt(photoText, person.photoDescription),
    type: "profile",
    pageMeta: person,
    structuredData: (site, route) => [personData(site, route, person), breadcrumbData(site, route, crumbs)],
  });
  const siteName = useSiteName();
  const origin = useLayoutData()?.origin;
  const personLocale = person.lang as Locale;
  const canonicalPath = localizedPath(personLocale, personPath(person.slug));
  const pageUrl = origin ? new URL(canonicalPath, origin).href : canonicalPath;
  const cardPath = localizedPath(personLocale, buildPath(PERSON_CARD_ROUTE, { slug: person.slug }));
  const jobs = joinNames(
    person.jobs.map((job) => job.name),
    person.lang,
  );
  const languages = person.spokenLanguages.map((code) => languageName(code, locale));
  const specialistTitles = person.specialistTitles.map((code) => specialistTitleName(code, locale));

  return (
    <article className={styles.article}>
      {/* Paper only: whose profile it is and where it lives (the site's header is not printed). */}
      <p className={`container ${styles.printHeader}`}>
        <span className={styles.printFirm}>{siteName}</span>
        <span>{pageUrl}</span>
      </p>
      {/* The person's header and the columns below it: a part each of the takeover (decision 0127). */}
      <HydrateLater>
        <header className={styles.header}>
          {/*
            The portrait follows the name and the contact data in the page, as a phone shows it: a
            page drawn while it still arrives never moves them down (on wider screens the grid places
            the portrait in the first column).
          */}
          <div className={cx("container", styles.headerGrid, person.photoUrl && styles.withPortrait)}>
            <div className={styles.intro}>
              <Breadcrumbs items={crumbs} />
              {jobs ? (
                <p className={styles.eyebrow} lang={contentLang}>
                  {jobs}
                </p>
              ) : null}
              <h1 className={styles.title} lang={contentLang} tabIndex={-1}>
                {person.name}
              </h1>
              <dl className={styles.facts}>
                {person.officeName ? (
                  <div className={styles.fact}>
                    <dt>{t("person.office")}</dt>
                    <dd lang={contentLang}>
                      <LocalizedLink to={officePath(person.office)}>{person.officeName}</LocalizedLink>
                      {office ? <OfficeAddress office={office} className={styles.officeAddress} /> : null}
                    </dd>
                  </div>
                ) : null}
                {person.phoneNumber ? (
                  <div className={styles.fact}>
                    <dt>{t("person.phone")}</dt>
                    <dd>
                      <a className={styles.contactButton} href={telHref(person.phoneNumber)}>
                        <LineIcon path={PHONE_ICON} />
                        {person.phoneNumber}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {person.email ? (
                  <div className={styles.fact}>
                    <dt>{t("person.email")}</dt>
                    <dd>
                      <a className={styles.contactButton} href={`mailto:${person.email}`}>
                        <LineIcon path={MAIL_ICON} />
                        {person.email}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {specialistTitles.length > 0 ? (
                  <div className={styles.fact}>
                    <dt>{t("person.specialistTitles")}</dt>
                    <dd>
                      <ul className={styles.factList}>
                        {specialistTitles.map((title) => (
                          <li key={title}>{title}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : null}
                {languages.length > 0 ? (
                  <div className={styles.fact}>
                    <dt>{t("person.languages")}</dt>
                    <dd>{joinNames(languages, locale)}</dd>
                  </div>
                ) : null}
              </dl>
              <div className={styles.actions}>
                <LocalizedLink className={styles.saveContact} to={`${SITE_ROUTES.contact}?to=person:${person.id}`}>
                  <LineIcon path={MAIL_ICON} />
                  {t("contact.writeTo")}
                </LocalizedLink>
                <a className={styles.saveContact} href={cardPath} download>
                  <LineIcon path={DOWNLOAD_ICON} />
                  {t("person.saveContact")}
                </a>
                <button type="button" className={styles.printButton} data-needs-script="" onClick={() => window.print()}>
                  <LineIcon path={PRINT_ICON} />
                  {t("person.print")}
                </button>
                <PersonShare pageUrl={pageUrl} subject={`${person.name} · ${siteName}`} />
              </div>
            </div>
            {person.photoUrl ? (
              <div className={styles.portrait}>
                <Picture
                  src={person.photoUrl}
                  alt={photoText}
                  description={person.photoDescription}
                  width={600}
                  height={800}
                  // The header's first column (PersonDetailPage.module.css); at most 22rem on a phone.
                  sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 33vw, min(22rem, 90vw)"
                  fetchPriority="high"
                />
              </div>
            ) : null}
          </div>
        </header>
      </HydrateLater>
      <div className={`container ${styles.body}`}>
        <OtherLanguageNotice contentLang={person.lang} browse={{ section, to: SITE_ROUTES.people }} />
        <HydrateLater>
          <div className={styles.columns}>
            <div className={styles.main}>
              {person.intro.trim() ? (
                <section aria-labelledby="person-biography">
                  <h2 id="person-biography" className={styles.sectionTitle}>
                    {t("person.biography")}
                  </h2>
                  <RichText html={person.intro} lang={person.lang} />
                </section>
              ) : null}
              {person.customContents.map((custom, index) => (
                <section key={`${index}-${custom.title}`} aria-labelledby={`person-section-${index}`}>
                  <h2 id={`person-section-${index}`} className={styles.sectionTitle} lang={contentLang}>
                    {custom.title}
                  </h2>
                  <RichText html={custom.content} lang={person.lang} />
                </section>
              ))}
              <PersonProfile person={person} lang={contentLang} />
              {events.length > 0 ? (
                <section aria-labelledby="person-events">
                  <h2 id="person-events" className={styles.sectionTitle}>
                    {t("people.events")}
                  </h2>
                  <EventList events={events} label={t("people.events")} headingLevel={3} />
                </section>
              ) : null}
            </div>
            {person.proFields.length > 0 ? (
              <aside className={styles.aside} aria-labelledby="person-expertise">
                <h2 id="person-expertise" className={styles.asideTitle}>
                  {t("person.expertise")}
                </h2>
                <ul className={styles.areas} lang={contentLang}>
                  {person.proFields.map((area) => (
                    <li key={area.professionalFieldId}>
                      <LocalizedLink to={expertisePath(area.slug)}>{area.name}</LocalizedLink>
                    </li>
                  ))}
                </ul>
              </aside>
            ) : null}
          </div>
        </HydrateLater>
        <PersonRelated personId={person.id} record={record} />
        <div className={styles.back}>
          <ArrowLink to={SITE_ROUTES.people} back>
            {t("common.backTo", { section })}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
