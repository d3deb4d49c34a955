import { useLocale } from "../i18n/locale-context";
import styles from "./ExternalMark.module.css";

/** Marks a link that opens another site in a new tab: an arrow for the eye, words for screen readers. */
export function ExternalMark() {
  const { t } = useLocale();
  return (
    <>
      <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" data-external="">
        <path
          d="M6 3.5H3.5v9h9V10M9 3h4v4M13 3 7 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden"> {t("common.opensInNewTab")}</span>
    </>
  );
}
