import { useLoaderData } from "react-router";
import { localizedPath, SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useSiteName } from "../../lib/layout-data";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { EventList } from "../../ui/events/EventList";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import { SelectFilters } from "../../ui/SelectFilters";
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
        <SelectFilters
          action={localizedPath(locale, SITE_ROUTES.events)}
          label={t("events.filter.region")}
          submitLabel={t("events.filter.submit")}
          kept={past ? { when: "past" } : {}}
          filters={[
            {
              name: "practiceAreaId",
              label: t("events.filter.practiceAreaLabel"),
              allLabel: t("events.filter.practiceArea"),
              value: query.practiceAreaId,
              options: practiceAreas.map((area) => ({ value: area.id, label: area.name })),
            },
          ]}
        />

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
