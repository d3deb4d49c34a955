import { LocalizedLink } from "../../ui/LocalizedLink";
import type { PracticeArea } from "@lawfirm/contract";
import type { PersonCardItem } from "../../ui/people/people-list";
import { useLocale } from "../../i18n/locale-context";
import { expertisePath } from "../../ui/paths";
import { PeopleGrid } from "../../ui/people/PeopleGrid";
import { PracticeAreaIcon } from "../../ui/PracticeAreaIcon";
import styles from "./HomePage.module.css";

/** What the home page shows of a practice area: its name and icon, linking to its page. */
export type HomeArea = Pick<PracticeArea, "id" | "slug" | "name" | "iconUrl">;

/** The home page's practice areas, rendered when the loader's deferred data arrives; the catalog's text when there are none. */
export function AreaList({ areas }: { areas: readonly HomeArea[] }) {
  const { t } = useLocale();
  if (areas.length === 0) return <p className={styles.sectionText}>{t("home.expertise.text")}</p>;
  return (
    <ul className={styles.areas}>
      {areas.map((area) => (
        <li key={area.id}>
          <LocalizedLink className={styles.area} to={expertisePath(area.slug)}>
            <PracticeAreaIcon url={area.iconUrl} className={styles.areaIcon} size={40} />
            <span className={styles.areaName}>{area.name}</span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

export function TeamList({ team }: { team: readonly PersonCardItem[] }) {
  const { t } = useLocale();
  if (team.length === 0) return <p className={styles.sectionText}>{t("home.team.text")}</p>;
  return <PeopleGrid people={team} headingLevel={3} compact />;
}
