import { useState } from "react";
import { useLoaderData } from "react-router";
import { buildPath, EVENT_CALENDAR_ROUTE, localizedPath, plainText, SITE_ROUTES, toLanguageTag } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { breadcrumbData, eventData } from "../../lib/structured-data-details";
import { useLocale } from "../../i18n/locale-context";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { RichText } from "../../ui/RichText";
import { availabilityNote, PLACE_LABELS } from "../../ui/events/event-labels";
import { eventWhen } from "../../ui/events/event-when";
import { formatList } from "../../ui/format";
import { eventPath, personPath } from "../../ui/paths";
import type { loader } from "./EventDetailPage.data";
import { RegistrationForm } from "./RegistrationForm";
import styles from "./EventDetailPage.module.css";

/**
 * One event (decision 0082): when and where first (beside the text on a wide screen, above it on a
 * phone), its text, its speakers, the calendar file and the registration while it has not ended.
 */
export default function EventDetailPage() {
  const { event, form, outcome: sent } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  const [outcome, setOutcome] = useState(sent);
  const section = t("nav.events");
  const contentLang = toLanguageTag(event.lang);
  const crumbs = [{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: SITE_ROUTES.events }, { label: event.title }];
  const description = plainText(event.content) || t("page.events.description");
  usePageHead({
    title: event.title,
    description,
    pageMeta: event,
    structuredData: (site, route) => [eventData(site, route, event, description), breadcrumbData(site, route, crumbs)],
  });
  const availability = form?.availability ?? event.registration;
  // An event that has ended offers neither the calendar file nor the registration; it says it took place.
  const past = availability === "past";
  const office = event.officeAddress;
  const venue = event.venue.split("\n").filter((part) => part.trim());

  const registration =
    outcome !== null ? (
      <p className={styles.outcome} role="status">
        {outcome === "registered" ? t("events.registered") : t("events.waiting")}
      </p>
    ) : form && (availability === "open" || availability === "waitingList") ? (
      <>
        {availability === "waitingList" ? (
          <p className={styles.notice}>{t("events.availability.waitingListLong")}</p>
        ) : event.placesLeft !== null ? (
          <p className={styles.notice}>{availabilityNote({ registration: availability, placesLeft: event.placesLeft }, t, locale)}</p>
        ) : null}
        <RegistrationForm
          event={event}
          form={form}
          waitingList={availability === "waitingList"}
          action={localizedPath(locale, eventPath(event.slug))}
          onDone={setOutcome}
        />
      </>
    ) : (
      <p className={styles.notice}>
        {availability === "deadlinePassed" ? t("events.availability.deadlinePassedLong") : t("events.availability.closedLong")}
      </p>
    );

  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <p className={styles.eyebrow}>{t(PLACE_LABELS[event.placeKind])}</p>
          <h1 className={styles.title} lang={contentLang} tabIndex={-1}>
            {event.title}
          </h1>
          <p className={styles.when}>{eventWhen(event, locale)}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <OtherLanguageNotice contentLang={event.lang} browse={{ section, to: SITE_ROUTES.events }} />
        <div className={styles.layout}>
          <aside className={styles.facts} aria-label={t("events.facts")}>
            <dl>
              <div>
                <dt>{t("events.fact.when")}</dt>
                <dd>
                  {eventWhen(event, locale)} <span className={styles.zone}>({t("events.berlinTime")})</span>
                </dd>
              </div>
              <div>
                <dt>{t("events.fact.where")}</dt>
                <dd>
                  {event.placeKind === "online" ? (
                    t("events.onlineNote")
                  ) : office ? (
                    <address className={styles.address}>
                      {office.name}
                      <br />
                      {office.address}
                      <br />
                      {`${office.postalCode} ${office.city}`.trim()}
                    </address>
                  ) : (
                    <address className={styles.address}>
                      {venue.map((part, index) => (
                        <span key={index}>
                          {part}
                          <br />
                        </span>
                      ))}
                    </address>
                  )}
                </dd>
              </div>
              {event.proFields.length > 0 ? (
                <div>
                  <dt>{t("events.fact.practiceAreas")}</dt>
                  <dd>
                    {formatList(
                      event.proFields.map((area) => area.name),
                      locale,
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
            {past ? (
              <p className={styles.pastNote}>{t("events.availability.pastLong")}</p>
            ) : (
              <a className={styles.calendar} href={localizedPath(locale, buildPath(EVENT_CALENDAR_ROUTE, { slug: event.slug }))} download>
                {t("events.addToCalendar")}
              </a>
            )}
          </aside>
          <div className={styles.main}>
            {event.content.trim() ? <RichText className={styles.text} html={event.content} lang={event.lang} /> : null}
            {event.people.length > 0 ? (
              <section className={styles.speakers} aria-labelledby="event-speakers">
                <h2 id="event-speakers" className={styles.sectionTitle}>
                  {t("events.speakers")}
                </h2>
                <ul className={styles.speakerList}>
                  {event.people.map((person) => (
                    <li key={person.id}>
                      <LocalizedLink to={personPath(person.slug)} className={styles.speaker}>
                        {person.name}
                      </LocalizedLink>
                      {person.jobName ? <span className={styles.job}>{person.jobName}</span> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {past ? null : (
              <section id="registration" className={styles.registration} aria-labelledby="event-registration">
                <h2 id="event-registration" className={styles.sectionTitle}>
                  {t("events.registration")}
                </h2>
                {registration}
              </section>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
