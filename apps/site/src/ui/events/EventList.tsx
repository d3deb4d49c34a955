import type { EventCard } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { formatDayAndMonth, formatList, isoDate } from "../format";
import { LocalizedLink } from "../LocalizedLink";
import { eventPath } from "../paths";
import { availabilityNote } from "./event-labels";
import { eventPlace, eventWhen } from "./event-when";
import styles from "./EventList.module.css";

/** Events as a list of rows, each with its date block, title, time, place and speakers (the events page, the home page, a profile). */
export function EventList({ events, label, headingLevel = 2 }: { events: readonly EventCard[]; label: string; headingLevel?: 2 | 3 }) {
  const { t, locale } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.list} aria-label={label}>
      {events.map((event) => {
        const block = formatDayAndMonth(event.startsAt, locale);
        const note = availabilityNote(event, t, locale);
        const speakers = formatList(
          event.people.map((person) => person.name),
          locale,
        );
        return (
          <li key={event.id} className={styles.item}>
            <time className={styles.date} dateTime={isoDate(event.startsAt)}>
              <span className={styles.day}>{block.day}</span>
              <span className={styles.month}>{block.month}</span>
            </time>
            <div className={styles.body}>
              <Heading className={styles.title}>
                <LocalizedLink to={eventPath(event.slug)} className={styles.link}>
                  {event.title}
                </LocalizedLink>
              </Heading>
              <p className={styles.meta}>
                <span>{eventWhen(event, locale)}</span>
                <span>{eventPlace(event, t("events.place.online"))}</span>
                {speakers ? (
                  // One line, cut short with an ellipsis where it is too long (a phone, Chinese names):
                  // the whole line stays in the page for screen readers and in its title, the event's page lists them all.
                  <span className={styles.speakers} title={speakers}>
                    <span className={styles.names}>{speakers}</span>
                  </span>
                ) : null}
              </p>
              {note ? <p className={styles.note}>{note}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
