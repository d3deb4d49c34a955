import { useLocale } from "../i18n/locale-context";
import { cx } from "./cx";
import styles from "./EmptyState.module.css";

/** The "no data" state of a list. */
export function EmptyState({ compact = false, hint }: { compact?: boolean; hint?: string }) {
  const { t } = useLocale();
  return (
    <div className={cx(styles.empty, compact && styles.compact)}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="9.5" y="6.5" width="29" height="35" rx="1.5" fill="none" stroke="currentColor" />
        <path d="M16 16h16M16 22h16M16 28h10" stroke="currentColor" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{t("common.noData")}</p>
      <p className={styles.hint}>{hint ?? t("common.noDataHint")}</p>
    </div>
  );
}
