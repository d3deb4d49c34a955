import { LocalizedLink, type LocalizedLinkProps } from "./LocalizedLink";
import { cx } from "./cx";
import { LineIcon } from "./LineIcon";
import styles from "./ArrowLink.module.css";

/** The arrow of arrow links and of the cards' "read more" line (decorative). */
export function Arrow({ className, size = 16 }: { className?: string; size?: number }) {
  return <LineIcon className={className} size={size} weight={1.5} path="M2 8h11M9 4l4 4-4 4" />;
}

/**
 * A quiet text link with an arrow, for "view all" and "read more". `subject` names what the link
 * leads to when its visible text does not say: screen readers and search engines read it after
 * the text ("Read more: About the firm").
 */
export function ArrowLink({
  className,
  children,
  back = false,
  subject,
  ...props
}: LocalizedLinkProps & { back?: boolean; subject?: string }) {
  const arrow = <Arrow className={styles.arrow} />;
  return (
    <LocalizedLink className={cx(styles.link, back && styles.back, className)} {...props}>
      {back ? arrow : null}
      <span>
        {children}
        {subject ? <span className="visually-hidden">: {subject}</span> : null}
      </span>
      {back ? null : arrow}
    </LocalizedLink>
  );
}
