import { SITE_ROUTES } from "@lawfirm/contract";
import type { MessageKey } from "../i18n/messages";
import { useLocale } from "../i18n/locale-context";
import { LocalizedLink } from "./LocalizedLink";
import styles from "./MainSections.module.css";

/** Where a visitor who did not find a page (or a search result) goes on: the site's main sections. */
const MAIN_SECTIONS: { to: string; labelKey: MessageKey }[] = [
  { to: SITE_ROUTES.people, labelKey: "nav.team" },
  { to: SITE_ROUTES.expertises, labelKey: "nav.expertise" },
  { to: SITE_ROUTES.news, labelKey: "nav.news" },
  { to: SITE_ROUTES.cases, labelKey: "nav.cases" },
];

export function MainSections({ label }: { label: string }) {
  const { t } = useLocale();
  return (
    <nav aria-label={label}>
      <ul className={styles.sections}>
        {MAIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <LocalizedLink to={section.to}>{t(section.labelKey)}</LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
