import type { Person } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { ExternalMark } from "../../ui/ExternalMark";
import styles from "./PersonDetailPage.module.css";

/** One entry of a profile's list: its year (none for a membership), its text, and where to read more. */
interface Entry {
  year?: number;
  text: string;
  url?: string | null;
}

function ProfileSection({ id, title, entries, lang }: { id: string; title: string; entries: readonly Entry[]; lang: string }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.profileList} lang={lang}>
        {entries.map((entry, index) => (
          <li key={index} className={entry.year === undefined ? undefined : styles.dated}>
            {entry.year === undefined ? null : <span className={styles.year}>{entry.year}</span>}
            <span>
              {entry.url ? (
                <a href={entry.url} target="_blank" rel="noopener noreferrer" data-external-link="">
                  {entry.text}
                  <ExternalMark />
                </a>
              ) : (
                entry.text
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A lawyer's full profile (decision 0068): admissions, education, publications, rankings and
 * memberships, each a list of the version's language, newest first as the editor ordered them.
 */
export function PersonProfile({ person, lang }: { person: Person; lang: string }) {
  const { t } = useLocale();
  // Chinese separates its parts with its own comma.
  const comma = lang.startsWith("zh") ? "，" : ", ";
  const sections: [string, string, Entry[]][] = [
    ["person-admissions", t("person.barAdmissions"), person.barAdmissions.map((entry) => ({ year: entry.year, text: entry.jurisdiction }))],
    [
      "person-education",
      t("person.education"),
      person.education.map((entry) => ({ year: entry.year, text: `${entry.degree}${comma}${entry.institution}` })),
    ],
    [
      "person-publications",
      t("person.publications"),
      person.publications.map((entry) => ({
        year: entry.year,
        text: entry.where ? `${entry.title}${comma}${entry.where}` : entry.title,
        url: entry.url,
      })),
    ],
    ["person-rankings", t("person.rankings"), person.rankings.map((entry) => ({ year: entry.year, text: entry.text, url: entry.url }))],
    ["person-memberships", t("person.memberships"), person.memberships.map((text) => ({ text }))],
  ];
  return (
    <>
      {sections.map(([id, title, entries]) => (
        <ProfileSection key={id} id={id} title={title} entries={entries} lang={lang} />
      ))}
    </>
  );
}
