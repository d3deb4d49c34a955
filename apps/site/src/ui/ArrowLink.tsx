import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";
import styles from "./ArrowLink.module.css";

/** A quiet text link with an arrow, for "view all" and "read more". */
export function ArrowLink({ className, children, back = false, ...props }: LinkProps & { back?: boolean }) {
  const arrow = (
    <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <Link className={cx(styles.link, back && styles.back, className)} {...props}>
      {back ? arrow : null}
      <span>{children}</span>
      {back ? null : arrow}
    </Link>
  );
}
