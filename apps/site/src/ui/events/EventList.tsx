import type { EventCard } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { isoDate } from "../format";
import { LocalizedLink } from "../LocalizedLink";
import { eventPath } from "../paths";
import { AVAILABILITY_LABELS } from "./event-labels";
import { eventPlace, eventWhen } from "./event-when";
import styles from "./EventList.module.css";

const dayParts = new Map<string, Intl.DateTimeFormat>();

/** The day of the month and the month's short name on the site's clock, for the date block: "10", "Dec". */
function dateBlock(iso: string, tag: string): { day: string; month: string } {
  let format = dayParts.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "Europe/Berlin" });
    dayParts.set(tag, format);
  }
  const parts = format.formatToParts(new Date(iso));
  return {
    day: parts.find((part) => part.type === "day")?.value ?? "",
    month: parts.find((part) => part.type === "month")?.value ?? "",
  };
}

/** Events as a list of rows, each with its date block, title, time, place and speakers (the events page, the home page, a profile). */
export function EventList({ events, label, headingLevel = 2 }: { events: readonly EventCard[]; label: string; headingLevel?: 2 | 3 }) {
  const { t, locale } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tag = locale.replace("_", "-");
  return (
    <ul className={styles.list} aria-label={label}>
      {events.map((event) => {
        const block = dateBlock(event.startsAt, tag);
        const note = AVAILABILITY_LABELS[event.registration];
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
                {event.people.length > 0 ? <span>{event.people.map((person) => person.name).join(", ")}</span> : null}
              </p>
              {note ? <p className={styles.note}>{t(note)}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
