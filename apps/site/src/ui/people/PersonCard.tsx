import { LocalizedLink } from "../LocalizedLink";
import { joinNames, toLanguageTag } from "@lawfirm/contract";
import type { PersonCardItem as Person } from "./people-list";
import { cx } from "../cx";
import { personPath } from "../paths";
import styles from "./PersonCard.module.css";
import { Picture } from "../Picture";

/** The initials shown where a person has no photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  if (parts.length === 1) return [...(parts[0] ?? "")].slice(0, 2).join("");
  return `${[...(parts[0] ?? "")][0] ?? ""}${[...(parts.at(-1) ?? "")][0] ?? ""}`;
}

/** A card's width in the people grid: two, three or four columns (PeopleGrid.module.css). */
const PERSON_CARD_SIZES = "(min-width: 72rem) 17rem, (min-width: 48rem) 31vw, 48vw";

/**
 * One person in a grid: portrait (3:4), name, job titles, office. The name is the card's one link
 * and covers the whole card.
 */
export function PersonCard({
  person,
  headingLevel = 2,
  compact = false,
}: {
  person: Person;
  headingLevel?: 2 | 3;
  /** Smaller type, for teasers. */
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const jobs = joinNames(
    person.jobs.map((job) => job.name),
    person.lang,
  );
  return (
    <article className={cx(styles.card, compact && styles.compact)} lang={toLanguageTag(person.lang)}>
      <div className={styles.media}>
        {person.photoUrl ? (
          <Picture
            src={person.photoUrl}
            alt=""
            description={person.photoDescription}
            width={600}
            height={800}
            sizes={PERSON_CARD_SIZES}
            // Lazy everywhere: on a phone no portrait is on the first screen (a grid's first row is
            // below the search form), and the browser still fetches those near the screen at once.
            loading="lazy"
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(person.name)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <LocalizedLink className={styles.link} to={personPath(person.slug)}>
            {person.name}
          </LocalizedLink>
        </Heading>
        {jobs ? <p className={styles.jobs}>{jobs}</p> : null}
        {person.officeName ? <p className={styles.office}>{person.officeName}</p> : null}
      </div>
    </article>
  );
}
