import { Form, useLoaderData } from "react-router";
import { localizedPath, SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useSiteName } from "../../lib/layout-data";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { EventList } from "../../ui/events/EventList";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import type { loader } from "./EventsPage.data";
import styles from "./EventsPage.module.css";

/** Seminars and webinars (decision 0082): the upcoming ones soonest first, or the archive; by practice area, without JavaScript too. */
export default function EventsPage() {
  const { t, locale } = useLocale();
  const siteName = useSiteName();
  const { query, practiceAreas, events } = useLoaderData<typeof loader>();
  const past = query.when === "past";
  usePageHead({ title: past ? t("events.archive.title") : t("page.events.title"), description: t("page.events.description") });
  const other = past ? SITE_ROUTES.events : `${SITE_ROUTES.events}?when=past`;

  return (
    <>
      <PageHeader eyebrow={siteName} title={past ? t("events.archive.title") : t("page.events.title")} lead={t("page.events.lead")} />
      <div className={`container ${styles.body}`}>
        <Form
          method="get"
          action={localizedPath(locale, SITE_ROUTES.events)}
          className={styles.filters}
          aria-label={t("events.filter.region")}
          preventScrollReset
          key={`${query.when}/${query.practiceAreaId ?? ""}`}
        >
          {past ? <input type="hidden" name="when" value="past" /> : null}
          <div className={styles.filter}>
            <label htmlFor="events-practiceArea" className={styles.label}>
              {t("events.filter.practiceAreaLabel")}
            </label>
            <select id="events-practiceArea" name="practiceAreaId" className={styles.select} defaultValue={query.practiceAreaId ?? ""}>
              <option value="">{t("events.filter.practiceArea")}</option>
              {practiceAreas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.submit}>
            {t("events.filter.submit")}
          </button>
        </Form>

        {events.length === 0 ? (
          <EmptyState hint={query.practiceAreaId !== undefined ? t("events.noResults") : past ? t("events.noPast") : t("events.none")} />
        ) : (
          <EventList events={events} label={past ? t("events.archive.title") : t("events.upcoming")} />
        )}
        <p className={styles.other}>
          <LocalizedLink to={other} className={styles.otherLink}>
            {past ? t("events.showUpcoming") : t("events.showArchive")}
          </LocalizedLink>
        </p>
      </div>
    </>
  );
}
