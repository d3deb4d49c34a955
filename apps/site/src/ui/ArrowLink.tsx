import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";
import styles from "./ArrowLink.module.css";

/** The arrow of arrow links and of the cards' "read more" line (decorative). */
export function Arrow({ className, size = 16 }: { className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A quiet text link with an arrow, for "view all" and "read more". `subject` names what the link
 * leads to when its visible text does not say: screen readers and search engines read it after
 * the text ("Read more: About the firm").
 */
export function ArrowLink({ className, children, back = false, subject, ...props }: LinkProps & { back?: boolean; subject?: string }) {
  const arrow = <Arrow className={styles.arrow} />;
  return (
    <Link className={cx(styles.link, back && styles.back, className)} {...props}>
      {back ? arrow : null}
      <span>
        {children}
        {subject ? <span className="visually-hidden">: {subject}</span> : null}
      </span>
      {back ? null : arrow}
    </Link>
  );
}
