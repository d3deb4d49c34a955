import { useLoaderData } from "react-router";
import { SITE_ROUTES, toLanguageTag } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { breadcrumbData, officeData } from "../../lib/structured-data-details";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { ExternalMark } from "../../ui/ExternalMark";
import { LineIcon } from "../../ui/LineIcon";
import { OfficeAddress } from "../../ui/offices/OfficeAddress";
import { mapSearchUrl, officeAddressLines, telHref } from "../../ui/offices/office-address";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { PeopleGrid } from "../../ui/people/PeopleGrid";
import type { loader } from "./OfficeDetailPage.data";
import styles from "./OfficeDetailPage.module.css";
import { Picture, pictureAlt } from "../../ui/Picture";

const PHONE_ICON = "M5.5 2.5l1.5 3-1.5 1a7 7 0 003.5 3.5l1-1.5 3 1.5v2a1.5 1.5 0 01-1.5 1.5A10 10 0 012 4a1.5 1.5 0 011.5-1.5z";
const MAIL_ICON = "M2.5 4h11v8h-11zM2.5 4.5L8 9l5.5-4.5";
const MAP_ICON = "M8 14s4.5-4.2 4.5-7.5a4.5 4.5 0 00-9 0C3.5 9.8 8 14 8 14zM8 8a1.5 1.5 0 100-3 1.5 1.5 0 000 3z";

/** An office: its picture, address (with a link to a map service), telephone, e-mail, opening note and people. */
export default function OfficeDetailPage() {
  const { office, people } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  const section = t("nav.about");
  const contentLang = toLanguageTag(office.lang);
  const crumbs = [{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: SITE_ROUTES.about }, { label: office.name }];
  const addressLines = officeAddressLines(office, locale);
  const mapUrl = mapSearchUrl(office, locale);
  const pictureText = t("office.picture", { office: office.name });
  usePageHead({
    title: office.name,
    description: [t("page.officeDetail.description", { office: office.name }), addressLines.join(", ")].filter(Boolean).join(" "),
    image: office.pictureUrl,
    imageAlt: pictureAlt(pictureText, office.pictureDescription),
    structuredData: (site, route) => [officeData(site, route, office), breadcrumbData(site, route, crumbs)],
  });

  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <p className={styles.eyebrow}>{t("office.eyebrow")}</p>
          <h1 className={styles.title} lang={contentLang} tabIndex={-1}>
            {office.name}
          </h1>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <OtherLanguageNotice contentLang={office.lang} browse={{ section, to: SITE_ROUTES.about }} />
        <div className={styles.columns}>
          <section className={styles.contact} aria-labelledby="office-contact">
            <h2 id="office-contact" className={styles.contactTitle}>
              {t("office.contact")}
            </h2>
            <OfficeAddress office={office} className={styles.address} />
            <div className={styles.buttons}>
              {office.phoneNumber ? (
                <a className={styles.button} href={telHref(office.phoneNumber)}>
                  <LineIcon path={PHONE_ICON} />
                  <span className="visually-hidden">{t("office.phone")}: </span>
                  {office.phoneNumber}
                </a>
              ) : null}
              {office.email ? (
                <a className={styles.button} href={`mailto:${office.email}`}>
                  <LineIcon path={MAIL_ICON} />
                  <span className="visually-hidden">{t("office.email")}: </span>
                  {office.email}
                </a>
              ) : null}
              <LocalizedLink className={styles.button} to={`${SITE_ROUTES.contact}?to=office:${office.id}`}>
                <LineIcon path={MAIL_ICON} />
                {t("contact.writeTo")}
              </LocalizedLink>
              {mapUrl ? (
                <a className={styles.button} href={mapUrl} target="_blank" rel="noopener noreferrer" data-map-link="">
                  <LineIcon path={MAP_ICON} />
                  {t("office.map")}
                  <ExternalMark />
                </a>
              ) : null}
            </div>
            {office.openingNote.trim() ? (
              <p className={styles.note} lang={contentLang}>
                {office.openingNote}
              </p>
            ) : null}
          </section>
          {office.pictureUrl ? (
            <figure className={styles.picture}>
              <Picture
                src={office.pictureUrl}
                alt={pictureText}
                description={office.pictureDescription}
                width={1200}
                height={800}
                // The second column of seven twelfths from 56rem (OfficeDetailPage.module.css).
                sizes="(min-width: 56rem) 42rem, 90vw"
                fetchPriority="high"
              />
              {office.pictureDescription?.caption ? (
                <figcaption className={styles.caption} lang={contentLang}>
                  {office.pictureDescription.caption}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>

        <section className={styles.people} aria-labelledby="office-people">
          <h2 id="office-people" className={styles.sectionTitle}>
            {t("office.people", { office: office.name })}
          </h2>
          {people.length > 0 ? (
            <PeopleGrid people={people} headingLevel={3} compact />
          ) : (
            <p className={styles.none}>{t("office.noPeople")}</p>
          )}
        </section>

        <div className={styles.back}>
          <ArrowLink to={SITE_ROUTES.about} back>
            {t("common.backTo", { section })}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
