import { LocalizedLink } from "./LocalizedLink";
import { useLocale } from "../i18n/locale-context";
import styles from "./Breadcrumbs.module.css";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLocale();
  return (
    <nav aria-label={t("common.breadcrumb")} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            {item.to ? <LocalizedLink to={item.to}>{item.label}</LocalizedLink> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
