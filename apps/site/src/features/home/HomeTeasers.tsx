import { Link } from "react-router";
import { practiceAreaEndpoints, type PersonCard, type PracticeArea } from "@lawfirm/contract";
import { api } from "../../app/api";
import { useLocale } from "../../i18n/locale-context";
import { PracticeAreaIcon } from "../expertise/PracticeAreaIcon";
import { expertisePath, loadPinnedPeople } from "../people/people-data";
import { PeopleGrid } from "../people/PeopleGrid";
import styles from "./HomePage.module.css";

/**
 * The home page's practice areas and lawyers. A chunk of its own, fetched by the home loader
 * without holding up the page: the people and practice-area code (and their contract schemas)
 * stay out of the JavaScript /home needs for its first render.
 */

/** The lawyers' teaser: a few pinned people (one row of four on a desktop). */
const TEAM = 4;

export interface HomeTeaserData {
  areas: PracticeArea[];
  team: PersonCard[];
}

/** A list that cannot be loaded is left out; the section then shows its catalog text. */
const none = () => [];

export async function loadHomeTeasers(signal: AbortSignal): Promise<HomeTeaserData> {
  const [areas, team] = await Promise.all([
    api.call(practiceAreaEndpoints.publicList, {}, { signal }).catch(none),
    loadPinnedPeople(TEAM, signal)
      .then((people) => people.slice(0, TEAM))
      .catch(none),
  ]);
  return { areas, team };
}

export function AreaList({ areas }: { areas: readonly PracticeArea[] }) {
  const { t } = useLocale();
  if (areas.length === 0) return <p className={styles.sectionText}>{t("home.expertise.text")}</p>;
  return (
    <ul className={styles.areas}>
      {areas.map((area) => (
        <li key={area.id}>
          <Link className={styles.area} to={expertisePath(area.id)}>
            <PracticeAreaIcon url={area.iconUrl} className={styles.areaIcon} size={40} />
            <span className={styles.areaName}>{area.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TeamList({ team }: { team: readonly PersonCard[] }) {
  const { t } = useLocale();
  if (team.length === 0) return <p className={styles.sectionText}>{t("home.team.text")}</p>;
  return <PeopleGrid people={team} headingLevel={3} compact />;
}
