import { LocalizedLink } from "./LocalizedLink";
import { useLocale } from "../i18n/locale-context";
import { languageName } from "./format";
import styles from "./OtherLanguageNotice.module.css";

/**
 * Says that content is shown in another language than the interface's, because it has no version
 * in it, and offers the way to the section's list (`browse`). Renders nothing when the languages match.
 */
export function OtherLanguageNotice({ contentLang, browse }: { contentLang: string; browse?: { section: string; to: string } }) {
  const { t, locale } = useLocale();
  if (contentLang === locale) return null;
  return (
    <aside className={styles.notice} data-other-language="">
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.3">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M10 9v5M10 6.2v.1" strokeLinecap="round" />
        </g>
      </svg>
      <p>
        {t("content.otherLanguage", { language: languageName(locale, locale), original: languageName(contentLang, locale) })}
        {browse ? (
          <>
            {" "}
            <LocalizedLink to={browse.to}>{t("content.browse", { section: browse.section })}</LocalizedLink>
          </>
        ) : null}
      </p>
    </aside>
  );
}
