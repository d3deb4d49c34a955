import type { ConnectedPerson, ConnectedPracticeArea } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { LocalizedLink } from "../LocalizedLink";
import { expertisePath, personPath } from "../paths";
import { initials } from "../people/PersonCard";
import styles from "./ArticleConnections.module.css";
import { Picture } from "../Picture";

/** The people and practice areas an item names (decision 0031), each a link to its page. */
export function ArticleConnections({
  people,
  practiceAreas,
  contentLang,
}: {
  people: readonly ConnectedPerson[];
  practiceAreas: readonly ConnectedPracticeArea[];
  /** The item's language tag: the names are written in it. */
  contentLang: string;
}) {
  const { t } = useLocale();
  if (people.length === 0 && practiceAreas.length === 0) return null;
  return (
    <div className={styles.connections} lang={contentLang}>
      {people.length > 0 ? (
        <section aria-labelledby="article-people">
          <h2 id="article-people" className={styles.title}>
            {t("article.people")}
          </h2>
          <ul className={styles.people}>
            {people.map((person) => (
              <li key={person.id} className={styles.person}>
                <span className={styles.portrait}>
                  {person.photoUrl ? (
                    <Picture src={person.photoUrl} alt="" width={96} height={128} sizes="6rem" loading="lazy" />
                  ) : (
                    <span aria-hidden="true">{initials(person.name)}</span>
                  )}
                </span>
                <span className={styles.who}>
                  <LocalizedLink className={styles.name} to={personPath(person.slug)}>
                    {person.name}
                  </LocalizedLink>
                  {person.jobName ? <span className={styles.job}>{person.jobName}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {practiceAreas.length > 0 ? (
        <section aria-labelledby="article-practice-areas">
          <h2 id="article-practice-areas" className={styles.title}>
            {t("article.practiceAreas")}
          </h2>
          <ul className={styles.areas}>
            {practiceAreas.map((area) => (
              <li key={area.id}>
                <LocalizedLink className={styles.area} to={expertisePath(area.slug)}>
                  {area.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
