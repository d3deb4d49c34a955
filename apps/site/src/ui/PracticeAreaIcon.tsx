import styles from "./PracticeAreaIcon.module.css";
import { Picture } from "./Picture";

/** A practice area's icon (decorative: the name is next to it); a quiet mark where there is none. */
export function PracticeAreaIcon({ url, className, size = 48 }: { url: string | null; className?: string; size?: number }) {
  const classes = className ? `${styles.icon} ${className}` : styles.icon;
  return url ? (
    <Picture className={classes} src={url} alt="" width={size} height={size} sizes={`${size}px`} loading="lazy" />
  ) : (
    <svg className={classes} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.3">
        <path d="M24 8v32M14 40h20M10 16h28" strokeLinecap="round" />
        <path d="M10 16 5 28h10zM38 16l-5 12h10z" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
