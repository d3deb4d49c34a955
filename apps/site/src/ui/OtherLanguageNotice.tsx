import { Link } from "react-router";
import styles from "./OtherLanguageNotice.module.css";

/** Says that content is not available in the interface language and is shown in another one. */
export function OtherLanguageNotice({ text, linkText, to }: { text: string; linkText?: string; to?: string }) {
  return (
    <aside className={styles.notice} data-other-language="">
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.3">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M10 9v5M10 6.2v.1" strokeLinecap="round" />
        </g>
      </svg>
      <p>
        {text}
        {linkText && to ? (
          <>
            {" "}
            <Link to={to}>{linkText}</Link>
          </>
        ) : null}
      </p>
    </aside>
  );
}
