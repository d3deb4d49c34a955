import { LocalizedLink, type LocalizedLinkProps } from "./LocalizedLink";
import { cx } from "./cx";
import styles from "./ButtonLink.module.css";

/** A link that looks like a button, for the few calls to action. */
export function ButtonLink({ variant = "primary", className, ...props }: LocalizedLinkProps & { variant?: "primary" | "secondary" }) {
  return <LocalizedLink className={cx(styles.button, styles[variant], className)} {...props} />;
}
