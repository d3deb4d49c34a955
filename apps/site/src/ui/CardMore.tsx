import type { ReactNode } from "react";
import { Arrow } from "./ArrowLink";
import { cx } from "./cx";
import styles from "./CardLink.module.css";

/**
 * The "read more" line at the foot of a card (CardLink.module.css). Hidden from screen readers:
 * the card's title is its link. The arrow moves when the card is hovered.
 */
export function CardMore({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={cx(styles.more, className)} aria-hidden="true">
      {children}
      <Arrow className={styles.moreArrow} size={14} />
    </span>
  );
}
