import type { ReactNode } from "react";
import styles from "./PageHeader.module.css";

/**
 * The top of every page: an optional eyebrow, the page's one <h1> and an optional lead.
 * The heading takes focus after client-side navigation (tabIndex -1), so screen readers announce it.
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
